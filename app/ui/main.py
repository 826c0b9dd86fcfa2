"""``ares`` with no command: the Qt application on an asyncio loop (qasync).

A startup window appears before anything heavy is imported or opened; the controller,
memory and the shell load behind it (``app.ui.launch``) and replace it when ready.

One ARES runs per ARES_HOME (``app.ui.single_instance``): a later ``ares`` raises the
running window and ``ares quick`` opens its quick prompt, then each exits.
"""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Literal

from PySide6.QtWidgets import QApplication

from app.home import home_folder
from app.identity import APP_ID, WM_CLASS
from app.ui.event_loop import AresEventLoop
from app.ui.icons import app_icon
from app.ui.platform import missing_display
from app.ui.single_instance import InstanceServer, send_to_running
from app.ui.startup_window import StartupWindow

Start = Literal["window", "tray", "quick"]
# What a start asks of an ARES already running for its home ("ping": the login entry's
# tray start only checks that one runs).
ASK_RUNNING: dict[str, str] = {"window": "show", "quick": "quick", "tray": "ping"}
ALREADY_RUNNING = "ARES is already running for {home}: {answer}."


SWITCH_INTERVAL = 0.001  # seconds


def run_app(home: str | None = None, start: Start = "window") -> int:
    """``start``: show the window, stay in the tray (the login entry), or pop up the
    quick prompt (the launcher's action)."""
    problem = missing_display()
    if problem is not None:
        print(f"ares: {problem}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    # The X11 window class and the Wayland app id, which the desktop entry names.
    app.setApplicationName(WM_CLASS)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    # A tray app; this also keeps a closed message box from ending the loop.
    app.setQuitOnLastWindowClosed(False)
    # The window's thread waits for the interpreter whenever a background thread runs
    # Python (the rules loading, a file being read, highlighting warming up); handing it
    # over every millisecond rather than every five keeps a frame's wait within a frame.
    sys.setswitchinterval(SWITCH_INTERVAL)
    where = home_folder(home)
    instance = InstanceServer(where)
    answer = send_to_running(where, ASK_RUNNING[start])
    if answer is None and not instance.listen():
        answer = send_to_running(where, ASK_RUNNING[start])  # it won a start race with us
    if answer is not None:
        print(ALREADY_RUNNING.format(home=where, answer=answer))
        return 0
    startup = StartupWindow(where)
    if start != "tray":
        startup.show()
    loop = AresEventLoop(app)
    asyncio.set_event_loop(loop)
    closing = asyncio.Event()
    try:
        with loop:
            main = loop.create_task(_start(app, home, startup, closing, start, instance))
            try:
                return int(loop.run_until_complete(main))
            except RuntimeError:
                if main.done():
                    raise
            # Qt ended its loop before ARES had shut down (QApplication.quit, as a session
            # manager's logout does): the shutdown needs a running loop, so run it again.
            closing.set()
            return int(loop.run_until_complete(main))
    finally:
        instance.close()


async def _start(
    app: QApplication,
    home: str | None,
    startup: StartupWindow,
    closing: asyncio.Event,
    start: Start,
    instance: InstanceServer | None = None,
) -> int:
    await asyncio.sleep(0.02)  # let the startup window paint before the heavy imports
    # Memory unlocks on its thread (scrypt, the keyring) while the rest of ARES imports.
    from app.config import resolve_home
    from app.controller import memory_opening

    database = resolve_home(home).database
    opening = memory_opening.start(database, os.environ.get("ARES_PASSPHRASE"))
    from app.ui.launch import launch

    return await launch(app, home, startup, closing, start, instance=instance, opening=opening)
