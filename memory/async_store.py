"""``AsyncMemoryStore``: the same methods as coroutines, for the Qt/asyncio loop.

Every call runs on one dedicated thread (a single-worker executor), so SQLite work and
scrypt never block the loop, and calls run one at a time in the order they were made —
an ``append_to_message`` can never overtake the ``add_message`` it follows.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from memory.export import MemoryExport
from memory.keys import DEFAULT_COST, ScryptCost
from memory.records import (
    Conversation,
    DisclosureEntry,
    DisclosureIn,
    Fact,
    JournalEvent,
    Message,
    SearchHit,
)
from memory.store import MemoryStore
from trust.sensitivity import Sensitivity

P = ParamSpec("P")
T = TypeVar("T")


class AsyncMemoryStore:
    def __init__(self, store: MemoryStore, executor: ThreadPoolExecutor | None = None) -> None:
        self.store = store
        self._executor = executor or ThreadPoolExecutor(1, thread_name_prefix="ares-memory")

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        passphrase: str | None = None,
        scrypt_cost: ScryptCost = DEFAULT_COST,
    ) -> AsyncMemoryStore:
        executor = ThreadPoolExecutor(1, thread_name_prefix="ares-memory")
        loop = asyncio.get_running_loop()
        opener = functools.partial(
            MemoryStore.open, path, passphrase=passphrase, scrypt_cost=scrypt_cost
        )
        try:
            store = await loop.run_in_executor(executor, opener)
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(store, executor)

    async def _run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, functools.partial(fn, *args, **kwargs))

    async def close(self) -> None:
        await self._run(self.store.close)
        self._executor.shutdown(wait=True)

    async def create_conversation(self, title: str = "") -> Conversation:
        return await self._run(self.store.create_conversation, title)

    async def conversations(self, limit: int = 50) -> list[Conversation]:
        return await self._run(self.store.conversations, limit)

    async def conversation(self, conversation_id: str) -> Conversation:
        return await self._run(self.store.conversation, conversation_id)

    async def rename_conversation(self, conversation_id: str, title: str) -> None:
        await self._run(self.store.rename_conversation, conversation_id, title)

    async def delete_conversation(self, conversation_id: str) -> None:
        await self._run(self.store.delete_conversation, conversation_id)

    async def add_message(
        self,
        conversation_id: str,
        role: str,
        text: str,
        *,
        worker: str | None = None,
        sensitivity: Sensitivity = Sensitivity.PUBLIC,
        state: str = "complete",
    ) -> Message:
        return await self._run(
            self.store.add_message,
            conversation_id,
            role,
            text,
            worker=worker,
            sensitivity=sensitivity,
            state=state,
        )

    async def append_to_message(self, message_id: int, delta: str) -> None:
        await self._run(self.store.append_to_message, message_id, delta)

    async def finish_message(
        self, message_id: int, *, state: str = "complete", text: str | None = None
    ) -> None:
        await self._run(self.store.finish_message, message_id, state=state, text=text)

    async def message(self, message_id: int) -> Message:
        return await self._run(self.store.message, message_id)

    async def messages(self, conversation_id: str, limit: int | None = None) -> list[Message]:
        return await self._run(self.store.messages, conversation_id, limit)

    async def record_disclosure(self, entry: DisclosureIn) -> DisclosureEntry:
        return await self._run(self.store.record_disclosure, entry)

    async def ledger(self, limit: int = 50) -> list[DisclosureEntry]:
        return await self._run(self.store.ledger, limit)

    async def disclosure_payload(self, entry_id: int) -> bytes:
        return await self._run(self.store.disclosure_payload, entry_id)

    async def journal(
        self,
        turn_id: str,
        event: str,
        payload: dict[str, Any],
        *,
        conversation_id: str | None = None,
    ) -> None:
        await self._run(
            self.store.journal, turn_id, event, payload, conversation_id=conversation_id
        )

    async def journal_events(self, turn_id: str) -> list[JournalEvent]:
        return await self._run(self.store.journal_events, turn_id)

    async def vault(self, conversation_id: str) -> dict[str, str]:
        return await self._run(self.store.vault, conversation_id)

    async def save_vault(self, conversation_id: str, entries: dict[str, str]) -> None:
        await self._run(self.store.save_vault, conversation_id, entries)

    async def remember(
        self,
        text: str,
        *,
        sensitivity: Sensitivity = Sensitivity.PERSONAL,
        source: str = "person",
    ) -> Fact:
        return await self._run(self.store.remember, text, sensitivity=sensitivity, source=source)

    async def facts(self) -> list[Fact]:
        return await self._run(self.store.facts)

    async def update_fact(
        self,
        fact_id: int,
        *,
        text: str | None = None,
        sensitivity: Sensitivity | None = None,
    ) -> Fact:
        return await self._run(self.store.update_fact, fact_id, text=text, sensitivity=sensitivity)

    async def forget(self, fact_id: int) -> None:
        await self._run(self.store.forget, fact_id)

    async def set_working(self, key: str, value: dict[str, Any]) -> None:
        await self._run(self.store.set_working, key, value)

    async def get_working(self, key: str) -> dict[str, Any] | None:
        return await self._run(self.store.get_working, key)

    async def clear_working(self, key: str) -> None:
        await self._run(self.store.clear_working, key)

    async def scratchpad_put(self, task_id: str, value: dict[str, Any]) -> None:
        await self._run(self.store.scratchpad_put, task_id, value)

    async def scratchpad_get(self, task_id: str) -> dict[str, Any] | None:
        return await self._run(self.store.scratchpad_get, task_id)

    async def scratchpad_clear(self, task_id: str) -> None:
        await self._run(self.store.scratchpad_clear, task_id)

    async def search(
        self, query: str, limit: int = 20, *, max_terms: int | None = None
    ) -> list[SearchHit]:
        return await self._run(self.store.search, query, limit, max_terms=max_terms)

    async def export(self) -> MemoryExport:
        return await self._run(self.store.export)

    async def rekey(
        self, *, passphrase: str | None = None, scrypt_cost: ScryptCost = DEFAULT_COST
    ) -> None:
        await self._run(self.store.rekey, passphrase=passphrase, scrypt_cost=scrypt_cost)

    async def integrity_check(self) -> str:
        return await self._run(self.store.integrity_check)
