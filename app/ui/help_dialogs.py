"""Help → Keyboard shortcuts: every menu action's keys and the input box's."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

# Keys handled by the widgets themselves rather than by menu actions.
TYPING_KEYS = (
    ("Send the message", "Enter"),
    ("New line in the message", "Shift+Enter"),
    ("Edit the last message again (empty box)", "Up"),
    ("Next field", "Tab"),
)


def _closable(dialog: QDialog, body: QWidget) -> None:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(body, 1)
    layout.addWidget(buttons)


class ShortcutsDialog(QDialog):
    def __init__(
        self,
        actions: dict[str, QAction],
        quick: str,
        parent: QWidget | None = None,
        *,
        elsewhere: dict[str, QAction] | None = None,
    ) -> None:
        """``elsewhere``: actions of one part of the window, by the words that say where
        (e.g. "Rename the conversation (in the list)")."""
        super().__init__(parent)
        self.setWindowTitle("ARES — keyboard shortcuts")
        self.resize(460, 480)
        rows = [
            (a.text().replace("&", ""), a.shortcut().toString())
            for a in actions.values()
            if not a.shortcut().isEmpty()
        ]
        rows += [
            (what, a.shortcut().toString())
            for what, a in (elsewhere or {}).items()
            if not a.shortcut().isEmpty()
        ]
        rows += list(TYPING_KEYS)
        if quick:
            rows.append(("Quick prompt (while an ARES window has the focus)", quick))
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels(["What", "Keys"])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for row, (what, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(what))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addWidget(QLabel("Esc closes a dialog; in the consent dialog Esc cancels."))
        _closable(self, body)
