"""The person's records as the shells read and edit them: facts, search, conversations,
the ledger, export and key rotation — in view models, never memory's own records.

    records = await Records.open(paths.database, passphrase=passphrase)
    items = await records.facts()

Opening errors (a tree, from ``memory.errors``)::

    MemoryStoreError        the memory cannot be used; the message says why
    ├── KeyUnavailable      no keyring and no passphrase: ask for one
    └── WrongKey            the passphrase (or keyring entry) does not open it
"""

from __future__ import annotations

from pathlib import Path

from app.controller.views.conversation_markdown import to_markdown
from app.controller.views.conversations import ConversationItem, MessageItem, TurnEventItem
from app.controller.views.journal_rows import JournalRow
from app.controller.views.ledger_rows import LedgerRow
from app.controller.views.memory_items import MemoryItem, SearchResult
from app.controller.views.runs import RunItem
from memory import AsyncMemoryStore, KeyUnavailable, MemoryStoreError, WrongKey
from memory.export import MemoryExport
from memory.keys import keyring_usable
from trust import Sensitivity

__all__ = ["KeyUnavailable", "MemoryStoreError", "Records", "WrongKey", "keyring_usable"]


class Records:
    def __init__(self, memory: AsyncMemoryStore) -> None:
        self.memory = memory

    @classmethod
    async def open(cls, database: Path, *, passphrase: str | None = None) -> Records:
        return cls(await AsyncMemoryStore.open(database, passphrase=passphrase))

    async def close(self) -> None:
        await self.memory.close()

    # -- facts and search ---------------------------------------------------------------

    async def facts(self) -> list[MemoryItem]:
        return [MemoryItem.model_validate(f) for f in await self.memory.facts()]

    async def remember(
        self, text: str, sensitivity: Sensitivity = Sensitivity.PERSONAL
    ) -> MemoryItem:
        return MemoryItem.model_validate(await self.memory.remember(text, sensitivity=sensitivity))

    async def update_fact(
        self, fact_id: int, *, text: str | None = None, sensitivity: Sensitivity | None = None
    ) -> MemoryItem:
        fact = await self.memory.update_fact(fact_id, text=text, sensitivity=sensitivity)
        return MemoryItem.model_validate(fact)

    async def forget(self, fact_id: int) -> None:
        await self.memory.forget(fact_id)

    async def search(self, query: str, limit: int = 20) -> list[SearchResult]:
        """Messages and facts together, best score first (both indexes score alike)."""
        messages = [SearchResult.model_validate(h) for h in await self.memory.search(query, limit)]
        facts = [SearchResult.of_fact(h) for h in await self.memory.search_facts(query, limit)]
        return sorted(messages + facts, key=lambda hit: -hit.score)[: max(limit, 0)]

    # -- conversations ------------------------------------------------------------------

    async def conversations(self, limit: int = 500) -> list[ConversationItem]:
        found = await self.memory.conversations(limit)
        return [ConversationItem.model_validate(c) for c in found]

    async def conversation(self, conversation_id: str) -> ConversationItem:
        """``NotFound`` (a ``MemoryStoreError``) when there is none."""
        return ConversationItem.model_validate(await self.memory.conversation(conversation_id))

    async def rename_conversation(self, conversation_id: str, title: str) -> None:
        """A title on one line; an empty one is refused with a sentence for the person."""
        cleaned = " ".join(title.split())
        if not cleaned:
            raise ValueError("A conversation needs a title: type at least one word.")
        await self.memory.rename_conversation(conversation_id, cleaned)

    async def delete_conversation(self, conversation_id: str) -> None:
        """The conversation and the memory it held: messages, their search index, the
        values it held back and its working memory. The ledger keeps its rows."""
        await self.memory.delete_conversation(conversation_id)

    async def conversation_markdown(self, conversation_id: str) -> str:
        conversation = await self.conversation(conversation_id)
        return to_markdown(conversation, await self.messages(conversation_id))

    async def messages(self, conversation_id: str, limit: int | None = None) -> list[MessageItem]:
        found = await self.memory.messages(conversation_id, limit)
        return [MessageItem.model_validate(m) for m in found]

    async def turn_events(self, turn_id: str) -> list[TurnEventItem]:
        found = await self.memory.journal_events(turn_id)
        return [TurnEventItem.model_validate(e) for e in found]

    async def journal(self, turn_id: str | None = None, limit: int = 100) -> list[JournalRow]:
        """A turn's events and those of every turn under it; without a turn, the
        latest ``limit`` events. Oldest first."""
        if turn_id is None:
            found = await self.memory.recent_journal(limit)
        else:
            found = await self.memory.journal_events(turn_id, descendants=True)
        return [JournalRow.of(e) for e in found]

    # -- the ledger ---------------------------------------------------------------------

    async def ledger(self, limit: int | None = 50) -> list[LedgerRow]:
        """The newest ``limit`` rows, newest first (``None``: every row)."""
        return [LedgerRow.of(e) for e in await self.memory.ledger(limit)]

    async def ledger_row(self, entry_id: int) -> LedgerRow:
        """Row ``entry_id``; ``NotFound`` (a ``MemoryStoreError``) when there is none."""
        return LedgerRow.of(await self.memory.disclosure(entry_id))

    async def payload(self, entry_id: int) -> bytes:
        """The exact bytes that left in ledger row ``entry_id``."""
        return await self.memory.disclosure_payload(entry_id)

    # -- the whole memory ---------------------------------------------------------------

    # -- background runs ----------------------------------------------------------------

    async def runs(self, limit: int = 100) -> list[RunItem]:
        return [RunItem.of(r) for r in await self.memory.runs(limit=limit)]

    async def run(self, run_id: str) -> RunItem:
        """One run with its task and the message it posted."""
        run = await self.memory.run(run_id)
        answer = None
        if run.message_id is not None:
            answer = (await self.memory.message(run.message_id)).text
        return RunItem.of(run, task=True, answer=answer)

    async def cancel_run(self, run_id: str) -> RunItem:
        """Cancel by id from any process (see ``delegation.runs.cancel_by_id``)."""
        # Imported here: it brings the whole turn pipeline, which reading records (the
        # CLI's ledger, journal, runs) does not need.
        from app.controller.agents.delegation.runs import cancel_by_id

        return RunItem.of(await cancel_by_id(self.memory, run_id))

    async def export(self) -> MemoryExport:
        """Everything, decrypted, in one consistent snapshot (for ``ares memory export``)."""
        return await self.memory.export()

    async def rekey(self, passphrase: str | None) -> None:
        await self.memory.rekey(passphrase=passphrase)
