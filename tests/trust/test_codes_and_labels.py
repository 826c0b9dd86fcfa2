"""Kinds of value probe set 3 (``tests/trust/probe``) found slipping out, each drawn at
random: a one-time code named as such and written in groups ("2FA code 483 920"),
backup codes of two digit groups, a password alone on the line under its label, a
password named by what it opens ("the pw for the staging box is …"); and numbers that
are no phone (a sum's result, an order number), which must pass unchanged."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.pii_generators import payload

ONE_TIME_NAMES = [
    "the 2FA code",
    "my SMS code",
    "verification code",
    "OTP",
    "Bestätigungscode",
    "code de vérification",
    "código de verificación",
    "kod BLIK",
    "codice di verifica",
    "verificatiecode",
    "código de verificação",
]
LINKS = ["", " is", ":", " lautet", " est", " jest", " é"]
TAILS = [" but it expired", ", what now?", "", ". Didn't work", " ale wygasł"]


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _code(rng: random.Random) -> str:
    shape = rng.choice(["3 3", "3-3", "4 4", "6", "8", "4"])
    if shape in ("6", "8", "4"):
        return _digits(rng, int(shape))
    size = int(shape[0])
    return _digits(rng, size) + shape[1] + _digits(rng, size)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_one_time_code_after_its_name_is_withheld(seed: int) -> None:
    rng = random.Random(seed)
    code = _code(rng)
    message = f"{rng.choice(ONE_TIME_NAMES)}{rng.choice(LINKS)} {code}{rng.choice(TAILS)}"
    assert code not in payload(message), message


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_backup_codes_in_two_digit_groups_are_withheld(seed: int) -> None:
    rng = random.Random(seed)
    codes = [f"{_digits(rng, 4)} {_digits(rng, 4)}" for _ in range(rng.randint(2, 6))]
    joiner = rng.choice([", ", "\n", "  "])
    message = f"{rng.choice(['backup codes', 'Recovery codes'])}: " + joiner.join(codes)
    sent = payload(message)
    assert [c for c in codes if c in sent] == [], message


def _password(rng: random.Random) -> str:
    word = rng.choice(["moose", "Tanne", "lago", "kwiat", "river", "Sol"])
    return f"{word}{rng.choice('-_#!')}{rng.choice(['lake', 'Blau', 'Mar', ''])}{_digits(rng, 4)}"


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_password_on_the_line_under_its_label_is_withheld(seed: int) -> None:
    rng = random.Random(seed)
    secret = _password(rng)
    label = rng.choice(["password:", "Passwort:", "wifi password", "hasło:", "senha:", "PIN:"])
    message = f"network: Cabin_5G\n{label}\n{secret}\n\ncan you make a QR code of it?"
    assert secret not in payload(message), message


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_password_named_by_what_it_opens_is_withheld(seed: int) -> None:
    rng = random.Random(seed)
    secret = _password(rng) + "!"
    opens = rng.choice(["the staging box", "the settings page", "the vault", "our NAS box"])
    message = f"the {rng.choice(['pw', 'password'])} for {opens} is {secret} dont share it"
    assert secret not in payload(message), message


PASSES = [
    "the 2FA code screen shows nothing after I scan the QR code",
    "SMS code expired, can I ask for a new one?",
    "the verification code arrives at 12:30 every time, hours late",
    "Password:\nRequired",
    "env:\n  password:\n    valueFrom:\n      secretKeyRef: db",
    "the password length for admin accounts is 12",
    "O pedido 2026-000481 foi cancelado e o reembolso chega em 5 dias.",
    "Bestellung 2026-114822 ist unterwegs",
]


@pytest.mark.parametrize("message", PASSES)
def test_talk_and_numbers_of_these_kinds_pass(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize("power", range(30, 40))
def test_the_result_of_a_sum_is_no_phone_number(power: int) -> None:
    message = f"2^{power} = {2**power}, so why does my int overflow?"
    assert payload(message) == message
