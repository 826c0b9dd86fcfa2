"""A number its label names is withheld whatever its check digits: people copy an IBAN
or a card wrong and test writers invent them; the label says what it is."""

from __future__ import annotations

import random

import pytest

from tests.trust.chat_cases import withheld
from trust import Sensitivity, TrustEngine

ENGINE = TrustEngine()
RNG = random.Random(8)


def _groups(head: str, digits: int) -> str:
    body = head + "".join(RNG.choice("0123456789") for _ in range(digits))
    return " ".join(body[i : i + 4] for i in range(0, len(body), 4))


IBANS = [
    "son RIB c'est {v}, c'est safe ?",
    "die Miete (IBAN {v}) zahle ich später",
    "mi cuenta es {v} para la transferencia",
    "numer rachunku: {v}",
    "my bank account {v} was debited twice",
]
CARDS = [
    "me han robado la tarjeta {v}",
    "my card {v} was declined",
    "Kreditkarte {v} gesperrt",
    "karta {v} jest zablokowana",
]
LABELS = [
    ("T.C. No: {v}", "52108743916"),
    ("My BVN is {v}. Please reverse", "22184730195"),
    ("C.F. {v}, residente in Via Solferino", "MNCFBR71B03F205X"),
    ("ya te mandé la CLABE {v}", "012180015483927164"),
]


@pytest.mark.parametrize("shape", IBANS)
def test_a_named_iban_is_withheld_with_any_check_digits(shape: str) -> None:
    for country in ("FR76", "DE12", "ES91", "PL61", "IT60"):
        value = _groups(country, 18)
        text = shape.format(v=value)
        assert withheld(text, value, Sensitivity.SENSITIVE), text


@pytest.mark.parametrize("shape", CARDS)
def test_a_named_card_is_withheld_with_any_check_digit(shape: str) -> None:
    for head in ("4", "5", "6"):
        value = _groups(head, 15)
        text = shape.format(v=value)
        assert withheld(text, value, Sensitivity.SENSITIVE), text


@pytest.mark.parametrize(("shape", "value"), LABELS)
def test_labels_of_ids_and_accounts_in_more_countries(shape: str, value: str) -> None:
    text = shape.format(v=value)
    assert withheld(text, value, Sensitivity.PRIVATE), text


@pytest.mark.parametrize(
    "text",
    [
        "the IBAN format is DE00 0000 0000 0000 0000 00",
        "order 5412 7534 9910 2286 shipped yesterday",
        "Use the test card 5412 7534 9910 2286 in the sandbox",
        "the BVN scheme launched in 2014",
    ],
)
def test_forms_orders_and_test_numbers_pass(text: str) -> None:
    assert not ENGINE.classify(text).findings, text
