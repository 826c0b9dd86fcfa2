"""What comes after a run: a verb only people do, "told me", "and I", "from
accounts", or a coordinator joining it to a name already found."""

from __future__ import annotations

import re

from trust.detectors.lexicon import common_word
from trust.detectors.name_runs import Token, base_word, cased, split_words
from trust.detectors.name_terms import CALENDAR, PERSON_VERBS
from trust.detectors.ordinary import is_ordinary
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan


def after_cue(text: str, end: int, verbs: frozenset[str] = PERSON_VERBS) -> bool:
    after = split_words(text[end : end + 24].lower())
    return bool(after) and after[0] in verbs and text[end : end + 1] == " "


# "… and I", "… und ich", "… et moi": someone the person does things with
_WITH_ME = tuple(
    " " + p + " "
    for p in ("and i", "& i", "und ich", "et moi", "y yo", "i ja", "e io", "en ik", "e eu")
)


_TOLD_ME = tuple(
    " " + p + " "
    for p in (
        "told me", "asked me", "texted me", "emailed me", "messaged me", "called me",
        "wrote me", "invited me", "told us", "asked us", "hat mir", "hat mich", "sagte mir",
        "m'a dit", "m'a demandé", "m'a écrit", "me dijo", "me pidió", "me escribió",
        "me preguntó", "mi ha detto", "mi ha chiesto", "mi ha scritto", "powiedział mi",
        "powiedziała mi", "napisał mi", "napisała mi", "zapytał mnie", "zapytała mnie",
        "heeft me", "zei tegen me", "vroeg me", "me disse", "me pediu",
    )
)  # fmt: skip


def told_me(lower: str, end: int) -> bool:
    return lower[end : end + 16].startswith(_TOLD_ME)


def with_me(lower: str, end: int) -> bool:
    return lower[end : end + 10].startswith(_WITH_ME)


def on_the_line(scan: Scan, tokens: list[Token]) -> bool:
    """ "this is Hafshah from accounts", "this is Tom speaking": someone introducing
    themselves, not a thing being described."""
    before = scan.lower[max(0, tokens[0].start - 9) : tokens[0].start]
    after = scan.lower[tokens[-1].end : tokens[-1].end + 12]
    return before.endswith("this is ") and after.startswith(_ON_THE_LINE)


_ON_THE_LINE = (" from ", " here", " speaking", " calling", " von ", " de ", " z ")


_COORDINATORS = frozenset(
    (" and ", " & ", ", ", " or ", " und ", " oder ", " et ", " ou ", " y ", " o ", " i ",
     " lub ", " e ", " en ", " of ", ", and ")
)  # fmt: skip


def joined_to(
    text: str, start: int, end: int, ends: dict[int, Finding], starts: dict[int, Finding]
) -> Finding | None:
    """The found name right before or after the run, with only a coordinator between."""
    for gap in range(2, 7):
        before = ends.get(start - gap)
        if before is not None and text[start - gap : start] in _COORDINATORS:
            return before
        after = starts.get(end + gap)
        if after is not None and text[end : end + gap] in _COORDINATORS:
            return after
    return None


def one_thing(text: str, end: int) -> bool:
    """One thing in small letters after a possessive: "Ayesha's laptop"; not "Wendy's
    and McDonald's", nor "Wendy's burgers" (a chain's wares come in plural)."""
    following = text[end : end + 24].split(maxsplit=1)
    word = following[0].strip(".,;:!?") if following else ""
    return word.isalpha() and word.islower() and not word.endswith("s") and word not in _JOINERS


_JOINERS = words("and or nor but is was has had und oder et ou y o e i")


def goes_on(text: str, name: Finding, start: int, end: int) -> bool:
    """Does a lone capitalised word right after a found name finish it?"""
    if name.end != start - 1 or text[name.end] != " " or name.confidence < 0.9:
        return False
    word = base_word(text[start:end])
    ordinary = common_word(word) or is_ordinary(word.lower())
    return cased(word) and word.lower() not in CALENDAR and not ordinary


_VALUE_AFTER = re.compile(r"[ \t]*(?::|[^\s,;]*\d)")


def labels_value(text: str, end: int) -> bool:
    """Is the run a field's label, its value right after it: "Fahrer Lukas Brandt,
    Führerscheinnummer B072RRE2I55", "…, Kennzeichen: M-KL 4821"?"""
    return _VALUE_AFTER.match(text, end, end + 40) is not None


# what only a person has: "Bec's mobile", "Tomek's mum", "Ines's birthday"
_OF_A_PERSON = words(
    "mobile cell mum mom dad mother father wife husband boyfriend girlfriend partner kids "
    "son daughter sister brother birthday wedding funeral surgery diagnosis salary flat "
    "parents grandma grandmother grandpa grandfather fiance fiancé fiancée"
)


def life_of_a_person(text: str, end: int) -> bool:
    """Right after a possessive, a thing only a person has."""
    following = text[end : end + 16].split(maxsplit=1)
    return bool(following) and following[0].lower().strip(".,;:!?") in _OF_A_PERSON
