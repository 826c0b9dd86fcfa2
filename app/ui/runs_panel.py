"""Background work in the window: one line per running delegation run, with a Cancel
button; hidden while nothing runs. When a run settles into the conversation on screen,
that conversation is shown again so its posted message appears."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.controller.agents.delegation.runs import Runs
from app.controller.views.runs import RunItem
from app.ui.tasks import spawn

if TYPE_CHECKING:
    from app.ui.chat_window import MainWindow

# Shows a conversation again (the window's ``open_conversation``), given its id.
Reopen = Callable[[str], Coroutine[Any, Any, None]]


class RunsPanel(QWidget):
    def __init__(
        self,
        runs: Runs,
        *,
        showing: Callable[[], str | None] = lambda: None,
        reopen: Reopen | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.runs = runs
        self.showing = showing  # the conversation on screen
        self.reopen = reopen
        self.rows: dict[str, QWidget] = {}
        self.buttons: dict[str, QPushButton] = {}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.setVisible(False)
        runs.on_change(self.update_run)

    @classmethod
    def for_window(cls, window: MainWindow) -> RunsPanel:
        return cls(
            window.companion.runs,
            showing=lambda: window.conversation_id,
            reopen=window.open_conversation,
            parent=window,
        )

    def update_run(self, item: RunItem) -> None:
        if item.running:
            if item.run_id not in self.rows:
                self._add(item)
        else:
            row = self.rows.pop(item.run_id, None)
            self.buttons.pop(item.run_id, None)
            if row is not None:
                row.deleteLater()
            if (
                self.reopen is not None
                and item.message_id
                and self.showing() == item.conversation_id
            ):
                spawn(self.reopen(item.conversation_id))
        self.setVisible(bool(self.rows))

    def _add(self, item: RunItem) -> None:
        row = QWidget(self)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(
            QLabel(f"⏳ {item.agent} is working in the background (run {item.run_id})"), 1
        )
        cancel = QPushButton("Cancel", row)
        cancel.setToolTip("Stop this background task at its next step")
        cancel.clicked.connect(lambda _=False, rid=item.run_id: self._cancel(rid))
        line.addWidget(cancel)
        self._layout.addWidget(row)
        self.rows[item.run_id] = row
        self.buttons[item.run_id] = cancel

    def _cancel(self, run_id: str) -> None:
        button = self.buttons.get(run_id)
        if button is not None:
            button.setEnabled(False)
            button.setText("Cancelling…")
        spawn(self.runs.cancel(run_id))
