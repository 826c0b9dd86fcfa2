"""Runs of capitalised words that name a thing, not a person: a model after "a", a
town to visit, a band in the plural, a street with its number, a run ending in a head
noun ("Howard University"), a German noun after its article, a tale's title-holder."""

from __future__ import annotations

from trust.detectors.name_contexts import (
    about_fiction,
    after_indefinite,
    german_article_first,
    named_place,
    place_to_visit,
    plural_thing,
    sentence_around,
    street_with_number,
)
from trust.detectors.name_cues import Cue
from trust.detectors.name_gazetteer import Gazetteer
from trust.detectors.name_public import before_words_plain, owned_tie
from trust.detectors.name_runs import Token, base_word
from trust.detectors.name_terms import GREETINGS, HONORIFICS, SIGN_OFFS, TRAILING_NOUNS
from trust.detectors.values import words


def a_thing(table: Gazetteer, text: str, tokens: list[Token], cue: Cue, titled: bool) -> bool:
    """Does the run name a thing: a model after "a", a tale's title-holder, a town
    to visit (see ``name_contexts``)?"""
    start = tokens[0].start
    if cue < Cue.STRONG and (after_indefinite(text, start) or named_place(text, start)):
        return True
    if (
        cue < Cue.KIN
        and plural_thing([t.word for t in tokens], table.is_surname)
        and tokens[-1].start - tokens[-2].end == 1  # a particle between: a person
    ):
        return True  # "I love Arctic Monkeys"; not "Conrado van der Lumbreras"
    if cue < Cue.KIN and len(tokens) > 1 and base_word(tokens[-1].word).lower() in TRAILING_NOUNS:
        return True  # "Howard University", "Abbey Road", "Apple Support": a thing
    if cue < Cue.KIN and _company_follows(text, tokens[-1].end):
        return True  # "Estudi Gràfic Vallès SL", "Brandt & Söhne GmbH": a firm
    if cue < Cue.KIN and street_with_number(text, tokens[-1].word, tokens[-1].end):
        return True  # "visit Berggasse 19": an address, whether withheld or not
    original, sentence = sentence_around(text, start, tokens[-1].end)
    if cue < Cue.STRONG and german_article_first([t.word for t in tokens], sentence):
        return True  # "Das Original ist besser", "Das Auto ist kaputt"
    if owned_tie(original, sentence) or (sentence and sentence[0] in GREETINGS | SIGN_OFFS):
        return False  # "my aunt …", "Dear Mr Smith, thank you for the novel"
    if cue < Cue.STRONG:  # "visit Kerkwerve", "visit Figueira da Foz"; not "visit Anna"
        last = base_word(tokens[-1].word)  # a given name alone, a surname last: a person
        known = table.is_given(last) if len(tokens) == 1 else table.is_surname(last)
        return not known and place_to_visit(text, start, sentence)
    titled = titled or before_words_plain(text, start) in HONORIFICS
    return titled and about_fiction(sentence)


# a firm's legal form after its name ("Ltd", "GmbH", "S.L.", "sp. z o.o.")
_COMPANY_FORMS = words(
    "ltd ltd. limited inc inc. llc plc gmbh ag kg ug sa s.a. sl s.l. sas sarl srl s.r.l. "
    "spa s.p.a. bv b.v. nv n.v. oy ab as a/s aps co. corp corp. pty sp. s.r.o. a.s. kft"
)


def _company_follows(text: str, end: int) -> bool:
    """The run's next word is a legal form, in the same cell ("Lars Øvergaard\tAB 91562"
    is a name, then a number plate)."""
    if text[end : end + 1] != " " and text[end : end + 2] != ", ":
        return False
    following = text[end : end + 16].lstrip(" ,").split(maxsplit=2)
    if not following or following[0].lower().rstrip(",;:)") not in _COMPANY_FORMS:
        return False
    return len(following) < 2 or not following[1][:1].isdigit()
