"""The desktop shell: one main window, the tray, the quick prompt, the shortcut and
the secondary windows, wired to one companion. Tray and window menus share these
slots, so local-only mode and the emergency stop look the same everywhere. A hand edit
of config.toml is read again by ``config_reload``.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, TypeVar

import shiboken6
from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from app.config import ConfigError, Paths, save_settings
from app.controller.budgets import BudgetAlert
from app.controller.companion import Companion
from app.controller.events import TurnFinished
from app.controller.plans import resume_interrupted
from app.controller.schedules import Heartbeat, ScheduleRan, ScheduleRunner
from app.ui import window_state
from app.ui.chat_window import MainWindow
from app.ui.config_reload import ConfigReload
from app.ui.consent_dialog import DialogConsent
from app.ui.heap import release_freed_memory
from app.ui.icons import app_icon
from app.ui.preferences import Preferences, load_preferences, save_preferences
from app.ui.quick_prompt import QuickPrompt
from app.ui.shortcuts import QuickShortcut
from app.ui.tasks import spawn, spawn_service
from app.ui.theme import apply_theme
from app.ui.tray import Tray

if TYPE_CHECKING:  # the secondary windows load when first opened, not at start
    from app.ui.about_dialog import AboutDialog
    from app.ui.control_center import ControlCenter
    from app.ui.help_dialogs import ShortcutsDialog
    from app.ui.settings_dialog import SettingsDialog

NOTIFY_MS = 8000
Dialog = TypeVar("Dialog", bound=QDialog)
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
        self.window.auto_title = self.prefs.auto_title
        self.window.conversations.pinned = list(self.prefs.pinned)
        self.consent = DialogConsent(self.window)
        companion.set_consent(self.consent)
        self.tray = Tray(self.window)
        self.quick = QuickPrompt(companion)
        self.shortcut = QuickShortcut(self.window, self.quick.toggle)
        self.windows: dict[str, QWidget] = {}
        self.has_tray = False
        # Schedules fire here while the window or the tray runs (``run-due`` otherwise).
        self.schedules = ScheduleRunner(companion)
        self.schedules.listeners.append(self._schedule_ran)
        self.heartbeat = Heartbeat(self.schedules)
        # config.toml edited by hand while ARES runs: read again.
        self.config_reload = ConfigReload(
            companion, paths, self.window, self.windows, self._settings_applied, self.open_settings
        )
        self.engine_ready: asyncio.Task[None] | None = None  # from the first key typed
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
        w.closed_to_tray.connect(self.remember_window)
        a["settings"].triggered.connect(self.open_settings)
        w.models_requested.connect(self.open_models)
        w.conversations.pins_changed.connect(self._pins_changed)
        a["ledger"].triggered.connect(lambda: self.open_view("ledger"))
        a["memory"].triggered.connect(lambda: self.open_view("memory"))
        a["control_center"].triggered.connect(self.open_control_center)
        t.control_action.triggered.connect(self.open_control_center)
        a["about"].triggered.connect(self.open_about)
        a["shortcuts"].triggered.connect(self.open_shortcuts)
        self.quick.continue_requested.connect(self.continue_in_window)
        w.composer.textChanged.connect(self.prepare_engine)
        self.quick.input.textEdited.connect(self.prepare_engine)
        self.companion.on_budget_alert(self._budget_alert)
        w.turn_ended.connect(self._turn_ended)
        w.turn_ended.connect(self._work_moved)
        self.companion.runs.on_change(self._work_moved)
        self.config_reload.touched()
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._system_theme_changed)
        # The hints outlive the window; a shell whose window is gone must not answer. (A
        # shell already deleted, as at exit, was disconnected by Qt along with it.)
        self.window.destroyed.connect(
            lambda: (
                shiboken6.isValid(self)
                and hints.colorSchemeChanged.disconnect(self._system_theme_changed)
            )
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
        window_state.restore(
            self.window, self.prefs.geometry, self.window.splitter, self.prefs.splitter
        )
        if show_window or not self.has_tray:
            self.window.show()
            self.window.composer.setFocus()  # the first keys typed go into the message
        spawn(self._prepare())
        spawn(self.window.welcome())
        spawn(self.window.conversations.refresh())
        spawn_service(self.heartbeat.run())
        spawn(resume_interrupted(self.companion, spawn))  # plans a crash left running

    async def _prepare(self) -> None:
        """Now the window is up, on threads, one after another: the worker adapters
        import (on the GUI thread, ``import ollama`` alone froze the new window) and the
        status line checks the worker; the code highlighter loads. Then what that work
        freed goes back to the system. In turn, not at once: each runs Python, and the
        window's thread waits for the interpreter the longer the more threads want it
        (the second after the window showed stalled up to ~120 ms with all at once)."""
        await self.companion.load_workers()
        spawn(self.window.check_worker())
        await self.window.warm_up()
        release_freed_memory()

    def prepare_engine(self, *_: object) -> None:
        """The first key typed, in the window or the quick prompt: the Trust Engine
        compiles its rules (~0.4 s, on a thread) while the message is being written; a
        message sent before that waits for them. Not at start: an ARES that waits in the
        tray all day keeps the rules' ~30 MB out of memory until it is used."""
        if self.engine_ready is None:
            self.engine_ready = spawn(self._prepare_engine())

    async def _prepare_engine(self) -> None:
        await asyncio.to_thread(self.companion.engine.prepare)
        release_freed_memory()

    def quit(self) -> None:
        self.close_windows()
        self.quit_requested.emit()  # the app shuts down and ends its loop on this

    def remember_window(self) -> None:
        """Keeps the window's size, place and splitter for the next start."""
        if not shiboken6.isValid(self.window):
            return
        geometry, splitter = window_state.snapshot(self.window, self.window.splitter)
        if (geometry, splitter) != (self.prefs.geometry, self.prefs.splitter):
            self.prefs.geometry, self.prefs.splitter = geometry, splitter
            save_preferences(self.paths.home, self.prefs)

    def close_windows(self) -> None:
        if self.window.isVisible():
            self.remember_window()
        for widget in (*self.windows.values(), self.quick):
            widget.close()
        self.tray.hide()
        self.window.keep_in_tray = False
        self.window.hide()

    # --- privacy switches ------------------------------------------------------------
    def set_local_only(self, on: bool) -> None:
        if on != self.companion.settings.local_only:
            self.companion.set_local_only(on)
            try:
                save_settings(self.paths, self.companion.settings)
            except ConfigError as exc:  # on now, but not saved: say so
                self.window.status.setText(f"{_switch_text(on)} Not saved: {exc}")
                self.show_local_only(on, announce=False)
                return
        self.show_local_only(on)

    def show_local_only(self, on: bool, *, announce: bool = True) -> None:
        for action in (self.tray.local_only_action, self.window.actions_["local_only"]):
            if action.isChecked() != on:
                action.setChecked(on)
        self.window.refresh_privacy()
        if announce:
            self.window.status.setText(_switch_text(on))

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
        if command == "stop":
            cancelled = self.emergency_stop() if not self.companion.stopped else 0
            return f"emergency stop on ({cancelled} tasks cancelled)"
        if command == "clear":
            if self.companion.stopped:
                self.clear_emergency()
            return "emergency stop cleared"
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
        from app.ui.notifications import desktop_notify

        return desktop_notify(title, text, NOTIFY_MS)

    def _schedule_ran(self, ran: ScheduleRan) -> None:
        self.notify("ARES schedule", ran.sentence())
        if ran.conversation_id is not None:
            spawn(self.window.conversations.refresh())
        self._work_moved()

    def _work_moved(self, *_args: object) -> None:
        view = self.windows.get("control_center")
        if view is not None:
            from app.ui.control_center import ControlCenter  # loaded: the view exists

            if isinstance(view, ControlCenter):
                view.request_refresh()

    def _budget_alert(self, alert: BudgetAlert) -> None:
        self.notify("ARES budget", alert.sentence())  # a tray message, else the desktop's
        self._work_moved()

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
            from app.ui.ledger_view import LedgerView
            from app.ui.memory_view import MemoryView

            records = self.companion.records
            view = LedgerView(records) if name == "ledger" else MemoryView(records)
            if isinstance(view, MemoryView):
                view.open_conversation.connect(self.continue_in_window)
            # Its own window, in front of the main one and clear of its menu bar.
            view.setParent(self.window, Qt.WindowType.Window)
            view.move(self.window.geometry().topLeft() + QPoint(48, 48))
            self.windows[name] = view
        view.show()
        view.raise_()
        spawn(view.refresh())  # type: ignore[attr-defined]
        return view

    def open_control_center(self) -> ControlCenter:
        """Its own window: plans, schedules, spending and open questions, kept live."""
        from app.ui.control_center import ControlCenter

        view = self.windows.get("control_center")
        if not isinstance(view, ControlCenter):
            view = ControlCenter(self.companion, self.schedules)
            view.setParent(self.window, Qt.WindowType.Window)
            view.move(self.window.geometry().topLeft() + QPoint(64, 64))
            self.windows["control_center"] = view
        view.show()
        view.raise_()
        return view

    def open_about(self) -> AboutDialog:
        from app.ui.about_dialog import AboutDialog

        return self._show_dialog("about", AboutDialog(self.window, paths=self.paths))

    def open_shortcuts(self) -> ShortcutsDialog:
        from app.ui.help_dialogs import ShortcutsDialog

        quick = self.shortcut.keys if self.shortcut.enabled else ""
        listed = self.window.conversations.actions_
        elsewhere = {
            "Rename the conversation (in the list)": listed["rename"],
            "Delete the conversation (in the list)": listed["delete"],
        }
        dialog = ShortcutsDialog(self.window.actions_, quick, self.window, elsewhere=elsewhere)
        return self._show_dialog("shortcuts", dialog)

    def _show_dialog(self, name: str, dialog: Dialog) -> Dialog:
        old = self.windows.pop(name, None)
        if old is not None:
            old.close()
        self.windows[name] = dialog
        dialog.open()
        return dialog

    def open_settings(self) -> SettingsDialog:
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.companion, self.paths, self.prefs, self.window)
        dialog.busy = lambda: self.window.busy or self.quick.busy
        dialog.saved.connect(self._settings_saved)
        dialog.reload_requested.connect(self.config_reload.reload_and_reopen)
        self.windows["settings"] = dialog
        dialog.open()
        return dialog

    def open_models(self) -> SettingsDialog:
        """Where a model is got: Settings → Models once it exists, else the workers."""
        dialog = self.open_settings()
        dialog.show_tab("Models") or dialog.show_tab("Workers")
        return dialog

    def _pins_changed(self, pinned: list[str]) -> None:
        self.prefs.pinned = list(pinned)
        save_preferences(self.paths.home, self.prefs)

    def _settings_saved(self, prefs: Preferences) -> None:
        was_local_only = self.window.actions_["local_only"].isChecked()
        # What changed since the dialog opened (pins) is not the dialog's to undo.
        self.prefs = prefs.model_copy(
            update={
                "pinned": self.prefs.pinned,
                "geometry": self.prefs.geometry,
                "splitter": self.prefs.splitter,
            }
        )
        save_preferences(self.paths.home, prefs)
        self._settings_applied(was_local_only)
        self.window.status.setText("Settings saved.")
        self.apply_preferences()

    def _settings_applied(self, was_local_only: bool) -> None:
        self.window.worker_picker.reload(self.companion.settings)
        self.window.refresh_privacy()
        spawn(self.window.welcome())  # a worker added may be the local model it lacked
        on = self.companion.settings.local_only
        self.show_local_only(on, announce=False)
        if on != was_local_only:
            self.window.status.setText(_switch_text(on))

    def apply_preferences(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.prefs.theme)
        self.window.view.rerender()
        self.shortcut.bind(self.prefs.shortcut, self.prefs.shortcut_enabled)


def _switch_text(local_only: bool) -> str:
    if local_only:
        return "Local-only mode: no cloud worker will be used."
    return "Cloud workers allowed."
