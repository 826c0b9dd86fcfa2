"""Plans and their steps, journaled step by step so a run survives a crash.

What a plan says (its goal, its steps' objectives, the prompts and personas it froze)
and what its steps answered is private: it is sealed, like a message. Status, times,
worker ids and costs are metadata in the clear, so a list needs no decryption of
answers. ``writer`` names the session running a plan (``memory/sessions.py``): a
``running`` plan whose writer is gone was interrupted and may be resumed.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from memory.box import Box
from memory.crypto import aad
from memory.errors import MemoryStoreError, NotFound
from memory.records import to_datetime
from memory.sql import Connection
from memory.tables import PLAN_STEPS, PLANS

PLAN_STATES = frozenset({"running", "done", "failed", "cancelled"})
STEP_STATES = frozenset({"pending", "running", "done", "failed", "cancelled"})


class PlanBusy(MemoryStoreError):
    """Another ARES process is running this plan now."""


def plan_aad(plan_id: str, column: str) -> bytes:
    return aad("plans", plan_id, column)


def step_aad(plan_id: str, position: int) -> bytes:
    return aad("plan_steps", plan_id, position)


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True)


class StepRecord(_Record):
    position: int
    status: str
    worker: str | None = None
    turn_id: str | None = None
    attempts: int = 0
    started_at: datetime | None = None
    finished_at: datetime | None = None
    state: dict[str, Any] = Field(default_factory=dict)  # sealed: answer, error, checks…
    tokens_in: int | None = None
    tokens_out: int | None = None
    money: float | None = None
    currency: str | None = None


class PlanRecord(_Record):
    id: str
    status: str
    spec: dict[str, Any]
    answer: str | None
    conversation_id: str | None
    writer: str | None
    created_at: datetime
    updated_at: datetime
    steps: list[StepRecord] = Field(default_factory=list)


def _seal_json(box: Box, value: Any, associated: bytes) -> bytes:
    return box.sealer.seal(json.dumps(value, ensure_ascii=False), associated)


def _open_json(box: Box, sealed: bytes, associated: bytes, table: str, row: object) -> Any:
    return json.loads(box.open_text(sealed, associated, table, row))


def create_plan(
    conn: Connection,
    box: Box,
    plan_id: str,
    spec: dict[str, Any],
    steps: int,
    *,
    conversation_id: str | None = None,
) -> PlanRecord:
    """The plan and one pending row per step, in one transaction."""
    now = box.clock()
    conn.insert(
        PLANS,
        {
            "id": plan_id,
            "status": "running",
            "spec_sealed": _seal_json(box, spec, plan_aad(plan_id, "spec")),
            "conversation_id": conversation_id,
            "created_at": now,
            "updated_at": now,
        },
    )
    for position in range(steps):
        step = {"plan_id": plan_id, "position": position, "status": "pending", "attempts": 0}
        conn.insert(PLAN_STEPS, step)
    return plan(conn, box, plan_id)


def _to_step(box: Box, row: Any) -> StepRecord:
    state: dict[str, Any] = {}
    if row.state_sealed is not None:
        where = f"{row.plan_id}/{row.position}"
        state = _open_json(
            box, row.state_sealed, step_aad(row.plan_id, row.position), "plan_steps", where
        )
    return StepRecord(
        position=row.position,
        status=row.status,
        worker=row.worker,
        turn_id=row.turn_id,
        attempts=row.attempts,
        started_at=to_datetime(row.started_at) if row.started_at is not None else None,
        finished_at=to_datetime(row.finished_at) if row.finished_at is not None else None,
        state=state,
        tokens_in=row.tokens_in,
        tokens_out=row.tokens_out,
        money=row.money,
        currency=row.currency,
    )


def _to_plan(box: Box, row: Any, steps: list[StepRecord]) -> PlanRecord:
    answer = None
    if row.answer_sealed is not None:
        answer = box.open_text(row.answer_sealed, plan_aad(row.id, "answer"), "plans", row.id)
    return PlanRecord(
        id=row.id,
        status=row.status,
        spec=_open_json(box, row.spec_sealed, plan_aad(row.id, "spec"), "plans", row.id),
        answer=answer,
        conversation_id=row.conversation_id,
        writer=row.writer,
        created_at=to_datetime(row.created_at),
        updated_at=to_datetime(row.updated_at),
        steps=steps,
    )


def plan(conn: Connection, box: Box, plan_id: str) -> PlanRecord:
    row = conn.execute("SELECT * FROM plans WHERE id = ?", (plan_id,)).first()
    if row is None:
        raise NotFound(f"There is no plan {plan_id!r}; `ares plan list` shows them.")
    rows = conn.execute(
        "SELECT * FROM plan_steps WHERE plan_id = ? ORDER BY position", (plan_id,)
    ).all()
    return _to_plan(box, row, [_to_step(box, r) for r in rows])


def plans(conn: Connection, box: Box, limit: int = 50) -> list[PlanRecord]:
    """The latest plans first, with their steps."""
    ids = conn.execute("SELECT id FROM plans ORDER BY created_at DESC LIMIT ?", (limit,)).scalars()
    return [plan(conn, box, plan_id) for plan_id in ids]


def running_plans(conn: Connection, _box: Box) -> list[tuple[str, str | None]]:
    """``(plan id, writer)`` of every plan still marked running."""
    rows = conn.execute("SELECT id, writer FROM plans WHERE status = 'running'")
    return [(row.id, row.writer) for row in rows]


def set_plan(
    conn: Connection,
    box: Box,
    plan_id: str,
    *,
    status: str | None = None,
    answer: str | None = None,
    spec: dict[str, Any] | None = None,
    writer: str | None = None,
    release: bool = False,
) -> None:
    """Change a plan's status, answer, spec or writer (``release`` clears the writer)."""
    values: dict[str, Any] = {"updated_at": box.clock()}
    if spec is not None:
        values["spec_sealed"] = _seal_json(box, spec, plan_aad(plan_id, "spec"))
    if status is not None:
        if status not in PLAN_STATES:
            raise ValueError(f"unknown plan status {status!r}")
        values["status"] = status
    if answer is not None:
        values["answer_sealed"] = box.sealer.seal(answer, plan_aad(plan_id, "answer"))
    if writer is not None:
        values["writer"] = writer
    if release:
        values["writer"] = None
    if conn.update(PLANS, values, id=plan_id) == 0:
        raise NotFound(f"There is no plan {plan_id!r}; `ares plan list` shows them.")


_STEP_FIELDS = frozenset({"status", "worker", "turn_id", "attempts", "started_at", "finished_at"})
_COST_FIELDS = frozenset({"tokens_in", "tokens_out", "money", "currency"})


def set_step(
    conn: Connection,
    box: Box,
    plan_id: str,
    position: int,
    fields: dict[str, Any],
    *,
    state: dict[str, Any] | None = None,
) -> None:
    """Write a step's new status (and times as epoch seconds, worker, cost); ``state``
    is sealed whole."""
    unknown = set(fields) - _STEP_FIELDS - _COST_FIELDS
    if unknown:
        raise ValueError(f"unknown step fields {sorted(unknown)}")
    if "status" in fields and fields["status"] not in STEP_STATES:
        raise ValueError(f"unknown step status {fields['status']!r}")
    values = dict(fields)
    if state is not None:
        values["state_sealed"] = _seal_json(box, state, step_aad(plan_id, position))
    if values:
        conn.update(PLAN_STEPS, values, plan_id=plan_id, position=position)
    conn.update(PLANS, {"updated_at": box.clock()}, id=plan_id)
