"""Is a run of letters a word? The frequent words of seven languages
(``trust/data/words/common.txt.gz``, built from pyspellchecker's frequency lists; see
its README), loaded on the first question (about 50 ms)."""

from __future__ import annotations

import gzip
import unicodedata
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def _common() -> frozenset[str]:
    data = (resources.files("trust") / "data" / "words" / "common.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("ascii").split("\n"))


def unknown_word(value: str) -> bool:
    """Six or more lower-case letters that are no frequent word of en, de, fr, es, it,
    nl or pt: ``xqvtrb``, ``kzpwqe``; not ``expire``, ``yesterday`` or ``contraseña``."""
    if len(value) < 6 or not value.isalpha() or not value.islower():
        return False
    if not value.isascii():
        value = "".join(c for c in unicodedata.normalize("NFKD", value) if c.isascii())
    return value not in _common()
