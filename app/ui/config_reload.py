"""config.toml edited by hand while ARES runs: noticed, read again and applied, as
Settings → Save would. Its own module because watching a file and reconciling it with
an open settings dialog is one job the shell only has to start.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import QFileSystemWatcher
from PySide6.QtWidgets import QWidget

from app import config_file
from app.config import ConfigError, Paths, load_settings
from app.controller.companion import Companion
from app.ui.chat_window import MainWindow
from app.ui.tasks import settle, spawn


class ConfigReload:
    def __init__(
        self,
        companion: Companion,
        paths: Paths,
        window: MainWindow,
        windows: dict[str, QWidget],
        applied: Callable[[bool], None],
        reopen: Callable[[], object],
    ) -> None:
        """``windows`` is the shell's (its settings dialog is closed by a reload);
        ``applied(was_local_only)`` updates the window once settings changed;
        ``reopen`` opens Settings again after a reload the dialog asked for."""
        self.companion = companion
        self.paths = paths
        self.window = window
        self.windows = windows
        self.applied = applied
        self.reopen = reopen
        # The folder is watched too, since editors save by writing a new file and
        # renaming it over the old. Owned by the window, so it is destroyed on the GUI
        # thread with it (left to the garbage collector, it could be destroyed on a
        # worker thread, which aborts Qt).
        self.watch = QFileSystemWatcher([str(paths.home)], window)
        self.reloading: asyncio.Task[bool] | None = None
        self.watch.directoryChanged.connect(self.touched)
        self.watch.fileChanged.connect(self.touched)

    def touched(self, _path: str = "") -> None:
        """Watches config.toml once it exists and reads it again when it changed."""
        path = str(self.paths.config)
        if self.paths.config.exists() and path not in self.watch.files():
            self.watch.addPath(path)
        if not config_file.changed_on_disk(self.paths.config):
            return
        dialog = self.windows.get("settings")
        if dialog is not None and dialog.isVisible():
            from app.ui.settings_dialog import SettingsDialog  # loaded: the dialog exists

            assert isinstance(dialog, SettingsDialog)
            dialog.changed_on_disk()  # the person's edits there are not thrown away
        elif self.reloading is None or self.reloading.done():  # one event per save is enough
            self.reloading = spawn(self.reload())

    async def reload(self) -> bool:
        """Reads config.toml again and applies it; a file that cannot be used is named
        in the status line and the settings in use stay."""
        try:
            settings = load_settings(self.paths)
        except ConfigError as exc:
            self.window.status.setText(f"{exc} ARES keeps using the settings it had.")
            return False
        dialog = self.windows.pop("settings", None)
        if dialog is not None:
            dialog.close()
        was_local_only = self.companion.settings.local_only
        await settle()  # an answer in flight keeps the worker it started with
        await self.companion.apply_settings(settings)
        self.applied(was_local_only)
        self.window.status.setText(f"{self.paths.config.name} changed on disk: reloaded.")
        if config_file.changed_on_disk(self.paths.config):  # saved again meanwhile
            return await self.reload()
        return True

    def reload_and_reopen(self) -> None:
        async def reload() -> None:
            if await self.reload():
                self.reopen()

        spawn(reload())
