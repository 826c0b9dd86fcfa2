"""Scores the Trust Engine on a probe set written by hand to find kinds of misses.

``python -m tests.trust.probe.score [--json] [--show-misses]``

Unlike the frozen held-out sets in ``tests/trust/eval``, a probe set is read while fixing
rules: it says which *kinds* of value slip through, not how well the engine generalises.
Each line is ``{"text", "values": [{"value", "kind"}], "lang"}``; an empty ``values`` is an
ordinary message that must reach the cloud worker byte-identical. Scoring reuses the
eval scorer, so "leaking" means the same: the value appears in the payload ``ares preview
--worker cloud --consent deny`` builds.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pydantic import BaseModel

from tests.trust.eval.score import Item, Withhold, render, score
from trust import Sensitivity

DATA = Path(__file__).with_name("messages_3.jsonl")


class Value(BaseModel):
    value: str
    kind: str


class Probe(BaseModel):
    text: str
    values: list[Value]
    lang: str


def _floor(kind: str) -> Sensitivity:
    # A secret must be found as a secret; any identifier at least as personal data.
    return Sensitivity.SECRET if kind == "secret" else Sensitivity.PERSONAL


def load(path: Path = DATA) -> list[Item]:
    with path.open(encoding="utf-8") as stream:
        probes = [Probe.model_validate_json(line) for line in stream if line.strip()]
    return [
        Item(
            id=f"p{number}",
            lang=probe.lang,
            format="chat",
            text=probe.text,
            must_withhold=[
                Withhold(value=v.value, kind=v.kind, min_class=_floor(v.kind)) for v in probe.values
            ],
        )
        for number, probe in enumerate(probes, 1)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tests.trust.probe.score", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--show-misses", action="store_true", help="print missed values too")
    parser.add_argument("--path", type=Path, default=DATA, help="probe set to score")
    args = parser.parse_args(argv)
    figures = score(load(args.path), show=args.show_misses)
    if args.json:
        sys.stdout.write(
            json.dumps(figures.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n"
        )
    else:
        sys.stdout.write("\n".join(render(figures)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
