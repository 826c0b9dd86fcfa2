"""The main window: the conversation, the input box, the worker picker, a status line.

A view over the controller's turn events; no privacy logic lives here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.controller.companion import Companion
from app.controller.events import (
    ChunkReceived,
    RouteChosen,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnStarted,
)
from app.controller.turn import TurnRequest
from app.ui.composer import Composer
from app.ui.conversation_view import ConversationView
from app.ui.icons import app_icon

AUTO = "auto"


class MainWindow(QMainWindow):
    chunk_shown = Signal(str)
    turn_ended = Signal(object)  # the TurnFinished or TurnFailed event

    def __init__(self, companion: Companion) -> None:
        super().__init__()
        self.companion = companion
        self.conversation_id: str | None = None
        self.keep_in_tray = False
        self._turn: asyncio.Task[None] | None = None
        self._background: set[asyncio.Future[None]] = set()
        self.setWindowTitle("ARES")
        self.setWindowIcon(app_icon())
        self.resize(760, 640)
        self.view = ConversationView()
        self.composer = Composer()
        self.worker_picker = self._make_picker()
        self.send_button = QPushButton("Send")
        self.status = QLabel("Ready.")
        self.status.setWordWrap(True)
        self._lay_out()
        self.composer.submitted.connect(self._submit)
        self.send_button.clicked.connect(lambda: self._submit(self.composer.toPlainText()))
        self.worker_picker.currentIndexChanged.connect(lambda _: self._check_worker_soon())

    def _make_picker(self) -> QComboBox:
        picker = QComboBox()
        picker.setToolTip("Which model answers. Local models never send data off this device.")
        picker.addItem("auto (local first)", AUTO)
        for spec in self.companion.settings.workers:
            place = "local" if spec.privacy == "local_only" else "cloud"
            picker.addItem(f"{spec.id} — {place}", spec.id)
        default = self.companion.settings.default_worker
        index = picker.findData(default) if default else 1
        picker.setCurrentIndex(max(index, 0))
        return picker

    def _lay_out(self) -> None:
        bottom = QHBoxLayout()
        bottom.addWidget(self.composer, 1)
        side = QVBoxLayout()
        side.addWidget(self.worker_picker)
        side.addWidget(self.send_button)
        side.addStretch(1)
        bottom.addLayout(side)
        layout = QVBoxLayout()
        layout.addWidget(self.view, 1)
        layout.addLayout(bottom)
        layout.addWidget(self.status)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)

    @property
    def worker_id(self) -> str:
        return str(self.worker_picker.currentData())

    @property
    def busy(self) -> bool:
        return self._turn is not None and not self._turn.done()

    def _submit(self, text: str) -> None:
        if self.busy or not text.strip():
            return
        self._turn = asyncio.ensure_future(self.send(text))

    def _check_worker_soon(self) -> None:
        self.spawn(self.check_worker())

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Runs UI work in the background, keeping a reference until it ends."""
        task = asyncio.ensure_future(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def check_worker(self) -> None:
        """Says in the status line whether the chosen worker can be reached."""
        if self.worker_id == AUTO:
            self.status.setText("Auto: answers come from a local model first.")
            return
        status = await self.companion.availability(self.worker_id)
        if status.available:
            models = f" ({', '.join(status.models[:3])})" if status.models else ""
            self.status.setText(f"{self.worker_id} is ready{models}.")
        else:
            self.status.setText(status.reason)

    async def send(self, text: str) -> None:
        self.composer.clear()
        self.send_button.setEnabled(False)
        self.status.setText("Thinking…")
        request = TurnRequest(
            message=text, worker_id=self.worker_id, conversation_id=self.conversation_id
        )
        try:
            async for event in self.companion.turn(request):
                self._show(event, text)
        finally:
            self.send_button.setEnabled(True)

    def _show(self, event: TurnEvent, text: str) -> None:
        if isinstance(event, TurnStarted):
            self.conversation_id = event.conversation_id
            self.view.show_message("user", text)
        elif isinstance(event, RouteChosen):
            where = "on this device" if event.data_location == "local" else "in the cloud"
            self.view.begin_answer(f"{event.worker_id}, {where}")
        elif isinstance(event, ChunkReceived):
            self.view.add_chunk(event.text)
            self.chunk_shown.emit(event.text)
        elif isinstance(event, TurnFinished):
            self.status.setText(f"Answered by {event.worker_id}.")
            self.turn_ended.emit(event)
        elif isinstance(event, TurnFailed):
            self.status.setText(event.error)
            self.view.show_notice(event.error)
            if not self.composer.toPlainText():
                self.composer.setPlainText(text)  # nothing typed is lost: resend with Enter
            self.turn_ended.emit(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.keep_in_tray:
            event.ignore()
            self.hide()
        else:
            event.accept()
            QApplication.quit()
