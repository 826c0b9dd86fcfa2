"""What the ledger says cloud work cost: sums over its cost columns, per worker and
currency. Only metadata in the clear is read; no payload is opened."""

from __future__ import annotations

from sqlalchemy import Connection, func, select

from memory.box import Box
from memory.records import Spending
from memory.tables import LEDGER


def spending(conn: Connection, _box: Box, since: float) -> list[Spending]:
    """Every answered call filed since ``since`` (seconds since the epoch), summed per
    worker and currency."""
    c = LEDGER.c
    rows = conn.execute(
        select(
            c.worker,
            c.currency,
            func.coalesce(func.sum(c.money), 0.0),
            func.coalesce(func.sum(c.tokens_in), 0),
            func.coalesce(func.sum(c.tokens_out), 0),
            func.count(),
        )
        .where(c.at >= since, c.tokens_in.is_not(None))
        .group_by(c.worker, c.currency)
        .order_by(c.worker, c.currency)
    ).all()
    return [
        Spending(
            worker=worker,
            currency=currency,
            money=float(money),
            tokens_in=int(tokens_in),
            tokens_out=int(tokens_out),
            calls=int(calls),
        )
        for worker, currency, money, tokens_in, tokens_out, calls in rows
    ]
