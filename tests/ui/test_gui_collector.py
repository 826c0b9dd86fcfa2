"""Garbage is collected on the GUI thread while the app's loop runs, whichever thread
allocated: a Qt object destroyed on a worker thread can freeze the app."""

from __future__ import annotations

import asyncio
import gc
import threading
from collections.abc import Callable

from app.ui.event_loop import AresEventLoop
from app.ui.gui_collector import SLOW_MS, GuiThreadCollector
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


def test_an_idle_app_slows_its_collector_down(qloop: asyncio.AbstractEventLoop) -> None:
    """Nothing to collect: a few wake-ups a second, not one a frame."""
    collector = GuiThreadCollector()
    collector.start()
    try:
        qloop.run_until_complete(asyncio.sleep(1.5))
        assert collector.interval_ms == SLOW_MS
    finally:
        collector.stop()


def test_a_busy_gui_is_collected_in_small_passes(qloop: asyncio.AbstractEventLoop) -> None:
    """While the GUI allocates (an answer streaming in), each pass stays about a frame's
    worth of new objects: one pass over a quarter second's garbage stalled the window."""
    young: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            young.append(gc.get_count()[0])

    async def busy() -> None:
        for _ in range(250):
            for _ in range(60):
                cycle: list[object] = []
                cycle.append(cycle)
            await asyncio.sleep(0.002)

    gc.callbacks.append(note)
    try:
        qloop.run_until_complete(busy())
    finally:
        gc.callbacks.remove(note)
    assert young, "nothing was collected"
    assert max(young) < 3_000  # a pass every 250 ms held 7,000-20,000


def passes(collector: GuiThreadCollector, steps: int, kept: list[object] | None) -> list[int]:
    """Generations collected while cyclic garbage piles up, and with ``kept`` as many
    objects that live on."""
    seen: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(note)
    try:
        for _ in range(steps):
            for _ in range(800):
                cycle: list[object] = []
                cycle.append(cycle)
                if kept is not None:
                    kept.append([])
            collector.collect_due()
    finally:
        gc.callbacks.remove(note)
    return seen


def collected_by_hand(run: Callable[[GuiThreadCollector], list[int]]) -> list[int]:
    was = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        return run(GuiThreadCollector())
    finally:
        if was:
            gc.enable()


def test_the_oldest_generation_is_scanned_only_once_it_grew(qapp: object) -> None:
    """Garbage that dies young never makes the collector walk every long-lived object."""
    seen = collected_by_hand(lambda collector: passes(collector, 300, kept=None))
    assert 0 in seen and 1 in seen
    assert 2 not in seen  # without the rule: every 121st pass


def test_garbage_that_grew_old_is_still_collected(qapp: object) -> None:
    seen: list[str] = []
    kept: list[object] = []

    def run(collector: GuiThreadCollector) -> list[int]:
        holder = [Cycle(seen)]
        passes(collector, 130, kept=None)  # it lives through the young passes
        assert not seen and gc.is_tracked(holder[0])
        holder.clear()  # and dies old
        steps = int(len(gc.get_objects(2)) * 0.3 / 800) + 130
        return passes(collector, steps, kept)

    generations = collected_by_hand(run)
    assert 2 in generations
    assert seen, "an old cycle was never collected"
