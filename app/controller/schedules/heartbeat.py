"""Schedules firing while the window or the tray runs: one asyncio task that wakes at
the next slot (or every minute, to see schedules another ``ares`` added), claims what
is due and runs each as its own task, so a slow run holds up no other schedule."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from app.controller.schedules.runner import ScheduleRunner

log = logging.getLogger("ares.schedules")

POLL = 60.0  # seconds: the longest nap, so schedules added elsewhere are seen


class Heartbeat:
    def __init__(self, runner: ScheduleRunner) -> None:
        self.runner = runner
        self._wake = asyncio.Event()
        self._runs: dict[str, asyncio.Task[Any]] = {}

    def wake(self) -> None:
        """Look again now (a schedule was added or changed)."""
        self._wake.set()

    async def run(self) -> None:
        """Until cancelled; cancelling it cancels the runs in flight too."""
        try:
            while True:
                await self.tick()
                await self._nap(await self._delay())
        finally:
            for task in list(self._runs.values()):
                task.cancel()
            if self._runs:
                await asyncio.wait(list(self._runs.values()), timeout=5)

    async def tick(self) -> None:
        """Start every run that is due (one task per schedule)."""
        for schedule in await self.runner.memory.schedules():
            if schedule.id in self._runs:
                continue  # its previous run is still going: it waits for it
            self._runs[schedule.id] = asyncio.ensure_future(self._fire(schedule.id))

    async def idle(self) -> None:
        """Wait until no run is in flight (tests, and before shutting down)."""
        while self._runs:
            await asyncio.wait(list(self._runs.values()))

    async def _fire(self, schedule_id: str) -> None:
        try:
            schedule = await self.runner.memory.schedule(schedule_id)
            await self.runner.fire_if_due(schedule)
        except asyncio.CancelledError:
            raise
        except Exception:  # one schedule's failure must not stop the others
            log.exception("schedule %s could not run", schedule_id)
        finally:
            self._runs.pop(schedule_id, None)

    async def _delay(self) -> float:
        now = self.runner.clock.now()
        upcoming = [s.next_run for s in await self.runner.memory.schedules()]
        if not upcoming:
            return POLL
        return max(0.0, min(POLL, min(upcoming) - now))

    async def _nap(self, seconds: float) -> None:
        self._wake.clear()
        sleeping = asyncio.ensure_future(self.runner.clock.sleep(seconds))
        woken = asyncio.ensure_future(self._wake.wait())
        try:
            await asyncio.wait({sleeping, woken}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (sleeping, woken):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
