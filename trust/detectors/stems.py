"""Snowball stems in the five languages the special categories cover (snowballstemmer,
on PyStemmer's C code when installed, as the project installs it).

``stems(term)`` is every language's stem of a term; ``same_stem(word, term)`` asks
whether some language stems both alike ("Depressionen" and "Depression" in German,
"depresję" and "depresja" in Polish). Stemming is cached: a text repeats its words.
"""

from __future__ import annotations

from functools import lru_cache

import snowballstemmer

_LANGUAGES = ("english", "german", "french", "spanish", "polish")
_STEMMERS = tuple(snowballstemmer.stemmer(language) for language in _LANGUAGES)


@lru_cache(maxsize=1 << 14)
def stems(word: str) -> tuple[str, ...]:
    return tuple(stemmer.stemWord(word) for stemmer in _STEMMERS)


def same_stem(word: str, term: str) -> bool:
    return any(a == b for a, b in zip(stems(word), stems(term), strict=True))


def same_german_stem(word: str, term: str) -> bool:
    """Does German stem both alike? After a German article a capitalised word is a German
    noun, and another language's stem says nothing of it ("dem Original" is no
    "origine", though English stems both "origin")."""
    german = _LANGUAGES.index("german")
    return stems(word)[german] == stems(term)[german]
