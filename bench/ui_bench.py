"""The desktop shell's figures: time from process start to the window shown, idle
memory, and the longest event-loop stall while an answer streams fast into a long
conversation.

1. Start: a child process runs the real ``run_app`` (config pointing at a fake Ollama,
   memory opened with ARES_PASSPHRASE or the keyring); the parent times from spawning
   it to the child's "shown" line, printed once the window has been shown and the
   event loop has come back. The child reports the longest stall of the second after
   (a 4 ms timer's worst lateness, while the start's background work runs), idles five
   seconds in all (that work is done by then) and reports its RSS. Before 2 December
   the RSS was read after one second, while the rules could still be compiling.
2. Stall: in this process, a window opens a conversation of 500 stored messages and
   a turn streams N tokens at R tokens/s from the fake Ollama. A 4 ms Qt timer measures
   how late it fires; the worst lateness is the longest stall. Chunks are gathered per
   frame (16 ms) by the view, so the figure includes that batching's layout work.

Run: ``.venv/bin/python bench/ui_bench.py [--tokens 4000] [--rate 2000] [--runs 3]``;
``--keyring`` opens memory with the OS keyring instead of a passphrase (run it inside
``.ci/desktop-session``, which provides one). ``--base REV`` times the start of this
checkout against commit REV (a temporary ``git worktree``), alternating runs so both
share the machine's load, and prints the ratios.
With ``--base`` the conversation figures of both checkouts are measured too, each in a
child process running this bench on that checkout (``--root``).
Each start runs twice on the same home: the first start makes the database (and, with
a passphrase, finds no keyring to try); the later start opens it, as every day does.
Both checkouts are byte-compiled first: an installed ARES has its bytecode, and with
PYTHONDONTWRITEBYTECODE a fresh worktree would otherwise compile every module per run.
Targets (issues 7 and 16): window < 1 s, idle RSS < 150 MB, a 500-message conversation
shown in < 300 ms, no stall over 16 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# ``--root DIR`` (read before anything of ARES is imported): measure another checkout's
# window with this bench (``--base`` runs the conversation figures of both so).
if "--root" in sys.argv:
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.config import Settings  # noqa: E402
from app.controller.companion import Companion  # noqa: E402
from app.controller.consent import ConsentAnswer, FixedConsent  # noqa: E402
from app.ui.chat_window import MainWindow  # noqa: E402
from app.ui.event_loop import AresEventLoop  # noqa: E402
from memory import MemoryStore  # noqa: E402
from tests.fakes.ollama_server import FakeOllama  # noqa: E402
from tests.helpers import TEST_PASSPHRASE, ollama_config, write_config  # noqa: E402
from workers import WorkerSpec  # noqa: E402

CHILD = """
import os, signal, sys, time
sys.path.insert(0, {root!r})
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import app.ui.main as main
import app.ui.startup_window as startup

def rss_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024

first_show = startup.StartupWindow.show
def timed_show(self):
    first_show(self)
    QTimer.singleShot(0, lambda: print("first", time.time(), flush=True))
startup.StartupWindow.show = timed_show

class Shown(QObject):
    # The main window's first Show event, whatever loaded before it: a hook on the
    # shell's own functions would import the shell early and change what is measured.
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Show and type(obj).__name__ == "MainWindow":
            QApplication.instance().removeEventFilter(self)
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        print("shown", time.time(), flush=True)
        # The second after: how late a 4 ms timer fires while the start's background work
        # runs (the rules compiling, the worker check) is how frozen the window feels.
        self.last, self.worst = time.perf_counter(), 0.0
        self.meter = QTimer()
        self.meter.setInterval(4)
        self.meter.timeout.connect(self.tick)
        self.meter.start()
        QTimer.singleShot(1000, lambda: (self.meter.stop(), print("stall", self.worst, flush=True)))
        # Idle until the start's background work is long done (rules, word lists, the
        # worker check), then quit as a session's end does (the shell's signal handler).
        QTimer.singleShot(5000, lambda: (
            print("rss", rss_mb(), flush=True), os.kill(os.getpid(), signal.SIGTERM)
        ))
    def tick(self):
        now = time.perf_counter()
        self.worst = max(self.worst, now - self.last - 0.004)
        self.last = now

shown = Shown()
# The QApplication run_app takes (it uses the one there is), watched for the Show.
QApplication(sys.argv).installEventFilter(shown)
if {cli!r}:
    from app.cli import main as ares
    sys.exit(ares(["--home", {home!r}]))
