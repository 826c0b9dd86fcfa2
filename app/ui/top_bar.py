"""The bar over the conversation: who answers (agent and persona, worker) on the left,
the privacy state on the right — the local-only switch and, in one line, what the next
message would be allowed to send to the worker picked.

Other parts of the window add their own controls with ``add_control`` (placed after
the pickers), so the bar stays one row whatever is added.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from app.controller.views.next_message import NextMessage
from app.ui.agent_picker import AgentPicker
from app.ui.worker_picker import WorkerPicker


class TopBar(QWidget):
    def __init__(
        self,
        agent_picker: AgentPicker,
        worker_picker: WorkerPicker,
        local_only: QAction,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("topBar")
        self.setAccessibleName("Top bar")
        self.local_only = QToolButton()
        self.local_only.setDefaultAction(local_only)  # one state with the menu and the tray
        self.local_only.setText("Local only")
        self.local_only.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.local_only.setToolTip("Local-only mode: no cloud worker is used while it is on")
        self.privacy = QLabel()
        self.privacy.setAccessibleName("Next message")
        self.privacy.setTextFormat(Qt.TextFormat.PlainText)
        self.privacy.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Long sentences are elided by the window's width, never widen it.
        self.privacy.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.privacy.setMinimumWidth(120)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 4)
        self.row.addWidget(agent_picker)
        self.row.addWidget(worker_picker)
        self._controls = 2
        self.row.addWidget(self.privacy, 1)
        self.row.addWidget(self.local_only)

    def add_control(self, widget: QWidget) -> None:
        """A picker or button of another part of the window, after the pickers."""
        self.row.insertWidget(self._controls, widget)
        self._controls += 1

    def show_next(self, state: NextMessage) -> None:
        sentence = state.sentence()
        self.privacy.setText(f"Next message → {sentence}")
        self.privacy.setToolTip(
            "What the next message may send, by the privacy policy in force. Every byte "
            "that leaves is written in the disclosure ledger."
        )
        warn = bool(state.refused)
        self.privacy.setProperty("warn", warn)
        self.privacy.setStyleSheet("color: #b45309;" if warn else "")
