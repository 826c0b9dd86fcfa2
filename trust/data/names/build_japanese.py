"""Builds ``japanese.txt.gz``: Japanese family and given names in kanji.

    .venv/bin/python trust/data/names/build_japanese.py WHEEL_DIR   # names-dataset 3.3.1 unpacked

Japanese marks no name with a capital or a space, so a family name is told from a word
by being one people carry: the kanji family names and given names that rank within the
top 2,000 of Japan in names-dataset (the same source as the rest of the gazetteer).
Lines are ``S\\t佐藤`` (family) or ``G\\t美咲`` (given); a given name that is also a family
name in the data ("佐藤" appears as both) is kept as a family name only.
"""

from __future__ import annotations

import gzip
import pickle
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_KANJI = re.compile(r"^[\u4e00-\u9fff\u3005]{1,4}$")  # 々 repeats a kanji: 佐々木
_TOP = 2000


def _ranked(folder: Path, kind: str) -> set[str]:
    path = folder / "names_dataset" / "v3" / f"{kind}_names.pkl.gz"
    table = pickle.loads(
        gzip.decompress(path.read_bytes())
    )  # the names-dataset wheel: our build input
    return {
        name
        for name, entry in table.items()
        if _KANJI.match(name) and (entry.get("rank") or {}).get("JP", _TOP + 1) <= _TOP
    }


def main() -> None:
    folder = Path(sys.argv[1])
    family = _ranked(folder, "last")
    given = _ranked(folder, "first") - family
    lines = [f"S\t{n}" for n in sorted(family)] + [f"G\t{n}" for n in sorted(given)]
    (HERE / "japanese.txt.gz").write_bytes(gzip.compress("\n".join(lines).encode(), mtime=0))
    print(f"{len(family)} family names, {len(given)} given names")


if __name__ == "__main__":
    main()
