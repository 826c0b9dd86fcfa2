"""Places in a message where only a person's name stands, though no cue word is right
before it:

* the close of the message: a name signed after a dash ("… if it breaks\\n- Callum",
  "… have to know? - Gareth") or alone after the last sentence ("… co mi przysługuje?
  Magda");
* a name in brackets after a kinship or role word ("my dad (Ken) won't talk to me");
* a name after a kinship or role word and "is" ("my manager is Rebecca Tan");
* the holder of an account ("Kontoinhaberin Sabine Krüger", "intestato a Giuseppe
  Ferraro", "payee: Jane Doe").

Ordinary words stand in these places too ("… any ideas? Thanks", "my boss (Microsoft)",
"my dad is German", "Empfänger Stadtwerke München"), so the run must also be shaped as
a person's name (``person_shaped``): a given name that is no dictionary word, or a
given name and then surnames or words no list knows.
"""

from __future__ import annotations

import re

from trust.detectors.name_coined import coined
from trust.detectors.name_cues import Cue, is_kin
from trust.detectors.name_gazetteer import Gazetteer, clear_given, dictionary_names, listed
from trust.detectors.name_runs import Token, base_word, split_words
from trust.detectors.values import words

# the holder of an account or the one a transfer goes to, written before the name
HOLDER_WORDS = words(
    "kontoinhaber kontoinhaberin inhaber inhaberin empfänger empfängerin "
    "zahlungsempfänger zahlungsempfängerin begünstigter begünstigte "
    "beneficiary payee titulaire bénéficiaire titular beneficiario beneficiaria "
    "odbiorca odbiorcy właściciel właścicielka rekeninghouder begunstigde "
    "intestatario intestataria beneficiário beneficiária favorecido favorecida"
)

_HOLDER_PHRASES = (
    "intestato a", "intestata a", "a nome di", "au nom de", "à l'ordre de",
    "in the name of", "account holder", "account name", "name on the account",
    "a nombre de", "na rzecz", "ten name van", "ten gunste van", "em nome de",
    "zugunsten von", "auf den namen",
)  # fmt: skip

# "my manager is …", "mein Chef ist …", "ma sœur est …"
_IS = words("is was ist war est était es era jest była był è era heet is é")

# what may stand between the message's last sentence and a name closing it
_CLOSING_GAP = re.compile(r"(?:[.!?]\s*|\n\s*|\s[-–—/]\s*|^[-–—]\s*)\Z")

_MOST_WORDS = 3  # a signature is short: "- Ana Lucía Ortega"


def person_shaped(table: Gazetteer, tokens: list[Token]) -> bool:
    """ "Callum", "Rebecca Tan", "Sabine Krüger"; not "Thanks", "Help", "Microsoft",
    "Stadtwerke München": a given name first, and after it surnames, names or words
    no list knows."""
    names = [base_word(t.word) for t in tokens]
    first = names[0]
    if len(names) == 1:
        return clear_given(table, first) and first.lower() not in dictionary_names()
    if not (table.is_given(first) or coined(table, first)):
        return False
    return all(table.is_surname(w) or table.is_given(w) or coined(table, w) for w in names[1:])


def signature_word(table: Gazetteer, word: str) -> bool:
    """A given name that is a dictionary word, but no frequent one ("Chiara", "Petra",
    "jess"): at a message's close it is the writer. Not "Amen", nor "Hope" (frequent)."""
    return (
        len(word) >= 3
        and table.is_given(word)
        and word not in table.ambiguous
        and word.lower() not in _CLOSING_WORDS
    )


# words that close a message with no one signing it, yet are listed given names (a
# farewell that is no given name, "Ciao", "Cheers", fails ``is_given`` already)
_CLOSING_WORDS = words("amen adieu")


def closing(text: str, start: int, end: int) -> bool:
    """Does the run close the message, after a dash, a line break or a sentence's end?"""
    # a quoted message closes with its quote: "'… in my spot. -Tuomas'"
    if text[end:].strip(" \t\r\n.!'\"’”") or text[start:end].count(" ") >= _MOST_WORDS:
        return False
    return start > 0 and _CLOSING_GAP.search(text, max(0, start - 4), start) is not None


def bracketed_after_kin(lower: str, start: int, end: int) -> bool:
    """ "my dad (Ken)", "meine Schwester (Ilse)": a name alone in brackets."""
    if lower[start - 1 : start] != "(" or lower[end : end + 1] != ")":
        return False
    before = split_words(lower[max(0, start - 24) : start - 1])
    return bool(before) and is_kin(before[-1])


def kin_is_before(lower: str, start: int) -> bool:
    """ "manager is Rebecca Tan", "mój szef jest Marek": a role word, "is", the name."""
    before = split_words(lower[max(0, start - 32) : start])
    return len(before) >= 2 and before[-1] in _IS and is_kin(before[-2])


def holder_before(lower: str, start: int) -> bool:
    """ "Kontoinhaberin: Sabine Krüger", "intestato a Giuseppe Ferraro"."""
    before = lower[max(0, start - 24) : start].rstrip(" :\t")
    found = split_words(before)
    return before.endswith(_HOLDER_PHRASES) or (bool(found) and found[-1] in HOLDER_WORDS)


def without_holder(tokens: list[Token]) -> list[Token]:
    """ "Kontoinhaberin Sabine Krüger": German capitalises the noun, so it opens the
    run; the name is what follows it."""
    if len(tokens) > 1 and tokens[0].word.lower() in HOLDER_WORDS:
        return tokens[1:]
    return tokens


def position_cue(
    table: Gazetteer, lower: str, text: str, tokens: list[Token], cue: Cue
) -> tuple[Cue, bool]:
    """The cue the run's place gives it (``cue`` is what the words before it gave), and
    whether the place signs the message (the name is then the person's own)."""
    start, end = tokens[0].start, tokens[-1].end
    if lower[start - 1 : start] == "(":
        # in brackets only after a kinship word, and a listed name or one no list knows
        # (a word too: "my dad (Ken)"), not "my boss (Microsoft)"
        word = base_word(tokens[0].word)
        known = listed(table, word) or coined(table, word)
        return (Cue.KIN if known and bracketed_after_kin(lower, start, end) else Cue.NONE), False
    if cue >= Cue.STRONG:
        return cue, False
    if not person_shaped(table, tokens):
        # the close signs with a name that is also a rare word ("… pranzo. Chiara")
        signed = len(tokens) == 1 and signature_word(table, base_word(tokens[0].word))
        return (Cue.STRONG, True) if signed and closing(text, start, end) else (cue, False)
    if kin_is_before(lower, start):
        return Cue.KIN, False
    if holder_before(lower, start):
        return Cue.STRONG, False
    if closing(text, start, end):
        return Cue.STRONG, True
    return cue, False
