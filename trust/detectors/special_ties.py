"""The gates of ``special_terms_ties``: when an everyday word is a special category.

``tied_term`` answers for a term of those lists: None when the term is not one of them
(the ordinary tests of ``special_categories`` apply), ``(-1, -1)`` when its gate says
no, else the span of the detail, which the gate's reading ties to a person already
(a verb in the first or third person, a possessive, a linking word).
"""

from __future__ import annotations

import re

from trust.detectors.special_terms import (
    LINKS,
    POSSESSIVES,
    QUESTION_WORDS,
    TOPIC_WORDS,
)
from trust.detectors.special_terms_ties import (
    ABBREVIATIONS,
    CHARITY_TERMS,
    DEBT_OBJECTS,
    DEBT_VERBS,
    GIVING_VERBS,
    STATUS_VERBS,
    STATUS_WORDS,
)

_NO = (-1, -1)
_WORD = re.compile(r"[\w'’\-]+")
# a comma inside a number ("15,000") ends no clause
_CLAUSE_END = re.compile(r"[;:!?\n(]|,(?!\d)|\.(?=\s|$)|\s(?:but|aber|mais|pero|ale|ma)\s")
_AMOUNT = re.compile(r"\d|[$€£¥₹]")
# after an impersonal "it is": an act ("que", "che", an infinitive), not a person
_IMPERSONAL = re.compile(r"\s+(?:que|che|że|to|\w+(?:ar|er|ir|are|ere|ire|re|ć))\b")
_INFINITIVE = re.compile(r"\w+(?:ar|er|ir|ír|re|are|ere|ire)")
_HERE = frozenset(("aquí", "acá", "qui", "qua", "tu", "tutaj", "here", "en", "in", "w"))


def tied_term(
    text: str, start: int, end: int, right: int, before: list[str], sentence: set[str]
) -> tuple[int, int] | None:
    term = text[start:end].lower()
    if term in ABBREVIATIONS:
        linked = bool(before) and before[-1] in LINKS | POSSESSIVES
        return (start, end) if text[start:end].isupper() and linked else _NO
    if term in DEBT_VERBS or term.replace(" ", "-") in DEBT_VERBS:
        return _debt(text, start, end, right, sentence)
    if term in CHARITY_TERMS:
        # "I volunteer at the food bank" gives; "we rely on the food bank" takes
        return _NO if set(before[-6:]) & GIVING_VERBS else None
    if any(term.startswith(word[:6]) for word in STATUS_WORDS):
        return _status(text, start, end, before)
    return None


def needs_a_person(term: str) -> bool:
    """Gated terms whose gate says nothing of who: the sentence must name someone too
    ("my wife has MS"; not "What is MS?")."""
    return term.lower() in ABBREVIATIONS


def _clause_end(text: str, end: int, right: int) -> int:
    stop = _CLAUSE_END.search(text, end, right)
    return len(text[: stop.start() if stop else right].rstrip())


def _debt(text: str, start: int, end: int, right: int, sentence: set[str]) -> tuple[int, int]:
    """ "debe tres meses de alquiler", "I owe my landlord": the verb's person owes what
    follows; a question about debts in general ("what happens if you owe …?") does not."""
    stop = _clause_end(text, end, right)
    owed = text[end:stop]
    words = [w.lower() for w in _WORD.findall(owed)]
    if not (_AMOUNT.search(owed) or set(words) & DEBT_OBJECTS):
        return _NO
    verb = words[1] if words[:1] == ["de"] else (words[0] if words else "")
    if verb not in DEBT_OBJECTS and _INFINITIVE.fullmatch(verb):
        return _NO  # "debe ser un error", "je dois payer": must, not owe
    if sentence & (TOPIC_WORDS | QUESTION_WORDS) and not sentence & POSSESSIVES:
        return _NO
    return start, stop


def _status(text: str, start: int, end: int, before: list[str]) -> tuple[int, int]:
    """ "estoy ilegal", "mio marito è irregolare", "przebywam nielegalnie w Polsce"."""
    verbs = before[-2:] if before[-1:] and before[-1] in _HERE else before[-1:]
    if not verbs or verbs[0] not in STATUS_VERBS:
        return _NO
    if _IMPERSONAL.match(text, end):
        return _NO  # "è irregolare pagare in contanti", "está ilegal que …"
    return start, end
