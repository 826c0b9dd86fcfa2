"""A run the hang watchdog ended goes on from the test that hung, once.

Every test that ends is written to ``build/test-progress.txt`` with its outcome. When
the watchdog (``tests/conftest.py``) has ended a run, ``.ci/test`` starts pytest again
with ``ARES_TEST_RESUME=1``: the tests that ended are deselected, so the run starts
with the one that hung, and the failures of the first part still fail this one. A test
that hangs again ends the run for good. The hang is never hidden: its stacks are kept
in ``build/hung-first.txt`` and printed at the end of the CI log.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

PROGRESS_FILE = Path(__file__).resolve().parents[1] / "build" / "test-progress.txt"
RESUMING = os.environ.get("ARES_TEST_RESUME") == "1"

_failed: set[str] = set()
_earlier_failures: list[str] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    PROGRESS_FILE.parent.mkdir(exist_ok=True)
    if not RESUMING:
        PROGRESS_FILE.write_text("", encoding="utf-8")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.failed:
        _failed.add(report.nodeid)
    if report.when == "teardown":
        outcome = "failed" if report.nodeid in _failed else "ended"
        with PROGRESS_FILE.open("a", encoding="utf-8") as out:
            out.write(f"{outcome} {report.nodeid}\n")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not RESUMING or not PROGRESS_FILE.exists():
        return
    ended: set[str] = set()
    for line in PROGRESS_FILE.read_text(encoding="utf-8").splitlines():
        outcome, _, nodeid = line.partition(" ")
        ended.add(nodeid)
        if outcome == "failed":
            _earlier_failures.append(nodeid)
    done = [item for item in items if item.nodeid in ended]
    if done:
        config.hook.pytest_deselected(items=done)
        items[:] = [item for item in items if item.nodeid not in ended]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _earlier_failures and exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not RESUMING:
        return
    terminalreporter.section("resumed after a hang")
    terminalreporter.write_line(
        "the watchdog ended the first part; the tests it had finished were not run again"
    )
    for nodeid in _earlier_failures:
        terminalreporter.write_line(f"FAILED in the first part: {nodeid}")
