"""Builds ``words.txt.gz``: the gazetteer's names that are also ordinary words.

    .venv/bin/python trust/data/names/build_words.py   # hunspell-* packages installed

A name written in small letters ("my friend megan") can only be told from a word by
not being one: every given name or surname whose lower-case form is a word (a stem
written in small letters) in Debian's Hunspell dictionary of en/de/fr/es/it/nl/pl is
listed here, whatever its frequency ("rose", "mark", "bill", "will", "lubelska" no).
Not imported at run time; the output is a derived word list, like the others here.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
HUNSPELL = Path("/usr/share/hunspell")
DICTIONARIES = ("en_US", "de_DE", "fr", "es_ES", "it_IT", "nl", "pl_PL")


def load(name: str) -> set[str]:
    return set(gzip.decompress((HERE / f"{name}.txt.gz").read_bytes()).decode().split("\n"))


def dictionary_words() -> set[str]:
    words: set[str] = set()
    for name in DICTIONARIES:
        affix = (HUNSPELL / f"{name}.aff").read_text("latin-1")
        found = re.search(r"^SET (\S+)", affix, re.MULTILINE)
        text = (HUNSPELL / f"{name}.dic").read_bytes().decode(found[1] if found else "utf-8")
        for line in text.splitlines()[1:]:
            word = line.split("/", 1)[0].strip()
            if word and word.islower():
                words.add(word)
    return words


def main() -> None:
    words = dictionary_words()
    names = (load("given") | load("surnames")) - {""}
    common = sorted({n for n in names if n.lower() in words})
    (HERE / "words.txt.gz").write_bytes(gzip.compress("\n".join(common).encode(), mtime=0))
    print(f"{len(common)} of {len(names)} names are also words")


if __name__ == "__main__":
    main()
