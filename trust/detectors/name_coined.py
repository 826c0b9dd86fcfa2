"""Names no gazetteer lists: a capitalised word of no language ARES reads, standing
where a person stands. A gazetteer holds the common names of each country; people are
also called "Yinthe", "Erenalp" or "Yadari Mizuya", and only the sentence tells.

A word is *coined* when it is written as a name (a capital, then small letters only),
is no ordinary word of the eight languages (wordfreq's list, ``ordinary.py``), and is
in none of the gazetteer's lists (not a given name, a surname, a place, a country or a
product). Only a run of two such words (or one beside a listed name) in a person's
place is taken for a name: one coined word alone is as often a product ("with
Supabase", "Terraform said") and is left to the gazetteer's cues.
"""

from __future__ import annotations

from functools import lru_cache

from trust.detectors.name_gazetteer import Gazetteer
from trust.detectors.ordinary import is_ordinary

# the endings of plural and case forms in the languages whose nouns are capitalised
_ENDINGS = ("", "n", "en", "e", "s", "es", "er", "ern", "em")
# the smallest name word worth a guess: "Ali" is listed, "Bo" is too short to judge
_SHORTEST = 3


# a chat repeats its capitalised words; each costs up to ~100 word-list lookups
@lru_cache(maxsize=1 << 14)
def coined(table: Gazetteer, word: str) -> bool:
    """Is ``word`` shaped as a name and known to no list (``Yinthe``; not ``Docker``'s
    capital-inside ``GitHub``, a word such as ``Studio``, a listed ``Leeds``)?"""
    if len(word) < _SHORTEST or not word[0].isupper() or not word[1:].islower():
        return False
    if not word.replace("-", "").isalpha():
        return False
    if word in table.ambiguous or word in table.places:
        return False
    if table.is_given(word) or table.is_surname(word):
        return False
    # a word of some language, Polish too ("Lekarz", "Stiftung"); an inflected noun is
    # a word too: German "Untertiteln", "Kindern", Dutch "Boeken"
    lowered = word.lower()
    return not any(
        is_ordinary(lowered[: len(lowered) - len(end)] if end else lowered)
        for end in _ENDINGS
        if len(word) - len(end) >= _SHORTEST and word.endswith(end)
    )


def possessed(word: str) -> bool:
    """Is the run's last word a possessive ("Yabel Koko's place")? A person's things are
    theirs; "Occam's razor" is told apart as an eponym later."""
    return word.endswith(("'s", "’s"))
