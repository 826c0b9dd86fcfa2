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

TRAY_ACTIONS = [
    "Quick prompt", "Open ARES", "Control Center", "Local-only mode", "Emergency stop", "Quit"
]  # fmt: skip
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


SHELL_PROBE = """
import asyncio, json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from app.config import Paths
from app.ui.event_loop import AresEventLoop
from app.ui.shell import Shell
from tests.ui.helpers import ollama_settings, open_companion

async def main(home):
    shell = Shell(await open_companion(home, ollama_settings(sys.argv[2])), Paths(home=home))
    quits = []
    shell.quit_requested.connect(lambda: quits.append(True))
    shell.start()
    await asyncio.sleep(0.5)
    shown = shell.window.isVisible()
    shell.window.close()  # what the window manager's close button does
    await asyncio.sleep(0.3)
    report = {"tray": shell.has_tray, "shown": shown, "hidden": not shell.window.isVisible(),
              "quit": bool(quits)}
    shell.tray.open_action.trigger()
    await asyncio.sleep(0.3)
    report["reopened"] = shell.window.isVisible()
    return shell, report
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
    assert report == {  # the tray's menu, as test_shell checks it offscreen
        "available": True,
        "visible": True,
        "actions": TRAY_ACTIONS,
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


# The end of every shell probe: its ``main(home)`` fills ``report`` and returns the shell.
PROBE_MAIN = """
async def run(home):
    shell, report = await main(home)
    await shell.companion.aclose()
    print(json.dumps(report))

app = QApplication(sys.argv)
app.setQuitOnLastWindowClosed(False)
loop = AresEventLoop(app)
asyncio.set_event_loop(loop)
with loop:
    loop.run_until_complete(run(Path(sys.argv[1])))
"""


def _shell_probe(probe: str, home: Path, url: str) -> dict[str, object]:
    """Runs ``probe`` (a script building a Shell) on the X server; its JSON report."""
    import json

    done = subprocess.run(
        [sys.executable, "-c", probe + PROBE_MAIN, str(home), url],
        capture_output=True,
        text=True,
        timeout=90,
        env=_x_env(home),
        cwd=Path(__file__).resolve().parents[2],
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def test_with_a_tray_closing_the_window_keeps_ares_running(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:

    report = _shell_probe(SHELL_PROBE, ares_home, fake_ollama.url)
    assert report == {"tray": True, "shown": True, "hidden": True, "quit": False, "reopened": True}


NOTIFY_PROBE = """
import asyncio, json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from app.config import Paths
from app.ui.event_loop import AresEventLoop
from app.ui.shell import Shell
from tests.ui.helpers import ollama_settings, open_companion

def balloons():
    return [w for w in QApplication.topLevelWidgets()
            if w.metaObject().className() == "QBalloonTip" and w.isVisible()]

async def main(home):
    shell = Shell(await open_companion(home, ollama_settings(sys.argv[2])), Paths(home=home))
    shell.start()
    await asyncio.sleep(0.5)
    report = {"tray": shell.has_tray}
    await shell.window.send("hello")  # answered while the window is active: no balloon
    await asyncio.sleep(0.3)
    report["while_active"] = len(balloons())
    shell.window.close()  # to the tray: the next answer arrives in the background
    await asyncio.sleep(0.3)
    await shell.window.send("and again")
    for _ in range(20):
        if balloons():
            break
        await asyncio.sleep(0.1)
    report["in_background"] = len(balloons())
    return shell, report
"""


def test_an_answer_finished_in_the_background_is_a_desktop_notification(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:

    fake_ollama.script_reply(["fine"])
    report = _shell_probe(NOTIFY_PROBE, ares_home, fake_ollama.url)
    assert report == {"tray": True, "while_active": 0, "in_background": 1}
