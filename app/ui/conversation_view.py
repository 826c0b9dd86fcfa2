"""The conversation: messages, and answers growing as their chunks arrive.

Text is inserted at the end with a cursor rather than re-rendering the document, so a
long conversation does not stall while an answer streams. Links never open by
themselves and remote images are never fetched.
"""

from __future__ import annotations

import html

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget


class ConversationView(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self._answer_open = False

    def show_message(self, role: str, text: str, note: str = "") -> None:
        self._end_answer()
        who = "You" if role == "user" else "ARES"
        meta = f' <span style="color:gray">{html.escape(note)}</span>' if note else ""
        body = html.escape(text).replace("\n", "<br>")
        self.append(f"<p><b>{who}</b>{meta}<br>{body}</p>")

    def begin_answer(self, note: str) -> None:
        self._end_answer()
        self.append(f'<p><b>ARES</b> <span style="color:gray">{html.escape(note)}</span></p>')
        self.append("")
        self._answer_open = True

    def add_chunk(self, text: str) -> None:
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        bar = self.verticalScrollBar()
        if bar.value() >= bar.maximum() - 40:  # follow only if the person has not scrolled up
            bar.setValue(bar.maximum())

    def show_notice(self, text: str) -> None:
        self._end_answer()
        self.append(f'<p style="color:#b35c00">{html.escape(text)}</p>')

    def _end_answer(self) -> None:
        self._answer_open = False
