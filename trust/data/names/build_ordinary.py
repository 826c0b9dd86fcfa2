"""Builds ``ordinary.txt.gz``: the lower-case words that are ordinary in some language.

    .venv/bin/pip install wordfreq && .venv/bin/python trust/data/names/build_ordinary.py

A name written in small letters that the gazetteer does not know ("my sister kunibert",
"mój brat naoimh") can only be told from a word by not being one. wordfreq 3.1 (Robyn
Speer; code Apache-2.0, data CC BY-SA 4.0) counts words in many corpora of each
language; every word of letters only at Zipf >= 3 (once in a million words) in en, de,
fr, es, it, nl, pl or pt is listed ("lives", "kommt", "przyjeżdża", "lol"). Names
are counted too, but a name the gazetteer does not know is rare: 92 % of Faker's
unknown given names and surnames in 22 locales fall below that line. Only the fact
"ordinary or not" is kept; like its source, this list is CC BY-SA 4.0. Not imported
at run time; wordfreq is not an ARES dependency (58 MB installed).
"""

from __future__ import annotations

import gzip
from pathlib import Path

import wordfreq

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "de", "fr", "es", "it", "nl", "pl", "pt")
ONCE_IN_A_MILLION = 1e-6  # Zipf 3


def main() -> None:
    words: set[str] = set()
    for language in LANGUAGES:
        table = wordfreq.get_frequency_dict(language, wordlist="large")
        words |= {w for w, f in table.items() if f >= ONCE_IN_A_MILLION and w.isalpha()}
    out = "\n".join(sorted(words)).encode()
    (HERE / "ordinary.txt.gz").write_bytes(gzip.compress(out, mtime=0))
    print(f"{len(words)} ordinary words")


if __name__ == "__main__":
    main()
