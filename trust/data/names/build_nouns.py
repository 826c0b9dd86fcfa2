"""Builds ``nouns.txt.gz``: the gazetteer's names that are also German nouns.

    .venv/bin/python trust/data/names/build_nouns.py   # hunspell-de-de installed

German writes every noun with a capital, so "der Bauer", "im Wald", "Sehr geehrte
Damen" look like names to casing. A noun in Debian's Hunspell ``de_DE`` dictionary is
an entry with a capital that may join a compound (affix flags ``i``, ``j`` or ``m``:
"Wald", "Winter", "Schreiber", "Damen"); given names carry none of them ("Anna/S",
"Thomas"), so they stay out. Not imported at run time; the output is a derived word
list, like the others here.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
DICTIONARY = Path("/usr/share/hunspell/de_DE")
COMPOUNDING = set("ijm")


def load(name: str) -> set[str]:
    return set(gzip.decompress((HERE / f"{name}.txt.gz").read_bytes()).decode().split("\n"))


def german_nouns() -> set[str]:
    affix = DICTIONARY.with_suffix(".aff").read_text("latin-1")
    found = re.search(r"^SET (\S+)", affix, re.MULTILINE)
    text = DICTIONARY.with_suffix(".dic").read_bytes().decode(found[1] if found else "utf-8")
    nouns: set[str] = set()
    for line in text.splitlines()[1:]:
        word, _, flags = line.strip().partition("/")
        if len(word) > 1 and word[0].isupper() and word[1:].islower() and COMPOUNDING & set(flags):
            nouns.add(word)
    return nouns


def main() -> None:
    names = (load("given") | load("surnames")) - {""}
    nouns = sorted(german_nouns() & names)
    (HERE / "nouns.txt.gz").write_bytes(gzip.compress("\n".join(nouns).encode(), mtime=0))
    print(f"{len(nouns)} of {len(names)} names are also German nouns")


if __name__ == "__main__":
    main()
