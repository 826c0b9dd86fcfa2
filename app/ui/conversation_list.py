"""The conversations, newest first, with a search box over everything said.

An empty search lists conversations by title; a query lists the conversations whose
messages match it (memory's blind-index search), each with its best snippet.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.controller.records import Records
from app.controller.views.conversations import ConversationItem
from app.controller.views.memory_items import SearchResult
from app.ui.tasks import spawn

SEARCH_DELAY_MS = 200


class ConversationList(QWidget):
    opened = Signal(str)  # a conversation id
    new_requested = Signal()

    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.titles: dict[str, str] = {}
        self.current: str | None = None  # the conversation shown, kept selected
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search conversations")
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setAccessibleName("Conversations")
        self.new_button = QPushButton("New conversation")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.new_button)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(SEARCH_DELAY_MS)
        self._debounce.timeout.connect(lambda: spawn(self.refresh()))
        self.search.textChanged.connect(lambda _: self._debounce.start())
        self.search.returnPressed.connect(self._open_first)
        self.list.itemActivated.connect(self._open)
        self.list.itemClicked.connect(self._open)
        self.new_button.clicked.connect(self.new_requested)

    async def refresh(self) -> None:
        query = self.search.text().strip()
        conversations = await self.records.conversations(limit=500)
        self.titles = {c.id: c.title or "Untitled" for c in conversations}
        if query:
            self._show_hits(await self.records.search(query, limit=50))
        else:
            self._show_conversations(conversations)
        self.select(self.current)

    def _show_conversations(self, conversations: list[ConversationItem]) -> None:
        self.list.clear()
        for conversation in conversations:
            item = QListWidgetItem(conversation.title or "Untitled")
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            item.setToolTip(conversation.updated_at.astimezone().strftime("%Y-%m-%d %H:%M"))
            self.list.addItem(item)

    def _show_hits(self, hits: list[SearchResult]) -> None:
        self.list.clear()
        seen: set[str] = set()
        for hit in hits:
            if hit.conversation_id is None or hit.conversation_id in seen:
                continue  # a fact, or a conversation already listed
            seen.add(hit.conversation_id)
            title = self.titles.get(hit.conversation_id, "Untitled")
            item = QListWidgetItem(f"{title}\n  {hit.snippet}")
            item.setData(Qt.ItemDataRole.UserRole, hit.conversation_id)
            item.setToolTip(hit.snippet)
            self.list.addItem(item)
        if not seen:
            empty = QListWidgetItem("No match")
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)

    def select(self, conversation_id: str | None) -> None:
        self.current = conversation_id
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == conversation_id:
                self.list.setCurrentItem(item)
                return
        self.list.clearSelection()

    def ids(self) -> list[str]:
        return [
            str(self.list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.list.count())
            if self.list.item(row).data(Qt.ItemDataRole.UserRole)
        ]

    def _open(self, item: QListWidgetItem) -> None:
        conversation_id = item.data(Qt.ItemDataRole.UserRole)
        if conversation_id:
            self.opened.emit(str(conversation_id))

    def _open_first(self) -> None:
        if self.list.count():
            self._open(self.list.item(0))
