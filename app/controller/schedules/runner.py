"""Running a schedule: each run is a turn with origin ``schedule`` (through the one
egress, journaled like every turn), answered into a conversation of its own and
announced to whoever listens (the window's notification, the CLI's).

A run is claimed before it starts by moving the schedule's ``next_run`` in memory
(compare-and-set), so two ARES processes looking at the same moment run it once.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel

from app.controller.companion import Companion
from app.controller.schedules.clock import Clock, SystemClock
from app.controller.schedules.timing import Due, ScheduleError, due, first_run
from app.controller.turn import TurnOutcome, TurnRequest
from memory import AsyncMemoryStore, NotFound, Schedule, ScheduleIn

log = logging.getLogger("ares.schedules")

Trigger = Literal["due", "catch_up", "now"]


class ScheduleRan(BaseModel):
    """``schedule_did_run`` (or ``schedule_did_skip``): what one firing came to. Ids
    and reasons only — the task and the answer stay in memory."""

    name: str = "schedule_did_run"
    schedule_id: str
    trigger: Trigger | Literal["skipped"]
    slot: float | None = None
    missed: int = 0
    status: Literal["finished", "failed", "skipped"]
    reason: str | None = None
    error: str = ""
    turn_id: str | None = None
    conversation_id: str | None = None
    worker_id: str | None = None

    def sentence(self) -> str:
        """For a notification: what happened, never what was said."""
        if self.status == "finished":
            return (
                f"Schedule {self.schedule_id} ran; {self.worker_id} answered. Open ARES to read it."
            )
        if self.status == "skipped":
            return f"Schedule {self.schedule_id} skipped {self.missed} missed run(s)."
        return f"Schedule {self.schedule_id} did not complete: {self.error}"


RunListener = Callable[[ScheduleRan], None]


class ScheduleRunner:
    def __init__(self, companion: Companion, clock: Clock | None = None) -> None:
        self.companion = companion
        self.clock: Clock = clock or SystemClock()
        self.listeners: list[RunListener] = []

    @property
    def memory(self) -> AsyncMemoryStore:
        return self.companion.memory

    async def add(
        self,
        task: str,
        *,
        every: int | None = None,
        cron: str | None = None,
        agent: str | None = None,
        catch_up: Literal["once", "skip"] = "once",
    ) -> Schedule:
        new = ScheduleIn(
            task=task,
            every_seconds=every,
            cron=cron,
            agent=agent,
            catch_up=catch_up,
            next_run=first_run(self.clock.now(), every=every, cron=cron),
        )
        return await self.memory.add_schedule(new)

    async def run_due(self, *, busy: frozenset[str] = frozenset()) -> list[ScheduleRan]:
        """Every schedule whose slot has come, once (those in ``busy`` are still running
        their last slot and wait for it)."""
        results = []
        for schedule in await self.memory.schedules():
            if schedule.id in busy:
                continue
            result = await self.fire_if_due(schedule)
            if result is not None:
                results.append(result)
        return results

    async def claim(self, schedule: Schedule) -> Due | None:
        """The schedule's due slot, now this process's to run (or to skip); None when it
        is not due or another process claimed it first."""
        now = self.clock.now()
        slot = due(schedule, now)
        if slot is None:
            return None
        mine = await self.memory.advance_schedule(schedule.id, schedule.next_run, slot.next_run)
        return slot if mine else None

    async def fire_if_due(self, schedule: Schedule) -> ScheduleRan | None:
        slot = await self.claim(schedule)
        if slot is None:
            return None
        if not slot.fire:
            return await self._skipped(schedule, slot)
        trigger: Trigger = "catch_up" if slot.missed else "due"
        return await self.run(schedule, trigger, slot)

    async def get(self, schedule_id: str) -> Schedule:
        """``ScheduleError`` naming the id when there is no such schedule."""
        try:
            return await self.memory.schedule(schedule_id)
        except NotFound as exc:
            raise ScheduleError(str(exc)) from None

    async def remove(self, schedule_id: str) -> None:
        await self.get(schedule_id)
        await self.memory.remove_schedule(schedule_id)

    async def run_now(self, schedule_id: str) -> ScheduleRan:
        """Run it at once, outside its timetable (its next slot stays as it was)."""
        return await self.run(await self.get(schedule_id), "now")

    async def run(
        self, schedule: Schedule, trigger: Trigger, slot: Due | None = None
    ) -> ScheduleRan:
        request = TurnRequest(message=schedule.task, origin="schedule", agent=schedule.agent)
        outcome = await self.companion.run_turn(request)
        ran = _ran(schedule, trigger, slot, outcome)
        await self._record(ran)
        return ran

    async def _skipped(self, schedule: Schedule, slot: Due) -> ScheduleRan:
        ran = ScheduleRan(
            name="schedule_did_skip",
            schedule_id=schedule.id,
            trigger="skipped",
            slot=slot.slot,
            missed=slot.missed,
            status="skipped",
        )
        await self._record(ran)
        return ran

    async def _record(self, ran: ScheduleRan) -> None:
        memory = self.memory
        await memory.record_schedule_run(
            ran.schedule_id,
            at=self.clock.now(),
            status=ran.status,
            reason=ran.reason,
            turn_id=ran.turn_id,
            conversation_id=ran.conversation_id,
        )
        await memory.journal(
            ran.turn_id or f"schedule-{ran.schedule_id}-{uuid.uuid4().hex[:8]}",
            ran.name,
            ran.model_dump(exclude={"name"}, mode="json"),
            conversation_id=ran.conversation_id,
        )
        log.info("schedule %s: %s (%s)", ran.schedule_id, ran.status, ran.trigger)
        for listener in list(self.listeners):
            listener(ran)


def _ran(
    schedule: Schedule, trigger: Trigger, slot: Due | None, outcome: TurnOutcome
) -> ScheduleRan:
    return ScheduleRan(
        schedule_id=schedule.id,
        trigger=trigger,
        slot=slot.slot if slot else None,
        missed=slot.missed if slot else 0,
        status="finished" if outcome.ok else "failed",
        reason=outcome.reason,
        error=outcome.error,
        turn_id=outcome.turn_id,
        conversation_id=outcome.conversation_id,
        worker_id=outcome.worker_id,
    )
