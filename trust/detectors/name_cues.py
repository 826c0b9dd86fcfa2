"""The words before a run that say a name follows: kinship and roles, titles,
greetings, sign-offs and signatures, introductions, verbs and prepositions."""

from __future__ import annotations

from enum import IntEnum
from functools import lru_cache

from trust.detectors.name_runs import REACH, WINDOW, split_words
from trust.detectors.name_terms import (
    FIRST_PERSON,
    GREETINGS,
    HONORIFICS,
    INTRODUCERS,
    JOB_PEOPLE,
    KINSHIP,
    PARTICLES,
    PEOPLE_VERBS,
    PERSON_VERBS,
    PREPOSITIONS,
    SIGN_OFFS,
)
from trust.detectors.values import words
from trust.scan import Scan


class Cue(IntEnum):
    NONE = 0
    WEAK = 1  # "with", "from": a gazetteer name after it counts
    VERB = 2  # "call", "meet", "told": any full name after it counts
    STRONG = 3
    KIN = 4  # strong, and ties the name to the person's life
    INTRODUCED = 5  # "I'm …": strong when the name ends the clause, else weak


def may_be_cued(lower: str, start: int) -> bool:
    """Could the words right before ``start`` be a cue? A quick look at the last one
    (or a line break, for a signature), before the full reading of ``cue_before``."""
    before = lower[max(0, start - 24) : start].rstrip(" ,:\t-–—\"'“‘(")
    if not before:
        return start > 0
    if before.endswith(("\n", "\r")):  # a signature under a short sign-off line?
        above = lower[max(0, start - REACH) : start].rstrip()
        return _signs_off(above[above.rfind("\n") + 1 :])
    words = before.rsplit(None, 2)  # empty when only other white space is left ("\x1f")
    if not words:
        return start > 0
    if len(words) > 1 and words[-1] in PARTICLES and words[-2] in HONORIFICS:
        return True  # "heer van Bovene"
    return _cue_last(words[-1].strip(".,;:!?'’\"“”()"))


@lru_cache(maxsize=1 << 14)
def _cue_last(last: str) -> bool:
    """A text repeats the words before its capitals: each is judged once."""
    return last in _CUE_LAST or is_kin(last) or (last[-2:] in ("'s", "’s") and is_kin(last[:-2]))


