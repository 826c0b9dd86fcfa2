"""The disclosure ledger: everything that left, as a sortable, filterable table, the
exact payload on demand, and an export of the rows shown (CSV or JSON)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.controller.budgets import cost_label, total_label
from app.controller.records import Records
from app.controller.views.ledger_rows import ExportFormat, LedgerRow, write_export
from app.controller.vocabulary import Sensitivity
from app.ui.dialogs import choose_save_path
from app.ui.empty_note import EmptyNote
from app.ui.icons import app_icon
from app.ui.markdown_render import mono_font
from app.ui.payload_text import LEDGER_SCAN, readable
from app.ui.tasks import spawn

NOTHING_LEFT = "Nothing has left this device yet."
COLUMNS = ("Time", "Worker", "Class", "Kinds", "Bytes", "Cost", "Destination")
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex


class LedgerFilter(QSortFilterProxyModel):
    """Rows matching the text anywhere and, when chosen, one class."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.sensitivity = ""
        self.setSortRole(SORT_ROLE)

    def set_filter(self, text: str, sensitivity: str) -> None:
        self.beginFilterChange()
        self.text, self.sensitivity = text.strip().lower(), sensitivity
        self.endFilterChange()

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        model = self.sourceModel()
        cells = [str(model.index(row, col, parent).data()) for col in range(len(COLUMNS))]
        if self.sensitivity and cells[2] != self.sensitivity:
            return False
        return not self.text or any(self.text in cell.lower() for cell in cells)


class LedgerView(QWidget):
    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.setWindowTitle("ARES — disclosure ledger")
        self.setWindowIcon(app_icon())
        self.resize(900, 560)
        self.model = QStandardItemModel(0, len(COLUMNS))
        self.model.setHorizontalHeaderLabels(list(COLUMNS))
        self.proxy = LedgerFilter()
        self.proxy.setSourceModel(self.model)
        self.table = self._make_table()
        self.empty = EmptyNote(self.table, NOTHING_LEFT)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Filter by worker, kind, destination…")
        self.search.setClearButtonEnabled(True)
        self.sensitivity = QComboBox()
        self.sensitivity.addItem("All classes", "")
        for level in Sensitivity:
            self.sensitivity.addItem(str(level), str(level))
        self.payload = QPlainTextEdit()
        self.payload.setReadOnly(True)
        self.payload.setFont(mono_font())
        self.payload.setPlaceholderText("Select a row and press Show payload (Enter).")
        self.total = QLabel()
        self.buttons = {
            name: QPushButton(label)
            for name, label in (
                ("payload", "Show &payload"),
                ("csv", "Export &CSV…"),
                ("json", "Export &JSON…"),
                ("refresh", "&Refresh"),
                ("close", "Close"),
            )
        }
        self._lay_out()
        self._connect()

    def _make_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.proxy)
        table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        table.setSortingEnabled(True)  # newest first until the person sorts otherwise
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return table

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.sensitivity)
        bottom = QHBoxLayout()
        for name in ("payload", "refresh"):
            bottom.addWidget(self.buttons[name])
        bottom.addStretch(1)
        bottom.addWidget(self.total)
        bottom.addStretch(1)
        for name in ("csv", "json", "close"):
            bottom.addWidget(self.buttons[name])
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.payload)
        split.setSizes([340, 160])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)

    def _connect(self) -> None:
        refilter = self._refilter
        self.search.textChanged.connect(lambda _: refilter())
        self.sensitivity.currentIndexChanged.connect(lambda _: refilter())
        self.buttons["payload"].clicked.connect(lambda: spawn(self.show_payload()))
        self.table.activated.connect(lambda _: spawn(self.show_payload()))
        self.buttons["refresh"].clicked.connect(lambda: spawn(self.refresh()))
        self.buttons["csv"].clicked.connect(lambda: spawn(self.export_dialog("csv")))
        self.buttons["json"].clicked.connect(lambda: spawn(self.export_dialog("json")))
        self.buttons["close"].clicked.connect(self.close)

    def _refilter(self) -> None:
        self.proxy.set_filter(self.search.text(), str(self.sensitivity.currentData()))
        self._show_total()

    def _show_total(self) -> None:
        costs = (row.cost for row in self.shown_entries())
        self.total.setText(f"Total of the rows shown: {total_label(costs)}")
        self._say_if_empty()

    def _say_if_empty(self) -> None:
        if self.model.rowCount() == 0:
            self.empty.show_if_empty(0, NOTHING_LEFT)
        else:
            self.empty.show_if_empty(self.proxy.rowCount(), "No row matches the filter.")

    async def refresh(self) -> None:
        entries = await self.records.ledger(limit=LEDGER_SCAN)
        self.model.removeRows(0, self.model.rowCount())
        for entry in entries:
            self.model.appendRow(self._cells(entry))
        self._show_total()

    def _cells(self, entry: LedgerRow) -> list[QStandardItem]:
        values: list[tuple[str, Any]] = [
            (entry.at.astimezone().strftime("%Y-%m-%d %H:%M:%S"), entry.at.timestamp()),
            (entry.worker, entry.worker),
            (str(entry.sensitivity), list(Sensitivity).index(entry.sensitivity)),
            (", ".join(entry.kinds) or "—", ", ".join(entry.kinds)),
            (f"{entry.bytes:,}", entry.bytes),
            (cost_label(entry.cost), entry.cost.money or entry.cost.tokens_in or 0),
            (entry.destination, entry.destination),
        ]
        cells = []
        for text, key in values:
            item = QStandardItem(text)
            item.setData(key, SORT_ROLE)
            item.setData(entry, ENTRY_ROLE)
            cells.append(item)
        return cells

    def shown_entries(self) -> list[LedgerRow]:
        """The rows the filter lets through, in the order shown."""
        return [self.proxy.index(row, 0).data(ENTRY_ROLE) for row in range(self.proxy.rowCount())]

    def selected_entry(self) -> LedgerRow | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ENTRY_ROLE) if rows else None

    async def show_payload(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            self.payload.setPlainText("Select a row first.")
            return
        self.payload.setPlainText(readable(await self.records.payload(entry.id)))

    async def export_dialog(self, fmt: ExportFormat) -> Path | None:
        path = await choose_save_path(
            self, f"Export the ledger as {fmt.upper()}", fmt, "ARES disclosure ledger"
        )
        if path is not None:
            self.export(path, fmt)
        return path

    def export(self, path: Path, fmt: ExportFormat) -> None:
        write_export(self.shown_entries(), path, fmt)
