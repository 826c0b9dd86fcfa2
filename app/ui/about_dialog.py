"""Help → About: the version, the build, and the licence of every bundled component."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.controller.about import BuildInfo, build_info


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None, info: BuildInfo | None = None) -> None:
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
        layout.addWidget(QLabel("Bundled components and their licences:"))
        layout.addWidget(self.licences, 1)
        layout.addWidget(buttons)
