"""Capitalised runs in a text and their tokens: what a name can look like in writing
(capitals, particles, initials), before any context is asked."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from trust.detectors.name_terms import (
    PARTICLES,
)
from trust.findings import Finding

# Kept simple for speed (each construct costs on every capitalised word of a text):
# casing inside a token ("NASA", "McDonald") and what follows the run are judged after.
_TOKEN = r"\p{Lu}[\p{L}'’\-]*"


_PARTICLE = "|".join(sorted(PARTICLES, key=len, reverse=True))


def _upper_letters() -> str:
    """Unicode's upper-case letters of the Basic Multilingual Plane as a character class
    body for Python's re (which has no ``\\p{Lu}``)."""
    ranges: list[tuple[int, int]] = []
    for code in range(0x10000):
        if unicodedata.category(chr(code)) == "Lu":
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(
        re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}"
        for a, b in ranges
    )


# The same runs with Python's re on the text itself: its matches cost a fraction of the
# RE2 wrapper's, and a chat text has a capitalised run every few words. Linear: a token
# starts with a capital, a particle is lower-case and a space separates them, so no two
# repetitions can take the same characters.
_PY_UPPER = "[" + _upper_letters() + "]"
_PY_TOKEN = _PY_UPPER + r"(?:[^\W\d_]|['’\-])*"


PY_RUN = re.compile(
    # the capital first, then what may not stand before it (a look-behind over the
    # capital itself): a pattern that opens with a class lets re skip ahead to the
    # capitals, where one that opens with the look-behind tries every position; a
    # bracket, a dash or a slash opens a run only after a space: "my dad (Ken)",
    # "… -Tuomas", "… /Elin"; not a call "f(Bar)", a word's second half "non-English"
    # nor a path's "src/Main"
    "("
    + _PY_UPPER
    + r"(?<=(?<![\w@#\\.=\[{<`$+])(?<!\S[(\-/])"
    + _PY_UPPER
    + ")"
    + _PY_TOKEN[len(_PY_UPPER) :]
    + r"(?: (?:(?:"
    + _PARTICLE
    + r") ){0,2}"
    + _PY_TOKEN
    + r"){0,3})"
)


# Python's re on bounded windows only: one character class, nothing to backtrack into.
_WORDS = re.compile(r"[^\W\d_][\w'’\-]*")


_SENTENCE_END = '.!?\n:;()[]"“”«»•*>|'


WINDOW = 48


REACH = 160  # characters looked at for a sentence or a line around a name


MAX_RUNS = 8000  # past this many capitalised runs a text is a dump, not prose: stop looking


# Programming languages' own literals: "password = None" names nobody, whatever a
# gazetteer of surnames says.
CODE_LITERALS = frozenset({"None", "True", "False", "Null", "Nil", "NaN", "Undefined"})


def code_follows(text: str, end: int) -> bool:
    """``Foo(``, ``obj.Name.x``, ``Name=``: an identifier; "Anna." ends a sentence."""
    after = text[end : end + 2]
    if not after:
        return False
    if after[0] == ".":
        return len(after) == 2 and (after[1].isalnum() or after[1] == "_")
    return after[0] in "([{=<>/\\@`_" or after[0].isdigit()


def cased(word: str) -> bool:
    """A name's word goes on in small letters after its capital ("Anna", "McDonald",
    "O'Brien"): not a run of capitals ("NASA"), a contraction ("I'm") or a hyphen's tail."""
    if len(word) < 2 or word.endswith(("-", "'", "’")):
        return False
    if word[1] in "'’":  # "O'Brien", not "I'm"
        return len(word) > 3 and word[2].isupper() and word[3].islower()
    return word[1].islower()


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    word: str


# an initial and the surname after it: "Klaus-D. Scheibe", "Anna M. Kowalska"
_AFTER_INITIAL = re.compile(r"\. ?(?:[^\W\d_]\. ?)?(" + _PY_TOKEN + ")")


def past_initial(text: str, found: Finding) -> Finding:
    """A name that ends in an initial goes on past its dot to the surname."""
    end = found.end
    if text[end : end + 1] != "." or text[end - 2 : end - 1].isalpha():
        return found
    match = _AFTER_INITIAL.match(text, end)
    if match is None or not cased(match.group(1)):
        return found
    return found.model_copy(update={"end": match.end(1)})


def line_ends(text: str, end: int) -> bool:
    """Only punctuation, if anything, is left on the line after ``end``."""
    line = text[end : end + 40].split("\n", 1)[0]
    return not line.strip(" .!,;:)-–—\t")


def tokens_of(text: str, start: int, end: int) -> list[Token]:
    tokens: list[Token] = []
    index = start
    for piece in text[start:end].split(" "):
        if piece and not (piece.islower() and piece in PARTICLES):  # "van", not "Das"
            tokens.append(Token(index, index + len(piece), piece))
        index += len(piece) + 1
    return tokens


def base_word(word: str) -> str:
    """``Anna's`` → ``Anna``."""
    for suffix in ("'s", "’s", "'", "’"):
        if word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def ends_clause(text: str, tokens: list[Token]) -> bool:
    following = text[tokens[-1].end : tokens[-1].end + 2].lstrip(" ")
    return len(tokens) > 1 or not following or following[0] in ",.!?;:)\n"


def sentence_start(text: str, start: int) -> bool:
    index = start - 1
    while index >= 0 and text[index] in " \t'‘\"“¿¡-–—":
        index -= 1
    return index < 0 or text[index] in _SENTENCE_END


def split_words(text: str) -> list[str]:
    return _WORDS.findall(text)


def closing_quote(text: str, start: int, end: int) -> bool:
    """Does the run end in the quote that closes a message, not in a possessive
    ("James'") nor a config value's quote ("kind: 'Secret'")?"""
    if text[end - 2 : end - 1].lower() == "s":
        return False
    opened = text[start - 1 : start] in "'\"" and start > 0
    return not (opened and text[: start - 1].rstrip().endswith((":", "=")))
