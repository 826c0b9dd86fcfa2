"""Trust Engine benchmark: throughput and latency, side by side with presidio and detect-secrets.

    .venv/bin/python bench/trust_bench.py [--quick] [--compare-python PATH]

Prints, for messages of about 1 KB and 10 KB of two kinds (``1KB``/``10KB``: dense
with the corpora's secrets and PII, the worst case; ``chat``: ordinary conversation
with about one sensitive line in twenty), MB/s and p50/p99 latency of
``TrustEngine.classify``; the same for
presidio-analyzer (its pattern recognizers on a blank spaCy pipeline: no model, no
download) and detect-secrets (its default plugins, line by line); the ratios; recall of
each on the corpora; and the time each needs for hostile inputs.

The comparison libraries are not ARES dependencies. They run in a separate virtual
environment, by default ``~/.cache/ares/bench-compare`` (outside the repository), made
with::

    python3 -m venv ~/.cache/ares/bench-compare
    ~/.cache/ares/bench-compare/bin/pip install presidio-analyzer detect-secrets

Without it the comparison is skipped and the bench says so. Times are CPU time of the
measuring process (``time.process_time``), so that other load on the machine between
one tool's run and the next does not skew the ratios. Nothing here touches the
network: tldextract (used by presidio's e-mail recognizer) is pointed at its bundled
suffix list.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from trust import Sensitivity, TrustEngine  # noqa: E402

CORPORA = ROOT / "tests" / "corpora"
DEFAULT_COMPARE = Path.home() / ".cache" / "ares" / "bench-compare" / "bin" / "python"
MB = 1_000_000
CHAT = [
    "Explain the CAP theorem like I'm five.",
    "Can you rewrite this email to my landlord so it sounds friendlier?",
    "def merge(a, b):\n    return sorted(a + b)\n",
    "My HIV test came back positive, what should I ask my doctor?",
    "Meeting moved to 14:30, room 4.12, bring the Q3 numbers.",
    "I live at 221B Baker Street, London NW1 6XE, parcel goes there.",
    "The invoice total is 1,234.56 EUR, pay to DE89 3704 0044 0532 0130 00.",
    "Call me on +44 20 7946 0958 after six.",
    "What is the time complexity of heapsort?",
]
# Ordinary conversation: most of what a companion classifies looks like this.
PROSE = [
    "Could you summarise the meeting notes and list the open questions for next week?",
    "I think the second approach is cleaner, but the first one is easier to test.",
    "What's the difference between a process and a thread, with an example in Python?",
    "Please rewrite this paragraph so it sounds less formal and a bit shorter.",
    "The build fails on CI with a timeout after 30 minutes, locally it takes five.",
    "Suggest three names for a small bakery that sells sourdough and cinnamon rolls.",
    "for item in items:\n    if item.price > 100:\n        expensive.append(item)",
    "SELECT name, count(*) FROM orders GROUP BY name HAVING count(*) > 3;",
    "How long should I boil an egg if I want the yolk slightly runny?",
    "Translate into German: the train leaves at nine and we will be late again.",
    "We moved the release to Thursday because the translations are not done yet.",
    "Explain like I'm twelve why the sky is blue and sunsets are red.",
    "Give me a packing list for three days of hiking in October, light as possible.",
    "The chart should use the same colours as last quarter, blue for revenue.",
    "Refactor this function to avoid the nested loops; the lists can be large.",
    "Is it better to learn Rust or Go first if I mostly write command line tools?",
    "Draft a polite reminder that the invoice from March is still unpaid.",
    "What are good questions to ask at the end of a job interview?",
    "The documentation says version 2.4 deprecated the old flag, use --quiet instead.",
    "My plants keep getting yellow leaves; I water them twice a week.",
]
# presidio entity -> our kinds, for the labels both claim
PII_KINDS = {
    "EMAIL_ADDRESS": ["EMAIL"],
    "PHONE_NUMBER": ["PHONE"],
    "CREDIT_CARD": ["CREDIT_CARD"],
    "IBAN_CODE": ["IBAN"],
    "MAC_ADDRESS": ["MAC_ADDRESS"],
}
ADVERSARIAL = {
    "a x 1 MB": "a" * MB,
    "a@ x 1 MB": "a@" * (MB // 2),
    "digits x 1 MB": "7" * MB,
    "= x 1 MB": "=" * MB,
    "token= x 1 MB": "token=" * (MB // 6),
    "1. x 1 MB": "1." * (MB // 2),
    # dense, not degenerate: a credential on every line, an intro every 17 characters
    ".env lines x 1 MB": "".join(f"DB_PASSWORD_{i}=s3cr{i}Xy\n" for i in range(60_000))[:MB],
    "'my password is x ' x 1 MB": ("my password is x " * (MB // 17 + 1))[:MB],
}


def load(name: str) -> list[dict[str, Any]]:
    with (CORPORA / name).open(encoding="utf-8") as stream:
        return [json.loads(line) for line in stream if line.strip()]


def build_messages(pieces: list[str], size: int, count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    messages = []
    for _ in range(count):
        parts: list[str] = []
        length = 0
        while length < size:
            piece = rng.choice(pieces)
            parts.append(piece)
            length += len(piece) + 1
        messages.append("\n".join(parts)[:size])
    return messages


def timed(func: Callable[[str], Any], texts: list[str]) -> dict[str, float]:
    latencies = []
    for text in texts:
        started = time.process_time()
        func(text)
        latencies.append(time.process_time() - started)
    total_bytes = sum(len(t.encode("utf-8")) for t in texts)
    ordered = sorted(latencies)
    return {
        "mb_per_s": total_bytes / MB / sum(latencies),
        "p50_ms": statistics.median(ordered) * 1000,
        "p99_ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000,
    }


def our_figures(workload: dict[str, Any]) -> dict[str, Any]:
    # no result cache: every message is classified from scratch, as the others do
    engine = TrustEngine(cache_size=0)
    for text in workload["sizes"]["1KB"][:20]:  # warm-up: compiled tables, imports
        engine.classify(text)
    figures: dict[str, Any] = {"sizes": {}}
    for name, texts in workload["sizes"].items():
        figures["sizes"][name] = timed(engine.classify, texts)
    secrets = workload["secrets"]
    figures["secret_recall"] = sum(
        engine.classify(t).sensitivity is Sensitivity.SECRET for t in secrets
    ) / len(secrets)
    hit = total = 0
    for text, label, count in workload["pii"]:
        kinds = set(PII_KINDS[label])
        total += count
        hit += min(count, sum(f.kind in kinds for f in engine.classify(text).findings))
    figures["pii_recall"] = hit / total
    figures["adversarial_s"] = {}
    for name, text in ADVERSARIAL.items():
        started = time.process_time()
        engine.classify(text)
        figures["adversarial_s"][name] = time.process_time() - started
    return figures


COMPARE_SCRIPT = r"""
import json, sys, time, statistics, logging
logging.disable(logging.CRITICAL)
import spacy
from presidio_analyzer import AnalyzerEngine
from presidio_analyzer.nlp_engine import SpacyNlpEngine
from detect_secrets.core.scan import scan_line
from detect_secrets.settings import default_settings

