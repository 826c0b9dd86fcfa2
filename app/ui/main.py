"""``ares`` with no command: the Qt application on an asyncio loop (qasync).

A startup window appears before anything heavy is imported or opened; the controller,
memory and the shell load behind it (``app.ui.launch``) and replace it when ready.
"""

from __future__ import annotations

import asyncio
import sys

from PySide6.QtWidgets import QApplication

from app.ui.event_loop import AresEventLoop
from app.ui.icons import app_icon
from app.ui.startup_window import StartupWindow


def run_app(home: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("ARES")
    app.setWindowIcon(app_icon())
    # A tray app; this also keeps a closed message box from ending the loop.
    app.setQuitOnLastWindowClosed(False)
    startup = StartupWindow()
    startup.show()
    loop = AresEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        return int(loop.run_until_complete(_start(app, home, startup)))


async def _start(app: QApplication, home: str | None, startup: StartupWindow) -> int:
    await asyncio.sleep(0.02)  # let the startup window paint before the heavy imports
    from app.ui.launch import launch

    return await launch(app, home, startup)
