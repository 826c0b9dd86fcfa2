"""``[budgets]`` of ``config.toml``: what cloud work may cost in a calendar month.

    [budgets.all]            # every cloud worker together
    monthly = 5.0
    currency = "EUR"

    [budgets.workers.gpt]    # one worker; its currency is the worker's own by default
    monthly = 2.0
    soft = 0.8               # alert once when the month's spend reaches 80 %
    per_task = 0.10          # no single request estimated above this

Amounts are numbers (``5`` or ``5.0``; ``"5"`` and ``true`` are mistakes to report).
Currencies are never converted or added across each other.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

CURRENCY = r"^[A-Z]{3}$"


def _number(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("must be a number")
    return float(value)


class BudgetLimit(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    monthly: float = Field(gt=0)
    soft: float = Field(default=0.8, gt=0, le=1)
    per_task: float | None = Field(default=None, gt=0)
    # None: the worker's currency (a worker's budget), USD (the budget of all workers).
    currency: str | None = Field(default=None, pattern=CURRENCY)

    @field_validator("monthly", "soft", "per_task", mode="before")
    @classmethod
    def _strict_number(cls, value: Any) -> Any:
        return value if value is None else _number(value)


class BudgetSettings(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    all: BudgetLimit | None = None
    workers: dict[str, BudgetLimit] = Field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return self.all is None and not self.workers