class BlankSpacy(SpacyNlpEngine):
    def load(self):
        self.nlp = {"en": spacy.blank("en")}

work = json.load(open(sys.argv[1]))
phase = sys.argv[2]
nlp = BlankSpacy(models=[{"lang_code": "en", "model_name": "blank"}])
nlp.load()
analyzer = AnalyzerEngine(nlp_engine=nlp, supported_languages=["en"])

def presidio(text):
    return analyzer.analyze(text, language="en")

def secrets(text):
    found = []
    for line in text.splitlines():
        found.extend(scan_line(line))
    return found

def timed(func, texts):
    lat = []
    for t in texts:
        s = time.process_time(); func(t); lat.append(time.process_time() - s)
    o = sorted(lat)
    return {"mb_per_s": sum(len(t.encode()) for t in texts) / 1e6 / sum(lat),
            "p50_ms": statistics.median(o) * 1000,
            "p99_ms": o[min(len(o) - 1, int(len(o) * 0.99))] * 1000}

tools = {"presidio": presidio, "detect_secrets": secrets}
with default_settings():
    if phase == "sizes":
        out = {tool: {} for tool in tools}
        for tool, func in tools.items():
            func(work["sizes"]["1KB"][0])
            for name, texts in work["sizes"].items():
                out[tool][name] = timed(func, texts)
    elif phase == "recall":
        flagged = sum(bool(secrets(t)) for t in work["secrets"])
        hit = total = 0
        for text, label, count in work["pii"]:
            total += count
            found = [r for r in presidio(text) if r.entity_type == label and r.score >= 0.3]
            hit += min(count, len(found))
        out = {"detect_secrets": flagged / len(work["secrets"]), "presidio": hit / total}
    else:
        tool, name = phase.split(":", 1)
        text = work["adversarial"][name][: work["adversarial_sample"]]
        s = time.process_time(); tools[tool](text)
        out = (time.process_time() - s) * 1e6 / len(text)
