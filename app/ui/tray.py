"""The tray icon: Open and Quit. Where there is no tray, closing the window quits."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QSystemTrayIcon, QWidget

from app.ui.icons import app_icon


class Tray(QSystemTrayIcon):
    def __init__(self, window: QWidget) -> None:
        super().__init__(app_icon())
        self.window = window
        self.setToolTip("ARES")
        self.menu = QMenu()
        self.open_action = QAction("Open ARES", self.menu)
        self.quit_action = QAction("Quit", self.menu)
        self.menu.addAction(self.open_action)
        self.menu.addSeparator()
        self.menu.addAction(self.quit_action)
        self.setContextMenu(self.menu)
        self.open_action.triggered.connect(self.open_window)
        self.quit_action.triggered.connect(QApplication.quit)
        self.activated.connect(self._activated)

    def open_window(self) -> None:
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.open_window()

    def install(self) -> bool:
        """Show the icon; returns whether a real tray host will display it."""
        self.show()
        return QSystemTrayIcon.isSystemTrayAvailable()
