"""What every part of the store needs to turn rows into records and back: the sealer,
the blind index and the clock, built from one data key."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from memory.blind_index import BlindIndex
from memory.crypto import OpenFailed, Sealer
from memory.errors import CorruptRow
from memory.sql import Connection

Clock = Callable[[], float]


@dataclass(frozen=True)
class Box:
    sealer: Sealer
    index: BlindIndex
    clock: Clock = field(default=time.time)

    @classmethod
    def from_key(cls, data_key: bytes, clock: Clock = time.time) -> Box:
        return cls(Sealer(data_key), BlindIndex(data_key), clock)

    def open_text(self, sealed: bytes, associated: bytes, table: str, row_id: object) -> str:
        """Decrypt one value, or ``CorruptRow`` naming the row (never the reason's bytes)."""
        try:
            return self.sealer.open_text(sealed, associated)
        except OpenFailed:
            raise CorruptRow(table, row_id) from None


def next_id(conn: Connection, table_name: str) -> int:
    """The id the next row of an AUTOINCREMENT table will get. Only valid inside a write
    transaction (BEGIN IMMEDIATE holds the lock), which is why sealing can bind the
    row's id before the row exists, and append-only rows are never updated."""
    row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = ?", (table_name,)).first()
    return (int(row[0]) if row else 0) + 1
