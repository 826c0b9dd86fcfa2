"""Letter runs in the rules are unbounded when compiled (``trust/detectors/letter_runs``):
a long word — a German compound, a long name — between a document's name and its
number no longer hides the number, and value shapes keep their lengths."""

from __future__ import annotations

import random

import pytest

from tests.trust.pii_generators import payload
from trust.detectors.letter_runs import unbounded_letter_runs

PARTS = ("Staats", "angehörigkeits", "bescheinigung", "Kraftfahrzeug", "zulassungs", "stelle")
PARTS += ("Ausbildungs", "förderungs", "antrags", "Versicherungs", "nachweis", "unterlagen")
TEMPLATES = (
    "Meine Reisepassnummer für die {word} lautet {value}.",
    "My passport number for the {word} is {value}",
    "Die Führerscheinnummer für die {word} ist {value}, bitte eintragen",
)


def _compound(rng: random.Random) -> str:
    word = "".join(rng.sample(PARTS, 3))
    return word[0].upper() + word[1:].lower()


def _document_number(rng: random.Random) -> str:
    """Letters and digits in turn, as German passports have them (C01X00T47)."""
    letters, digits = "CFGHJKLMNPRTVWXYZ", "0123456789"
    return "".join(rng.choice(letters) + rng.choice(digits) + rng.choice(digits) for _ in range(3))


@pytest.mark.parametrize("template", TEMPLATES)
def test_a_long_word_before_a_documents_number_does_not_hide_it(template: str) -> None:
    rng = random.Random(template)
    for _ in range(20):
        word, value = _compound(rng), _document_number(rng)
        assert len(word) > 16  # longer than the rules' old bound on a word
        sent = payload(template.format(word=word, value=value))
        assert value not in sent, sent


@pytest.mark.parametrize(
    ("pattern", "compiled"),
    [
        (r"(?:[ \t]+[\p{L}'’.]{1,16}){1,4}:", r"(?:[ \t]+[\p{L}'’.]+){1,4}:"),
        (r"\p{Lu}\p{Ll}{0,30}?\b", r"\p{Lu}\p{Ll}*?\b"),
        (r"\p{Lu}\p{Ll}{1,2}\.", r"\p{Lu}\p{Ll}{1,2}\."),  # an abbreviation's bound stays
        (r"[A-Z0-9]{1,20}", r"[A-Z0-9]{1,20}"),  # a value's shape keeps its length
        (r"[\p{Lu}\d]{1,12}", r"[\p{Lu}\d]{1,12}"),
        (r"[^\p{L}]{1,20}", r"[^\p{L}]{1,20}"),
        (r"\[\p{L}{1,9}\]", r"\[\p{L}+\]"),
        (r"[\]\p{L}]{2,10}", r"[\]\p{L}]{2,10}"),  # a lower bound above one says something
    ],
)
def test_only_long_runs_of_letters_lose_their_bound(pattern: str, compiled: str) -> None:
    assert unbounded_letter_runs(pattern) == compiled
