"""How long the Trust Engine's rule tables take to compile, as written and with their
letter runs unbounded (``trust/detectors/letter_runs.py``), side by side in one run; and
what the address rules cost with Unicode's letter classes as written and narrowed to
their alphabets (``trust/detectors/letter_classes.py``): program size, compile time, and
the resident memory a fresh process gains building them and then scanning messages;
and the same for the whole engine (``TrustEngine.prepare``).

RE2 compiles with the interpreter held, so at start the window's thread waits on each
pattern in turn: the sum is how long the rules keep the first message waiting, and the
longest single pattern is the longest the window freezes for them.

Run: ``.venv/bin/python bench/rules_bench.py [--rounds 3]`` (the best of the rounds).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import re2

from trust.detectors import base
from trust.detectors.letter_classes import narrowed
from trust.detectors.letter_runs import unbounded_letter_runs


def rule_tables() -> list[base.Rule]:
    """Every rule the default registry compiles, gathered as its detectors are built."""
    rules: list[base.Rule] = []
    built = base.RuleDetector.__init__

    def gather(
        self: base.RuleDetector,
        name: str,
        table: list[base.Rule],
        alphabet: base.Rewrite | None = None,
        **options: bool,
    ) -> None:
        rules.extend(table)
        built(self, name, table, alphabet, **options)

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


ALPHABETS: dict[str, base.Rewrite | None] = {"as written": None, "narrowed": narrowed}


def _rss_mb() -> float:
    with open("/proc/self/status") as status:
        line = next(row for row in status if row.startswith("VmRSS"))
    return int(line.split()[1]) / 1024


def _messages() -> tuple[list[str], Callable[[int], int]]:
    """600 messages (addresses and ordinary ones), and glibc's malloc_trim, called once."""
    from tests.trust.pii_generators import ordinary, sample

    rng = random.Random(3)
    texts = [sample("address", "de_DE", rng)[0] for _ in range(300)]
    texts += [ordinary(rng) for _ in range(300)]
    trim: Callable[[int], int] = ctypes.CDLL("libc.so.6").malloc_trim
    trim(0)
    return texts, trim


def memory_child(label: str) -> None:
    """In a fresh process, the address detector's rules built with one alphabet: how
    long building and the first scan take, and the resident memory they add (after the
    build, once glibc has given back what it freed, and after 1,800 messages)."""
    from trust.detectors.addresses import RULES

    texts, trim = _messages()
    before, began = _rss_mb(), time.perf_counter()
    detector = base.RuleDetector("addresses", RULES, alphabet=ALPHABETS[label])
    built, build_s = _rss_mb(), time.perf_counter() - began
    trim(0)
    trimmed, began = _rss_mb(), time.perf_counter()
    detector.detect(texts[0])
    first_s = time.perf_counter() - began
    found = sum(len(detector.detect(text)) for text in texts * 3)
    figures = {"build_ms": build_s * 1000, "first_ms": first_s * 1000, "built": built - before}
    figures |= {"trimmed": trimmed - before, "scanned": _rss_mb() - before, "found": found}
    print(json.dumps(figures))


def engine_child() -> None:
    """In a fresh process, the whole engine: how long importing and ``prepare()`` take,
    the first scan, and the resident memory added by preparing and by 1,800 messages."""
    texts, trim = _messages()
    before, began = _rss_mb(), time.perf_counter()
    from trust import TrustEngine

    engine = TrustEngine(cache_size=0)
    engine.prepare()
    prepare_s = time.perf_counter() - began
    trim(0)
    prepared, began = _rss_mb(), time.perf_counter()
    engine.classify(texts[0])
    first_s = time.perf_counter() - began
    for text in texts * 3:
        engine.classify(text)
    figures = {"prepare_ms": prepare_s * 1000, "first_ms": first_s * 1000}
    figures |= {"prepared": prepared - before, "scanned": _rss_mb() - before}
    print(json.dumps(figures))


def engine_memory(rounds: int) -> None:
    runs = [_child("engine") for _ in range(rounds)]
    best = {key: min(run[key] for run in runs) for key in runs[0]}
    print(
        f"engine (best of {rounds} fresh processes): import and prepare {best['prepare_ms']:.0f}"
        f" ms (+{best['prepared']:.1f} MB), first scan {best['first_ms']:.0f} ms, "
        f"+{best['scanned']:.1f} MB after 1,800 messages"
    )


def address_classes(rounds: int) -> None:
    from trust.detectors.addresses import RULES

    rows: dict[str, dict[str, float]] = {}
    for label, alphabet in ALPHABETS.items():
        compiled = [base._compile(rule, alphabet) for rule in RULES]
        runs = [_child(label) for _ in range(rounds)]
        best = {key: min(run[key] for run in runs) for key in runs[0]}
        rows[label] = {"size": sum(c.programsize + c.reverseprogramsize for c in compiled), **best}
    print(f"address rules ({len(RULES)}), letter classes (best of {rounds} fresh processes):")
    for label, row in rows.items():
        print(
            f"{label}: {row['size']:,.0f} instructions; built in {row['build_ms']:.0f} ms "
            f"(+{row['built']:.1f} MB, +{row['trimmed']:.1f} MB trimmed), first scan "
            f"{row['first_ms']:.0f} ms, +{row['scanned']:.1f} MB after 1,800 messages "
            f"({row['found']:.0f} findings)"
        )
    wide, narrow = rows["as written"], rows["narrowed"]
    ratios = {key: narrow[key] / wide[key] for key in ("size", "build_ms", "first_ms", "scanned")}
    print("narrowed/as written: " + ", ".join(f"{k} {v:.2f}" for k, v in ratios.items()))


def _child(label: str) -> dict[str, float]:
    child = subprocess.run(
        [sys.executable, __file__, "--memory-child", label],
        capture_output=True,
        text=True,
        check=True,
    )
    figures: dict[str, float] = json.loads(child.stdout)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--memory-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_child == "engine":
        engine_child()
        return
    if args.memory_child:
        memory_child(args.memory_child)
        return
    engine_memory(args.rounds)
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
