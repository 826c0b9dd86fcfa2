"""Portuguese and Brazilian addresses: street type first, the number after the name,
flat parts ("2º Esq", "apto 62"), a postcode of four-three or five-three digits."""

from __future__ import annotations

import random

import pytest
from faker import Faker

from trust import TrustEngine

ENGINE = TrustEngine()
PT = Faker("pt_PT")
PT.seed_instance(5)
BR = Faker("pt_BR")
BR.seed_instance(5)
_RNG = random.Random(5)


def _portuguese() -> str:
    street = PT.street_name()
    unit = _RNG.choice(["", f", {_RNG.randint(1, 9)}º Esq", f", {_RNG.randint(1, 9)}º Dto"])
    return f"{street} {_RNG.randint(1, 400)}{unit}, {PT.postcode()} {PT.city()}"


def _brazilian() -> str:
    street = f"{_RNG.choice(['Rua', 'Avenida', 'Travessa', 'Alameda'])} {BR.last_name()}"
    return f"{street} {_RNG.randint(1, 3000)}, apto {_RNG.randint(1, 120)}, {BR.city()} - SP"


CASES = [_portuguese() for _ in range(12)] + [_brazilian() for _ in range(12)]


@pytest.mark.parametrize("address", CASES)
def test_a_portuguese_or_brazilian_address_is_withheld_whole(address: str) -> None:
    text = f"moro na {address}, dá pra receber encomenda?"
    start = text.index(address)
    spans = [(f.start, f.end) for f in ENGINE.classify(text).findings if f.kind == "ADDRESS"]
    street_number = address.split(",")[0]
    assert any(a <= start and start + len(street_number) <= b for a, b in spans), text


def test_a_brazilian_mobile_stays_one_phone() -> None:
    text = "meu whatsapp é +55 11 98274-6310, coloca no currículo"
    assert [(f.kind, f.value(text)) for f in ENGINE.classify(text).findings] == [
        ("PHONE", "+55 11 98274-6310")
    ]


@pytest.mark.parametrize("text", ["a rua é larga, 5 metros", "Rua ou avenida: qual é maior?"])
def test_street_words_alone_pass(text: str) -> None:
    assert ENGINE.classify(text).findings == ()
