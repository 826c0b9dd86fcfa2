"""How long an ``ares`` command takes to run, this checkout against another commit.

The suite runs the command line in many child processes, and scripts call it too, so
its start-up counts. Each command runs as ``python -m app …`` in a fresh home (memory
made once beforehand with a passphrase, as the suite's ``run_ares`` does), alternately
in this checkout and in REV (a temporary ``git worktree``, byte-compiled like this one),
so both see the same load. Printed per command: median wall time and median CPU time
(user + system: what the machine's load inflates least), and this/base.

Run: ``.venv/bin/python bench/cli_bench.py --base REV [--runs 8]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PASSPHRASE = "correct horse battery staple"
COMMANDS = (
    ("--help",),
    ("ledger", "--json"),
    ("memory", "conversations", "--json"),
    ("runs", "--json"),
    ("budget", "show", "--json"),
)


def run(root: Path, home: Path, args: tuple[str, ...]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one ``ares`` run from ``root``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARES_")}
    env.update(ARES_HOME=str(home), ARES_PASSPHRASE=PASSPHRASE, PYTHONPATH=str(root))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "app", *args], cwd=root, env=env, capture_output=True,
        text=True, timeout=120, check=False,
    )  # fmt: skip
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"ares {' '.join(args)} failed in {root}:\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, metavar="REV")
    parser.add_argument("--runs", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        other, home = Path(tmp) / "base", Path(tmp) / "home"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), args.base],
            check=True,
        )
        try:
            for root in (other, ROOT):
                folders = [str(root / name) for name in ("app", "trust", "memory", "workers")]
                subprocess.run([sys.executable, "-m", "compileall", "-q", *folders], check=True)
            run(ROOT, home, ("memory", "conversations", "--json"))  # makes the database
            for command in COMMANDS:
                figures: dict[str, list[tuple[float, float]]] = {"base": [], "this": []}
                for _ in range(args.runs):
                    for name, root in (("base", other), ("this", ROOT)):
                        figures[name].append(run(root, home, command))
                wall = {k: statistics.median(w for w, _ in v) for k, v in figures.items()}
                cpu = {k: statistics.median(c for _, c in v) for k, v in figures.items()}
                print(
                    f"ares {' '.join(command)[:40]}: wall {wall['base'] * 1000:.0f} → "
                    f"{wall['this'] * 1000:.0f} ms ({wall['this'] / wall['base']:.2f}); CPU "
                    f"{cpu['base'] * 1000:.0f} → {cpu['this'] * 1000:.0f} ms "
                    f"({cpu['this'] / cpu['base']:.2f})",
                    flush=True,
                )
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=True
            )


if __name__ == "__main__":
    main()
