"""Builds ``countries.txt.gz``: country names in the languages ARES reads.

    .venv/bin/python trust/data/names/build_countries.py   # Debian's iso-codes installed

"en España", "in Italia", "w Polsce": a country's own name, or its name in another
language, is many a surname too ("España", "Italia"), so after a weak cue it read as a
person. The names come from Debian's ``iso-codes`` (ISO 3166-1 with translations,
LGPL-2.1): English and de/fr/es/it/pl/nl/pt. ``names.gazetteer`` counts them as
ambiguous, like the English names of places the gazetteer already had. Not imported at
run time; the output is a derived word list, like the others here.
"""

from __future__ import annotations

import gettext
import gzip
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
CODES = Path("/usr/share/iso-codes/json/iso_3166-1.json")
LOCALE = Path("/usr/share/locale")
LANGUAGES = ("de", "fr", "es", "it", "pl", "nl", "pt", "pt_BR")


def country_names() -> set[str]:
    countries = json.loads(CODES.read_text("utf-8"))["3166-1"]
    english = {c[key] for c in countries for key in ("name", "common_name") if key in c}
    names = set(english)
    for language in LANGUAGES:
        catalogue = LOCALE / language / "LC_MESSAGES" / "iso_3166-1.mo"
        with catalogue.open("rb") as handle:
            translations = gettext.GNUTranslations(handle)
        names |= {translations.gettext(name) for name in english}
    return names


def main() -> None:
    names = sorted(country_names())
    (HERE / "countries.txt.gz").write_bytes(gzip.compress("\n".join(names).encode(), mtime=0))
    print(f"{len(names)} country names")


if __name__ == "__main__":
    main()
