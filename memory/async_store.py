"""``AsyncMemoryStore``: the same methods as coroutines, for the Qt/asyncio loop.

Every call runs on one dedicated thread (a single-worker executor), so SQLite work and
scrypt never block the loop, and calls run one at a time in the order they were made —
an ``append_to_message`` can never overtake the ``add_message`` it follows.

Each coroutine is derived from the ``MemoryStore`` method of the same name: signatures
and docstrings are declared once, in the store (and the functions behind it).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Concatenate, Generic, ParamSpec, Self, TypeVar, overload

from memory.keys import DEFAULT_COST, ScryptCost
from memory.store import MemoryStore

P = ParamSpec("P")
T = TypeVar("T")


class _OffLoop(Generic[P, T]):
    """``MemoryStore.<method>`` as a coroutine run on the store's thread."""

    def __init__(self, method: Callable[Concatenate[MemoryStore, P], T]) -> None:
        self.method = method
        self.__doc__ = method.__doc__

    @overload
    def __get__(self, store: None, owner: type[Any]) -> Self: ...
    @overload
    def __get__(
        self, store: AsyncMemoryStore, owner: type[Any]
    ) -> Callable[P, Coroutine[Any, Any, T]]: ...
    def __get__(
        self, store: AsyncMemoryStore | None, owner: type[Any]
    ) -> Self | Callable[P, Coroutine[Any, Any, T]]:
        if store is None:
            return self
        method = self.method

        @functools.wraps(method)
        async def call(*args: P.args, **kwargs: P.kwargs) -> T:
            return await store._run(method, store.store, *args, **kwargs)

        return call


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

    async def checkpoint(self) -> None:
        await self._run(self.store.checkpoint)

    async def close(self) -> None:
        await self._run(self.store.close)
        self._executor.shutdown(wait=True)

    create_conversation = _OffLoop(MemoryStore.create_conversation)
    conversations = _OffLoop(MemoryStore.conversations)
    conversation = _OffLoop(MemoryStore.conversation)
    rename_conversation = _OffLoop(MemoryStore.rename_conversation)
    delete_conversation = _OffLoop(MemoryStore.delete_conversation)
    add_message = _OffLoop(MemoryStore.add_message)
    attachment_text = _OffLoop(MemoryStore.attachment_text)
    append_to_message = _OffLoop(MemoryStore.append_to_message)
    finish_message = _OffLoop(MemoryStore.finish_message)
    enrich_message = _OffLoop(MemoryStore.enrich_message)
    message = _OffLoop(MemoryStore.message)
    messages = _OffLoop(MemoryStore.messages)
    record_disclosure = _OffLoop(MemoryStore.record_disclosure)
    ledger = _OffLoop(MemoryStore.ledger)
    record_cost = _OffLoop(MemoryStore.record_cost)
    disclosure = _OffLoop(MemoryStore.disclosure)
    disclosure_payload = _OffLoop(MemoryStore.disclosure_payload)
    journal = _OffLoop(MemoryStore.journal)
    journal_events = _OffLoop(MemoryStore.journal_events)
    recent_journal = _OffLoop(MemoryStore.recent_journal)
    spending = _OffLoop(MemoryStore.spending)
    vault = _OffLoop(MemoryStore.vault)
    save_vault = _OffLoop(MemoryStore.save_vault)
    remember = _OffLoop(MemoryStore.remember)
    facts = _OffLoop(MemoryStore.facts)
    update_fact = _OffLoop(MemoryStore.update_fact)
    forget = _OffLoop(MemoryStore.forget)
    set_working = _OffLoop(MemoryStore.set_working)
    get_working = _OffLoop(MemoryStore.get_working)
    clear_working = _OffLoop(MemoryStore.clear_working)
    scratchpad_put = _OffLoop(MemoryStore.scratchpad_put)
    scratchpad_get = _OffLoop(MemoryStore.scratchpad_get)
    scratchpad_clear = _OffLoop(MemoryStore.scratchpad_clear)
    add_run = _OffLoop(MemoryStore.add_run)
    run = _OffLoop(MemoryStore.run)
    runs = _OffLoop(MemoryStore.runs)
    claim_run = _OffLoop(MemoryStore.claim_run)
    request_cancel = _OffLoop(MemoryStore.request_cancel)
    settle_run = _OffLoop(MemoryStore.settle_run)
    create_plan = _OffLoop(MemoryStore.create_plan)
    plan = _OffLoop(MemoryStore.plan)
    plans = _OffLoop(MemoryStore.plans)
    set_plan = _OffLoop(MemoryStore.set_plan)
    set_step = _OffLoop(MemoryStore.set_step)
    claim_plan = _OffLoop(MemoryStore.claim_plan)
    interrupted_plans = _OffLoop(MemoryStore.interrupted_plans)
    search = _OffLoop(MemoryStore.search)
    add_schedule = _OffLoop(MemoryStore.add_schedule)
    schedules = _OffLoop(MemoryStore.schedules)
    schedule = _OffLoop(MemoryStore.schedule)
    remove_schedule = _OffLoop(MemoryStore.remove_schedule)
    advance_schedule = _OffLoop(MemoryStore.advance_schedule)
    record_schedule_run = _OffLoop(MemoryStore.record_schedule_run)
    recall = _OffLoop(MemoryStore.recall)
    context = _OffLoop(MemoryStore.context)
    search_facts = _OffLoop(MemoryStore.search_facts)
    export = _OffLoop(MemoryStore.export)
    rekey = _OffLoop(MemoryStore.rekey)
    integrity_check = _OffLoop(MemoryStore.integrity_check)
