"""The person's private vocabulary: exact terms found as whole words, case-insensitively.

One Aho-Corasick automaton holds every term, so a scan is one pass over the text
however many terms there are. A term matches only as a whole word: ``Ann`` is found in
"Ann said" but not in "Annual".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import ahocorasick

from trust.findings import Finding
from trust.kinds import PRIVATE_TERM
from trust.scan import Scan
from trust.sensitivity import Sensitivity

Terms = Iterable[str] | Mapping[str, str]


class VocabularyDetector:
    """Terms given as a list are kind ``PRIVATE_TERM``; a mapping gives each a kind
    (``{"Zofia": "PERSON"}``) so placeholders can read ``[PERSON_1]``."""

    name = "vocabulary"

    def __init__(self, terms: Terms = (), sensitivity: Sensitivity = Sensitivity.PRIVATE) -> None:
        self.sensitivity = sensitivity
        self.terms: dict[str, str] = _normalise(terms)
        self._automaton = _build(self.terms)

    def with_terms(self, terms: Terms) -> VocabularyDetector:
        merged = dict(self.terms)
        merged.update(_normalise(terms))
        return VocabularyDetector(merged, self.sensitivity)

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        if self._automaton is None:
            return []
        text = scan.text
        haystack = _fold(text)
        findings: list[Finding] = []
        for end_index, (length, kind) in self._automaton.iter(haystack):
            start, end = end_index - length + 1, end_index + 1
            if _is_word_edge(text, start - 1) and _is_word_edge(text, end):
                findings.append(
                    Finding(
                        start=start,
                        end=end,
                        kind=kind,
                        sensitivity=self.sensitivity,
                        detector=self.name,
                    )
                )
        return findings


def _fold(text: str) -> str:
    """Lower-case without changing length, so offsets in the folded text stay valid."""
    folded = text.lower()
    if len(folded) == len(text):
        return folded
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _is_word_edge(text: str, index: int) -> bool:
    return index < 0 or index >= len(text) or not (text[index].isalnum() or text[index] == "_")


def _normalise(terms: Terms) -> dict[str, str]:
    if isinstance(terms, Mapping):
        pairs = [(str(t), str(k)) for t, k in terms.items()]
    else:
        pairs = [(str(t), PRIVATE_TERM) for t in terms]
    return {t.strip(): k.upper() for t, k in pairs if t.strip()}


def _build(terms: Mapping[str, str]) -> ahocorasick.Automaton | None:
    if not terms:
        return None
    automaton = ahocorasick.Automaton()
    for term, kind in terms.items():
        folded = _fold(term)
        automaton.add_word(folded, (len(folded), kind))
    automaton.make_automaton()
    return automaton
