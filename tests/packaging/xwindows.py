"""Windows on an X server as a person would see them, through ``xdotool``: for the
bundle's smoke test and the tray tests (a tray icon is a small window of ARES's class in
the tray host's strip at the top of the screen, as .ci/desktop-session's trayer lays it)."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable

from app.identity import WM_CLASS

ICON_MAX = 48  # px: a tray icon is no bigger, a window no smaller


def windows(display: str, *query: str) -> list[dict[str, int]]:
    """Visible windows matching an ``xdotool search`` query, with X, Y, WIDTH, HEIGHT."""
    env = {**os.environ, "DISPLAY": display}
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", *query],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    out = []
    for wid in found.stdout.split():
        geometry = subprocess.run(
            ["xdotool", "getwindowgeometry", "--shell", wid],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        fields = dict(line.split("=", 1) for line in geometry.stdout.split() if "=" in line)
        out.append({k: int(v) for k, v in fields.items() if v.lstrip("-").isdigit()})
    return out


def main_windows(display: str) -> list[dict[str, int]]:
    """ARES's windows titled "ARES" (class and title both), tray icons aside."""
    return [
        w
        for w in windows(display, "--all", "--class", "--name", f"^{WM_CLASS}$")
        if w.get("WIDTH", 0) > ICON_MAX
    ]


def tray_icons(display: str) -> list[dict[str, int]]:
    return [
        w
        for w in windows(display, "--class", f"^{WM_CLASS}$")
        if w.get("WIDTH", 99) <= ICON_MAX
        and w.get("HEIGHT", 99) <= ICON_MAX
        and w.get("Y", 99) < ICON_MAX
    ]


def wait_for(predicate: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.25)
    return predicate()
