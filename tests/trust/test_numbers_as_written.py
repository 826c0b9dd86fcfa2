"""Numbers that name a person's account or place, written as people write them: an
abbreviated name with its dot ("Account No.: …"), a Polish account number without its
``PL`` (as Polish banks print it), coordinates with hemisphere letters."""

from __future__ import annotations

import random

import pytest

from tests.trust.pii_generators import payload

NAMES = ("account no", "Account No", "customer no", "Customer No", "Kunden-Nr", "membership no")
TEMPLATES = (
    "{name}. {value}",
    "{name}.: {value}",
    "my {name}. is {value}",
    "{name}. {value}, thanks",
)


def _digits(rng: random.Random, count: int) -> str:
    while True:  # not a run or a sequence: those read as stand-ins
        value = "".join(rng.choice("0123456789") for _ in range(count))
        if len(set(value)) > 3 and value[0] != "0":
            return value


@pytest.mark.parametrize("name", NAMES)
def test_an_account_named_with_an_abbreviation_and_its_dot_does_not_leave(name: str) -> None:
    rng = random.Random(name)
    for template in TEMPLATES:
        value = _digits(rng, rng.randint(6, 10))
        assert value not in payload(template.format(name=name, value=value))


def _nrb(rng: random.Random) -> str:
    """A valid Polish account number: check digits for "PL" + a random 24-digit BBAN."""
    bban = "".join(rng.choice("0123456789") for _ in range(24))
    rearranged = bban + "2521" + "00"  # P=25, L=21, check digits 00
    check = 98 - int(rearranged) % 97
    return f"{check:02d}{bban}"


def _grouped(number: str) -> str:
    return number[:2] + "".join(" " + number[i : i + 4] for i in range(2, 26, 4))


@pytest.mark.parametrize(
    "template",
    ["numer konta {value}", "przelej na {value}, dzięki", "Konto: {value}", "{value}"],
)
def test_a_polish_account_number_without_its_country_does_not_leave(template: str) -> None:
    rng = random.Random(template)
    for _ in range(25):
        number = _nrb(rng)
        for written in (number, _grouped(number)):
            sent = payload(template.format(value=written))
            assert written not in sent
            assert number[-4:] not in sent  # no group of it is left behind


def test_twenty_six_digits_that_fail_the_check_are_not_an_account() -> None:
    rng = random.Random(3)
    number = _nrb(rng)
    broken = f"{(int(number[:2]) + 1) % 100:02d}{number[2:]}"
    assert "IBAN" not in payload(f"order id {broken}")


def test_coordinates_with_hemisphere_letters_do_not_leave() -> None:
    rng = random.Random(9)
    for _ in range(50):
        lat, lon = rng.uniform(0, 89), rng.uniform(0, 179)
        ns, ew = rng.choice("NS"), rng.choice("EW")
        degree = rng.choice(("°", ""))
        space = rng.choice((" ", ""))
        value = f"{lat:.4f}{degree}{space}{ns}, {lon:.4f}{degree}{space}{ew}"
        sent = payload(f"the cabin is at {value}, bring boots")
        assert f"{lat:.4f}" not in sent and f"{lon:.4f}" not in sent, value


@pytest.mark.parametrize(
    "text",
    ["the account no. 1 priority is speed", "a force of 12.500 N, 3.200 Nm of torque"],
)
def test_ordinary_numbers_near_those_words_pass(text: str) -> None:
    assert payload(text) == text
