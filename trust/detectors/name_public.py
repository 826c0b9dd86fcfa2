"""Public people named in public ways: general-knowledge questions, credited works,
admired artists, office holders and eponyms — no one in the person's own life."""

from __future__ import annotations

import re

from trust.detectors.name_cues import KIN_ELSEWHERE, OWNERS, is_kin
from trust.detectors.name_runs import REACH, split_words
from trust.detectors.name_terms import (
    ARTISTS,
    EPONYM_NOUNS,
    FAVOURITE,
    FIRST_PERSON,
    OFFICE_VERBS,
    PUBLIC_ROLES,
    PUBLIC_WORKS,
    QUESTION_OPENERS,
)
from trust.detectors.values import words


def eponym(text: str, end: int) -> bool:
    after = text[end : end + 24].lower()
    if not after.startswith(("'s ", "’s ", "' ", " ")):
        return False
    following = split_words(after)
    return bool(following) and following[-1 if len(following) == 1 else 1] in EPONYM_NOUNS


def general_question(text: str, start: int) -> bool:
    """Is the sentence around ``start`` a question about the world, not the person?
    "Summarise Marie Curie's life" is; "Summarise Ingeborg Lindqvist's report" asks
    about a colleague's work (``_WORK_ITEMS``), not about the world."""
    if _work_item_follows(text, start):
        return False
    lo, hi = max(0, start - REACH), min(len(text), start + REACH)
    # a colon opens a sentence too: "Born in 1815, died in 1872: how old was …?"
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n:") + 1, lo)
    stops = [i for i in (text.find(c, start, hi) for c in ".!?\n") if i >= 0]
    right = min(stops) if stops else hi
    sentence = split_words(text[left : right + 1].lower())
    if sentence[:3] in _TELL_ME:
        sentence = sentence[3:]  # "Tell me about Marie Curie": the "me" is no tie
    elif (
        not sentence
        or not (
            sentence[0] in QUESTION_OPENERS
            # "En quelle année est né …?", "Per cosa è famoso …?", "Z czego słynie …?"
            or (
                text[right : right + 1] == "?" and any(w in QUESTION_OPENERS for w in sentence[1:3])
            )
            or (text[right : right + 1] == "?" and _asked_after_dash(text[left:right]))
        )
    ):
        return False
    return not tied(text[left : right + 1], sentence)


# what someone at work or school writes for the person to read, named by its author
_WORK_ITEMS = words(
    "report email e-mail mail message notes feedback review cv resume letter complaint "
    "application proposal draft memo ticket comments reply timesheet invoice essay "
    "homework assignment minutes"
)
_POSSESSIVE = re.compile(r"[^\W\d_][\w\-]*['’]s\s+(\w+)")


def _work_item_follows(text: str, start: int) -> bool:
    """Does the run at ``start`` end in a possessive followed by a work item?"""
    match = _POSSESSIVE.search(text, start, min(len(text), start + 80))
    if match is None or "\n" in text[start : match.start()]:
        return False
    between = text[start : match.start()].split()
    return len(between) <= 3 and match.group(1).lower() in _WORK_ITEMS


# "(1867–1934)", "(Aracataca, 6 de marzo de 1927 – Ciudad de México, 17 de abril de
# 2014)", "(born 1961)", "(ur. 1961)": an encyclopaedia's life dates after the name
_LIFESPAN = re.compile(
    r"\s?\((?:[^()\n]{0,60}?(?<![./\d])\d{4}\s?[–—-]\s?[^()\n]{0,60}?(?<![./\d])\d{4}"
    r"|(?:born|b\.|geb\.|né|née|nacido|nacida|nato|nata|ur\.|geboren)\s[^()\n]{0,30}?\d{4})\)"
)


def lifespan(text: str, end: int) -> bool:
    """Do an encyclopaedia's life dates follow the name? Its subject is public."""
    return _LIFESPAN.match(text, end, min(len(text), end + 140)) is not None


