"""What one answer disclosed: where it went, the exact bytes that left (from the
ledger), the briefing's manifest — what was included, pseudonymised or left out — and
the checks run on the answer."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.controller.records import Records
from app.ui.markdown_render import mono_font
from app.ui.payload_text import entries_of_turn, readable
from app.ui.privacy_badge import Badge

MANIFEST_COLUMNS = ("item", "source", "sensitivity", "action", "reason")
CHECK_COLUMNS = ("name", "status", "detail")


class PrivacyDialog(QDialog):
    def __init__(self, badge: Badge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.badge = badge
        self.setWindowTitle("ARES — what left for this answer")
        self.resize(720, 520)
        kinds = ", ".join(badge.withheld_kinds) or "none"
        self.summary = QLabel(
            f"{html.escape(badge.text())}<br>What {html.escape(badge.worker_id)} received "
            f"was <b>{badge.sensitivity}</b>; kinds held back: {html.escape(kinds)}"
        )
        self.summary.setWordWrap(True)
        self.payload = QPlainTextEdit()
        self.payload.setReadOnly(True)
        self.payload.setFont(mono_font())
        self.payload.setPlainText("Loading…")
        self.manifest = self._manifest_table(badge)
        tabs = QTabWidget()
        tabs.addTab(self.payload, "Payload that left")
        tabs.addTab(self.manifest, f"Manifest ({len(badge.manifest)})")
        self.checks = self._table(
            [[c.get(k, "") for k in CHECK_COLUMNS] for c in badge.checks], CHECK_COLUMNS
        )
        tabs.addTab(self.checks, f"Answer checks ({len(badge.flagged)} flagged)")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(tabs, 1)
        layout.addWidget(buttons)

    def _manifest_table(self, badge: Badge) -> QTableWidget:
        rows = [[str(entry.get(key, "")) for key in MANIFEST_COLUMNS] for entry in badge.manifest]
        return self._table(rows, MANIFEST_COLUMNS)

    def _table(self, rows: list[list[str]], columns: tuple[str, ...]) -> QTableWidget:
        table = QTableWidget(len(rows), len(columns))
        table.setHorizontalHeaderLabels([c.capitalize() for c in columns])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        for row, cells in enumerate(rows):
            for col, value in enumerate(cells):
                table.setItem(row, col, QTableWidgetItem(value))
        return table

    async def load(self, records: Records) -> None:
        ids = [self.badge.ledger_id] if self.badge.ledger_id is not None else []
        if not ids and self.badge.turn_id:
            ids = [e.id for e in await entries_of_turn(records, self.badge.turn_id)]
        if not ids:
            self.payload.setPlainText("Nothing left this device for this answer.")
            return
        texts = [readable(await records.payload(i)) for i in ids]
        self.payload.setPlainText("\n\n".join(texts))
