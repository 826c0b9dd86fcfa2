"""The words of a person's full name, written alone elsewhere in the same text.

A thread names its people in full once ("From: Harriet Okonkwo", "Presentes: Beatriz
Antunes, Gonçalo Matias") and then by one word ("Harriet", "- Gonçalo vai…"): the cue
stood before the full name only. A word of a found name is withheld at its other
mentions when it could be no ordinary word there: a given name or surname the gazetteer
knows and no other list calls a word or a place, or a word no frequent-word list holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from trust.detectors.lexicon import common_word
from trust.detectors.name_gazetteer import clear_known, dictionary_names, gazetteer
from trust.detectors.name_terms import CALENDAR, HONORIFICS, PARTICLES
from trust.findings import Finding

_SHORTEST = 3  # "Li", "Bo": too often a piece of something else
_UNLISTED = 5  # "Data", "Team": a short word no list knows is as often a misread name


def name_parts(findings: Iterable[Finding], text: str) -> Iterator[tuple[str, Finding]]:
    """Each word of each multi-word PERSON finding that may be looked for alone."""
    for finding in findings:
        if finding.kind != "PERSON":
            continue
        value = text[finding.start : finding.end]
        parts = value.split()
        if len(parts) < 2:
            continue
        capitals = value.isupper()  # "PRIYA RAMASWAMY" heads a CV; "API" is no name's part
        for part in parts:
            word = part.strip(".,;:()'\"’")
            if (capitals or not word.isupper()) and _standalone(word):
                yield word, finding


def _standalone(word: str) -> bool:
    """A word of a name that is no ordinary word: a name that is also one ("Senior",
    "Long") stays with its name; an unlisted word must be long and in no word list."""
    if len(word) < _SHORTEST or not word[0].isupper() or not word.replace("-", "").isalpha():
        return False
    lowered = word.lower()
    if lowered in CALENDAR or lowered in HONORIFICS or lowered in PARTICLES:
        return False
    if lowered in dictionary_names() and common_word(word):
        return False
    if clear_known(gazetteer(), word):
        return True
    return len(word) >= _UNLISTED and not common_word(word)
