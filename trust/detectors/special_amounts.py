"""Sums of money and doses in a sentence, reported beside the term they go with.

A finance term such as ``salary`` is a finding only with a sum in its sentence (a
currency, a word for thousands, or else a bare number that is not a year), except the
few that are a detail without one; a health term's sentence reports its doses.
"""

from __future__ import annotations

from functools import lru_cache

import re2

from trust.detectors.special_sentences import WORD
from trust.detectors.special_terms import FINANCE_ALWAYS
from trust.detectors.values import words

_DOSE = re2.compile(
    r"\d+(?:[.,]\d+)?\s?(?i:mg|mcg|µg|ml|iu|units|tabletten|comprimés)\b", re2.Options()
)
_AMOUNT = re2.compile(
    r"(?i)(?:[$€£¥₹₦₺]|\b(?:usd|eur|gbp|chf|pln|zł|zl)\b)\s?\d[\d,.' ]*\d?[kKmM]?|"
    r"\d[\d,.' ]*\d?\s?(?:(?i:mil|tysięcy|tys\.?|thousand|grand|tausend|mille|duizend)\s?)?"
    # Nordic crowns and Turkish lira after the sum: "34 000 kr", "15.000 TL"
    r"(?:[$€£¥₹₦₺]|(?i:usd|eur|gbp|chf|pln|zł|zl|euros?|dollars?|pounds?|złotych|reais|k|"
    r"kr|sek|nok|dkk|tl)\b)|"
    r"\d+\s?(?i:mil|tysięcy|tys\.|thousand|grand|tausend|mille|duizend)\b",
    re2.Options(),
)


_BARE_AMOUNT = re2.compile(
    r"(?:^|[^\d.,])(\d{1,3}(?:[,.' ]\d{3})+|\d{3,7})(?:[^\d]|$)", re2.Options()
)


def sums(text: str, left: int, right: int) -> list[tuple[int, int]]:
    """The sums in ``text[left:right]``: with a currency or a word for thousands, or
    else bare numbers ("take home about 2,300"; not "between 2019-2023")."""
    found = _spans(_AMOUNT, text, left, right)
    if not found:
        found = [
            (a, b) for a, b in _spans(_BARE_AMOUNT, text, left, right) if not _a_year(text, a, b)
        ]
    return found


def doses(text: str, left: int, right: int) -> list[tuple[int, int]]:
    """The doses in ``text[left:right]``: "20 mg", "2,5 ml"."""
    return _spans(_DOSE, text, left, right)


def _spans(pattern: re2._Regexp, text: str, left: int, right: int) -> list[tuple[int, int]]:
    """Amounts or doses in the sentence, trimmed of the spaces the pattern allows."""
    spans = []
    group = 1 if pattern.groups else 0
    for match in pattern.finditer(text[left:right]):
        value = match.group(group)
        if any(c.isdigit() for c in value):
            start = left + match.start(group) + (len(value) - len(value.lstrip()))
            spans.append((start, left + match.start(group) + len(value.rstrip())))
    return spans


_YEAR_WORDS = words(
    "in since between from until till to of by im seit bis von en depuis dès desde hasta "
    "w od do nel dal fino sinds tot tussen em até"
)


def _a_year(text: str, start: int, end: int) -> bool:
    """``2019`` in "between 2019-2023", "since 2019": a year, not a sum."""
    value = text[start:end]
    if len(value) != 4 or not value.startswith(("19", "20")):
        return False
    if text[end : end + 1] in "-–/" or text[start - 1 : start] in "-–/":
        return True
    before = WORD.findall(text[max(0, start - 12) : start].lower())
    return bool(before) and before[-1] in _YEAR_WORDS


@lru_cache(maxsize=4096)
def always_finance(term: str) -> bool:
    """A finance term that is a detail without a sum ("salary", "on benefits")? The same
    few terms come back in every text: each is matched against the table once."""
    return any(_matches(term, w) for w in FINANCE_ALWAYS)


def _matches(term: str, entry: str) -> bool:
    entry = entry.replace("-", " ") if " " in term else entry  # "universal-credit"
    return term.startswith(entry[:-1]) if entry.endswith("*") else term == entry