def _asked_after_dash(sentence: str) -> bool:
    """ "Grace Hopper and Ada Lovelace — who came first?": the names, then the question
    after a dash (a comma would make them the ones spoken to: "Anna, what do you think?")."""
    clauses = re.split(r"\s[—–-]\s", sentence)
    return any(
        words[0] in QUESTION_OPENERS
        for words in (split_words(c.lower()) for c in clauses[1:])
        if words
    )


def tied(original: str, sentence: list[str]) -> bool:
    """Does the sentence name the person or their people? The English "I" counts only as
    written: a small "i" is Polish "and" ("Co łączyło Adę Lovelace i Alana Turinga?")."""
    return (
        any(
            (w in FIRST_PERSON and w != "i") or (is_kin(w) and w not in KIN_ELSEWHERE)
            for w in sentence
        )
        or re.search(r"\bI\b", original) is not None
    )


def owned_tie(original: str, sentence: list[str]) -> bool:
    """``tied``, but a kinship word counts only with its owner: "die Brüder Grimm"
    are nobody's brothers, "meine Brüder" are."""
    return (
        any(w in FIRST_PERSON and w != "i" for w in sentence)
        or re.search(r"\bI\b", original) is not None
        or any(is_kin(w) and i and sentence[i - 1] in OWNERS for i, w in enumerate(sentence))
    )


def before_words_plain(text: str, start: int) -> str:
    before = split_words(text[max(0, start - 20) : start].lower())
    return before[-1].rstrip(".") if before else ""


def public_work(text: str, start: int) -> bool:
    """Is the name credited for a work (``Author: Jane Austen``, ``a novel by …``)?"""
    lo, hi = max(0, start - REACH), min(len(text), start + REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, start, hi) for c in "!?\n") if i >= 0]
    original = text[left : min(stops) if stops else hi]
    sentence = split_words(original.lower())
    if tied(original, sentence):
        return False
    return any(w in PUBLIC_WORKS for w in sentence)


def admired(text: str, start: int) -> bool:
    """ "My favourite writer is Olga Tokarczuk", "a biography of Orhan Pamuk": someone
    admired or written about in public, not someone in the person's life."""
    before = split_words(text[max(0, start - 40) : start].lower())
    if before[-2:] in (["biography", "of"], ["biografie", "über"], ["biographie", "de"]):
        return True
    lo, hi = max(0, start - REACH), min(len(text), start + REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, start, hi) for c in ".!?\n") if i >= 0]
    sentence = split_words(text[left : min(stops) if stops else hi].lower())
    return (
        any(w in FAVOURITE for w in sentence)
        and any(w in ARTISTS for w in sentence)
        and not any(is_kin(w) for w in sentence)
    )


def public_role(text: str, start: int, end: int) -> bool:
    """Is the name tied to a public office ("Is Tim Cook still the CEO of …", "the CEO
    of Apple"), in a sentence with no first person or kin in it?"""
    after = split_words(text[end : end + 48].lower())[:5]
    before = split_words(text[max(0, start - 30) : start].lower())[-3:]
    holder = any(w in PUBLIC_ROLES for w in after[:3]) and ("the" in after or "a" in after)
    # "Angela Merkel served as German chancellor", "Olaf Scholz wurde Bundeskanzler"
    holder = holder or (
        bool(after) and after[0] in OFFICE_VERBS and any(w in PUBLIC_ROLES for w in after[1:])
    )
    office = len(before) >= 2 and before[-1] in ("of", "at") and before[-2] in PUBLIC_ROLES
    if not (holder or office):
        return False
    lo, hi = max(0, start - REACH), min(len(text), end + REACH)
    sentence = split_words(text[lo:hi].lower())
    return not any(w in FIRST_PERSON or is_kin(w) for w in sentence)


_TELL_ME = [
    ["tell", "me", "about"],
    ["erzähl", "mir", "von"],
    ["parle-moi", "de", "la"],
    ["háblame", "de", "la"],
    ["opowiedz", "mi", "o"],
    ["parlami", "di", "la"],
]
