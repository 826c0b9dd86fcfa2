"""The conversations, pinned first then newest first, with a search box over everything
said, and what can be done to one: rename (F2, or in place), pin, export as Markdown,
delete (Del, after asking).

An empty search lists conversations by title; a query lists the conversations whose
messages match it (memory's blind-index search), each with its best snippet. Long
titles are elided, never scrolled sideways: the full title is the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.controller.private_file import write_private
from app.controller.records import MemoryStoreError, Records
from app.controller.views.conversations import ConversationItem
from app.controller.views.memory_items import SearchResult
from app.ui.dialogs import choose_save_path, confirm
from app.ui.empty_note import EmptyNote
from app.ui.icons import pin_icon
from app.ui.tasks import spawn

SEARCH_DELAY_MS = 200
EMPTY = "No conversations yet.\nWhat you write is kept here, encrypted."
ID = Qt.ItemDataRole.UserRole


class ConversationList(QWidget):
    opened = Signal(str)  # a conversation id
    new_requested = Signal()
    deleted = Signal(str)  # a conversation id, gone with its memory
    pins_changed = Signal(list)  # the pinned ids, for the shell to keep
    told = Signal(str)  # a sentence for the status line

    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.titles: dict[str, str] = {}
        self.pinned: list[str] = []
        self.current: str | None = None  # the conversation shown, kept selected
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search conversations")
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setAccessibleName("Conversations")
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setWordWrap(False)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.new_button = QPushButton("New conversation")
        self.empty = EmptyNote(self.list, EMPTY)
        self.actions_ = self._make_actions()
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
        self.list.itemChanged.connect(lambda item: spawn(self._renamed(item)))
        self.list.customContextMenuRequested.connect(self._menu)
        self.new_button.clicked.connect(self.new_requested)

    def _make_actions(self) -> dict[str, QAction]:
        specs = {
            "rename": ("&Rename", QKeySequence(Qt.Key.Key_F2)),
            "pin": ("&Pin to the top", None),
            "export": ("&Export as Markdown…", None),
            "delete": ("&Delete…", QKeySequence(QKeySequence.StandardKey.Delete)),
        }
        actions = {}
        for name, (text, keys) in specs.items():
            action = QAction(text, self.list)
            if keys is not None:
                action.setShortcut(keys)
                action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
                self.list.addAction(action)  # the key works while the list has the focus
            actions[name] = action
        actions["rename"].triggered.connect(self.rename)
        actions["pin"].triggered.connect(lambda: self.toggle_pin(self._target("pin")))
        actions["export"].triggered.connect(lambda: spawn(self.export(self._target("export"))))
        actions["delete"].triggered.connect(lambda: spawn(self.delete(self._target("delete"))))
        return actions

    def _target(self, name: str) -> str | None:
        """The conversation an action is for: the one its menu was opened on (the
        list may have been refreshed since), else the selected one."""
        action = self.actions_[name]
        target = action.data()
        action.setData(None)
        return str(target) if target else self.chosen()

    # --- listing ---------------------------------------------------------------------
    async def refresh(self) -> None:
        query = self.search.text().strip()
        conversations = await self.records.conversations(limit=500)
        self.titles = {c.id: c.title or "Untitled" for c in conversations}
        self.pinned = [cid for cid in self.pinned if cid in self.titles]
        if query:
            self._show_hits(await self.records.search(query, limit=50))
        else:
            self._show_conversations(conversations)
        self.select(self.current)

    def _show_conversations(self, conversations: list[ConversationItem]) -> None:
        self.list.blockSignals(True)  # itemChanged is for the person's renames only
        self.list.clear()
        pinned = [c for c in conversations if c.id in self.pinned]
        pinned.sort(key=lambda c: self.pinned.index(c.id))
        for conversation in pinned + [c for c in conversations if c.id not in self.pinned]:
            title = conversation.title or "Untitled"
            item = QListWidgetItem(title)
            item.setData(ID, conversation.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            when = conversation.updated_at.astimezone().strftime("%Y-%m-%d %H:%M")
            item.setToolTip(
                f"{title}\n{when}" + ("\nPinned" if conversation.id in self.pinned else "")
            )
            if conversation.id in self.pinned:
                item.setIcon(pin_icon())
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.empty.show_if_empty(self.list.count(), EMPTY)

    def _show_hits(self, hits: list[SearchResult]) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        seen: set[str] = set()
        for hit in hits:
            if hit.conversation_id is None or hit.conversation_id in seen:
                continue  # a fact, or a conversation already listed
            seen.add(hit.conversation_id)
            title = self.titles.get(hit.conversation_id, "Untitled")
            item = QListWidgetItem(f"{title}\n  {hit.snippet}")
            item.setData(ID, hit.conversation_id)
            item.setToolTip(f"{title}\n{hit.snippet}")
            self.list.addItem(item)
        if not seen:
            empty = QListWidgetItem("No match")
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        self.list.blockSignals(False)
        self.empty.show_if_empty(1)

    def select(self, conversation_id: str | None) -> None:
        self.current = conversation_id
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(ID) == conversation_id:
                self.list.setCurrentItem(item)
                return
        self.list.clearSelection()

    def ids(self) -> list[str]:
        return [
            str(self.list.item(row).data(ID))
            for row in range(self.list.count())
            if self.list.item(row).data(ID)
        ]

    def _open(self, item: QListWidgetItem) -> None:
        conversation_id = item.data(ID)
        if conversation_id:
            self.opened.emit(str(conversation_id))

    def _open_first(self) -> None:
        if self.list.count():
            self._open(self.list.item(0))

    # --- what can be done to one -----------------------------------------------------
    def chosen(self) -> str | None:
        item = self.list.currentItem()
        value = item.data(ID) if item is not None else None
        return str(value) if value else None

    def _menu(self, at: QPoint) -> None:
        item = self.list.itemAt(at)
        if item is None or not item.data(ID):
            return
        self.list.setCurrentItem(item)
        for action in self.actions_.values():
            action.setData(item.data(ID))
        pinned = str(item.data(ID)) in self.pinned
        self.actions_["pin"].setText("Un&pin" if pinned else "&Pin to the top")
        menu = QMenu(self)
        for name in ("rename", "pin", "export"):
            menu.addAction(self.actions_[name])
        menu.addSeparator()
        menu.addAction(self.actions_["delete"])
        self.menu = menu  # for tests
        menu.popup(self.list.viewport().mapToGlobal(at))

    def rename(self) -> None:
        """Edits the title in place; Enter keeps it, Esc leaves it as it was."""
        item = self.list.currentItem()
        if item is not None and item.data(ID) and not self.search.text().strip():
            self.list.editItem(item)

    async def _renamed(self, item: QListWidgetItem) -> None:
        conversation_id = str(item.data(ID))
        old = self.titles.get(conversation_id, "")
        if item.text() == old:
            return
        try:
            await self.records.rename_conversation(conversation_id, item.text())
        except (ValueError, MemoryStoreError) as exc:
            self.told.emit(str(exc))
        else:
            self.told.emit("Renamed.")
        await self.refresh()

    def toggle_pin(self, conversation_id: str | None) -> None:
        if conversation_id is None:
            return
        if conversation_id in self.pinned:
            self.pinned.remove(conversation_id)
        else:
            self.pinned.insert(0, conversation_id)
        self.pins_changed.emit(list(self.pinned))
        spawn(self.refresh())

    async def export(self, conversation_id: str | None) -> bool:
        if conversation_id is None:
            return False
        title = self.titles.get(conversation_id, "conversation")
        path = await choose_save_path(self, f"Export “{title}” as Markdown", "md", title)
        if path is None:
            return False
        try:
            write_private(path, await self.records.conversation_markdown(conversation_id))
        except (OSError, MemoryStoreError) as exc:
            self.told.emit(f"Not exported: {exc}")
            return False
        self.told.emit(f"Exported to {path}.")
        return True

    async def delete(self, conversation_id: str | None) -> bool:
        """After asking: the conversation and the memory it held."""
        if conversation_id is None:
            return False
        title = self.titles.get(conversation_id, "Untitled")
        sure = await confirm(
            self,
            "ARES — delete conversation",
            f"Delete “{title}” from this device?\n\nIts messages, their search index, the "
            "values ARES held back for it and what it remembered for it (agent, consent) "
            "are deleted for good. The disclosure ledger keeps its record of what was "
            "sent, as it always does.",
            "Delete",
        )
        if not sure:
            return False
        try:
            await self.records.delete_conversation(conversation_id)
        except MemoryStoreError as exc:
            self.told.emit(f"Not deleted: {exc}")
            return False
        if conversation_id in self.pinned:
            self.pinned.remove(conversation_id)
            self.pins_changed.emit(list(self.pinned))
        self.deleted.emit(conversation_id)
        self.told.emit(f"Deleted “{title}”.")
        await self.refresh()
        return True
