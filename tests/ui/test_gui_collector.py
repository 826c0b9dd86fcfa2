"""Garbage is collected on the GUI thread while the app's loop runs, whichever thread
allocated: a Qt object destroyed on a worker thread can freeze the app."""

from __future__ import annotations

import asyncio
import gc
import threading

from app.ui.event_loop import AresEventLoop
from tests.ui.helpers import wait_for


class Cycle:
    """Cyclic garbage that notes which thread destroyed it."""

    def __init__(self, seen: list[str]) -> None:
        self.me = self
        self.seen = seen

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


def churn() -> list[list[int]]:
    """Keeps enough new containers for the automatic collector to run several times."""
    return [[n] for n in range(20_000)]


def test_garbage_left_by_the_gui_is_collected_on_the_gui_thread(
    qloop: asyncio.AbstractEventLoop,
) -> None:
    seen: list[str] = []

    async def scenario() -> None:
        Cycle(seen)
        kept = await asyncio.to_thread(churn)
        await wait_for(lambda: seen)
        assert len(kept) == 20_000

    qloop.run_until_complete(scenario())
    assert seen == [threading.main_thread().name]


def test_a_closed_loop_gives_collection_back(qapp: object) -> None:
    was = gc.isenabled()
    loop = AresEventLoop(qapp)
    assert not gc.isenabled()
    loop.close()
    assert gc.isenabled() == was
