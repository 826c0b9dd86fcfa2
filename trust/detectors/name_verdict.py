"""Whether a run of capitalised words is a name, by the gazetteer and the cue before it."""

from __future__ import annotations

from trust.detectors.name_coined import coined, possessed
from trust.detectors.name_cues import Cue
from trust.detectors.name_gazetteer import Gazetteer, clear_given
from trust.detectors.name_runs import Token, base_word


def coined_name(table: Gazetteer, text: str, tokens: list[Token], cue: Cue) -> bool:
    """A full name no list holds in a person's place: "from Koro Beltaya", "con
    Miruna Toma" (a coined word first, names or coined after). One word alone is
    not judged: products take a person's place as often ("with Pydantic")."""
    words = [base_word(t.word) for t in tokens]
    if len(words) == 1:
        return False
    if cue < Cue.WEAK and not possessed(tokens[-1].word):
        return False  # "at Yabel Koko's place": whose place a name says
    if not (coined(table, words[0]) or clear_given(table, words[0])):
        return False
    rest = words[1:]
    return any(coined(table, w) for w in words) and all(
        coined(table, w) or table.is_surname(w) or table.is_given(w) for w in rest
    )


def is_name(table: Gazetteer, words: list[str], cue: Cue, initial: bool) -> bool:
    """Do the run's words make a name, given the cue before them and whether the run
    opens its sentence? The gazetteer's lists decide what the cue leaves open."""
    clear = [w not in table.ambiguous for w in words]
    given = [table.is_given(w) for w in words]
    surname = [table.is_surname(w) for w in words]
    if cue >= Cue.STRONG:
        return True
    if cue >= Cue.WEAK and len(words) >= 2 and given[0] and clear[0]:
        return True  # "call Jorge West", "meeting Dean Anderson"
    if (
        cue is Cue.VERB
        and not initial
        and all(c or w in table.places for c, w in zip(clear, words, strict=True))
    ):
        return True  # "call Tanbay Şensoy", "ask Laura": a person after such a verb
    places_only = all(c or w in table.places for c, w in zip(clear, words, strict=True))
    if cue >= Cue.WEAK and len(words) >= 2 and given[0] and surname[-1] and places_only:
        return True  # "for Laura Buckley": names that are also towns, after a cue
    if len(words) >= 2 and not clear[-1]:
        return False  # "Abbey Road", "May Day": the last word is an ordinary one
    if len(words) >= 2 and given[0] and (clear[0] or surname[1]):
        return True  # "Zuzanna Wiśniewska", "Grace Hopper"; not "May Day"
    if len(words) >= 2 and surname[0] and given[1] and clear[1] and not initial:
        return True  # "Kowalski Jan" as forms write it
    known = any(c and (g or s) for c, g, s in zip(clear, given, surname, strict=True))
    if cue in (Cue.WEAK, Cue.VERB):
        return known
    return len(words) == 1 and given[0] and clear[0] and not initial
