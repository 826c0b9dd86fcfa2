"""Shared fixtures for the Trust Engine tests, and the figures they report.

Corpus tests record their recall and false-positive figures in ``FIGURES``; the terminal
summary prints them after the run (``pytest tests/trust`` shows them without ``-s``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import skip_or_fail
from trust import TrustEngine

CORPORA = Path(__file__).resolve().parents[1] / "corpora"
FIGURES: dict[str, list[str]] = {}


def load_corpus(name: str) -> list[dict[str, Any]]:
    path = CORPORA / name
    if not path.exists():
        skip_or_fail(f"corpus {path} is not available")
    with path.open(encoding="utf-8") as stream:
        return [json.loads(line) for line in stream if line.strip()]


def report(section: str, line: str) -> None:
    FIGURES.setdefault(section, []).append(line)


@pytest.fixture(scope="session")
def engine() -> Iterator[TrustEngine]:
    yield TrustEngine()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for section, lines in FIGURES.items():
        terminalreporter.write_sep("-", f"trust figures: {section}")
        for line in lines:
            terminalreporter.write_line(line)
