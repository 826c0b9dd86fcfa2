"""How long the Trust Engine's rule tables take to compile, as written and with their
letter runs unbounded (``trust/detectors/letter_runs.py``), side by side in one run.

RE2 compiles with the interpreter held, so at start the window's thread waits on each
pattern in turn: the sum is how long the rules keep the first message waiting, and the
longest single pattern is the longest the window freezes for them.

Run: ``.venv/bin/python bench/rules_bench.py [--rounds 3]`` (the best of the rounds).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import re2

from trust.detectors import base
from trust.detectors.letter_runs import unbounded_letter_runs


def rule_tables() -> list[base.Rule]:
    """Every rule the default registry compiles, gathered as its detectors are built."""
    rules: list[base.Rule] = []
    built = base.RuleDetector.__init__

    def gather(self: base.RuleDetector, name: str, table: list[base.Rule]) -> None:
        rules.extend(table)
        built(self, name, table)

    base.RuleDetector.__init__ = gather  # type: ignore[method-assign]
    try:
        from trust.detectors.registry import default_registry

        default_registry.cache_clear()
        default_registry()
    finally:
        base.RuleDetector.__init__ = built  # type: ignore[method-assign]
    return rules


def compile_times(patterns: list[str]) -> list[float]:
    options = re2.Options()
    options.max_mem = 64 << 20
    times = []
    for pattern in patterns:
        re2.purge()  # the module caches compiled patterns: time a real compile each time
        began = time.perf_counter()
        re2.compile(pattern.encode("utf-8"), options)
        times.append(time.perf_counter() - began)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rules = rule_tables()
    written = [(f"(?{r.flags})" if r.flags else "") + r.pattern for r in rules]
    unbounded = [
        (f"(?{r.flags})" if r.flags else "") + unbounded_letter_runs(r.pattern) for r in rules
    ]
    changed = sum(a != b for a, b in zip(written, unbounded, strict=True))
    best: dict[str, list[float]] = {}
    for _ in range(args.rounds):  # alternating, so both see the same load
        for label, patterns in (("as written", written), ("letter runs unbounded", unbounded)):
            times = compile_times(patterns)
            if label not in best or sum(times) < sum(best[label]):
                best[label] = times
    print(f"{len(rules)} rules, {changed} with a bounded letter run rewritten")
    for label, times in best.items():
        print(
            f"{label}: all rules {sum(times) * 1000:.0f} ms, longest one {max(times) * 1000:.1f} ms"
        )
    before, after = (sum(best[k]) for k in ("as written", "letter runs unbounded"))
    print(f"unbounded/as written = {after / before:.2f}")


if __name__ == "__main__":
    main()
