"""What shows while ARES starts: a window at once, before memory opens and the heavier
modules load, so starting feels immediate and a passphrase prompt has a parent."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from app.ui.icons import app_icon
from app.ui.window_state import saved_geometry

TITLE = "ARES — starting"


class StartupWindow(QMainWindow):
    def __init__(self, home: Path | None = None) -> None:
        super().__init__()
        self.setWindowTitle(TITLE)
        self.setWindowIcon(app_icon())
        self.resize(980, 680)
        # Where the main window was last time: it takes this window's place.
        geometry = saved_geometry(home) if home is not None else None
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.label = QLabel("Opening your memory…")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(self.label)

    def say(self, text: str) -> None:
        self.label.setText(text)
