"""Schedules as ``ares schedule list --json`` and the Control Center show them."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel

from memory import Schedule


class ScheduleRow(BaseModel):
    """One schedule, in the field order of ``ares schedule list --json``; times ISO 8601
    in local time."""

    id: str
    task: str
    when: str  # "every 30m" | "cron 0 8 * * 1-5"
    every_seconds: int | None
    cron: str | None
    agent: str | None
    catch_up: str
    next_run: str
    last_run: str | None
    last_status: str | None  # finished | failed | skipped
    last_reason: str | None
    last_conversation: str | None
    runs: int

    @classmethod
    def of(cls, schedule: Schedule) -> ScheduleRow:
        if schedule.every_seconds:
            when = f"every {interval_label(schedule.every_seconds)}"
        else:
            when = f"cron {schedule.cron}"
        return cls(
            id=schedule.id,
            task=schedule.task,
            when=when,
            every_seconds=schedule.every_seconds,
            cron=schedule.cron,
            agent=schedule.agent,
            catch_up=schedule.catch_up,
            next_run=iso_time(schedule.next_run),
            last_run=iso_time(schedule.last_run) if schedule.last_run else None,
            last_status=schedule.last_status,
            last_reason=schedule.last_reason,
            last_conversation=schedule.last_conversation_id,
            runs=schedule.runs,
        )

    @property
    def last_result(self) -> str:
        if self.last_status is None:
            return "not run yet"
        why = f" ({self.last_reason})" if self.last_reason else ""
        return f"{self.last_status}{why} at {self.last_run}"


def interval_label(seconds: int) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def iso_time(ts: float) -> str:
    return datetime.fromtimestamp(ts).astimezone().isoformat(timespec="seconds")
