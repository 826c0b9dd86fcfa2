"""Allegiance told by a noun (issue 11, point 7): a voter, a supporter, a member or an
activist of a party, a union or a politician, tied to a person, is withheld as a whole
phrase; the same nouns about nobody, and memberships of shops and societies, pass."""

from __future__ import annotations

import random

import pytest

from tests.trust.allegiance_generators import allegiance, allegiance_topic
from tests.trust.chat_cases import uncovered
from tests.trust.pii_generators import payload
from trust import Sensitivity, TrustEngine

WITHHELD = [
    ("I'm a Trump supporter", "Trump supporter", "POLITICS"),
    ("je suis électeur du RN", "électeur du RN", "POLITICS"),
    ("sono elettore del PD", "elettore del PD", "POLITICS"),
    ("ich bin SPD-Mitglied", "SPD-Mitglied", "POLITICS"),
    ("soy votante del PSOE", "votante del PSOE", "POLITICS"),
    ("jestem członkiem PiS", "członkiem PiS", "POLITICS"),
    ("my dad is a Labour voter", "Labour voter", "POLITICS"),
    ("my wife is a Labour Party member", "Labour Party member", "POLITICS"),
    ("ik ben VVD-kiezer", "VVD-kiezer", "POLITICS"),
    ("Kasia była członkinią Lewicy", "członkinią Lewicy", "POLITICS"),
    ("Meine Schwester ist Wählerin von Mühle", "Wählerin von Mühle", "POLITICS"),
    ("I'm a Unite member", "Unite member", "TRADE_UNION"),
    ("mi hermano es afiliado a CCOO", "afiliado a CCOO", "TRADE_UNION"),
]
PASSING = [
    "why do Trump supporters like rallies?",
    "Trump supporters stormed the building",
    "I'm a Prime member, can I get free delivery?",
    "As an IEEE member, can I read the papers for free?",
    "How many members does the SPD have?",
    "Ich bin seit Jahren Wähler, aber nie Mitglied",
    "I am a Celtic supporter since the 1967 final",
]


@pytest.mark.parametrize(("text", "value", "kind"), WITHHELD)
def test_the_whole_phrase_is_withheld(
    engine: TrustEngine, text: str, value: str, kind: str
) -> None:
    found = engine.classify(text).findings
    start = text.index(value)
    covering = [f for f in found if f.start <= start and f.end >= start + len(value)]
    assert [f.kind for f in covering] == [kind], found
    assert value not in payload(text)


@pytest.mark.parametrize("text", PASSING)
def test_the_same_nouns_about_nobody_pass(text: str) -> None:
    assert payload(text) == text


def test_generated_allegiances_are_withheld() -> None:
    rng = random.Random(7)
    cases = [allegiance(rng) for _ in range(200)]
    missed = [c.message for c in cases if uncovered(c, Sensitivity.SENSITIVE)]
    assert len(missed) <= 10, missed[:10]


def test_generated_talk_about_allegiance_mostly_passes() -> None:
    rng = random.Random(7)
    altered = [c.message for c in (allegiance_topic(rng) for _ in range(200))]
    altered = [m for m in altered if payload(m) != m]
    assert len(altered) <= 40, sorted(set(altered))
