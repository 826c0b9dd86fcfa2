"""The names a text holds, as words worth remembering in the private vocabulary."""

from __future__ import annotations

from functools import lru_cache

from trust.detectors.name_gazetteer import gazetteer
from trust.detectors.name_runs import base_word
from trust.detectors.name_terms import PARTICLES
from trust.detectors.names import NameDetector


def names_in(text: str) -> list[str]:
    """The names in a text worth remembering as private vocabulary: each word of a found
    name that is not also an ordinary word or a place ("Will", "Paris" would then be
    withheld in every sentence), at least three letters long."""
    table = gazetteer()
    found: list[str] = []
    for finding in _detector().detect(text):
        for word in finding.value(text).split(" "):
            base = base_word(word)
            if len(base) >= 3 and base not in table.ambiguous and base.lower() not in PARTICLES:
                found.append(base)
    return found


@lru_cache(maxsize=1)
def _detector() -> NameDetector:
    return NameDetector()
