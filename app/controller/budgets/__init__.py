"""What cloud work costs and the budgets that limit it: ``costs`` (labels), ``report``
(the month's spend against ``[budgets]``), ``gate`` (the egress's check and the soft
alert)."""

from app.controller.budgets.costs import cost_label, total_label
from app.controller.budgets.gate import (
    BudgetAlert,
    BudgetAlerts,
    BudgetExceeded,
    BudgetGate,
    estimated_cost,
)
from app.controller.budgets.report import (
    BudgetLine,
    BudgetReport,
    WorkerSpend,
    month_start,
    read_report,
    report,
)

__all__ = [
    "BudgetAlert",
    "BudgetAlerts",
    "BudgetExceeded",
    "BudgetGate",
    "BudgetLine",
    "BudgetReport",
    "WorkerSpend",
    "cost_label",
    "estimated_cost",
    "month_start",
    "read_report",
    "report",
    "total_label",
]
