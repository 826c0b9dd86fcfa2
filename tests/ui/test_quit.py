"""Every way out of the window ends ARES cleanly: exit code 0, no traceback, and the
database closed (its write-ahead log checkpointed into the file).

Each test runs the real app in a child process (``tests.ui.quit_probe``): offscreen for
the menu and the shortcut, under Xvfb with a tray host for the tray and for signals.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import skip_or_fail
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, write_config

ROOT = Path(__file__).resolve().parents[2]


def _start(home: Path, how: str, platform: str) -> subprocess.Popen[str]:
    env = ares_env(home, QT_QPA_PLATFORM=platform)
    if platform == "xcb":
        display = os.environ.get("ARES_TEST_DISPLAY", "")
        if not display:
            skip_or_fail("no X server with a tray host; run through .ci/desktop-session")
        env["DISPLAY"] = display
    return subprocess.Popen(
        [sys.executable, "-m", "tests.ui.quit_probe", how],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _wait_until_ready(child: subprocess.Popen[str]) -> None:
    assert child.stdout is not None
    line = child.stdout.readline()
    assert line.strip() == "ready", child.communicate(timeout=30)[1]


def _assert_clean_exit(child: subprocess.Popen[str], home: Path) -> None:
    try:
        _out, err = child.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        child.kill()
        _out, err = child.communicate()
        pytest.fail(f"ARES did not end: {err}")
    assert child.returncode == 0, err
    assert "Traceback" not in err, err
    assert (home / "ares.db").exists()
    wal = home / "ares.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0, "the WAL was not checkpointed"


@pytest.fixture
def home(ares_home: Path, fake_ollama: FakeOllama) -> Path:
    write_config(ares_home, ollama_config(fake_ollama.url))  # not a first run
    return ares_home


@pytest.mark.parametrize("how", ["menu", "shortcut", "qt"])
def test_quitting_from_the_window_ends_cleanly(home: Path, how: str) -> None:
    child = _start(home, how, "offscreen")
    _wait_until_ready(child)
    _assert_clean_exit(child, home)


@pytest.mark.desktop
def test_quitting_from_the_tray_ends_cleanly(home: Path) -> None:
    child = _start(home, "tray", "xcb")
    _wait_until_ready(child)
    _assert_clean_exit(child, home)


@pytest.mark.desktop
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_a_termination_signal_ends_cleanly(home: Path, signum: int) -> None:
    child = _start(home, "wait", "xcb")
    _wait_until_ready(child)
    child.send_signal(signum)
    _assert_clean_exit(child, home)
