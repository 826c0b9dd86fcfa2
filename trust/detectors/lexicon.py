"""Is a run of letters a word? The frequent words of seven languages
(``trust/data/words/common.txt.gz``, built from pyspellchecker's frequency lists; see
its README), held as a ``WordList`` (~1 MB rather than ~7 MB as a set) and loaded on
the first question (under 10 ms)."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from trust.wordlist import WordList


@lru_cache(maxsize=1)
def _common() -> WordList:
    return WordList.from_resource("data", "words", "common.txt.gz")


def unknown_word(value: str) -> bool:
    """Six or more lower-case letters that are no frequent word of en, de, fr, es, it,
    nl or pt: ``xqvtrb``, ``kzpwqe``; not ``expire``, ``yesterday`` or ``contraseña``."""
    if len(value) < 6 or not value.isalpha() or not value.islower():
        return False
    if not value.isascii():
        value = "".join(c for c in unicodedata.normalize("NFKD", value) if c.isascii())
    return value not in _common()


def common_word(value: str) -> bool:
    """Is ``value`` (any case) a frequent word of one of the seven languages?"""
    lowered = value.lower()
    if not lowered.isascii():
        lowered = "".join(c for c in unicodedata.normalize("NFKD", lowered) if c.isascii())
    return lowered in _common()


def begins_common_word(value: str) -> bool:
    """Is ``value`` (lower case, ASCII) how a frequent word of the seven languages
    begins? ``conf``, ``rope``, ``auth`` do; ``mmroq``, ``gmoj``, ``omikn`` do not."""
    return _common().begins_a_word(value)
