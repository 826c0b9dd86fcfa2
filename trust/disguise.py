"""Credential words disguised so that no matcher reads them (issue 11, points 1 and 12).

``p@ssw0rd``, ``pa$$word``, ``t0ken``, ``s3cret`` (letters swapped for digits or symbols
that look like them), ``p a s s w o r d`` (every letter spaced out by one and the same
character), ``pass-word``, ``api.key`` (one hyphen or dot inside). A person who writes
``my p@ssw0rd is hunter22`` still tells a password; :func:`disguised_words` says where
such a word stands and which word it is, and ``normalise`` lets the detectors read it.

Only what a disguise changes is folded: a word written plainly, in any case, is left as
it is, and so is a ``$`` or ``@`` that opens the word (``$secret`` is a shell variable,
``@token`` a decorator or a handle).
"""

from __future__ import annotations

import re
from functools import lru_cache

# What people put in a letter's place.
_LOOKS_LIKE = {"a": "@4", "e": "3", "i": "1!|", "o": "0", "s": "$5", "t": "7+"}
# The words, and what each reads as once undisguised.
_WORDS = {
    "password": "password", "passwort": "passwort", "passwd": "passwd",
    "passphrase": "passphrase", "passcode": "passcode", "kennwort": "kennwort",
    "secret": "secret", "token": "token", "apikey": "api key", "credentials": "credentials",
    "pass": "pass", "hasło": "hasło", "haslo": "haslo", "contraseña": "contraseña",
    "contrasena": "contrasena", "wachtwoord": "wachtwoord",
}  # fmt: skip
_SEPARATORS = "-. _"


def _letter(char: str) -> str:
    others = re.escape(_LOOKS_LIKE.get(char, ""))
    return f"[{char}{char.upper()}{others}]"


def _word(word: str) -> str:
    return f"[{re.escape(_SEPARATORS)}]?".join(_letter(c) for c in word)


# Python's re is safe here: each letter's class and the optional separator after it
# hold no character in common, so a failed match never backtracks more than a step.
_DISGUISED = re.compile(
    r"(?<![A-Za-z0-9$@])(?:"
    + "|".join(_word(w) for w in sorted(_WORDS, key=len, reverse=True))
    + r")(?![A-Za-z0-9])"
)
_PLAIN = re.compile(r"[^\W\d_]+")  # letters only, of any alphabet: ``hasło`` as written


def disguised_words(text: str) -> list[tuple[int, int, str]]:
    """(start, end, the word it reads as) of each disguised credential word in ``text``."""
    found = []
    for match in _DISGUISED.finditer(text):
        shown = match.group()
        word = _undisguised(shown)
        if word is None:
            continue
        if shown[0] in "$@" and not _dollar_disguise(text, match.start(), shown):
            continue
        found.append((match.start(), match.end(), word))
    return found


@lru_cache(maxsize=1024)  # a pasted log repeats its disguises; each is judged once
def _undisguised(shown: str) -> str | None:
    """The word a disguise reads as, or ``None`` for a word written plainly or two words."""
    letters = "".join(c for c in shown if c not in _SEPARATORS)
    if _PLAIN.fullmatch(shown) is not None or not _separated_as_a_disguise(shown, letters):
        return None
    return _reading(letters)


# After one of these a ``$``-word is a noun in a sentence, not a shell variable.
_DETERMINERS = re.compile(r"(?:^|\W)(?:my|the|your|our|his|her|their|a|new|old)\s+$", re.IGNORECASE)


def _dollar_disguise(text: str, start: int, shown: str) -> bool:
    """``$3cr3t``, ``$ecr3t``, ``my $ecret``: a disguise;
    ``$secret``, ``@token`` read as a variable, a decorator or a handle."""
    if shown[0] == "$" and not shown[1:].isalpha():
        return True  # ``$3cr3t``, ``$ecr3t``: variables are not named in leetspeak
    return shown[0] == "$" and _DETERMINERS.search(text[max(0, start - 8) : start]) is not None


def _separated_as_a_disguise(shown: str, letters: str) -> bool:
    """One hyphen or dot inside (``pass-word``), or every letter spaced out by the same
    character (``p a s s w o r d``); ``to ken``, ``pass word`` are two words."""
    separators = [c for c in shown if c in _SEPARATORS]
    if not separators:
        return True
    if len(separators) == 1:
        return separators[0] in "-."
    return len(set(separators)) == 1 and len(separators) == len(letters) - 1


def _reading(letters: str) -> str | None:
    """The word the letters spell once each look-alike is read as its letter."""
    for word, reading in _WORDS.items():
        if len(word) == len(letters) and all(
            c.lower() == w or c in _LOOKS_LIKE.get(w, "")
            for c, w in zip(letters, word, strict=True)
        ):
            return reading
    return None
