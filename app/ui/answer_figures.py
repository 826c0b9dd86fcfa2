"""The figures under an answer: tokens in and out, speed and cost when the worker
reported them, and how long the answer took."""

from __future__ import annotations

from typing import Any


def figures(cost: Any, seconds: float | None) -> str:
    """``cost`` is the turn's ``workers.Cost`` (or its dict from the journal), if any."""
    if isinstance(cost, dict):
        cost = _Cost(**cost)
    parts = []
    tokens_in = getattr(cost, "tokens_in", 0) or 0
    tokens_out = getattr(cost, "tokens_out", 0) or 0
    if tokens_in or tokens_out:
        parts.append(f"{tokens_in:,} tokens in, {tokens_out:,} out")
        if tokens_out and seconds:
            parts.append(f"{tokens_out / seconds:.1f} tok/s")
    if seconds is not None:
        parts.append(f"{seconds:.1f} s" if seconds >= 1 else f"{seconds * 1000:.0f} ms")
    money = getattr(cost, "money", None)
    if money is not None:
        parts.append(f"{money:.4f} {getattr(cost, 'currency', None) or 'USD'}")
    return " · ".join(parts)


class _Cost:
    def __init__(self, **fields: Any) -> None:
        self.tokens_in = int(fields.get("tokens_in") or 0)
        self.tokens_out = int(fields.get("tokens_out") or 0)
        self.money = fields.get("money")
        self.currency = fields.get("currency")
