"""One ARES per ARES_HOME, with real processes: a second ``ares`` raises the running
window, ``ares quick`` opens its quick prompt, a crashed instance's socket is cleaned up,
and another home runs an ARES of its own."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QApplication

from app.ui.single_instance import NO_ANSWER, send_to_running, server_name
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, run_ares, write_config

pytestmark = pytest.mark.slow


def _start(home: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "app", *args],
        env=ares_env(home, QT_QPA_PLATFORM="offscreen"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _wait_until_running(home: Path, child: subprocess.Popen[str]) -> str:
    """The running instance's answer to "show", once its window is up (60 s at most)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert child.poll() is None, child.communicate()[1]
        answer = send_to_running(home, "show")
        if answer not in (None, NO_ANSWER):
            return str(answer)
        time.sleep(0.3)
    raise AssertionError("ARES never answered on its socket")


def _stop(child: subprocess.Popen[str]) -> None:
    if child.poll() is None:
        child.terminate()
    child.communicate(timeout=20)


@pytest.fixture
def home(ares_home: Path, fake_ollama: FakeOllama, qapp: QApplication) -> Iterator[Path]:
    write_config(ares_home, ollama_config(fake_ollama.url))
    yield ares_home


def test_a_second_ares_raises_the_first_and_ares_quick_opens_its_prompt(home: Path) -> None:
    first = _start(home)
    try:
        assert _wait_until_running(home, first) == "window raised"
        again = run_ares(home, QT_QPA_PLATFORM="offscreen")
        assert again.returncode == 0, again.stderr
        assert again.stdout.strip() == f"ARES is already running for {home}: window raised."
        quick = run_ares(home, "quick", QT_QPA_PLATFORM="offscreen")
        assert quick.returncode == 0, quick.stderr
        assert quick.stdout.strip() == f"ARES is already running for {home}: quick prompt open."
        assert first.poll() is None  # the first one kept running, alone
    finally:
        _stop(first)


def test_a_crashed_instance_leaves_no_lock_behind(home: Path, tmp_path: Path) -> None:
    first = _start(home)
    try:
        _wait_until_running(home, first)
    finally:
        first.kill()  # no clean-up at all: the socket file stays
        first.communicate(timeout=20)
    server = QLocalServer()
    assert not server.listen(server_name(home))  # the stale file is really there
    assert send_to_running(home, "show") is None  # and nobody answers on it
    second = _start(home, "quick")
    try:
        assert _wait_until_running(home, second) == "window raised"
        assert second.poll() is None
    finally:
        _stop(second)


def test_two_homes_run_two_ares(home: Path, tmp_path: Path, fake_ollama: FakeOllama) -> None:
    other = tmp_path / "other-home"
    other.mkdir()
    write_config(other, ollama_config(fake_ollama.url))
    assert server_name(home) != server_name(other)
    first, second = _start(home), _start(other)
    try:
        assert _wait_until_running(home, first) == "window raised"
        assert _wait_until_running(other, second) == "window raised"
    finally:
        _stop(first)
        _stop(second)
