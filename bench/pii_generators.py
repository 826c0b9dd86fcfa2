"""Recall of personal data on Faker-generated messages, by locale and kind.

    .venv/bin/python bench/pii_generators.py [--per-cell 100] [--seed 7]

For each kind (names with strong context, names after a verb of people, invented names
in no list, addresses, phones, identity numbers named by context) and locale, the share
of messages whose external payload holds none of the generated values; the overlap of
Faker's name lists with the engine's gazetteer (a different source: the figure for
names *outside* it says what context alone does); and the over-redaction rate on the
ordinary messages (altered on the way out).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.trust import pii_generators as g  # noqa: E402
from trust.detectors.name_gazetteer import gazetteer  # noqa: E402

KINDS = ("name", "name-weak", "invented-name", "invented-name-weak", "address", "phone", "id")


def recall(kind: str, locale: str, count: int, rng: random.Random) -> float:
    caught = 0
    for _ in range(count):
        text, values = g.sample(kind, locale, rng)
        caught += not g.leaked(text, values)
    return caught / count


def overlap(locale: str) -> tuple[float, float]:
    """Shares of Faker's given names and surnames of the locale in the gazetteer."""
    provider = g.faker(locale)
    table = gazetteer()
    firsts = set(getattr(provider, "first_names", ()) or ())
    lasts = set(getattr(provider, "last_names", ()) or ())
    if not firsts:
        firsts = {provider.first_name() for _ in range(300)}
    if not lasts:
        lasts = {provider.last_name() for _ in range(300)}
    return (
        sum(n in table.given for n in firsts) / len(firsts),
        sum(n in table.surnames for n in lasts) / len(lasts),
    )


def outside_gazetteer(count: int, rng: random.Random) -> tuple[int, float]:
    """Recall on strong-context names none of whose words is in the gazetteer."""
    table = gazetteer()
    seen = caught = 0
    for _ in range(count * 40):
        locale = rng.choice(g.LOCALES)
        text, values = g.sample("name", locale, rng)
        if any(v in table.given or v in table.surnames for v in values):
            continue
        seen += 1
        caught += not g.leaked(text, values)
        if seen >= count:
            break
    return seen, caught / max(seen, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--per-cell", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"recall on generated messages ({args.per_cell} per cell)")
    print(f"{'kind':<20}" + "".join(f"{loc:>7}" for loc in g.LOCALES) + "    all")
    for kind in KINDS:
        locales = g.ADDRESS_LOCALES if kind == "address" else g.LOCALES
        figures = {loc: recall(kind, loc, args.per_cell, rng) for loc in locales}
        cells = "".join(
            f"{figures[loc]:>7.2f}" if loc in figures else f"{'-':>7}" for loc in g.LOCALES
        )
        print(f"{kind:<20}{cells}{sum(figures.values()) / len(figures):>7.3f}")
    print("\nFaker's names in the gazetteer (given, surname):")
    print(
        "  "
        + "  ".join(
            f"{loc} {a:.2f}/{b:.2f}" for loc, (a, b) in ((loc, overlap(loc)) for loc in g.LOCALES)
        )
    )
    seen, share = outside_gazetteer(args.per_cell * 2, rng)
    print(f"names none of whose words is in the gazetteer: {share:.3f} of {seen}")
    altered = [t for t in g.ORDINARY if g.payload(t) != t]
    share = len(altered) / len(g.ORDINARY)
    print(f"ordinary messages altered: {len(altered)} of {len(g.ORDINARY)} ({share:.1%})")
    for text in altered:
        print(f"  {text!r} -> {g.payload(text)!r}")


if __name__ == "__main__":
    main()
