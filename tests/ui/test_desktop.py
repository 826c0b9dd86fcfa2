"""The app on a real X server with a real tray host (Xvfb + trayer, from .ci/desktop-session).

These run the real ``ares`` process or a real tray icon in a child process with the xcb
platform, since the offscreen platform has no tray.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import skip_or_fail
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, write_config

pytestmark = pytest.mark.desktop

TRAY_PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication, QMainWindow, QSystemTrayIcon
from app.ui.tray import Tray
app = QApplication(sys.argv)
window = QMainWindow()
tray = Tray(window)
available = tray.install()
for _ in range(20):
    app.processEvents()
print(json.dumps({"available": available, "visible": tray.isVisible(),
                  "actions": [a.text() for a in tray.menu.actions() if a.text()]}))
"""


def _display() -> str:
    display = os.environ.get("ARES_TEST_DISPLAY", "")
    if not display:
        skip_or_fail("no X server with a tray host; run through .ci/desktop-session")
    return display


def _x_env(home: Path | None = None) -> dict[str, str]:
    env = ares_env(home) if home else dict(os.environ)
    env.update(DISPLAY=_display(), QT_QPA_PLATFORM="xcb")
    return env


def test_tray_icon_is_available_and_shown_under_a_real_tray_host() -> None:
    import json

    done = subprocess.run(
        [sys.executable, "-c", TRAY_PROBE],
        capture_output=True,
        text=True,
        timeout=60,
        env=_x_env(),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report == {
        "available": True,
        "visible": True,
        "actions": ["Quick prompt", "Open ARES", "Local-only mode", "Emergency stop", "Quit"],
    }


def _window_ids(display: str, name: str) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", name],
        capture_output=True,
        text=True,
        env={**os.environ, "DISPLAY": display},
        check=False,
    )
    return found.stdout.split()


def _windows_of_ares(home: Path, *titles: str) -> dict[str, bool]:
    """Runs ``ares`` on the X server until a window with the first title appears (30 s at
    most); then which of ``titles`` are shown."""
    if shutil.which("xdotool") is None:
        skip_or_fail("xdotool is not installed")
    display = _display()
    child = subprocess.Popen(
        [sys.executable, "-m", "app"],
        env=_x_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not _window_ids(display, titles[0]):
            assert child.poll() is None, child.communicate()[1]
            time.sleep(0.2)
        return {title: bool(_window_ids(display, title)) for title in titles}
    finally:
        child.terminate()
        child.communicate(timeout=10)


def test_ares_opens_its_window(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    assert _windows_of_ares(ares_home, "^ARES$") == {"^ARES$": True}
    assert (ares_home / "ares.db").exists()


def test_first_start_shows_the_welcome_window(ares_home: Path, fake_ollama: FakeOllama) -> None:
    """No config.toml yet: the first-run window appears over the main one."""
    shown = _windows_of_ares(ares_home, "^Welcome to ARES$", "^ARES$")
    assert shown == {"^Welcome to ARES$": True, "^ARES$": True}
