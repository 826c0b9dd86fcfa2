"""The input box: Enter sends, Shift+Enter starts a new line, Up (in an empty box)
brings back the last message to edit and send again."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class Composer(QPlainTextEdit):
    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(
            "Message ARES — Enter sends, Shift+Enter for a new line, Up edits the last message"
        )
        self.setTabChangesFocus(True)
        self.setFixedHeight(84)
        self.last_message = ""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, shift = event.key(), event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not shift:
            text = self.toPlainText()
            if text.strip():
                self.submitted.emit(text)
            return
        if key == Qt.Key.Key_Up and not self.toPlainText() and self.last_message:
            self.setPlainText(self.last_message)
            self.moveCursor(QTextCursor.MoveOperation.End)
            return
        super().keyPressEvent(event)
