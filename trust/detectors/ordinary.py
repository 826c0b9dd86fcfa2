"""Is a word an ordinary word of a language ARES reads, rather than a name?

``ordinary.txt.gz`` (``trust/data/names/build_ordinary.py``, from wordfreq's counts)
lists every lower-case word at Zipf >= 3 in en/de/fr/es/it/nl/pl/pt. A name the
gazetteer does not know is rarely that common ("kunibert", "naoimh"), while the verbs,
fillers and nouns that stand where a name could are ("lives", "kommt", "Division",
"Clio"). Held as a ``WordList`` (~6 MB rather than ~20 MB as a set).
"""

from __future__ import annotations

import re
from functools import lru_cache

from trust.wordlist import WordList

# English inflections of a word in the list: "my husband snores" is the verb "snore"
_ENDINGS = (("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"),
            ("ing", ""), ("ing", "e"), ("ly", ""), ("er", ""), ("est", ""))  # fmt: skip


@lru_cache(maxsize=1)
def ordinary_words() -> WordList:
    """Words at Zipf >= 3 in en/de/fr/es/it/nl/pl/pt (``build_ordinary.py``)."""
    return WordList.from_resource("data", "names", "ordinary.txt.gz")


def is_ordinary(word: str) -> bool:
    """Is ``word`` (lower case) an ordinary word, or an English inflection of one?"""
    table = ordinary_words()
    if word in table:
        return True
    parts = [p for p in re.split(r"['’\-]", word) if p]
    if len(parts) > 1:  # "won't", "binge-watches": words joined are words
        return is_ordinary(parts[0]) and all(is_ordinary(p) or len(p) < 3 for p in parts[1:])
    return any(
        word.endswith(ending)
        and len(word) - len(ending) >= 3
        and word[: -len(ending)] + base in table
        for ending, base in _ENDINGS
    )
