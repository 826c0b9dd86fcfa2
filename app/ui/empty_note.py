"""A sentence over an empty table ("Nothing has left this device yet."), so an empty
view says what it would show instead of looking broken."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel


class EmptyNote(QLabel):
    def __init__(self, view: QAbstractItemView, text: str) -> None:
        super().__init__(text, view.viewport())
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setEnabled(False)  # drawn in the muted colour of the theme
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        view.viewport().installEventFilter(self)
        self.setGeometry(view.viewport().rect())

    def show_if_empty(self, rows: int, text: str | None = None) -> None:
        if text is not None:
            self.setText(text)
        self.setVisible(rows == 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        viewport = self.parentWidget()
        if event.type() == QEvent.Type.Resize and watched is viewport and viewport is not None:
            self.setGeometry(viewport.rect())
        return False
