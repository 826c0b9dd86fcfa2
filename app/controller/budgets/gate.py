"""The budget check the egress makes before a cloud payload leaves, and the soft alert
it raises once a month's spend crosses a budget's threshold.

    EgressRefused
     └── BudgetExceeded   a hard limit (monthly or per task) would be passed; the
                          sentence names the budget. Nothing was sent.

Local workers are never checked: local work goes on whatever the budgets say.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence

from pydantic import BaseModel

from app.config import Settings, WorkerSpec
from app.controller.budgets.report import BudgetLine, BudgetReport, read_report
from app.controller.context_fit import BYTES_PER_TOKEN
from app.controller.egress import Clearance, EgressRefused
from memory import AsyncMemoryStore
from workers import Worker

log = logging.getLogger("ares.budgets")

# The answer's length is unknown before it comes: this month's average for the worker,
# else this many tokens (a short paragraph).
DEFAULT_ANSWER_TOKENS = 256


class BudgetExceeded(EgressRefused):
    """Refused before sending: the message names the budget and what would pass it."""


class BudgetAlert(BaseModel):
    """``budget_did_alert``: a budget's spend crossed its soft threshold this month."""

    name: str = "budget_did_alert"
    budget: str  # "the monthly budget for gpt (2 EUR)"
    scope: str
    worker: str | None
    month: str
    spent: float
    monthly: float
    currency: str
    soft: float

    def sentence(self) -> str:
        share = round(100 * self.spent / self.monthly)
        return (
            f"{self.spent:.4f} {self.currency} of {self.budget} is spent ({share} %); "
            f"cloud requests stop at {self.monthly:g} {self.currency}."
        )


AlertListener = Callable[[BudgetAlert], None]


class BudgetAlerts:
    """Shared by every egress built for one running ARES (like the emergency stop): who
    hears an alert, and the clock that says which month it is."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self.listeners: list[AlertListener] = []
        self.lock = asyncio.Lock()  # two answers crossing at once alert once

    def announce(self, alert: BudgetAlert) -> None:
        for listener in list(self.listeners):
            listener(alert)


class BudgetGate:
    """What one settings snapshot's budgets allow; the egress asks it before and after
    each cloud call."""

    def __init__(self, settings: Settings, memory: AsyncMemoryStore, alerts: BudgetAlerts):
        self.settings = settings
        self.memory = memory
        self.alerts = alerts

    def covers(self, worker: Worker) -> bool:
        budgets = self.settings.budgets
        cloud = worker.data_location == "cloud"
        return cloud and (budgets.all is not None or worker.worker_id in budgets.workers)

    async def report(self) -> BudgetReport:
        return await read_report(self.settings, self.memory, self.alerts.clock())

    async def admit(self, worker: Worker, parts: Sequence[str]) -> None:
        """Raise ``BudgetExceeded`` when this request, at its estimated cost, would pass
        a hard limit of a budget covering ``worker``."""
        if not self.covers(worker):
            return
        spec = self._spec(worker.worker_id)
        report = await self.report()
        row = next((r for r in report.workers if r.worker == worker.worker_id), None)
        typical = row.tokens_out // row.calls if row is not None and row.calls else 0
        estimate = estimated_cost(spec, parts, typical or DEFAULT_ANSWER_TOKENS)
        for line in _covering(report, worker.worker_id):
            _check(line, worker.worker_id, spec, estimate)

    async def settle(self, worker: Worker, clearance: Clearance) -> None:
        """After a call's cost is filed: alert once per budget and month at the soft
        threshold (a journal event, then the listeners: notification, tray, stderr)."""
        if not self.covers(worker):
            return
        async with self.alerts.lock:
            report = await self.report()
            for line in _covering(report, worker.worker_id):
                if line.spent >= line.monthly * line.soft:
                    await self._alert_once(line, report.month, clearance)

    async def _alert_once(self, line: BudgetLine, month: str, clearance: Clearance) -> None:
        key = f"budget_alert:{line.key}:{month}"
        if await self.memory.get_working(key) is not None:
            return
        alert = BudgetAlert(
            budget=line.name,
            scope=line.scope,
            worker=line.worker,
            month=month,
            spent=line.spent,
            monthly=line.monthly,
            currency=line.currency,
            soft=line.soft,
        )
        await self.memory.set_working(key, alert.model_dump())
        await self.memory.journal(
            clearance.turn_id,
            alert.name,
            alert.model_dump(exclude={"name"}),
            conversation_id=clearance.conversation_id,
        )
        log.info("budget alert: %s", line.key)
        self.alerts.announce(alert)

    def _spec(self, worker_id: str) -> WorkerSpec | None:
        return next((s for s in self.settings.workers if s.id == worker_id), None)


def estimated_cost(spec: WorkerSpec | None, parts: Sequence[str], answer_tokens: int) -> float:
    """What the request will likely cost: its text at the input price, an answer of
    ``answer_tokens`` at the output price; 0 for a worker without prices."""
    if spec is None or (spec.price_in_per_mtok is None and spec.price_out_per_mtok is None):
        return 0.0
    size = sum(len(part.encode("utf-8")) for part in parts)
    tokens_in = -(-size // BYTES_PER_TOKEN)
    money = tokens_in * (spec.price_in_per_mtok or 0.0)
    money += answer_tokens * (spec.price_out_per_mtok or 0.0)
    return money / 1_000_000


def _covering(report: BudgetReport, worker_id: str) -> list[BudgetLine]:
    return [line for line in report.lines() if line.worker in (worker_id, None)]


def _check(line: BudgetLine, worker_id: str, spec: WorkerSpec | None, estimate: float) -> None:
    priced = spec is not None and (
        spec.price_in_per_mtok is not None or spec.price_out_per_mtok is not None
    )
    if priced and spec is not None and spec.currency != line.currency:
        raise BudgetExceeded(
            f"Not sent: {worker_id} is priced in {spec.currency}, but {line.name} counts "
            f"{line.currency}, and ARES never converts currencies. Give the budget "
            f"currency {spec.currency} or price the worker in {line.currency}."
        )
    money = line.currency
    if line.per_task is not None and estimate > line.per_task:
        raise BudgetExceeded(
            f"Not sent: this request to {worker_id} would cost about {estimate:.4f} "
            f"{money}, over the per-task limit of {line.per_task:.2f} {money} of {line.name}. "
            "Local workers can still answer."
        )
    if line.spent >= line.monthly or line.spent + estimate > line.monthly:
        raise BudgetExceeded(
            f"Not sent: {line.name} would be exceeded — {line.spent:.4f} {money} spent this "
            f"month, and this request to {worker_id} would cost about {estimate:.4f} {money}. "
            "Local workers can still answer; `ares budget set` changes the limit."
        )
