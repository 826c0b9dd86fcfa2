"""``ares`` with no command: the Qt application on an asyncio loop (qasync)."""

from __future__ import annotations

import asyncio
import os
import sys

from PySide6.QtWidgets import QApplication

from app import logs
from app.config import ConfigError, Paths, Settings, load_settings, resolve_home
from app.controller.companion import Companion
from app.ui.chat_window import MainWindow
from app.ui.consent_dialog import DialogConsent
from app.ui.dialogs import ask_passphrase, show_error
from app.ui.event_loop import AresEventLoop
from app.ui.icons import app_icon
from app.ui.tasks import spawn
from app.ui.tray import Tray
from memory import KeyUnavailable, WrongKey


def run_app(home: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("ARES")
    app.setWindowIcon(app_icon())
    app.setQuitOnLastWindowClosed(
        False
    )  # a tray app; also keeps message boxes from ending the loop
    loop = AresEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        return loop.run_until_complete(_main(app, resolve_home(home)))


async def _main(app: QApplication, paths: Paths) -> int:
    logs.configure(paths.logs)
    try:
        settings = load_settings(paths)
    except ConfigError as exc:
        await show_error(None, "ARES — configuration", str(exc))
        return 2
    companion = await _open(settings, paths)
    if companion is None:
        return 2
    closing = asyncio.Event()
    app.aboutToQuit.connect(closing.set)
    window = MainWindow(companion)
    companion.turns.consent = DialogConsent(window)
    tray = Tray(window)
    window.keep_in_tray = tray.install()
    window.show()
    window.quit_requested.connect(QApplication.quit)
    spawn(window.check_worker())
    spawn(window.conversations.refresh())
    await closing.wait()
    tray.hide()
    await companion.aclose()
    return 0


async def _open(settings: Settings, paths: Paths) -> Companion | None:
    passphrase = os.environ.get("ARES_PASSPHRASE")
    consent = DialogConsent(None)
    for _ in range(5):
        try:
            return await Companion.open(settings, paths.database, consent, passphrase=passphrase)
        except (KeyUnavailable, WrongKey) as exc:
            passphrase = await ask_passphrase(None, str(exc))
            if passphrase is None:
                return None
    await show_error(None, "ARES", "Too many wrong passphrases; memory stays locked.")
    return None
