"""``ares`` with no command: the Qt application on an asyncio loop (qasync).

A startup window appears before anything heavy is imported or opened; the controller,
memory and the shell load behind it (``app.ui.launch``) and replace it when ready.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Literal

from PySide6.QtWidgets import QApplication

from app.identity import APP_ID, WM_CLASS
from app.ui.event_loop import AresEventLoop
from app.ui.icons import app_icon
from app.ui.startup_window import StartupWindow

Start = Literal["window", "tray", "quick"]


def run_app(home: str | None = None, start: Start = "window") -> int:
    """``start``: show the window, stay in the tray (the login entry), or pop up the
    quick prompt (the launcher's action)."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    # The X11 window class and the Wayland app id, which the desktop entry names.
    app.setApplicationName(WM_CLASS)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    # A tray app; this also keeps a closed message box from ending the loop.
    app.setQuitOnLastWindowClosed(False)
    startup = StartupWindow()
    if start != "tray":
        startup.show()
    loop = AresEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        return int(loop.run_until_complete(_start(app, home, startup, start)))


async def _start(app: QApplication, home: str | None, startup: StartupWindow, start: Start) -> int:
    await asyncio.sleep(0.02)  # let the startup window paint before the heavy imports
    from app.ui.launch import launch

    return await launch(app, home, startup, start)
