"""The month's spending against the budgets: one line per budget, one row per worker.

Pure functions over the ledger's sums (``memory.spending``) and ``[budgets]``; the egress
gate, ``ares budget show`` and the Control Center all read them. A budget counts only
the money in its own currency: amounts in different currencies are never added.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from app.config import BudgetLimit, Settings, WorkerSpec
from memory import AsyncMemoryStore, Spending
from trust import PrivacyClass

State = Literal["ok", "alert", "stopped"]
Scope = Literal["worker", "all"]
DEFAULT_CURRENCY = "USD"  # as a worker's price without a currency
_RANK: dict[State, int] = {"ok": 0, "alert": 1, "stopped": 2}


class BudgetLine(BaseModel):
    """One budget and what has been spent under it this month."""

    scope: Scope
    worker: str | None = None  # for scope "worker"
    currency: str
    monthly: float
    soft: float
    per_task: float | None = None
    spent: float = 0.0
    state: State = "ok"

    @property
    def name(self) -> str:
        """How a sentence names it: "the monthly budget for gpt (2 EUR)"."""
        whose = self.worker if self.scope == "worker" else "all cloud workers"
        return f"the monthly budget for {whose} ({self.monthly:g} {self.currency})"

    @property
    def key(self) -> str:
        """Stable per budget and amount: raising a budget re-arms its alert."""
        return f"{self.scope}:{self.worker or '*'}:{self.currency}:{self.monthly:g}"


class WorkerSpend(BaseModel):
    """A worker's month: what it spent in its budget's currency (and in others, apart),
    its own limits, and the worst state of the budgets that cover it."""

    worker: str
    currency: str | None
    spent: float = 0.0
    spent_by_currency: dict[str, float] = Field(default_factory=dict)
    tokens_in: int = 0
    tokens_out: int = 0
    calls: int = 0
    monthly: float | None = None
    soft: float | None = None
    per_task: float | None = None
    state: State = "ok"


class BudgetReport(BaseModel):
    month: str  # "2026-12"
    workers: list[WorkerSpend] = Field(default_factory=list)
    all: BudgetLine | None = None

    def lines(self) -> list[BudgetLine]:
        own = [
            BudgetLine(
                scope="worker",
                worker=row.worker,
                currency=row.currency or DEFAULT_CURRENCY,
                monthly=row.monthly,
                soft=row.soft or 0.8,
                per_task=row.per_task,
                spent=row.spent,
                state=_state(row.spent, row.monthly, row.soft or 0.8),
            )
            for row in self.workers
            if row.monthly is not None
        ]
        return own + ([self.all] if self.all is not None else [])


def month_start(now: float) -> float:
    """The first moment of the calendar month of ``now``, in local time."""
    local = datetime.fromtimestamp(now).astimezone()
    first = local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    return first.timestamp()


def month_label(now: float) -> str:
    return datetime.fromtimestamp(now).astimezone().strftime("%Y-%m")


def budget_currency(settings: Settings, worker_id: str | None, limit: BudgetLimit) -> str:
    """A budget's currency: its own, else its worker's, else USD."""
    if limit.currency:
        return limit.currency
    spec = _spec(settings, worker_id)
    return spec.currency if spec is not None else DEFAULT_CURRENCY


def report(settings: Settings, spending: list[Spending], now: float) -> BudgetReport:
    budgets = settings.budgets
    cloud = [s.id for s in settings.workers if s.privacy is not PrivacyClass.LOCAL_ONLY]
    named = cloud + [w for w in budgets.workers if w not in cloud]
    named += sorted({s.worker for s in spending if s.worker not in named and s.money})
    whole = None
    if budgets.all is not None:
        currency = budget_currency(settings, None, budgets.all)
        spent = sum(s.money for s in spending if s.currency == currency)
        whole = _line("all", None, currency, budgets.all, spent)
    rows = [_worker_row(settings, worker, spending, whole) for worker in named]
    return BudgetReport(month=month_label(now), workers=rows, all=whole)


async def read_report(settings: Settings, memory: AsyncMemoryStore, now: float) -> BudgetReport:
    return report(settings, await memory.spending(month_start(now)), now)


def _worker_row(
    settings: Settings, worker: str, spending: list[Spending], whole: BudgetLine | None
) -> WorkerSpend:
    limit = settings.budgets.workers.get(worker)
    spec = _spec(settings, worker)
    if limit is not None:
        currency: str | None = budget_currency(settings, worker, limit)
    else:
        currency = spec.currency if spec is not None else None
    mine = [s for s in spending if s.worker == worker]
    by_currency = {s.currency: s.money for s in mine if s.currency is not None}
    spent = by_currency.get(currency or "", 0.0)
    state: State = "ok"
    if limit is not None:
        state = _state(spent, limit.monthly, limit.soft)
    if whole is not None and (currency == whole.currency or not by_currency):
        state = max(state, whole.state, key=_RANK.__getitem__)
    return WorkerSpend(
        worker=worker,
        currency=currency,
        spent=spent,
        spent_by_currency=by_currency,
        tokens_in=sum(s.tokens_in for s in mine),
        tokens_out=sum(s.tokens_out for s in mine),
        calls=sum(s.calls for s in mine),
        monthly=limit.monthly if limit else None,
        soft=limit.soft if limit else None,
        per_task=limit.per_task if limit else None,
        state=state,
    )


def _line(
    scope: Scope, worker: str | None, currency: str, limit: BudgetLimit, spent: float
) -> BudgetLine:
    return BudgetLine(
        scope=scope,
        worker=worker,
        currency=currency,
        monthly=limit.monthly,
        soft=limit.soft,
        per_task=limit.per_task,
        spent=spent,
        state=_state(spent, limit.monthly, limit.soft),
    )


def _state(spent: float, monthly: float, soft: float) -> State:
    if spent >= monthly:
        return "stopped"
    if spent >= monthly * soft:
        return "alert"
    return "ok"


def _spec(settings: Settings, worker_id: str | None) -> WorkerSpec | None:
    return next((s for s in settings.workers if s.id == worker_id), None)
