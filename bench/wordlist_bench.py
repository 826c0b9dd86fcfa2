"""The detectors' word lists held as ``trust.wordlist.WordList`` against a ``frozenset``
of their words (what they were before), side by side: memory, load time and the time
of one question, each list measured in a fresh child process for both.

Run: ``.venv/bin/python bench/wordlist_bench.py [--lookups 40000]``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import gzip, json, sys, time
sys.path.insert(0, {root!r})
from trust.wordlist import WordList

def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024

data = gzip.decompress(open({path!r}, "rb").read())  # what from_resource hands over
text = data.decode("utf-8")
words = text.split("\\n")
probes = [w for w in words[:: max(1, len(words) // {n})]][: {n} // 2]
probes += ["q" + w for w in probes]  # as many that are no word
del words
before = rss()
began = time.perf_counter()
table = frozenset(text.split("\\n")) if {kind!r} == "frozenset" else WordList(data)
loaded = time.perf_counter() - began
grown = rss() - before
began = time.perf_counter()
found = sum(p in table for p in probes)
asked = (time.perf_counter() - began) / len(probes)
print(json.dumps({{"mb": grown, "load": loaded, "ask": asked, "found": found}}))
"""


def measure(path: Path, kind: str, lookups: int) -> dict[str, float]:
    script = CHILD.format(root=str(ROOT), path=str(path), kind=kind, n=lookups)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lookups", type=int, default=40_000)
    args = parser.parse_args()
    lists = [ROOT / "trust/data/names/ordinary.txt.gz", ROOT / "trust/data/words/common.txt.gz"]
    for path in (p for p in lists if p.exists()):
        old, new = (measure(path, kind, args.lookups) for kind in ("frozenset", "wordlist"))
        assert old["found"] == new["found"], "the two answer differently"
        print(
            f"{path.relative_to(ROOT)}: memory {old['mb']:.1f} → {new['mb']:.1f} MB "
            f"(wordlist/frozenset = {new['mb'] / old['mb']:.2f}); "
            f"load {old['load'] * 1000:.0f} → {new['load'] * 1000:.0f} ms; "
            f"one question {old['ask'] * 1e6:.2f} → {new['ask'] * 1e6:.2f} µs"
        )


if __name__ == "__main__":
    main()
