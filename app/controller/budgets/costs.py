"""Costs as the ledger keeps them, in the words the CLI and the window show."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from app.controller.views.ledger_rows import LedgerCost
from workers import Cost


def cost_label(cost: LedgerCost) -> str:
    """``120→35 tok, 0.0012 USD``; ``—`` before (or without) an answer."""
    if cost.tokens_in is None:
        return "—"
    text = f"{cost.tokens_in:,}→{cost.tokens_out or 0:,} tok"
    if cost.money is not None:
        text += f", {_money(cost.money, cost.currency)}"
    return text


def total_label(costs: Iterable[LedgerCost]) -> str:
    """The sum over rows: tokens, and money per currency (never added across them)."""
    tokens_in = tokens_out = 0
    money: dict[str, float] = defaultdict(float)
    for cost in costs:
        tokens_in += cost.tokens_in or 0
        tokens_out += cost.tokens_out or 0
        if cost.money is not None:
            money[cost.currency or ""] += cost.money
    parts = [f"{tokens_in:,}→{tokens_out:,} tok"]
    parts += [_money(amount, currency) for currency, amount in sorted(money.items())]
    return ", ".join(parts)


def _money(amount: float, currency: str | None) -> str:
    return f"{amount:.4f} {currency or ''}".rstrip()


def add_cost(total: Cost, more: Cost) -> Cost:
    """Two calls' costs as one: money stays unknown only when both are."""
    money = None
    if total.money is not None or more.money is not None:
        money = (total.money or 0.0) + (more.money or 0.0)
    return Cost(
        tokens_in=total.tokens_in + more.tokens_in,
        tokens_out=total.tokens_out + more.tokens_out,
        money=money,
        currency=more.currency or total.currency,
    )
