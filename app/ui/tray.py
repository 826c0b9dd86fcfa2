"""The tray icon and its menu. It only offers actions; the shell decides what they do.

Where no tray host exists, ``install`` says so and the shell lets closing the window quit.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QSystemTrayIcon, QWidget

from app.ui.icons import app_icon

STOP_TEXT = "Emergency stop"
RESUME_TEXT = "Resume after emergency stop"


class Tray(QSystemTrayIcon):
    def __init__(self, window: QWidget) -> None:
        super().__init__(app_icon())
        self.window = window
        self.setToolTip("ARES")
        self.menu = QMenu()
        self.quick_action = QAction("Quick prompt", self.menu)
        self.open_action = QAction("Open ARES", self.menu)
        self.control_action = QAction("Control Center", self.menu)
        self.local_only_action = QAction("Local-only mode", self.menu)
        self.local_only_action.setCheckable(True)
        self.emergency_action = QAction(STOP_TEXT, self.menu)
        self.quit_action = QAction("Quit", self.menu)
        for action in (self.quick_action, self.open_action, self.control_action):
            self.menu.addAction(action)
        self.menu.addSeparator()
        self.menu.addAction(self.local_only_action)
        self.menu.addAction(self.emergency_action)
        self.menu.addSeparator()
        self.menu.addAction(self.quit_action)
        self.setContextMenu(self.menu)
        self.open_action.triggered.connect(self.open_window)
        self.activated.connect(self._activated)

    def open_window(self) -> None:
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()

    def show_stopped(self, stopped: bool) -> None:
        self.emergency_action.setText(RESUME_TEXT if stopped else STOP_TEXT)
        self.setToolTip("ARES — emergency stop" if stopped else "ARES")

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.open_window()

    def install(self) -> bool:
        """Show the icon; returns whether a real tray host will display it."""
        self.show()
        return QSystemTrayIcon.isSystemTrayAvailable()
