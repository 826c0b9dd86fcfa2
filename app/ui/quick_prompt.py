"""The quick prompt: a small frameless box, always on top, that answers inline.

Enter asks, Esc stops an answer in flight or else hides the box, and "Continue in
window" opens the same conversation in the main window. A file dropped on the box (or
chosen with its paperclip) goes with the next question, as in the window.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from app.controller.companion import Companion
from app.controller.events import TurnEvent, TurnFailed
from app.controller.turn import TurnRequest
from app.ui.attach_bar import ASK_WHAT, AttachBar
from app.ui.message_view import MessageView
from app.ui.tasks import spawn
from app.ui.turn_session import TurnSession


class QuickPrompt(QFrame):
    continue_requested = Signal(str)  # conversation id
    answered = Signal(object)  # the turn's outcome event, or None when stopped

    def __init__(self, companion: Companion) -> None:
        super().__init__(None)
        self.companion = companion
        self.conversation_id: str | None = None
        self._turn: asyncio.Task[None] | None = None
        self.setWindowFlags(
            Qt.WindowType.Tool
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
        )
        self.setWindowTitle("ARES quick prompt")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("quickPrompt")
        self.resize(560, 300)
        self.input = QLineEdit()
        self.input.setPlaceholderText("Ask ARES — Enter asks, Esc closes")
        self.view = MessageView()
        self.view.hide()
        self.hint = QLabel("")
        self.continue_button = QPushButton("Continue in window")
        self.continue_button.setEnabled(False)
        self.attachments = AttachBar()  # files for the next question, as chips
        row = QHBoxLayout()
        row.addWidget(self.attachments.button)
        row.addWidget(self.hint, 1)
        row.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.input)
        layout.addWidget(self.attachments)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self.input.returnPressed.connect(self._submit)
        self.continue_button.clicked.connect(self._continue)
        self.attachments.told.connect(self.hint.setText)
        self.attachments.accept_drops_on(self, self.input)

    @property
    def busy(self) -> bool:
        return self._turn is not None and not self._turn.done()

    def pop_up(self) -> None:
        """Shows the box near the top of the screen, ready to type."""
        screen = QGuiApplication.primaryScreen().availableGeometry()
        self.move(screen.center().x() - self.width() // 2, screen.top() + screen.height() // 5)
        self.show()
        self.raise_()
        self.activateWindow()
        self.input.setFocus()

    def toggle(self) -> None:
        if self.isVisible():
            self.hide()
        else:
            self.pop_up()

    def _submit(self) -> None:
        text = self.input.text()
        if not self.busy and not text.strip() and self.attachments.files:
            self.hint.setText(ASK_WHAT)
        if self.busy or not text.strip():
            return
        self._turn = spawn(self.ask(text))

    async def ask(self, text: str) -> TurnEvent | None:
        self.input.clear()
        self.view.show()
        self.hint.setText("Thinking…")
        session = TurnSession(self.companion, self.view)
        files = self.attachments.take()
        request = TurnRequest(message=text, conversation_id=self.conversation_id, attachments=files)
        outcome: TurnEvent | None = None
        try:
            outcome = await session.run(request)
            self.hint.setText("")
            if isinstance(outcome, TurnFailed):  # the question and its files, to ask again
                if not self.input.text():
                    self.input.setText(text)
                if not self.attachments.files:
                    self.attachments.put_back(files)
        except asyncio.CancelledError:
            self.hint.setText("Stopped.")
        finally:
            self.conversation_id = session.conversation_id or self.conversation_id
            self.continue_button.setEnabled(self.conversation_id is not None)
            self.answered.emit(outcome)
        return outcome

    def stop(self) -> None:
        if self._turn is not None and not self._turn.done():
            self._turn.cancel()

    def start_over(self) -> None:
        self.conversation_id = None
        self.view.clear_all()
        self.view.hide()
        self.continue_button.setEnabled(False)

    def _continue(self) -> None:
        if self.conversation_id is None:
            return
        self.hide()
        self.continue_requested.emit(self.conversation_id)
        self.start_over()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.busy:
                self.stop()
            else:
                self.hide()
            return
        super().keyPressEvent(event)
