"""People's names written in small letters: "my sister zuzanna", "thanks tom!".

Chat is often typed without capitals, so casing cannot say "name" there; only a cue
can. After a kinship or role word, a greeting, a sign-off, an honorific or "my name
is", a small-letter word is a name when the gazetteer knows it as a given name and it
is not a frequent ordinary word (``ambiguous``). A name that is also a dictionary word
(``words.txt.gz``: "mark", "rose", "tom" in Polish) counts only after a kinship word or
an introduction ("my brother mark", "my name is tom"): after "thanks" or "hi" it is
more likely the word ("thanks mate", "hi there"). A second small-letter word joins the
name when it is a known surname and not a frequent word ("anna kowalska"), and, after a
greeting or sign-off, no dictionary word either.

The capitalised case is ``names``'s; this detector looks only at small letters, so the
two never disagree about a span.
"""

from __future__ import annotations

import re2

from trust.detectors.name_terms import (
    CALENDAR,
    FIRST_PERSON,
    GREETINGS,
    HONORIFICS,
    KINSHIP,
    PARTICLES,
    SIGN_OFFS,
)
from trust.detectors.names import Gazetteer, dictionary_names, gazetteer
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

# Cues that introduce a name outright, in the languages the name cues cover.
_INTRODUCTIONS = (
    "my name is", "my name's", "call me", "i'm called", "ich heiße", "mein name ist",
    "je m'appelle", "mon nom est", "me llamo", "mi nombre es", "nazywam się",
    "mam na imię", "mi chiamo", "il mio nome è", "ik heet", "mijn naam is",
)  # fmt: skip
# "x" and "m" are sign-off and title in the tables, but alone they are too short a cue
_SHORT = frozenset({"x", "m", "dr", "xx", "ex", "dag", "bis", "kind", "warm", "love"})


def _alternation(words: frozenset[str] | tuple[str, ...]) -> str:
    parts = []
    for word in sorted(words, key=len, reverse=True):
        if word in _SHORT:
            continue
        stem = word.endswith("*")
        escaped = re2.escape(word.rstrip("*")).replace("\\ ", " ").replace("\\'", "'")
        parts.append(escaped + (r"\p{L}*" if stem else ""))
    return "|".join(parts)


def _options() -> re2.Options:
    options = re2.Options()
    options.max_mem = 64 << 20
    return options


_WORD = r"(\p{Ll}[\p{Ll}'’\-]*\p{Ll})"
# Read on the lower-cased text (a case-insensitive alternation this long is several
# times slower in RE2); the original's casing is checked after.
_CUE = re2.compile(
    r"(?:^|[^\p{L}\p{N}_])(?:(?:my|mine|our|your|his|her)? ?"
    r"(?:("
    + _alternation(KINSHIP)
    + r")|("
    + _alternation(_INTRODUCTIONS)
    + r")|("
    + _alternation(GREETINGS | SIGN_OFFS | HONORIFICS)
    + r")))[ \t]*[,:]?[ \t]+"
    + _WORD
    + r"(?: "
    + _WORD
    + r")?",
    _options(),
)
# Words that follow a cue and are never the name itself.
_NOT_NAMES = (
    KINSHIP | GREETINGS | SIGN_OFFS | HONORIFICS | PARTICLES | CALENDAR | FIRST_PERSON
) - {"mate"}


class LowerCaseNameDetector:
    name = "names:lower"

    def __init__(self, table: Gazetteer | None = None) -> None:
        self._table = table or gazetteer()
        self._words = dictionary_names()

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text, lower = scan.text, scan.lower
        if len(lower) != len(text):  # "İ" lower-cases to two characters: offsets differ
            return []
        lowered = Scan(lower)
        findings: list[Finding] = []
        for match in _CUE.finditer(lowered.data):
            kin, introduced = match.group(1) is not None, match.group(2) is not None
            strict = not (kin or introduced)
            start, end = lowered.char_offset(match.start(4)), lowered.char_offset(match.end(4))
            first = text[start:end]
            if not first.islower() or not self._given(first, strict=strict):
                continue
            if match.group(5) is not None:
                after = lowered.char_offset(match.start(5)), lowered.char_offset(match.end(5))
                second = text[after[0] : after[1]]
                if second.islower() and self._surname(second, strict=strict):
                    end = after[1]
            findings.append(
                Finding(
                    start=start,
                    end=end,
                    kind="PERSON",
                    sensitivity=Sensitivity.PERSONAL if introduced else Sensitivity.PRIVATE,
                    detector=self.name,
                    confidence=0.8 if kin or introduced else 0.7,
                )
            )
        return findings

    def _given(self, word: str, *, strict: bool) -> bool:
        if len(word) < 3 or word in _NOT_NAMES:
            return False
        cased = word[0].upper() + word[1:]
        table = self._table
        if cased in table.ambiguous or not table.is_given(cased):
            return False
        return not (strict and word in self._words)

    def _surname(self, word: str, *, strict: bool) -> bool:
        if len(word) < 3 or word in _NOT_NAMES or (strict and word in self._words):
            return False
        cased = word[0].upper() + word[1:]
        return cased not in self._table.ambiguous and self._table.is_surname(cased)
