"""The desktop shell: one main window, the tray, the quick prompt, the shortcut and
the secondary windows, wired to one companion. Tray and window menus share these
slots, so local-only mode and the emergency stop look the same everywhere.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from app.config import Paths, save_settings
from app.controller.companion import Companion
from app.controller.events import TurnFinished
from app.ui.about_dialog import AboutDialog
from app.ui.approval_dialog import DialogApproval
from app.ui.chat_window import MainWindow
from app.ui.consent_dialog import DialogConsent
from app.ui.icons import app_icon
from app.ui.ledger_view import LedgerView
from app.ui.memory_view import MemoryView
from app.ui.notifications import desktop_notify
from app.ui.preferences import Preferences, load_preferences, save_preferences
from app.ui.quick_prompt import QuickPrompt
from app.ui.settings_dialog import SettingsDialog
from app.ui.shortcuts import QuickShortcut
from app.ui.tasks import spawn
from app.ui.theme import apply_theme
from app.ui.tray import Tray

NOTIFY_MS = 8000
NO_TRAY_NOTICE = (
    "There is no system tray here, so closing this window quits ARES "
    "(and ends anything it is doing)."
)


class Shell(QObject):
    quit_requested = Signal()

    def __init__(self, companion: Companion, paths: Paths) -> None:
        super().__init__()
        self.companion = companion
        self.paths = paths
        self.prefs: Preferences = load_preferences(paths.home)
        self.window = MainWindow(companion)
        self.consent = DialogConsent(self.window)
        companion.set_consent(self.consent)
        companion.set_approvals(DialogApproval(self.window))
        self.tray = Tray(self.window)
        self.quick = QuickPrompt(companion)
        self.shortcut = QuickShortcut(self.window, self.quick.toggle)
        self.windows: dict[str, QWidget] = {}
        self.has_tray = False
        self._wire()
        self.show_local_only(companion.settings.local_only)
        self.apply_preferences()

    def _wire(self) -> None:
        w, t, a = self.window, self.tray, self.window.actions_
        t.quick_action.triggered.connect(self.quick.toggle)
        a["quick"].triggered.connect(self.quick.pop_up)
        t.local_only_action.toggled.connect(self.set_local_only)
        a["local_only"].toggled.connect(self.set_local_only)
        t.emergency_action.triggered.connect(self.toggle_emergency)
        a["emergency"].triggered.connect(self.toggle_emergency)
        w.resume_button.clicked.connect(self.clear_emergency)
        t.quit_action.triggered.connect(self.quit)
        w.quit_requested.connect(self.quit)
        a["settings"].triggered.connect(self.open_settings)
        a["ledger"].triggered.connect(lambda: self.open_view("ledger"))
        a["memory"].triggered.connect(lambda: self.open_view("memory"))
        a["about"].triggered.connect(self.open_about)
        self.quick.continue_requested.connect(self.continue_in_window)
        w.turn_ended.connect(self._turn_ended)
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._system_theme_changed)
        # The hints outlive the window; a shell whose window is gone must not answer.
        self.window.destroyed.connect(
            lambda: hints.colorSchemeChanged.disconnect(self._system_theme_changed)
        )

    def _system_theme_changed(self) -> None:
        if self.prefs.theme == "system" and shiboken6.isValid(self.window):
            self.apply_preferences()

    # --- start and stop --------------------------------------------------------------
    def start(self, show_window: bool = True) -> None:
        """Shows the tray icon and the window (which stays hidden if asked and a tray
        can bring it back), and says once if there is no tray."""
        self.has_tray = self.tray.install()
        self.window.keep_in_tray = self.has_tray
        if not self.has_tray:
            self.tray.hide()
            if not self.prefs.no_tray_notice_shown:
                self.window.view.show_notice(NO_TRAY_NOTICE)
                self.prefs.no_tray_notice_shown = True
                save_preferences(self.paths.home, self.prefs)
        if show_window or not self.has_tray:
            self.window.show()
        spawn(self.window.check_worker())
        spawn(self.window.conversations.refresh())

    def quit(self) -> None:
        for widget in (*self.windows.values(), self.quick):
            widget.close()
        self.tray.hide()
        self.quit_requested.emit()  # the app ends its loop on this

    # --- privacy switches ------------------------------------------------------------
    def set_local_only(self, on: bool) -> None:
        if on != self.companion.settings.local_only:
            self.companion.set_local_only(on)
            save_settings(self.paths, self.companion.settings)
        self.show_local_only(on)

    def show_local_only(self, on: bool) -> None:
        for action in (self.tray.local_only_action, self.window.actions_["local_only"]):
            if action.isChecked() != on:
                action.setChecked(on)
        self.window.status.setText(
            "Local-only mode: no cloud worker will be used." if on else "Cloud workers allowed."
        )

    def toggle_emergency(self) -> None:
        if self.companion.stopped:
            self.clear_emergency()
        else:
            self.emergency_stop()

    def emergency_stop(self) -> int:
        cancelled = self.companion.emergency_stop()
        self.quick.stop()
        self.window.show_emergency(True)
        self.tray.show_stopped(True)
        self.window.actions_["emergency"].setText("&Resume after emergency stop")
        return cancelled

    def clear_emergency(self) -> None:
        self.companion.clear_emergency_stop()
        self.window.show_emergency(False)
        self.tray.show_stopped(False)
        self.window.actions_["emergency"].setText("&Emergency stop")
        self.window.status.setText("Resumed: workers may be used again.")

    # --- later starts and notifications ------------------------------------------------
    def run_command(self, command: str) -> str:
        """What a later ``ares`` (``show``) or ``ares quick`` asks of this one; returns the
        one line that start prints."""
        if command == "ping":
            return "running"
        if command == "quick":
            self.quick.pop_up()
            return "quick prompt " + ("open" if self.quick.isVisible() else "not shown")
        self.tray.open_window()
        return "window " + ("raised" if self.window.isVisible() else "not shown")

    def notify(self, title: str, text: str) -> bool:
        """A desktop notification (the tray's balloon, else the freedesktop service);
        False when the desktop has neither. Say what happened, never what was said:
        notification daemons keep a history outside ARES's encryption."""
        if self.has_tray and self.tray.supportsMessages():
            self.tray.showMessage(title, text, app_icon(), NOTIFY_MS)
            return True
        return desktop_notify(title, text, NOTIFY_MS)

    def _turn_ended(self, outcome: object) -> None:
        # Background work: the window is in the tray or minimised (focus alone is no
        # sign: a visible window is one glance away, and a balloon there is noise).
        hidden = not self.window.isVisible() or self.window.isMinimized()
        if isinstance(outcome, TurnFinished) and hidden:
            self.notify("ARES answered", f"{outcome.worker_id} finished; open ARES to read it.")

    # --- windows ---------------------------------------------------------------------
    def continue_in_window(self, conversation_id: str) -> None:
        self.tray.open_window()
        spawn(self.window.open_conversation(conversation_id))

    def open_view(self, name: str) -> QWidget:
        view = self.windows.get(name)
        if view is None:
            records = self.companion.records
            view = LedgerView(records) if name == "ledger" else MemoryView(records)
            if isinstance(view, MemoryView):
                view.open_conversation.connect(self.continue_in_window)
            self.windows[name] = view
        view.show()
        view.raise_()
        spawn(view.refresh())  # type: ignore[attr-defined]
        return view

    def open_about(self) -> AboutDialog:
        dialog = AboutDialog(self.window)
        self.windows["about"] = dialog
        dialog.open()
        return dialog

    def open_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.companion, self.paths, self.prefs, self.window)
        dialog.busy = lambda: self.window.busy or self.quick.busy
        dialog.saved.connect(self._settings_saved)
        self.windows["settings"] = dialog
        dialog.open()
        return dialog

    def _settings_saved(self, prefs: Preferences) -> None:
        self.prefs = prefs
        save_preferences(self.paths.home, prefs)
        self.window.worker_picker.reload(self.companion.settings)
        self.show_local_only(self.companion.settings.local_only)
        self.apply_preferences()

    def apply_preferences(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.prefs.theme)
        self.window.view.rerender()
        self.shortcut.bind(self.prefs.shortcut, self.prefs.shortcut_enabled)
