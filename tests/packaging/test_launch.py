"""How ``ares`` starts: the window (``ares``), the tray alone (``ares --tray``, what the
login entry runs) or the quick prompt (``ares quick``, the launcher's action) — the
desktop ones as real processes on Xvfb with a tray host."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.cli import _window_launch
from tests.conftest import skip_or_fail
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, write_config
from tests.packaging.xwindows import main_windows, tray_icons, wait_for, windows


@pytest.mark.parametrize(
    ("args", "launch"),
    [
        ([], (None, "window")),
        (["--tray"], (None, "tray")),
        (["--home", "/h", "--tray"], ("/h", "tray")),
        (["--tray", "--home", "/h"], ("/h", "tray")),
        (["quick"], (None, "quick")),
        (["--home", "/h", "quick"], ("/h", "quick")),
        (["--tray", "quick"], None),  # contradictory: argparse has the last word
        (["chat", "hi"], None),
        (["--version"], None),
    ],
)
def test_which_arguments_go_straight_to_the_window(
    args: list[str], launch: tuple[str | None, str] | None
) -> None:
    assert _window_launch(args) == launch


@contextmanager
def ares_on_x(home: Path, url: str, *args: str) -> Iterator[str]:
    """``ares ARGS`` on the test X server; yields the display."""
    display = os.environ.get("ARES_TEST_DISPLAY", "")
    if not display:
        skip_or_fail("no X server with a tray host; run through .ci/desktop-session")
    write_config(home, ollama_config(url))
    child = subprocess.Popen(
        [sys.executable, "-m", "app", *args],
        env={**ares_env(home), "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        yield display
    finally:
        child.terminate()
        child.communicate(timeout=15)


@pytest.mark.desktop
def test_ares_tray_shows_only_the_tray_icon_and_a_click_opens_the_window(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    with ares_on_x(ares_home, fake_ollama.url, "--tray") as display:
        assert wait_for(lambda: bool(tray_icons(display)), 60), "no tray icon"
        assert not wait_for(lambda: bool(main_windows(display)), 2), "the window was shown"
        icon = tray_icons(display)[0]
        x, y = icon["X"] + icon["WIDTH"] // 2, icon["Y"] + icon["HEIGHT"] // 2
        subprocess.run(
            ["xdotool", "mousemove", str(x), str(y), "click", "1"],
            env={**os.environ, "DISPLAY": display},
            check=True,
            timeout=10,
        )
        assert wait_for(lambda: bool(main_windows(display)), 15), "a click did not open it"


@pytest.mark.desktop
def test_ares_quick_opens_the_window_with_the_quick_prompt(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    with ares_on_x(ares_home, fake_ollama.url, "quick") as display:
        prompt = wait_for(lambda: bool(windows(display, "--name", "^ARES quick prompt$")), 60)
        assert prompt, "no quick prompt"
        assert main_windows(display)
