"""The gates of ``special_terms_ties``: when an everyday word is a special category.

``tied_term`` answers for a term of those lists: None when the term is not one of them
(the ordinary tests of ``special_categories`` apply), ``(-1, -1)`` when its gate says
no, else the span of the detail, which the gate's reading ties to a person already
(a verb in the first or third person, a possessive, a linking word).
"""

from __future__ import annotations

import re

from trust.detectors.names import gazetteer
from trust.detectors.special_terms import (
    CATEGORIES,
    LINKS,
    POSSESSIVES,
    QUESTION_WORDS,
    TOPIC_WORDS,
)
from trust.detectors.special_terms_ties import (
    ABBREVIATIONS,
    DEBT_OBJECTS,
    DEBT_VERBS,
    STATUS_VERBS,
    STATUS_WORDS,
    SUPPORT_NOUNS,
)

_NO = (-1, -1)
_PARTIES = frozenset(
    w.split("-")[0] for w in CATEGORIES["POLITICS"] if not w.endswith("*") and w[:1].isalpha()
)
_PARTY_STEMS = tuple(w[:-1] for w in CATEGORIES["POLITICS"] if w.endswith("*"))
# the first word of a party's name of several words, as people write it
_PARTY_HEADS = frozenset(("Rassemblement", "Movimento", "Partido", "Parti", "Partito", "Lega"))
_WORD = re.compile(r"[\w'’\-]+")
# a comma inside a number ("15,000") ends no clause
_CLAUSE_END = re.compile(r"[;:!?\n(]|,(?!\d)|\.(?=\s|$)|\s(?:but|aber|mais|pero|ale|ma)\s")
_AMOUNT = re.compile(r"\d|[$€£¥₹]")
_NAME_BEFORE = re.compile(r"(?:^|[\s(])(\w[\w.&+]*?)[ \-]$")
_NAME_AFTER = re.compile(
    r"\s+(?:(?:of|the|du|de|la|le|des|del|di|van|der|die|des)\s+){0,2}(\w[\w\-&+]*)"
)
# after an impersonal "it is": an act ("que", "che", an infinitive), not a person
_IMPERSONAL = re.compile(r"\s+(?:que|che|że|to|\w+(?:ar|er|ir|are|ere|ire|re|ć))\b")
_INFINITIVE = re.compile(r"\w+(?:ar|er|ir|ír|re|are|ere|ire)")
_SPORT = frozenset(
    [
        "club",
        "team",
        "football",
        "soccer",
        "match",
        "game",
        "season",
        "league",
        "fc",
        "stadium",
        "cup",
        "derby",
        "verein",
        "fußball",
        "stadion",
        "spiel",
        "mannschaft",
        "foot",
        "équipe",
        "fútbol",
        "equipo",
        "estadio",
        "partido",
        "klub",
        "piłka",
        "mecz",
        "drużyna",
        "calcio",
        "squadra",
        "partita",
        "voetbal",
        "wedstrijd",
    ]
)
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
    if term in SUPPORT_NOUNS:
        return _supported(text, start, end, right)
    if any(term.startswith(word[:6]) for word in STATUS_WORDS):
        return _status(text, start, end, before)
    return None


def needs_a_person(term: str) -> bool:
    """Gated terms whose gate says nothing of who: the sentence must name someone too
    ("my wife has MS", "I'm a Trump supporter"; not "What is MS?")."""
    return term.lower() in ABBREVIATIONS | SUPPORT_NOUNS


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


def _supported(text: str, start: int, end: int, right: int) -> tuple[int, int]:
    """ "Trump supporter", "SPD-Wähler", "électeur du Rassemblement national": a party
    or a surname next to the noun ("a big Liverpool supporter" is football)."""
    if any(w.lower() in _SPORT for w in _WORD.findall(text, max(0, start - 80), right)):
        return _NO  # "a Celtic supporter since the 1967 final", "Bayern-Anhänger im Stadion"
    lead = _NAME_BEFORE.search(text, max(0, start - 40), start)
    if lead is not None and _political(lead.group(1)):
        return lead.start(1), end
    follow = _NAME_AFTER.match(text, end)
    if follow is not None and _political(follow.group(1)):
        return start, max(follow.end(1), _clause_end(text, end, right))
    return _NO


def _political(word: str) -> bool:
    if not word[:1].isupper():
        return False
    lower = word.lower()
    if lower in _PARTIES or lower.startswith(_PARTY_STEMS) or word in _PARTY_HEADS:
        return True
    table = gazetteer()  # "Sanders", "Meloni": a surname; "Liverpool" names a club too
    return table.is_surname(word) and word not in table.ambiguous and word not in table.places


def _status(text: str, start: int, end: int, before: list[str]) -> tuple[int, int]:
    """ "estoy ilegal", "mio marito è irregolare", "przebywam nielegalnie w Polsce"."""
    verbs = before[-2:] if before[-1:] and before[-1] in _HERE else before[-1:]
    if not verbs or verbs[0] not in STATUS_VERBS:
        return _NO
    if _IMPERSONAL.match(text, end):
        return _NO  # "è irregolare pagare in contanti", "está ilegal que …"
    return start, end
