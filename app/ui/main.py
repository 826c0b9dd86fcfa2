"""``ares`` with no command: the Qt application on an asyncio loop (qasync)."""

from __future__ import annotations

import asyncio
import os
import sys

from PySide6.QtWidgets import QApplication

from app.config import ConfigError, Paths, Settings, load_settings, resolve_home, save_settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.ui.dialogs import ask_passphrase, await_dialog, show_error
from app.ui.event_loop import AresEventLoop
from app.ui.first_run import FirstRunDialog, ask_new_passphrase
from app.ui.icons import app_icon
from app.ui.shell import Shell
from app.ui.tasks import cancel_all
from memory import KeyUnavailable, WrongKey
from workers.keys import backend_name


def run_app(home: str | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("ARES")
    app.setWindowIcon(app_icon())
    # A tray app; this also keeps a closed message box from ending the loop.
    app.setQuitOnLastWindowClosed(False)
    loop = AresEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        return loop.run_until_complete(_main(app, resolve_home(home)))


async def _main(app: QApplication, paths: Paths) -> int:
    first_run = not paths.config.exists()
    try:
        settings = load_settings(paths)
    except ConfigError as exc:
        await show_error(None, "ARES — configuration", str(exc))
        return 2
    opened = await _open(settings, paths, new=not paths.database.exists())
    if opened is None:
        return 2
    companion, protection = opened
    closing = asyncio.Event()
    app.aboutToQuit.connect(closing.set)
    shell = Shell(companion, paths)
    shell.quit_requested.connect(app.quit)
    shell.start()
    if first_run:
        await _welcome(shell, protection)
    await closing.wait()
    cancel_all()
    await companion.aclose()
    return 0


async def _welcome(shell: Shell, protection: str) -> None:
    dialog = FirstRunDialog(shell.companion, protection, shell.window)
    dialog.add_cloud_worker.connect(shell.open_settings)
    dialog.open()
    await dialog.detect()
    await await_dialog(dialog)
    save_settings(shell.paths, shell.companion.settings)  # the next start is not a first run


async def _open(settings: Settings, paths: Paths, *, new: bool) -> tuple[Companion, str] | None:
    """The companion, and a sentence on how memory is protected."""
    passphrase = os.environ.get("ARES_PASSPHRASE")
    consent = FixedConsent(ConsentAnswer.CANCEL)  # replaced by the dialog once the window exists
    for _ in range(5):
        try:
            companion = await Companion.open(
                settings, paths.database, consent, passphrase=passphrase
            )
        except (KeyUnavailable, WrongKey) as exc:
            ask = ask_new_passphrase if new and isinstance(exc, KeyUnavailable) else None
            passphrase = await (ask(str(exc)) if ask else ask_passphrase(None, str(exc)))
            if passphrase is None:
                return None
            continue
        if passphrase is None:
            return companion, f"Encrypted; the key is kept in your OS keyring ({backend_name()})."
        return companion, "Encrypted with your passphrase; ARES asks for it when it starts."
    await show_error(None, "ARES", "Too many wrong passphrases; memory stays locked.")
    return None
