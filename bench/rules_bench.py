"""How long the Trust Engine's rule tables take to compile, as written and with their
letter runs unbounded (``trust/detectors/letter_runs.py``), side by side in one run; and
what the address rules cost with Unicode's letter classes as written and narrowed to
their alphabets (``trust/detectors/letter_classes.py``): program size, compile time, and
the resident memory a fresh process gains building them and then scanning messages.

RE2 compiles with the interpreter held, so at start the window's thread waits on each
pattern in turn: the sum is how long the rules keep the first message waiting, and the
longest single pattern is the longest the window freezes for them.

Run: ``.venv/bin/python bench/rules_bench.py [--rounds 3]`` (the best of the rounds).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import re2

from trust.detectors import base
from trust.detectors.letter_classes import narrowed_rules
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


def address_tables() -> dict[str, list[base.Rule]]:
    from trust.detectors.addresses import RULES

    return {"as written": list(RULES), "narrowed": narrowed_rules(RULES)}


def _rss_mb() -> float:
    with open("/proc/self/status") as status:
        line = next(row for row in status if row.startswith("VmRSS"))
    return int(line.split()[1]) / 1024


def memory_child(label: str) -> None:
    """In a fresh process: RSS gained building the address rules, then scanning."""
    from tests.trust.pii_generators import ordinary, sample

    rng = random.Random(3)
    texts = [sample("address", "de_DE", rng)[0] for _ in range(300)]
    texts += [ordinary(rng) for _ in range(300)]
    rules = address_tables()[label]
    before = _rss_mb()
    detector = base.RuleDetector("addresses", rules)
    built = _rss_mb()
    found = sum(len(detector.detect(text)) for text in texts * 3)
    print(json.dumps({"build": built - before, "scan": _rss_mb() - built, "found": found}))


def address_classes(rounds: int) -> None:
    tables = address_tables()
    rows: dict[str, dict[str, float]] = {}
    for label, rules in tables.items():
        patterns = [base._pattern(rule).decode("utf-8") for rule in rules]
        options = re2.Options()
        options.max_mem = 64 << 20
        compiled = [re2.compile(p.encode("utf-8"), options) for p in patterns]
        size = sum(c.programsize + c.reverseprogramsize for c in compiled)
        seconds = min(sum(compile_times(patterns)) for _ in range(rounds))
        child = subprocess.run(
            [sys.executable, __file__, "--memory-child", label],
            capture_output=True,
            text=True,
            check=True,
        )
        rows[label] = {"size": size, "ms": seconds * 1000, **json.loads(child.stdout)}
    print(f"address rules ({len(tables['as written'])}), letter classes:")
    for label, row in rows.items():
        print(
            f"{label}: {row['size']:,.0f} instructions, compiled in {row['ms']:.0f} ms, "
            f"+{row['build']:.1f} MB built, +{row['scan']:.1f} MB after 1,800 messages "
            f"({row['found']:.0f} findings)"
        )
    wide, narrow = rows["as written"], rows["narrowed"]
    print(
        f"narrowed/as written: size {narrow['size'] / wide['size']:.2f}, "
        f"built memory {narrow['build'] / wide['build']:.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--memory-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_child:
        memory_child(args.memory_child)
        return
    address_classes(args.rounds)
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
