"""A disclosed payload as text a person can read: pretty JSON when it is JSON."""

from __future__ import annotations

import json

from app.controller.records import Records
from app.controller.views.ledger_rows import LedgerRow

LEDGER_SCAN = 2000


def readable(payload: bytes) -> str:
    text = payload.decode("utf-8", errors="replace")
    try:
        return json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    except ValueError:
        return text


async def entries_of_turn(records: Records, turn_id: str) -> list[LedgerRow]:
    """The ledger rows of one turn (memory has no index by turn; recent rows are scanned)."""
    return [e for e in await records.ledger(limit=LEDGER_SCAN) if e.turn_id == turn_id]
