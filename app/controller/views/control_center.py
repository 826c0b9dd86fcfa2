"""The Control Center's data, without Qt: the plans with their steps (status, worker,
time, cost), the month's spending per worker against the budgets, the schedules (next
run, last result), the background runs and what waits for the person. The widget
(``app/ui/control_center.py``) reads it again whenever work moves."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from app.controller.budgets import BudgetReport, WorkerSpend, cost_label, total_label
from app.controller.companion import Companion
from app.controller.pending import PendingItem
from app.controller.plans.journal import entry as plan_entry
from app.controller.plans.journal import view as plan_view
from app.controller.views.ledger_rows import LedgerCost
from app.controller.views.runs import RunItem
from app.controller.views.schedule_rows import ScheduleRow, iso_time
from memory import PlanRecord
from workers import Cost


class SpendRow(BaseModel):
    worker: str
    spent: str  # "0.0040 EUR" (other currencies apart, never added)
    limit: str  # "of 2 EUR a month · alert at 80 % · 0.1 per task" | "no budget"
    state: str  # ok | alert | stopped
    tokens: str  # "1,200→300 tok in 4 calls"


class PendingRow(BaseModel):
    kind: str
    asker: str
    what: str
    since: str


class PlanRow(BaseModel):
    """A plan, then one row per step under it (``step`` set)."""

    plan_id: str
    step: str | None = None
    label: str  # the plan's goal, or "  └ step-id"
    status: str
    worker: str = ""
    time: str = ""  # a step's start–end, a plan's creation
    cost: str = ""


class RunRow(BaseModel):
    run_id: str
    agent: str
    status: str  # started | delivered | failed | cancelled
    started: str
    finished: str
    error: str


class ControlCenterData(BaseModel):
    month: str
    spending: list[SpendRow] = Field(default_factory=list)
    all_budget: str = ""  # the budget of all cloud workers, when there is one
    schedules: list[ScheduleRow] = Field(default_factory=list)
    pending: list[PendingRow] = Field(default_factory=list)
    runs: list[RunRow] = Field(default_factory=list)
    plans: list[PlanRow] = Field(default_factory=list)


PLANS_SHOWN = 10
RUNS_SHOWN = 20  # the latest background runs: those going, and what came of the others


async def control_center(companion: Companion) -> ControlCenterData:
    report = await companion.budget_report()
    schedules = [ScheduleRow.of(s) for s in await companion.memory.schedules()]
    return ControlCenterData(
        month=report.month,
        spending=[spend_row(row) for row in report.workers],
        all_budget=all_budget_line(report),
        schedules=schedules,
        pending=[pending_row(item) for item in companion.pending.waiting()],
        runs=[run_row(RunItem.of(run)) for run in await companion.memory.runs(limit=RUNS_SHOWN)],
        plans=[
            row for record in await companion.memory.plans(PLANS_SHOWN) for row in plan_rows(record)
        ],
    )


def spend_row(row: WorkerSpend) -> SpendRow:
    spent = f"{row.spent:.4f} {row.currency or ''}".rstrip()
    others = [f"{v:.4f} {c}" for c, v in row.spent_by_currency.items() if c != row.currency]
    if others:
        spent += f" (+ {', '.join(others)})"
    limit = "no budget"
    if row.monthly is not None:
        limit = f"of {row.monthly:g} {row.currency or ''} a month · alert at "
        limit += f"{round((row.soft or 0.8) * 100)} %"
        if row.per_task is not None:
            limit += f" · {row.per_task:g} per task"
    return SpendRow(
        worker=row.worker,
        spent=spent,
        limit=limit,
        state=row.state,
        tokens=f"{row.tokens_in:,}→{row.tokens_out:,} tok in {row.calls} calls",
    )


def all_budget_line(report: BudgetReport) -> str:
    whole = report.all
    if whole is None:
        return ""
    return (
        f"All cloud workers: {whole.spent:.4f} of {whole.monthly:g} {whole.currency} "
        f"this month ({whole.state})"
    )


def plan_rows(record: PlanRecord) -> list[PlanRow]:
    head, shown = plan_entry(record), plan_view(record)
    costs = [_ledger_cost(step.cost) for step in shown.steps]
    rows = [
        PlanRow(
            plan_id=head.plan_id,
            label=head.goal,
            status=f"{head.status} ({head.done}/{head.steps} steps)",
            time=_time(head.created_at),
            cost=total_label(costs) if any(c.tokens_in for c in costs) else "",
        )
    ]
    for step, cost in zip(shown.steps, costs, strict=True):
        span = " – ".join(_time(t) for t in (step.started_at, step.finished_at) if t)
        rows.append(
            PlanRow(
                plan_id=head.plan_id,
                step=step.id,
                label=f"  └ {step.id}",
                status=step.status,
                worker=step.worker or "",
                time=span,
                cost=cost_label(cost) if cost.tokens_in else "",
            )
        )
    return rows


def _ledger_cost(cost: Cost) -> LedgerCost:
    return LedgerCost.model_validate(cost.model_dump())


def _time(moment: datetime) -> str:
    return moment.astimezone().isoformat(timespec="seconds")


def run_row(item: RunItem) -> RunRow:
    finished = (
        item.finished_at.astimezone().isoformat(timespec="seconds") if item.finished_at else ""
    )
    return RunRow(
        run_id=item.run_id,
        agent=item.agent,
        status="cancelling" if item.running and item.cancel_requested else item.status,
        started=item.created_at.astimezone().isoformat(timespec="seconds"),
        finished=finished,
        error=item.error or "",
    )


def pending_row(item: PendingItem) -> PendingRow:
    return PendingRow(kind=item.kind, asker=item.asker, what=item.what, since=iso_time(item.since))
