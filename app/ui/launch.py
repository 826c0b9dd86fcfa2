"""Everything after the startup window: settings, memory (keyring or passphrase), the
shell, the first-run welcome, and an orderly shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal

from PySide6.QtWidgets import QApplication

from app import logs
from app.config import ConfigError, Paths, Settings, load_settings, resolve_home, save_settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.memory_opening import Opening, open_store
from app.controller.records import KeyUnavailable, WrongKey
from app.controller.views.keys import backend_name
from app.ui.dialogs import ask_passphrase, await_dialog, show_error
from app.ui.shell import Shell
from app.ui.single_instance import InstanceServer
from app.ui.startup_window import StartupWindow
from app.ui.tasks import cancel_all, spawn

QUIT_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


async def launch(
    app: QApplication,
    home: str | None,
    startup: StartupWindow,
    closing: asyncio.Event,
    start: str = "window",
    *,
    instance: InstanceServer | None = None,
    opening: Opening | None = None,
) -> int:
    """Runs ARES until ``closing`` is set, then shuts it down; the exit code.
    ``instance`` hands later starts' commands to the shell; ``opening``: memory already
    being opened (``memory_opening.start``), else it opens after the settings are read."""
    paths = resolve_home(home)
    # As the CLI does, so background failures are written down; a read-only home must
    # not stop the window.
    with contextlib.suppress(OSError):
        logs.configure(paths.logs)
    first_run = not paths.config.exists()
    try:
        settings = load_settings(paths)
    except ConfigError as exc:
        if opening is not None:
            await opening.discard()
        await show_error(startup, "ARES — configuration", str(exc))
        return 2
    new = opening is None and not paths.database.exists()
    opened = await open_memory(settings, paths, startup, new=new, opening=opening)
    if opened is None:
        return 2
    companion, protection = opened
    shell = Shell(companion, paths)
    _listen_for_quit(app, shell, closing)
    shell.window.setGeometry(startup.geometry())
    # A first run always shows the window: the welcome belongs to it.
    shell.start(show_window=start != "tray" or first_run)
    startup.close()
    if instance is not None:
        instance.attach(shell.run_command)
    spawn(companion.runs.resume())  # background runs an exit cut off go on here
    if start == "quick":
        shell.quick.pop_up()
    if first_run:
        spawn(_welcome(shell, protection))  # a quit while it is open still ends cleanly
    await closing.wait()
    await shut_down(shell)
    return 0


def _listen_for_quit(app: QApplication, shell: Shell, closing: asyncio.Event) -> None:
    """``closing`` is set by the menu, Ctrl+Q and the tray (through the shell) and by a
    termination signal; when Qt quits by itself (a session manager's logout), ``run_app``
    sets it and runs the loop once more for the shutdown."""
    shell.quit_requested.connect(closing.set)
    # Before a logout: what is committed goes from the WAL into the database file.
    app.commitDataRequest.connect(lambda _manager: spawn(shell.companion.memory.checkpoint()))
    loop = asyncio.get_running_loop()
    for signum in QUIT_SIGNALS:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(signum, closing.set)


async def shut_down(shell: Shell) -> None:
    """While the loop still runs: windows closed, turns stopped (a stopped turn writes its
    partial answer first), workers and memory closed, the WAL checkpointed."""
    shell.close_windows()
    cancelled = cancel_all()
    if cancelled:
        await asyncio.wait(cancelled, timeout=5)
    await shell.companion.aclose()


async def _welcome(shell: Shell, protection: str) -> None:
    from app.ui.first_run import FirstRunDialog  # a first run's only: models, Ollama's client

    dialog = FirstRunDialog(shell.companion, protection, shell.window)
    dialog.add_cloud_worker.connect(shell.open_settings)
    dialog.models_requested.connect(shell.open_models)
    # Listening for "Start" before detecting: it may be pressed before detection ends.
    closed = asyncio.ensure_future(await_dialog(dialog))
    await dialog.detect()
    await closed
    # Back to the message box, so the first Enter after the welcome sends.
    shell.window.activateWindow()
    shell.window.composer.setFocus()
    save_settings(shell.paths, shell.companion.settings)  # the next start is not a first run


async def open_memory(
    settings: Settings,
    paths: Paths,
    startup: StartupWindow,
    *,
    new: bool,
    opening: Opening | None = None,
) -> tuple[Companion, str] | None:
    """The companion, and a sentence on how memory is protected. ``opening``: the first
    attempt, already under way."""
    passphrase = os.environ.get("ARES_PASSPHRASE")
    consent = FixedConsent(ConsentAnswer.CANCEL)  # the shell puts the dialog in its place
    for _ in range(5):
        try:
            first, opening = opening, None
            memory = await (first.task if first else open_store(paths.database, passphrase))
            companion = await Companion.on_memory(
                settings, memory, consent, agents_file=paths.agents
            )
        except (KeyUnavailable, WrongKey) as exc:
            startup.say("Your memory is locked.")
            if new and isinstance(exc, KeyUnavailable):
                from app.ui.first_run import ask_new_passphrase

                passphrase = await ask_new_passphrase(str(exc))
            else:
                passphrase = await ask_passphrase(startup, str(exc))
            if passphrase is None:
                return None
            startup.say("Opening your memory…")
            continue
        if passphrase is None:
            return companion, f"Encrypted; the key is kept in your OS keyring ({backend_name()})."
        return companion, "Encrypted with your passphrase; ARES asks for it when it starts."
    await show_error(startup, "ARES", "Too many wrong passphrases; memory stays locked.")
    return None
