"""What one answer disclosed: where it went, the exact bytes that left (from the
ledger) and the briefing's manifest — what was included, pseudonymised or left out."""

from __future__ import annotations

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

from app.ui.markdown_render import mono_font
from app.ui.payload_text import entries_of_turn, readable
from app.ui.privacy_badge import Badge
from memory import AsyncMemoryStore

MANIFEST_COLUMNS = ("item", "source", "sensitivity", "action", "reason")


class PrivacyDialog(QDialog):
    def __init__(self, badge: Badge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.badge = badge
        self.setWindowTitle("ARES — what left for this answer")
        self.resize(720, 520)
        kinds = ", ".join(badge.withheld_kinds) or "nothing"
        self.summary = QLabel(
            f"<b>{badge.sensitivity}</b> · {badge.worker_id} · {badge.where}<br>"
            f"Held back ({badge.held_back} placeholders): {kinds}"
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
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(tabs, 1)
        layout.addWidget(buttons)

    def _manifest_table(self, badge: Badge) -> QTableWidget:
        table = QTableWidget(len(badge.manifest), len(MANIFEST_COLUMNS))
        table.setHorizontalHeaderLabels([c.capitalize() for c in MANIFEST_COLUMNS])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        for row, entry in enumerate(badge.manifest):
            for col, key in enumerate(MANIFEST_COLUMNS):
                table.setItem(row, col, QTableWidgetItem(str(entry.get(key, ""))))
        return table

    async def load(self, memory: AsyncMemoryStore) -> None:
        ids = [self.badge.ledger_id] if self.badge.ledger_id is not None else []
        if not ids and self.badge.turn_id:
            ids = [e.id for e in await entries_of_turn(memory, self.badge.turn_id)]
        if not ids:
            self.payload.setPlainText("Nothing left this device for this answer.")
            return
        texts = [readable(await memory.disclosure_payload(i)) for i in ids]
        self.payload.setPlainText("\n\n".join(texts))
