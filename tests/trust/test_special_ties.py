"""Special categories told in everyday words, tied to a person (issue 11, point 11):
benefits, an immigration status in ES/IT/PL, debts without a sum, whom someone votes
for or supports, conditions by their abbreviation. The same words about an act, a law
or a topic, with nobody tied to them, pass."""

from __future__ import annotations

import pytest

from tests.trust.pii_generators import payload
from trust import Sensitivity, TrustEngine

WITHHELD = [
    ("we've been on benefits since the factory closed", "benefits"),
    ("my nan lives on housing benefit and her pension", "housing benefit"),
    ("mi cuñado está ilegal desde que le caducó el visado", "ilegal"),
    ("la mia vicina è irregolare da tre anni", "irregolare"),
    ("mój kuzyn mieszka nielegalnie w Irlandii", "nielegalnie"),
    ("debemos cuatro meses de alquiler y el casero amenaza", "cuatro meses de alquiler"),
    ("I still owe my brother the money for the car", "my brother the money for the car"),
    ("elle doit trois mois de loyer à son propriétaire", "trois mois de loyer"),
    ("my grandad was a lifelong Labour voter", "Labour voter"),
    ("jestem wyborcą Lewicy od lat", "wyborcą Lewicy"),
    ("ich bin CDU-Wähler, aber diesmal nicht", "CDU-Wähler"),
    ("we voted for the Liberal Democrats again", "the Liberal Democrats again"),
    ("mi madre vota al PSOE", "PSOE"),
    ("my partner was diagnosed with MS in March", "MS"),
    ("mi abuelo tiene EPOC desde hace años", "EPOC"),
]
PASSING = [
    "¿es ilegal que el casero cambie la cerradura?",
    "è irregolare lavorare la domenica senza contratto?",
    "czy to nielegalne nagrywać rozmowę?",
    "What are the benefits of intermittent fasting?",
    "Our plan's benefits include dental cover",
    "I owe you an apology for yesterday",
    "Debe ser un error del banco",
    "Why did so many Labour voters switch in 2019?",
    "How many people voted for the Greens in 2021?",
    "Open the report in MS Excel and sort by date",
    "What does MS stand for in medicine?",
]


@pytest.mark.parametrize(("text", "value"), WITHHELD)
def test_the_detail_is_withheld(engine: TrustEngine, text: str, value: str) -> None:
    found = engine.classify(text).findings
    spans = [(f.start, f.end) for f in found if f.sensitivity >= Sensitivity.SENSITIVE]
    start = text.index(value)
    assert all(any(a <= i < b for a, b in spans) for i in range(start, start + len(value))), found


@pytest.mark.parametrize("text", PASSING)
def test_the_same_words_about_nobody_pass(text: str) -> None:
    assert payload(text) == text
