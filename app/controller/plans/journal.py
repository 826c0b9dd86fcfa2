"""A plan's durable record: what it says and froze, and each step's state, written to
memory as each step starts and ends — a run killed at any moment resumes from it.

``PlanView`` is the shape ``ares plan run|show|resume --json`` prints, exactly::

    {"plan_id", "status": "running|done|failed|cancelled", "answer",
     "steps": [{"id", "status", "worker", "started_at", "finished_at", "answer", "cost"}]}
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.controller.plans.choice import AgentFreeze
from app.controller.plans.model import Plan
from app.controller.plans.prompts import Frozen
from memory import AsyncMemoryStore, PlanRecord, StepRecord
from workers import Cost

PlanStatus = Literal["running", "done", "failed", "cancelled"]
StepStatus = Literal["pending", "running", "done", "failed", "cancelled"]


class PlanSpec(BaseModel):
    """What a plan says and what it froze when it was made (sealed in memory)."""

    model_config = ConfigDict(frozen=True)

    plan: Plan
    frozen: Frozen = Field(default_factory=Frozen)
    agents: dict[str, AgentFreeze] = Field(default_factory=dict)  # by step id
    request: str | None = None  # the person's words, when the local model planned it
    confirmed: bool = False  # the person saw it before a step went to a cloud worker
    error: str = ""  # why it stopped, naming the step


class StepState(BaseModel):
    """A step's sealed state: its answer and everything said about it."""

    answer: str = ""
    error: str = ""
    reason: str | None = None
    conversation_id: str | None = None
    checks: list[dict[str, Any]] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list)
    review: dict[str, Any] | None = None


class StepView(BaseModel):
    id: str
    status: StepStatus
    worker: str | None
    started_at: datetime | None
    finished_at: datetime | None
    answer: str | None
    cost: Cost


class PlanView(BaseModel):
    plan_id: str
    status: PlanStatus
    answer: str | None
    steps: list[StepView]


class PlanEntry(BaseModel):
    """One line of ``ares plan list``."""

    plan_id: str
    status: PlanStatus
    goal: str
    steps: int
    done: int
    created_at: datetime
    error: str = ""


def new_plan_id() -> str:
    return "plan-" + uuid.uuid4().hex[:12]


def step_cost(row: StepRecord) -> Cost:
    return Cost(
        tokens_in=row.tokens_in or 0,
        tokens_out=row.tokens_out or 0,
        money=row.money,
        currency=row.currency,
    )


def view(record: PlanRecord) -> PlanView:
    spec = PlanSpec.model_validate(record.spec)
    steps = []
    for step, row in zip(spec.plan.steps, record.steps, strict=True):
        state = StepState.model_validate(row.state)
        steps.append(
            StepView(
                id=step.id,
                status=row.status,  # checked by the model
                worker=row.worker,
                started_at=row.started_at,
                finished_at=row.finished_at,
                answer=state.answer if row.status == "done" else None,
                cost=step_cost(row),
            )
        )
    return PlanView(
        plan_id=record.id,
        status=record.status,
        answer=record.answer,
        steps=steps,
    )


def entry(record: PlanRecord) -> PlanEntry:
    spec = PlanSpec.model_validate(record.spec)
    return PlanEntry(
        plan_id=record.id,
        status=record.status,
        goal=spec.plan.goal,
        steps=len(record.steps),
        done=sum(1 for row in record.steps if row.status == "done"),
        created_at=record.created_at,
        error=spec.error,
    )


class PlanJournal:
    """The plans in memory, typed."""

    def __init__(self, memory: AsyncMemoryStore) -> None:
        self.memory = memory

    async def create(
        self, spec: PlanSpec, conversation_id: str | None, plan_id: str | None = None
    ) -> str:
        plan_id = plan_id or new_plan_id()
        await self.memory.create_plan(
            plan_id,
            spec.model_dump(mode="json"),
            len(spec.plan.steps),
            conversation_id=conversation_id,
        )
        return plan_id

    async def record(self, plan_id: str) -> PlanRecord:
        return await self.memory.plan(plan_id)

    async def spec(self, plan_id: str) -> PlanSpec:
        return PlanSpec.model_validate((await self.memory.plan(plan_id)).spec)

    async def view(self, plan_id: str) -> PlanView:
        return view(await self.memory.plan(plan_id))

    async def entries(self, limit: int = 50) -> list[PlanEntry]:
        return [entry(record) for record in await self.memory.plans(limit)]

    async def status(self, plan_id: str) -> PlanStatus:
        return (await self.memory.plan(plan_id)).status  # type: ignore[return-value]

    async def step(
        self,
        plan_id: str,
        position: int,
        *,
        state: StepState | None = None,
        cost: Cost | None = None,
        **fields: Any,
    ) -> None:
        """Write a step's row; times given as datetimes are stored as epoch seconds."""
        values = {k: v.timestamp() if isinstance(v, datetime) else v for k, v in fields.items()}
        if cost is not None:
            values |= cost.model_dump()
        sealed = state.model_dump(mode="json") if state is not None else None
        await self.memory.set_step(plan_id, position, values, state=sealed)

    async def finish(self, plan_id: str, status: PlanStatus, answer: str | None = None) -> None:
        await self.memory.set_plan(plan_id, status=status, answer=answer, release=True)

    async def cancel(self, plan_id: str) -> PlanStatus:
        """Mark it cancelled; a run in progress stops before its next step. A plan
        already over keeps its status."""
        current = await self.status(plan_id)
        if current == "running" or current == "failed":
            await self.memory.set_plan(plan_id, status="cancelled")
            return "cancelled"
        return current
