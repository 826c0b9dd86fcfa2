"""What ARES remembers: facts (add, change their class, edit, forget) and a search
across every conversation and fact: a message hit opens its conversation, a fact hit
selects the fact."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.controller.records import Records
from app.controller.views.memory_items import MemoryItem
from app.controller.vocabulary import Sensitivity
from app.ui.dialogs import confirm
from app.ui.empty_note import EmptyNote
from app.ui.icons import app_icon
from app.ui.tasks import spawn

ID_ROLE = Qt.ItemDataRole.UserRole
FACT_ROLE = Qt.ItemDataRole.UserRole + 1


def class_picker(current: Sensitivity = Sensitivity.PERSONAL) -> QComboBox:
    picker = QComboBox()
    for level in Sensitivity:
        picker.addItem(str(level), level)
    picker.setCurrentIndex(picker.findData(current))
    return picker


class MemoryView(QWidget):
    open_conversation = Signal(str)

    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.setWindowTitle("ARES — memory")
        self.setWindowIcon(app_icon())
        self.resize(760, 520)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._facts_tab(), "&Facts")
        self.tabs.addTab(self._search_tab(), "&Search")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(close)

    # --- facts -----------------------------------------------------------------------
    def _facts_tab(self) -> QWidget:
        self.facts = QTableWidget(0, 4)
        self.facts.setHorizontalHeaderLabels(["Fact", "Class", "Source", "Updated"])
        self.facts.verticalHeader().hide()
        self.facts.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.facts.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        header = self.facts.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.no_facts = EmptyNote(
            self.facts, "ARES remembers no facts about you yet. Add one below."
        )
        self.new_fact = QLineEdit()
        self.new_fact.setPlaceholderText("Something ARES should remember about you")
        self.new_class = class_picker()
        self.add_button = QPushButton("&Add")
        self.forget_button = QPushButton("F&orget selected…")
        row = QHBoxLayout()
        row.addWidget(self.new_fact, 1)
        row.addWidget(self.new_class)
        row.addWidget(self.add_button)
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addWidget(self.facts, 1)
        layout.addLayout(row)
        layout.addWidget(self.forget_button, 0, Qt.AlignmentFlag.AlignRight)
        self.add_button.clicked.connect(lambda: spawn(self.add_fact()))
        self.new_fact.returnPressed.connect(lambda: spawn(self.add_fact()))
        self.forget_button.clicked.connect(lambda: spawn(self.forget_selected()))
        self.facts.itemChanged.connect(self._text_edited)
        return tab

    async def refresh(self) -> None:
        self._show_facts(await self.records.facts())

    def _show_facts(self, facts: list[MemoryItem]) -> None:
        self.facts.blockSignals(True)
        self.facts.setRowCount(len(facts))
        self.no_facts.show_if_empty(len(facts))
        for row, fact in enumerate(facts):
            text = QTableWidgetItem(fact.text if fact.error is None else f"({fact.error})")
            text.setData(ID_ROLE, fact.id)
            self.facts.setItem(row, 0, text)
            picker = class_picker(fact.sensitivity)
            picker.setAccessibleName(f"Class of fact {fact.id}")
            picker.currentIndexChanged.connect(
                lambda _, p=picker, i=fact.id: spawn(self.change_class(i, p.currentData()))
            )
            self.facts.setCellWidget(row, 1, picker)
            for col, value in (
                (2, fact.source),
                (3, fact.updated_at.astimezone().strftime("%Y-%m-%d")),
            ):
                item = QTableWidgetItem(value)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.facts.setItem(row, col, item)
        self.facts.blockSignals(False)

    def fact_ids(self) -> list[int]:
        return [int(self._fact_cell(r).data(ID_ROLE)) for r in range(self.facts.rowCount())]

    def _fact_cell(self, row: int) -> QTableWidgetItem:
        item = self.facts.item(row, 0)
        assert item is not None  # _show_facts gives every row its text cell
        return item

    async def add_fact(self) -> None:
        text = self.new_fact.text().strip()
        if not text:
            return
        await self.records.remember(text, self.new_class.currentData())
        self.new_fact.clear()
        await self.refresh()

    async def change_class(self, fact_id: int, sensitivity: Sensitivity) -> None:
        await self.records.update_fact(fact_id, sensitivity=sensitivity)

    def _text_edited(self, item: QTableWidgetItem) -> None:
        if item.column() == 0 and item.text().strip():
            spawn(self.records.update_fact(int(item.data(ID_ROLE)), text=item.text().strip()))

    async def forget_selected(self) -> bool:
        rows = sorted({i.row() for i in self.facts.selectedIndexes()})
        if not rows:
            return False
        ids = [int(self._fact_cell(r).data(ID_ROLE)) for r in rows]
        texts = "\n".join(f"• {self._fact_cell(r).text()}" for r in rows)
        self.confirming = True
        sure = await confirm(self, "ARES — forget", f"Forget for good?\n\n{texts}", "Forget")
        self.confirming = False
        if not sure:
            return False
        for fact_id in ids:
            await self.records.forget(fact_id)
        await self.refresh()
        return True

    # --- search ----------------------------------------------------------------------
    def _search_tab(self) -> QWidget:
        self.query = QLineEdit()
        self.query.setPlaceholderText("Search every conversation and fact — Enter searches")
        self.hits = QListWidget()
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addWidget(self.query)
        layout.addWidget(self.hits, 1)
        self.query.returnPressed.connect(lambda: spawn(self.search()))
        self.hits.itemActivated.connect(self._open_hit)
        self.hits.itemDoubleClicked.connect(self._open_hit)
        return tab

    async def search(self) -> None:
        query = self.query.text().strip()
        self.hits.clear()
        if not query:
            return
        hits = await self.records.search(query, limit=50)
        for hit in hits:
            item = QListWidgetItem(f"{hit.role}: {hit.snippet}")
            item.setData(ID_ROLE, hit.conversation_id)
            item.setData(FACT_ROLE, hit.fact_id)
            self.hits.addItem(item)
        if not hits:
            self.hits.addItem(QListWidgetItem(f"Nothing in your conversations matches {query!r}."))

    def _open_hit(self, item: QListWidgetItem) -> None:
        conversation_id = item.data(ID_ROLE)
        if conversation_id:
            self.open_conversation.emit(str(conversation_id))
        elif item.data(FACT_ROLE) is not None:
            self.show_fact(int(item.data(FACT_ROLE)))

    def show_fact(self, fact_id: int) -> None:
        """The facts tab, with fact ``fact_id`` selected (if it is listed)."""
        self.tabs.setCurrentIndex(0)
        for row in range(self.facts.rowCount()):
            cell = self.facts.item(row, 0)
            if cell is not None and cell.data(ID_ROLE) == fact_id:
                self.facts.selectRow(row)
                self.facts.scrollToItem(cell)
                return
