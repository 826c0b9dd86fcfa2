"""Special categories of personal data, found as terms in a personal context.

"My HIV test came back positive" is sensitive; "What is HIV?" is not. A term from
``special_terms`` becomes a finding when its sentence ties it to a person:

* a possessive right before it always does (``my depression``, ``mein Krebs``), as
  does a linking word after a first-person marker (``I have ADHD``, ``ich bin Muslim``,
  ``soy gay``) and ``as a …`` followed by one (``As a Muslim I …``);
* such a marker up to five words before it does, unless the sentence is about the
  topic (``what``, ``explain``, ``essay`` …);
* a reporting cue anywhere in the sentence does (``diagnosed``, ``prescribed``,
  ``tested positive``, a dose in ``mg``).

Finance terms such as ``salary`` also need an amount in the sentence, and the amount
is reported too. Terms are found in one Aho-Corasick pass; only sentences around hits
are looked at, and past ``_MAX_EXAMINED`` hits the rest are reported unexamined rather
than let a hostile input make the scan slow.
"""

from __future__ import annotations

import re

import ahocorasick
import re2

from trust.detectors.special_terms import (
    CATEGORIES,
    FINANCE_ALWAYS,
    LINKS,
    MARKERS,
    POSSESSIVES,
    STRONG_CUES,
    TOPIC_WORDS,
)
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_MAX_EXAMINED = 5000
_SENTENCE_REACH = 160  # characters looked at on either side of a term
# Python's re on a bounded window: a single character class, no nesting.
_WORD = re.compile(r"[\w'’\-]+")
_SENTENCE_END = re.compile(r"[!?;\n]|\.(?=\s|$)")  # not the dot in 4.200 or 2.5
_DOSE = re2.compile(
    r"\d+(?:[.,]\d+)?\s?(?i:mg|mcg|µg|ml|iu|units|tabletten|comprimés)\b", re2.Options()
)
_AMOUNT = re2.compile(
    r"(?i)(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|pln|zł|zl)\b)\s?\d[\d,.' ]*\d?[kKmM]?|"
    r"\d[\d,.' ]*\d?\s?(?:[$€£¥₹]|(?i:usd|eur|gbp|chf|pln|zł|zl|euros?|dollars?|pounds?|"
    r"złotych|k)\b)",
    re2.Options(),
)


class SpecialCategoryDetector:
    name = "special"

    def __init__(self) -> None:
        self._automaton = _build()

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text, folded = scan.text, _fold(scan.text)
        findings: list[Finding] = []
        examined = 0
        for end_index, (term, category, stem) in self._automaton.iter(folded):
            start = end_index - len(term) + 1
            end = _word_end(folded, end_index + 1) if stem else end_index + 1
            if not _whole_word(folded, start, end):
                continue
            examined += 1
            if examined > _MAX_EXAMINED:
                findings.append(_finding(start, end, category))
                continue
            findings.extend(self._judge(text, start, end, category))
        return findings

    def _judge(self, text: str, start: int, end: int, category: str) -> list[Finding]:
        left, right = _sentence(text, start, end)
        before = [w.lower() for w in _WORD.findall(text[left:start])]
        after = [w.lower() for w in _WORD.findall(text[end:right])][:3]
        sentence = {w.lower() for w in _WORD.findall(text[left:right])}
        amounts = _spans(_AMOUNT, text, left, right) if category == "FINANCE" else []
        if category == "FINANCE" and not amounts:
            term = text[start:end].lower()
            if not any(_matches(term, w) for w in FINANCE_ALWAYS):
                return []
        if not _personal(before, after, sentence, text[left:right].lower()):
            return []
        found = [_finding(start, end, category)]
        if category in ("MEDICATION", "HEALTH", "MENTAL_HEALTH"):
            amounts = _spans(_DOSE, text, left, right)
        found.extend(_finding(a, b, category) for a, b in amounts)
        return found


def _personal(before: list[str], after: list[str], sentence: set[str], lowered: str) -> bool:
    if before and before[-1] in POSSESSIVES:
        return True  # "my depression"
    if before and before[-1] in LINKS and any(w in MARKERS for w in before[-3:]):
        return True  # "I have ADHD", "ich bin Muslim", "soy gay"
    if before[-2:] in (["as", "a"], ["as", "an"]) and any(w in MARKERS for w in after):
        return True  # "As a Muslim I …"
    if sentence & STRONG_CUES or ("positive" in sentence and "test" in lowered):
        return True
    if re.search(r"\d\s?mg\b", lowered):
        return True
    if sentence & TOPIC_WORDS:
        return False
    return any(w in MARKERS for w in before[-5:])


def _finding(start: int, end: int, category: str) -> Finding:
    return Finding(
        start=start,
        end=end,
        kind=category,
        sensitivity=Sensitivity.SENSITIVE,
        detector="special",
        confidence=0.75,
    )


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - _SENTENCE_REACH)
    hi = min(len(text), end + _SENTENCE_REACH)
    left = lo
    for match in _SENTENCE_END.finditer(text, lo, start):
        left = match.end()
    stop = _SENTENCE_END.search(text, end, hi)
    return left, stop.start() if stop else hi


def _spans(pattern: re2._Regexp, text: str, left: int, right: int) -> list[tuple[int, int]]:
    """Amounts or doses in the sentence, trimmed of the spaces the pattern allows."""
    spans = []
    for match in pattern.finditer(text[left:right]):
        value = match.group()
        if any(c.isdigit() for c in value):
            start = left + match.start() + (len(value) - len(value.lstrip()))
            spans.append((start, left + match.start() + len(value.rstrip())))
    return spans


def _matches(term: str, entry: str) -> bool:
    return term.startswith(entry[:-1]) if entry.endswith("*") else term == entry


def _fold(text: str) -> str:
    folded = text.lower()
    if len(folded) != len(text):  # keep offsets: fold character by character
        folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return folded.replace("’", "'")


def _whole_word(text: str, start: int, end: int) -> bool:
    before_ok = start == 0 or not (text[start - 1].isalnum() or text[start - 1] in "_'")
    after_ok = end >= len(text) or not (text[end].isalnum() or text[end] == "_")
    return before_ok and after_ok


def _word_end(text: str, index: int) -> int:
    limit = min(len(text), index + 30)
    while index < limit and (text[index].isalnum() or text[index] == "-"):
        index += 1
    return index


def _build() -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for category, entries in CATEGORIES.items():
        for entry in entries:
            stem = entry.endswith("*")
            term = entry.rstrip("*")
            for variant in {term, term.replace("-", " ")}:
                automaton.add_word(variant, (variant, category, stem))
    automaton.make_automaton()
    return automaton
