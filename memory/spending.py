"""What the ledger says cloud work cost: sums over its cost columns, per worker and
currency. Only metadata in the clear is read; no payload is opened."""

from __future__ import annotations

from memory.box import Box
from memory.records import Spending
from memory.sql import Connection

_SPENDING = """
SELECT worker, currency, coalesce(sum(money), 0.0), coalesce(sum(tokens_in), 0),
       coalesce(sum(tokens_out), 0), count(*)
FROM ledger WHERE at >= ? AND tokens_in IS NOT NULL
GROUP BY worker, currency ORDER BY worker, currency
"""


def spending(conn: Connection, _box: Box, since: float) -> list[Spending]:
    """Every answered call filed since ``since`` (seconds since the epoch), summed per
    worker and currency."""
    rows = conn.execute(_SPENDING, (since,)).all()
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