sys.exit(main.run_app({home!r}))
"""

PROSE = (
    "Here is what I found about **{n}**: the first part explains the idea, the second "
    "gives an example, and the last one lists what to check before you rely on it.\n\n"
)
CODE = "```python\ndef step_{n}(x: int) -> int:\n    return x * {n}\n```\n"


Figures = tuple[list[float], list[float], list[float], list[float], list[float]]
START_LABELS = (
    "startup window shown",
    "main window shown, first start",
    "main window shown, later start",
    "idle RSS 5 s after a later start",
    "longest stall in the second after the window is shown, later start",
)


def byte_compile(root: Path) -> None:
    folders = [str(root / name) for name in ("app", "trust", "memory", "workers", "tests")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *folders], check=True)


def start_figures(url: str, runs: int, keyring: bool, cli: bool, root: Path = ROOT) -> Figures:
    """Per run, of the checkout at ``root``: seconds from spawn to the startup window and
    to the main window shown at a first start, the same at a later start, and idle RSS
    (MB) after the later start."""
    first, shown, later, rss, stall = [], [], [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp)
            write_config(home, ollama_config(url))
            env = dict(os.environ, ARES_HOME=str(home))
            if not keyring:  # the passphrase costs a scrypt derivation at every start
                env["ARES_PASSPHRASE"] = TEST_PASSPHRASE
            script = CHILD.format(root=str(root), home=str(home), cli=cli)
            for start in ("first", "later"):
                began = time.time()
                child = subprocess.run(
                    [sys.executable, "-c", script], env=env, capture_output=True, text=True,
                    timeout=60, check=False,
                )  # fmt: skip
                lines = dict(x.split(" ", 1) for x in child.stdout.splitlines() if " " in x)
                if "shown" not in lines:
                    raise SystemExit(f"the child did not show its window:\n{child.stderr}")
                if start == "first":
                    first.append(float(lines["first"]) - began)
                    shown.append(float(lines["shown"]) - began)
                else:
                    later.append(float(lines["shown"]) - began)
                    rss.append(float(lines["rss"]))
                    stall.append(float(lines["stall"]))
    return first, shown, later, rss, stall


def compare_start(url: str, runs: int, keyring: bool, cli: bool, base: str) -> None:
    """This checkout against ``base`` (a commit, checked out in a temporary worktree),
    run for run alternately, so both see the same load; prints medians and ratios."""
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), base],
            check=True,
        )
        try:
            byte_compile(other)
            byte_compile(ROOT)
            figures: dict[str, Figures] = {
                "base": ([], [], [], [], []),
                "this": ([], [], [], [], []),
            }
            for _ in range(runs):
                for name, root in (("base", other), ("this", ROOT)):
                    for mine, new in zip(
                        figures[name], start_figures(url, 1, keyring, cli, root), strict=True
                    ):
                        mine.extend(new)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=True
            )
    for i, label in enumerate(START_LABELS):
        before = statistics.median(figures["base"][i])
        after = statistics.median(figures["this"][i])
        unit, scale = ("MB", 1.0) if i == 3 else ("ms", 1000.0)
        print(
            f"{label}: {base} {before * scale:.0f} {unit} → this {after * scale:.0f} {unit} "
            f"(this/base = {after / before:.2f})"
        )


def compare_open(base: str, runs: int, tokens: int, rate: float, messages: int) -> None:
    """The conversation figures (open, stalls) of this checkout and of ``base``, each in
    a child running this bench with ``--root``, alternately; medians and ratios."""
    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), base],
            check=True,
        )
        figures: dict[str, list[list[float]]] = {"base": [[], [], []], "this": [[], [], []]}
        try:
            byte_compile(other)
            byte_compile(ROOT)
            for _ in range(runs):
                for name, root in (("base", other), ("this", ROOT)):
                    child = subprocess.run(
                        [sys.executable, __file__, "--open-only", "--runs", "1", "--root",
                         str(root), "--tokens", str(tokens), "--rate", str(rate),
                         "--messages", str(messages)],
                        capture_output=True, text=True, timeout=600, check=False,
                    )  # fmt: skip
                    line = next((x for x in child.stdout.splitlines() if x.startswith("open ")), "")
                    if not line:
                        raise SystemExit(f"{name}: no figures\n{child.stdout}\n{child.stderr}")
                    for mine, value in zip(figures[name], line.split()[1:], strict=True):
                        mine.append(float(value))
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=True
            )
    labels = (
        f"{messages}-message conversation shown",
        "longest stall while opening it",
        "longest stall while an answer streams into it",
    )
    for i, label in enumerate(labels):
        before = statistics.median(figures["base"][i])
        after = statistics.median(figures["this"][i])
        print(
            f"{label}: {base} {before:.0f} ms → this {after:.0f} ms "
            f"(this/base = {after / before:.2f})"
        )


def ms(values: list[float]) -> str:
    runs = ", ".join(f"{v * 1000:.0f}" for v in values)
    return f"median {statistics.median(values) * 1000:.0f} ms (runs: {runs})"


def seed(database: Path, messages: int) -> str:
    with MemoryStore.open(database, passphrase=TEST_PASSPHRASE) as store:
        conversation = store.create_conversation("A long conversation")
        for n in range(messages):
            role = "user" if n % 2 == 0 else "assistant"
            text = f"Question {n}?" if role == "user" else PROSE.format(n=n) + CODE.format(n=n)
            store.add_message(conversation.id, role, text)
        return conversation.id


async def stall_run(
    server: FakeOllama, database: Path, conversation: str, tokens: int
) -> tuple[float, float, float, float]:
    """(seconds to open the conversation, longest stall while opening it in ms, longest
    stall while the answer streams in ms, seconds streaming)."""
    settings = Settings(workers=[WorkerSpec(id="local", kind="ollama", base_url=server.url)])
    companion = await Companion.open(
        settings, database, FixedConsent(ConsentAnswer.PSEUDONYMISE), passphrase=TEST_PASSPHRASE
    )
    window = MainWindow(companion)
    window.resize(1100, 760)
    window.show()
    await window.check_worker()  # as the app does at start: builds the worker once
    if hasattr(window, "warm_up"):  # as the shell's start does, where the window has it
        await window.warm_up()
    if hasattr(companion.engine, "prepare"):  # as the shell's start does: rules compiled
        await asyncio.to_thread(companion.engine.prepare)
    interval, last, worst = 0.004, time.perf_counter(), 0.0
    stalls: list[tuple[float, float]] = []

    def tick() -> None:
        nonlocal last, worst
        now = time.perf_counter()
        late = now - last - interval
        if late > 0.010:
            stalls.append((round(now - began, 3), round(late * 1000, 1)))
        worst = max(worst, late)
        last = now

    timer = QTimer()
    timer.setInterval(int(interval * 1000))
    timer.timeout.connect(tick)
    timer.start()
    began = time.perf_counter()
    await window.open_conversation(conversation)
    opened, opening_stall = time.perf_counter() - began, worst
    await asyncio.sleep(0.3)
    worst, stalls = 0.0, []
    began = time.perf_counter()
    await window.send("Go on")  # through the window: every chunk reaches the view
    shown = window.view.toPlainText().rstrip()
    assert f"tok{tokens - 1}" in shown[-400:], f"no answer shown: {shown[-300:]}"
    streamed = time.perf_counter() - began
    if os.environ.get("ARES_BENCH_DEBUG"):
        print("stalls (s since start, ms late):", stalls, "stream ended at", round(streamed, 3))
    await asyncio.sleep(0.2)  # the final Markdown rendering of the answer
    timer.stop()
    window.close()
    window.deleteLater()
    await companion.aclose()
    return opened, opening_stall * 1000, worst * 1000, streamed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=4000)
    parser.add_argument("--rate", type=float, default=2000.0, help="tokens per second")
    parser.add_argument("--messages", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--keyring", action="store_true", help="memory key from the OS keyring, no passphrase"
    )
    parser.add_argument("--cli", action="store_true", help="start through `ares` (app.cli)")
    parser.add_argument(
        "--base",
        metavar="REV",
        help="compare the start and the conversation figures against REV, in the same run",
    )
    parser.add_argument(
        "--start-only", action="store_true", help="with --base: the start figures only"
    )
    parser.add_argument("--open-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", help=argparse.SUPPRESS)  # read before the imports
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    app.setQuitOnLastWindowClosed(False)
    if args.base:
        with FakeOllama() as server:
            compare_start(server.url, args.runs, args.keyring, args.cli, args.base)
        if not args.start_only:
            compare_open(args.base, args.runs, args.tokens, args.rate, args.messages)
        return
    with FakeOllama() as server, tempfile.TemporaryDirectory() as tmp:
        if not args.open_only:
            first, shown, later, rss, stall = start_figures(
                server.url, args.runs, args.keyring, args.cli
            )
            print(f"startup window shown: {ms(first)}")
            print(f"main window shown (memory open, shell ready), first start: {ms(shown)}")
            print(f"main window shown, later start: {ms(later)}; target < 1000 ms")
            print(f"idle RSS: median {statistics.median(rss):.0f} MB (target < 150 MB)")
            print(f"longest stall in the second after the window is shown: {ms(stall)}")
        database = Path(tmp) / "ares.db"
        conversation = seed(database, args.messages)
        words = [f"tok{n} " if n % 40 else "\n\n" for n in range(args.tokens)]
        server.script_reply(words, delay=1.0 / args.rate)
        loop = AresEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            for _ in range(args.runs):
                opened, opening, stall, streamed = loop.run_until_complete(
                    stall_run(server, database, conversation, args.tokens)
                )
                if args.open_only:  # for compare_open: ms open, stall opening, stall streaming
                    print(f"open {opened * 1000:.1f} {opening:.1f} {stall:.1f}", flush=True)
                    continue
                print(
                    f"{args.messages}-message conversation opened in {opened * 1000:.0f} ms "
                    f"(longest stall {opening:.1f} ms); "
                    f"{args.tokens} tokens at {args.rate:.0f}/s streamed in {streamed:.1f} s; "
                    f"longest event-loop stall {stall:.1f} ms (target < 16 ms)"
                )


if __name__ == "__main__":
    main()
    sys.stdout.flush()
    # Skip interpreter teardown: PySide6 6.12 may crash collecting Qt objects at exit.
    os._exit(0)
