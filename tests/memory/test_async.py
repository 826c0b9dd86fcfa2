"""AsyncMemoryStore: the same calls as coroutines, all on one dedicated thread, in order,
without blocking the event loop."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest

from memory import AsyncMemoryStore, KeyUnavailable, NotFound
from tests.memory.conftest import FAST, PASSPHRASE


async def test_calls_run_in_order_on_one_thread(db_path: Path) -> None:
    store = await AsyncMemoryStore.open(db_path, passphrase=PASSPHRASE, scrypt_cost=FAST)
    try:
        conv = await store.create_conversation("async")
        answer = await store.add_message(conv.id, "assistant", "", state="streaming")
        # fired without awaiting each: the single worker thread keeps their order
        await asyncio.gather(*(store.append_to_message(answer.id, str(i)) for i in range(20)))
        await store.finish_message(answer.id)
        assert (await store.message(answer.id)).text == "".join(str(i) for i in range(20))
        names = {await store._run(lambda: threading.current_thread().name) for _ in range(3)}
        assert len(names) == 1 and names.pop().startswith("ares-memory")
        with pytest.raises(NotFound):
            await store.conversation("missing")
    finally:
        await store.close()


async def test_the_loop_keeps_ticking_during_slow_work(db_path: Path) -> None:
    """A full-cost scrypt open (~0.3 s) and a burst of writes never stall the loop."""
    gaps: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    tick = asyncio.create_task(ticker())
    store = await AsyncMemoryStore.open(db_path, passphrase=PASSPHRASE)  # default cost
    conv = await store.create_conversation()
    for i in range(200):
        await store.add_message(conv.id, "user", f"message number {i} about the boiler")
    assert len(await store.search("boiler", limit=5)) == 5
    await store.close()
    done.set()
    await tick
    assert max(gaps) < 0.1, f"the loop stalled for {max(gaps) * 1000:.0f} ms"


async def test_open_errors_come_through(db_path: Path) -> None:
    with pytest.raises(KeyUnavailable):
        await AsyncMemoryStore.open(db_path)