def _split(table: frozenset[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    return (
        frozenset(w for w in table if not w.endswith("*")),
        tuple(w[:-1] for w in table if w.endswith("*")),
    )


KIN_WORDS, _KIN_STEMS = _split(KINSHIP)


# a person's verbs that no thing does: after a sentence's first word, they make it a name
SAYING = PERSON_VERBS - words(
    "is was has had will lives lived works worked sent hat ist wohnt arbeitet a est habite "
    "travaille tiene vive trabaja ma jest mieszka pracuje ha è abita lavora heeft woont "
    "werkt"
)


_INTRODUCERS = tuple(" " + phrase for phrase in INTRODUCERS)


# these also introduce a nationality or a job ("I'm German", "ich bin Lehrer"): weak
_INTRO_WEAK = tuple(
    " " + p
    for p in ("i am", "i'm", "ich bin", "je suis", "soy", "jestem", "sono", "ik ben", "this is")
)


CUE_WORDS = HONORIFICS | GREETINGS | SIGN_OFFS


_CUE_LAST = (
    CUE_WORDS | PEOPLE_VERBS | frozenset(phrase.rsplit(" ", 1)[-1] for phrase in INTRODUCERS)
)


def is_kin(word: str) -> bool:
    return word in KIN_WORDS or word.startswith(_KIN_STEMS)


def particles_before(text: str, start: int) -> int:
    """ "Pani van der Plas", "Herr von Weizsäcker": after a title, the particles in front
    of a surname are part of the name."""
    begin = start
    while True:
        head = text[max(0, begin - 8) : begin]
        word = head.rstrip(" ").rsplit(" ", 1)[-1]
        if not word or word not in PARTICLES or not head.endswith(word + " "):
            break
        begin -= len(word) + 1
    title = split_words(text[max(0, begin - 16) : begin].lower())[-1:]
    if begin == start or not title or not (title[0] in HONORIFICS or is_kin(title[0])):
        return start  # "ich bin Muslimin": "bin" is a verb there, not "bin Laden"
    return begin


def lead_cue(word: str) -> Cue:
    """A capitalised word inside a run that is itself a cue ("Tante", "Dr"): exact
    words only, since a stem would take "Tatiana" for "tata"."""
    if word in KIN_WORDS:
        return Cue.KIN
    if word in HONORIFICS or word in GREETINGS or word in SIGN_OFFS:
        return Cue.STRONG
    return Cue.WEAK if word in JOB_PEOPLE else Cue.NONE  # "Kundin Eva Roth hat …"


def _before_words(scan: Scan, start: int) -> list[str]:
    before = scan.lower[max(0, start - WINDOW) : start]
    tail = before.rstrip(" ,:\t\r\n-–—")
    if before[len(tail) :].count("\n"):
        return ["\n"]  # a name alone on its line: the line before decides (sign-off)
    return [w.strip("'’") for w in split_words(tail)]


def cue_before(scan: Scan, start: int) -> Cue:
    words = _before_words(scan, start)
    if words == ["\n"]:
        return _signature(scan.lower, start)
    if not words:
        return Cue.NONE
    while len(words) > 1 and words[-1] in PARTICLES and words[-2] in HONORIFICS:
        words = words[:-1]  # "Geachte heer van Bovene": the title stands before "van"
    last = words[-1]
    tail = " " + " ".join(words[-4:])
    if _after_full_stop(scan.lower, start) and last.rstrip(".") not in HONORIFICS:
        return Cue.NONE  # "Thanks. Where …": the cue ended with its sentence
    if last in KIN_ELSEWHERE and (len(words) < 2 or words[-2] not in OWNERS):
        return Cue.NONE  # "wie wird man Schreiber": German "one", not Dutch "husband"
    if is_kin(last) or (last.endswith(("'s", "’s")) and is_kin(last[:-2])):
        return Cue.KIN
    if last in HONORIFICS or last.rstrip(".") in HONORIFICS:
        written = scan.text[max(0, start - 8) : start].rstrip(" .").rsplit(None, 1)[-1:]
        if written and len(written[0]) > 1 and written[0].isupper():
            return Cue.NONE  # "MS Excel", "DR Congo": an abbreviation, not a title
        return Cue.STRONG
    if last in GREETINGS or last in SIGN_OFFS:
        return Cue.STRONG
    if tail.endswith(_INTRODUCERS):
        return Cue.INTRODUCED if tail.endswith(_INTRO_WEAK) else Cue.STRONG
    if last in PEOPLE_VERBS:
        return Cue.VERB
    return Cue.WEAK if last in PREPOSITIONS or last in JOB_PEOPLE else Cue.NONE


# kinship words in one language that are everyday words in another: German "man"
# (one) is Dutch "husband", English "kind" (a sort: "kind: Secret") German "child";
# they are kin only after an owner ("mijn man", "mein Kind")
KIN_ELSEWHERE = frozenset(("man", "nicht", "kind"))


OWNERS = FIRST_PERSON | frozenset(("haar", "zijn", "je", "jouw", "her", "his", "your", "m'n"))


def self_named(scan: Scan, start: int, end: int) -> bool:
    """Is the name the person's own: introduced ("my name is", "I'm") or signed (alone
    under a sign-off line, or after a sign-off at the end of the message)?"""
    words = _before_words(scan, start)
    if words == ["\n"]:
        return True
    if not words:
        return False
    tail = " " + " ".join(words[-4:])
    if tail.endswith(_INTRODUCERS):
        return True
    rest = scan.text[end : end + 4].strip(" .!,\t")
    return words[-1] in SIGN_OFFS and not rest


def _after_full_stop(lower: str, start: int) -> bool:
    gap = lower[max(0, start - 8) : start].rstrip(" \t\"'“‘")
    return gap.endswith((".", "!", "?", ";"))


def _signature(lower: str, start: int) -> Cue:
    """A name alone after a sign-off line (``Best,`` / ``Pozdrawiam``). A dash before it
    is no sign: a bullet point ("- Reply in Polish") reads just the same."""
    line_start = lower.rfind("\n", max(0, start - REACH), start) + 1
    if not line_start:
        return Cue.NONE
    line_end = lower.find("\n", start, start + REACH)
    line = split_words(lower[start : line_end if line_end >= 0 else start + REACH])
    if len([w for w in line if w not in PARTICLES]) > 3:  # "Luna Wouters van Eijndhoven"
        return Cue.NONE  # a signature is short: "Thanks\n\nSome values in this …" is prose
    # the nearest line above that is not blank: "Thanks,\n\nAnna"
    above = lower[max(0, line_start - REACH) : line_start - 1].rstrip()
    previous = above[above.rfind("\n") + 1 :].strip()
    return Cue.STRONG if _signs_off(previous) else Cue.NONE


def _signs_off(line: str) -> bool:
    """A sign-off line ("Best,", "Pozdrawiam") or the "-- " that opens a signature."""
    if line.strip() in _RULES:
        return True
    if len(line) > _SIGN_OFF_LINE or line.count(" ") > 6:
        return False  # four words at most: a line of prose is no sign-off
    words = split_words(line)
    return 0 < len(words) <= 4 and any(w in SIGN_OFFS for w in words)


_RULES = ("--", "-- ", "—", "–", "---", "__", "___")


_SIGN_OFF_LINE = 80  # longer than four sign-off words ("mit freundlichen Grüßen aus Köln")


_PLURALS = ("s", "es", "en", "n", "e", "nen", "innen", "i", "y", "owie", "ów")


def kin_plural(word: str) -> bool:
    """A kinship word's plural: "kollegen", "kolleginnen", "friends", "amigos"."""
    return any(word.endswith(p) and word[: -len(p)] in KIN_WORDS for p in _PLURALS)