print(json.dumps(out))
"""


class Comparison:
    """presidio-analyzer and detect-secrets, run phase by phase in their own venv.

    Each phase is a separate process with a time limit, so a pattern of theirs that
    backtracks on a hostile input is reported as a time-out instead of hanging the run.
    """

    def __init__(self, python: Path, workload: dict[str, Any], sample: int) -> None:
        self.python = python
        self.sample = sample
        payload = dict(workload, adversarial=ADVERSARIAL, adversarial_sample=sample)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
            json.dump(payload, handle)
        self.path = handle.name

    def run(self, phase: str, timeout: float) -> Any:
        env = dict(os.environ, TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS="")
        try:
            done = subprocess.run(
                [str(self.python), "-c", COMPARE_SCRIPT, self.path, phase],
                capture_output=True,
                text=True,
                env=env,
                check=False,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            return None
        if done.returncode != 0:
            print(f"comparison phase {phase} failed: {done.stderr.strip().splitlines()[-1:]}")
            return None
        return json.loads(done.stdout.strip().splitlines()[-1])

    def close(self) -> None:
        os.unlink(self.path)


def compare_figures(python: Path, workload: dict[str, Any], sample: int) -> dict[str, Any] | None:
    if not python.exists():
        print(f"comparison skipped: no {python} (see the module docstring to create it)")
        return None
    comparison = Comparison(python, workload, sample)
    try:
        sizes = comparison.run("sizes", timeout=1800)
        recall = comparison.run("recall", timeout=900)
        if sizes is None or recall is None:
            return None
        out: dict[str, Any] = {}
        for tool in ("presidio", "detect_secrets"):
            out[tool] = {"sizes": sizes[tool], "adversarial_s": {}}
            for name in ADVERSARIAL:
                out[tool]["adversarial_s"][name] = comparison.run(f"{tool}:{name}", timeout=60)
        out["presidio"]["pii_recall"] = recall["presidio"]
        out["detect_secrets"]["secret_recall"] = recall["detect_secrets"]
        return out
    finally:
        comparison.close()


def print_report(ours: dict[str, Any], other: dict[str, Any] | None, sample: int) -> None:
    tools = {"ARES": ours, **(other or {})}
    print("\nclassify latency and throughput")
    print(f"{'size':<6} {'tool':<15} {'MB/s':>9} {'p50 ms':>9} {'p99 ms':>9} {'ARES x':>8}")
    for size in ours["sizes"]:
        for tool, figures in tools.items():
            row = figures["sizes"][size]
            ratio = ours["sizes"][size]["mb_per_s"] / row["mb_per_s"]
            print(
                f"{size:<6} {tool:<15} {row['mb_per_s']:>9.2f} {row['p50_ms']:>9.2f} "
                f"{row['p99_ms']:>9.2f} {ratio:>7.1f}x"
            )
    print("\nrecall on the corpora")
    print(f"  secrets (gitleaks positives): ARES {ours['secret_recall']:.3f}", end="")
    if other:
        print(f"   detect-secrets {other['detect_secrets']['secret_recall']:.3f}", end="")
    print(f"\n  PII ({', '.join(PII_KINDS)}): ARES {ours['pii_recall']:.3f}", end="")
    if other:
        print(f"   presidio {other['presidio']['pii_recall']:.3f}", end="")
    print("\n\nhostile inputs, seconds per MB", end="")
    print(f" (others measured on the first {sample // 1000} KB and scaled)" if other else "")
    for name in ADVERSARIAL:
        cells = [
            f"{tool} {_seconds(figures['adversarial_s'][name])}" for tool, figures in tools.items()
        ]
        print(f"  {name:<16} " + "   ".join(cells))


def _seconds(value: float | None) -> str:
    return "timed out (> 60 s for the sample)" if value is None else f"{value:.3f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer messages")
    parser.add_argument("--compare-python", type=Path, default=DEFAULT_COMPARE)
    args = parser.parse_args()
    secrets = [r["text"] for r in load("secrets_pos.jsonl")]
    pii_rows = [r for r in load("pii.jsonl") if r["expect"] and r["label"] in PII_KINDS]
    pieces = secrets + [r["text"] for r in load("pii.jsonl")] + CHAT * 40
    chat = PROSE * 19 + pieces[:: max(1, len(pieces) // 20)]  # about 5 % sensitive lines
    scale = 1 if args.quick else 4
    workload = {
        "sizes": {
            "1KB": build_messages(pieces, 1_000, 100 * scale, seed=1),
            "10KB": build_messages(pieces, 10_000, 20 * scale, seed=2),
            "chat 1KB": build_messages(chat, 1_000, 100 * scale, seed=3),
            "chat 10KB": build_messages(chat, 10_000, 20 * scale, seed=4),
        },
        "secrets": secrets,
        "pii": [[r["text"], r["label"], max(1, int(r.get("count") or 1))] for r in pii_rows],
    }
    sample = 100_000
    ours = our_figures(workload)
    other = compare_figures(args.compare_python, workload, sample)
    print_report(ours, other, sample)
    return 0


if __name__ == "__main__":
    sys.exit(main())
