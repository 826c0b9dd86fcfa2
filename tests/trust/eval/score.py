"""Scores the Trust Engine on the frozen held-out set, printing aggregate figures only.

``python -m tests.trust.eval.score [--set 1|2] [--json] [--show-misses]``

Two measures: engine recall (the findings of ``TrustEngine().classify`` cover each value
at or above its class) and leaks through the real pipeline (the payload ``ares preview
--worker cloud --consent deny`` builds for an external worker, see ``payloads``). Values
are printed only with ``--show-misses``; tuners must not read ``messages.jsonl``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, computed_field

from tests.trust.eval.payloads import Sent, leaked, locate, payloads
from trust import Classification, Sensitivity, TrustEngine

DATA = Path(__file__).with_name("messages.jsonl")
# Each set is frozen on its own, so figures on an older set stay comparable.
SETS = {"1": DATA, "2": DATA.with_name("messages_2.jsonl")}


class Withhold(BaseModel):
    value: str
    kind: str
    min_class: Sensitivity


class Item(BaseModel):
    id: str
    lang: str
    format: str
    text: str
    must_withhold: list[Withhold]
    note: str = ""


class Rate(BaseModel):
    hit: int = 0
    total: int = 0

    @computed_field  # type: ignore[prop-decorator]
    @property
    def rate(self) -> float:
        return self.hit / self.total if self.total else 0.0

    def add(self, hit: bool) -> None:
        self.hit += int(hit)
        self.total += 1

    def show(self) -> str:
        return f"{self.hit}/{self.total} = {self.rate:.3f}"


class Figures(BaseModel):
    recall: dict[str, Rate] = {}  # per kind; "all" too
    leaking: dict[str, Rate] = {}  # messages with values leaking >= 1, per kind/lang; "all"
    over_redacted: Rate = Rate()  # ordinary messages whose payload text differs
    false_positive: Rate = Rate()  # ordinary messages with any finding above public
    false_secret: Rate = Rate()  # ordinary messages with a secret finding
    misses: list[str] = []  # only filled with --show-misses


def load(path: Path = DATA) -> list[Item]:
    with path.open(encoding="utf-8") as stream:
        return [Item.model_validate_json(line) for line in stream if line.strip()]


def covered(verdict: Classification, text: str, want: Withhold) -> bool:
    """True when findings at or above ``min_class`` together cover every character of
    every occurrence of the value."""
    chars = {i for start in locate(want.value, text) for i in range(start, start + len(want.value))}
    for f in verdict.findings:
        if f.sensitivity >= want.min_class:
            chars -= set(range(f.start, f.end))
    return bool(locate(want.value, text)) and not chars


def _tally(figures: Figures, key: str, hit: bool) -> None:
    figures.recall.setdefault(key, Rate()).add(hit)


def score_engine(items: Iterable[Item], figures: Figures, show: bool) -> None:
    engine = TrustEngine()
    for item in items:
        verdict = engine.classify(item.text)
        if not item.must_withhold:
            secret = any(f.sensitivity is Sensitivity.SECRET for f in verdict.findings)
            figures.false_positive.add(bool(verdict.findings))
            figures.false_secret.add(secret)
            continue
        for want in item.must_withhold:
            hit = covered(verdict, item.text, want)
            _tally(figures, want.kind, hit)
            _tally(figures, "all", hit)
            if show and not hit:
                figures.misses.append(f"engine {item.id} {want.kind} {want.value!r}")


def score_pipeline(items: list[Item], sent: list[Sent], figures: Figures, show: bool) -> None:
    for item, out in zip(items, sent, strict=True):
        if not item.must_withhold:
            figures.over_redacted.add(out.user_text != item.text)
            if show and out.user_text != item.text:
                figures.misses.append(f"altered {item.id} {out.decision}: {out.user_text!r}")
            continue
        gone = [w for w in item.must_withhold if leaked(w.value, out.strings)]
        lost = {w.kind for w in gone}
        for key in ("all", f"lang:{item.lang}"):
            figures.leaking.setdefault(key, Rate()).add(bool(gone))
        for kind in {w.kind for w in item.must_withhold}:
            figures.leaking.setdefault(f"kind:{kind}", Rate()).add(kind in lost)
        if show:
            figures.misses += [f"leak {item.id} {w.kind} {w.value!r}" for w in gone]


def score(items: list[Item], show: bool = False) -> Figures:
    figures = Figures()
    score_engine(items, figures, show)
    sent = asyncio.run(payloads([item.text for item in items]))
    score_pipeline(items, sent, figures, show)
    return figures


def render(figures: Figures) -> list[str]:
    lines = [f"engine recall {kind}: {r.show()}" for kind, r in sorted(figures.recall.items())]
    lines += [
        f"messages leaking >=1 value, {key}: {r.hit} of {r.total}"
        for key, r in sorted(figures.leaking.items())
    ]
    lines += [
        f"secret recall: {figures.recall.get('secret', Rate()).show()}",
        f"ordinary messages altered on the way out: {figures.over_redacted.show()}",
        f"ordinary messages with any finding: {figures.false_positive.show()}",
        f"ordinary messages with a secret finding: {figures.false_secret.show()}",
    ]
    return lines + figures.misses


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tests.trust.eval.score", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--show-misses", action="store_true", help="print missed values too")
    parser.add_argument("--set", choices=sorted(SETS), default="1", help="which frozen set")
    args = parser.parse_args(argv)
    figures = score(load(SETS[args.set]), show=args.show_misses)
    if args.json:
        data = figures.model_dump(mode="json")
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write("\n".join(render(figures)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
