"""Builds ``common.txt.gz``: the ordinary words of seven languages, for telling a
password made of random letters from a word.

    PYTHONPATH=<dir with pyspellchecker> .venv/bin/python trust/data/words/build_common.py

Source: the word-frequency lists that ``pyspellchecker`` (MIT; counts from the
OpenSubtitles 2018 corpus, cleaned by its author) ships for en, de, fr, es, it, nl, pt.
The ``TOP`` most frequent words of each list, six letters or more, folded to ASCII and
lower case. Polish has no list there; its words are told by their letter pairs
(``wording.random_letters``). Not imported at run time; the output is a derived word
list, like the name gazetteer's.
"""

from __future__ import annotations

import gzip
import json
import unicodedata
from importlib import resources
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "de", "fr", "es", "it", "nl", "pt")
TOP = 25_000
SHORTEST = 6  # shorter values are judged by their letter pairs alone


def fold(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if c.isascii())


def common(language: str) -> set[str]:
    source = resources.files("spellchecker") / "resources" / f"{language}.json.gz"
    counts: dict[str, int] = json.loads(gzip.decompress(source.read_bytes()))
    ranked = sorted(counts, key=counts.__getitem__, reverse=True)[:TOP]
    return {fold(w) for w in ranked if len(w) >= SHORTEST and w.isalpha()}


def main() -> None:
    words: set[str] = set()
    for language in LANGUAGES:
        words |= common(language)
    words.discard("")
    data = gzip.compress("\n".join(sorted(words)).encode(), mtime=0)
    (HERE / "common.txt.gz").write_bytes(data)
    print(f"{len(words)} words, {len(data) // 1000} kB")


if __name__ == "__main__":
    main()
