"""What turns cost, and (later) the budgets that limit it."""

from app.controller.budgets.costs import cost_label, total_label

__all__ = ["cost_label", "total_label"]
