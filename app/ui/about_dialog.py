"""Help → About: the version, the build, where the person's data lives, and the licence
of every bundled component."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.config import Paths
from app.controller.about import BuildInfo, build_info


def data_places(paths: Paths) -> str:
    places = (
        ("Everything", paths.home),
        ("Settings", paths.config),
        ("Memory (encrypted)", paths.database),
        ("Logs (secrets scrubbed)", paths.logs),
    )
    rows = "".join(f"<li>{label}: <code>{html.escape(str(p))}</code></li>" for label, p in places)
    return f"<b>Where your data lives</b><ul>{rows}</ul>API keys: in the OS keyring only."


class AboutDialog(QDialog):
    def __init__(
        self, parent: QWidget | None, info: BuildInfo | None = None, paths: Paths | None = None
    ) -> None:
        super().__init__(parent)
        info = info or build_info()
        self.setWindowTitle("About ARES")
        self.resize(560, 460)
        self.summary = QLabel(
            f"<b>ARES {info.version}</b><br>A local-first AI companion with a privacy router."
            f"<br>Build: {info.build}"
        )
        self.summary.setWordWrap(True)
        self.licences = QPlainTextEdit("\n".join(info.licence_lines()))
        self.licences.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        self.places = QLabel(data_places(paths) if paths is not None else "")
        self.places.setWordWrap(True)
        self.places.setVisible(paths is not None)
        layout.addWidget(self.places)
        layout.addWidget(QLabel("Bundled components and their licences:"))
        layout.addWidget(self.licences, 1)
        layout.addWidget(buttons)
