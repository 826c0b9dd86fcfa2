"""Schedules: tasks with a timetable. The store keeps them and moves ``next_run`` only
by compare-and-set (``advance``), so the window and a ``run-due`` started by a timer at
the same moment can never both fire the same run."""

from __future__ import annotations

import secrets
from typing import Any

from memory.box import Box
from memory.crypto import aad
from memory.errors import NotFound
from memory.records import Schedule, ScheduleIn
from memory.sql import Connection
from memory.tables import SCHEDULES


def schedule_aad(schedule_id: str) -> bytes:
    return aad("schedules", schedule_id, "task")


def add_schedule(conn: Connection, box: Box, new: ScheduleIn) -> Schedule:
    schedule_id = secrets.token_hex(4)  # short: people type it
    values: dict[str, Any] = {
        "id": schedule_id,
        "task_sealed": box.sealer.seal(new.task, schedule_aad(schedule_id)),
        "every_seconds": new.every_seconds,
        "cron": new.cron,
        "agent": new.agent,
        "catch_up": new.catch_up,
        "created_at": box.clock(),
        "next_run": new.next_run,
        "runs": 0,
    }
    conn.insert(SCHEDULES, values)
    return schedule(conn, box, schedule_id)


def schedules(conn: Connection, box: Box) -> list[Schedule]:
    """Every schedule, the next to run first."""
    rows = conn.execute("SELECT * FROM schedules ORDER BY next_run, id").all()
    return [_to_schedule(box, row) for row in rows]


def schedule(conn: Connection, box: Box, schedule_id: str) -> Schedule:
    row = conn.execute("SELECT * FROM schedules WHERE id = ?", (schedule_id,)).first()
    if row is None:
        raise NotFound(f"No schedule with id {schedule_id!r}.")
    return _to_schedule(box, row)


def remove_schedule(conn: Connection, _box: Box, schedule_id: str) -> None:
    if conn.delete(SCHEDULES, id=schedule_id) == 0:
        raise NotFound(f"No schedule with id {schedule_id!r}.")


def advance_schedule(
    conn: Connection, _box: Box, schedule_id: str, expected: float, next_run: float
) -> bool:
    """Move ``next_run`` from ``expected`` to ``next_run``; False when someone else
    already moved it (that run is theirs)."""
    moved = conn.update(SCHEDULES, {"next_run": next_run}, id=schedule_id, next_run=expected)
    return moved == 1


def record_schedule_run(
    conn: Connection,
    _box: Box,
    schedule_id: str,
    *,
    at: float,
    status: str,
    reason: str | None = None,
    turn_id: str | None = None,
    conversation_id: str | None = None,
) -> None:
    """What the latest run came to (a skipped run counts as none)."""
    counted = 0 if status == "skipped" else 1
    conn.execute(
        _RECORD_RUN,
        {
            "id": schedule_id,
            "at": at,
            "status": status,
            "reason": reason,
            "turn_id": turn_id,
            "conversation_id": conversation_id,
            "counted": counted,
        },
    )


_RECORD_RUN = """
UPDATE schedules SET last_run = :at, last_status = :status, last_reason = :reason,
    last_turn_id = :turn_id, last_conversation_id = :conversation_id, runs = runs + :counted
WHERE id = :id
"""


def _to_schedule(box: Box, row: Any) -> Schedule:
    task = box.open_text(row.task_sealed, schedule_aad(row.id), "schedules", row.id)
    fields = {k: v for k, v in row._asdict().items() if k != "task_sealed"}
    return Schedule.model_validate({**fields, "task": task})
