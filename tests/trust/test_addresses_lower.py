"""Street addresses in small letters (issue 11, point 6): withheld as one span with
their flat parts, postcode and town; everyday words that look like street words pass."""

from __future__ import annotations

import random

import pytest

from tests.trust.address_lower_generators import (
    address_lower,
    address_lower_lookalike,
    split_or_missed,
)
from tests.trust.pii_generators import payload
from trust import TrustEngine

ADDRESSES = [
    ("mieszkam na ul. lipowej 14/3 w krakowie", "ul. lipowej 14/3 w krakowie"),
    ("vivo en calle mayor 5, 3º izq", "calle mayor 5, 3º izq"),
    ("j'habite 12 rue des lilas", "12 rue des lilas"),
    ("my address is calle de la paz 12, 28013 madrid", "calle de la paz 12, 28013 madrid"),
    ("abito in via roma, 10", "via roma, 10"),
    ("abito in via roma 10, milano", "via roma 10, milano"),
    ("ich wohne in der hauptstraße 12, 10115 berlin", "hauptstraße 12, 10115 berlin"),
    ("ik woon op prinsengracht 12", "prinsengracht 12"),
    ("vivo en c/ alcalá nº 7, 2º b", "c/ alcalá nº 7, 2º b"),
    ("send it to 14 rue de la paix please", "14 rue de la paix"),
    ("j'habite au 3 bis avenue jean jaurès, 69007 lyon", "3 bis avenue jean jaurès, 69007 lyon"),
]
PASSING = [
    "we sent it via email 5 times",
    "calle de la vida",
    "la rue est belle",
    "ci vediamo in piazza alle 5 e poi andiamo",
    "ho fatto il corso di inglese 2 volte",
    "la rue 3 fois par jour",
    "take the avenue 5 minutes north",
    "we met at place 58 in the race",
    "she did the camino de santiago 2 times",
    "ich bin 3 tage weg",
]


@pytest.mark.parametrize(("text", "address"), ADDRESSES)
def test_a_lower_case_address_is_one_span(engine: TrustEngine, text: str, address: str) -> None:
    found = [f.value(text) for f in engine.classify(text).findings if f.kind == "ADDRESS"]
    assert found == [address]
    assert address not in payload(text)


@pytest.mark.parametrize("text", PASSING)
def test_street_words_in_prose_pass(text: str) -> None:
    assert payload(text) == text


def test_generated_lower_case_addresses_are_whole() -> None:
    rng = random.Random(5)
    split = split_or_missed([address_lower(rng) for _ in range(200)])
    assert len(split) <= 10, split[:10]


def test_generated_lookalikes_mostly_pass() -> None:
    rng = random.Random(5)
    altered = [c.message for c in (address_lower_lookalike(rng) for _ in range(200))]
    altered = [m for m in altered if payload(m) != m]
    assert len(altered) <= 12, sorted(set(altered))
