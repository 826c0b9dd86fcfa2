"""The gazetteer of names: given names, surnames, and those that are also words or
places; countries and German nouns beside them (``trust/data/names``), read once."""

from __future__ import annotations

import gzip
from collections.abc import Container, Iterator
from functools import lru_cache, partial
from importlib import resources

from trust.detectors.name_terms import (
    PRODUCT_NAMES,
)
from trust.wordlist import WordList


class Gazetteer:
    """Given names, surnames, and those of them that are also words or places."""

    def __init__(
        self,
        given: Container[str],
        surnames: Container[str],
        ambiguous: frozenset[str],
        places: frozenset[str] = frozenset(),
    ) -> None:
        self.given, self.surnames, self.ambiguous = given, surnames, ambiguous
        self.places = places  # ambiguous only as places: a verb of people decides
        # a text repeats its words: each is looked up (with its inflections) once
        self.is_given = lru_cache(maxsize=1 << 16)(partial(_any_part, table=given))
        self.is_surname = lru_cache(maxsize=1 << 16)(partial(_any_part, table=surnames))


def clear_known(table: Gazetteer, word: str) -> bool:
    return word not in table.ambiguous and (table.is_given(word) or table.is_surname(word))


def listed(table: Gazetteer, word: str) -> bool:
    return table.is_given(word) or table.is_surname(word) or word in table.ambiguous


def clear_given(table: Gazetteer, word: str) -> bool:
    return word not in table.ambiguous and table.is_given(word)


def _any_part(word: str, table: Container[str]) -> bool:
    """In the table, inflected or not; a hyphenated word when each part is a name
    ("Anna-Lena", "Garcia-Lopez"; not "Berg-Test", "Docker-Image")."""
    parts = [p for p in word.split("-") if len(p) > 1]  # "Klaus-D.": the initial aside
    if word in table or ("-" in word and parts and all(p in table for p in parts)):
        return True
    return any(stem in table for stem in _uninflected(word))


# Polish (and other Slavic) case endings: "z Kasią" → Kasia, "z Piotrem" → Piotr.
_ENDINGS = (("ą", "a"), ("ę", "a"), ("y", "a"), ("i", "a"), ("ie", "a"), ("em", ""),
            ("owi", ""), ("a", ""), ("u", ""), ("ego", "y"), ("iej", "a"), ("ej", "a"))  # fmt: skip


def _uninflected(word: str) -> Iterator[str]:
    if len(word) > 3:
        yield from (word[: -len(end)] + base for end, base in _ENDINGS if word.endswith(end))


@lru_cache(maxsize=1)
def gazetteer() -> Gazetteer:
    folder = resources.files("trust") / "data" / "names"

    def load(name: str) -> frozenset[str]:
        data = gzip.decompress((folder / f"{name}.txt.gz").read_bytes())
        return frozenset(data.decode("utf-8").split("\n")) - {""}

    # The two big lists (112,000 names) are asked only "is this one in?": held as one
    # string each (``trust/wordlist.py``) they cost 2 MB instead of 11 MB as sets.
    surnames = WordList.from_resource("data", "names", "surnames.txt.gz")
    beliefs = frozenset(word for word in _belief_words() if word not in surnames)
    ambiguous = load("ambiguous") | beliefs | PRODUCT_NAMES
    ambiguous |= countries()  # "en España", "in Italia": a country, not a surname
    given = WordList.from_resource("data", "names", "given.txt.gz")
    return Gazetteer(given, surnames, ambiguous, load("places"))


def _belief_words() -> frozenset[str]:
    """Faiths, origins, parties and orientations that are given names somewhere too
    ("Sunni", "Shia", "Roma"): as words they need a strong cue to be a name."""
    from trust.detectors.special_terms import CATEGORIES  # its module imports this one

    kinds = ("RELIGION", "ETHNICITY", "POLITICS", "SEXUAL_ORIENTATION")
    return frozenset(
        term.capitalize()
        for kind in kinds
        for term in CATEGORIES[kind]
        if term.isalpha() and len(term) > 2
    )


@lru_cache(maxsize=1)
def countries() -> frozenset[str]:
    """Country names in the languages ARES reads (``build_countries.py``)."""
    return frozenset(_lines("countries"))


@lru_cache(maxsize=1)
def german_nouns() -> frozenset[str]:
    """Gazetteer names that are also German nouns (``build_nouns.py``)."""
    return frozenset(_lines("nouns"))


@lru_cache(maxsize=1)
def dictionary_names() -> frozenset[str]:
    """Gazetteer names that are also dictionary words ("rose", "mark"), lower-cased."""
    return frozenset(line.lower() for line in _lines("words"))


@lru_cache(maxsize=1)
def japanese_names() -> tuple[frozenset[str], frozenset[str]]:
    """Kanji family names and given names people carry in Japan (``build_japanese.py``)."""
    rows = [line.split("\t") for line in _lines("japanese")]
    family = frozenset(name for kind, name in rows if kind == "S")
    return family, frozenset(name for kind, name in rows if kind == "G")


def _lines(name: str) -> list[str]:
    """The non-empty lines of ``trust/data/names/NAME.txt.gz``."""
    data = (resources.files("trust") / "data" / "names" / f"{name}.txt.gz").read_bytes()
    return [line for line in gzip.decompress(data).decode("utf-8").split("\n") if line]
