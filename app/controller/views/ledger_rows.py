"""The disclosure ledger as the shells show it: one row per payload that left.

``LedgerRow`` is what ``ares ledger --json`` prints per row; ``export_row`` is what the
ledger view and ``ares ledger export`` write to CSV/JSON (``write_export``). Neither
holds the payload (read it with ``Records.payload``).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from memory import DisclosureEntry
from trust import Sensitivity

EXPORT_FIELDS = (
    "id", "time", "worker", "destination", "model", "class", "kinds", "placeholders",
    "bytes", "sha256", "conversation_id", "turn_id", "consent_id",
    "tokens_in", "tokens_out", "money", "currency",
)  # fmt: skip


class LedgerCost(BaseModel):
    """What the call cost, as the worker reported it; ``None`` fields until it answered
    (and ``money`` without prices in the worker's config)."""

    tokens_in: int | None = None
    tokens_out: int | None = None
    money: float | None = None
    currency: str | None = None


class LedgerRow(BaseModel):
    """One ledger row, in the field order of ``ares ledger --json``."""

    id: int
    time: str
    worker: str
    destination: str
    model: str
    sensitivity: Sensitivity
    kinds: list[str]
    placeholders: list[str]
    consent_id: str | None
    bytes: int
    sha256: str
    conversation: str | None
    turn: str | None
    cost: LedgerCost = Field(default_factory=LedgerCost)
    turn_id: str | None = Field(exclude=True)
    at: datetime = Field(exclude=True)

    @classmethod
    def of(cls, entry: DisclosureEntry) -> LedgerRow:
        return cls(
            id=entry.id,
            time=entry.at.isoformat(),
            worker=entry.worker,
            destination=entry.destination,
            model=entry.model,
            sensitivity=str(entry.sensitivity),
            kinds=entry.kinds,
            placeholders=entry.placeholders,
            consent_id=entry.consent_id,
            bytes=entry.byte_count,
            sha256=entry.sha256,
            conversation=entry.conversation_id,
            turn=entry.turn_id,
            cost=LedgerCost(
                tokens_in=entry.tokens_in,
                tokens_out=entry.tokens_out,
                money=entry.money,
                currency=entry.currency,
            ),
            turn_id=entry.turn_id,
            at=entry.at,
        )

    def export_row(self) -> dict[str, Any]:
        """The row as the ledger view exports it (CSV columns, JSON keys)."""
        values = (
            self.id,
            self.time,
            self.worker,
            self.destination,
            self.model,
            str(self.sensitivity),
            " ".join(self.kinds),
            " ".join(self.placeholders),
            self.bytes,
            self.sha256,
            self.conversation or "",
            self.turn_id or "",
            self.consent_id or "",
            self.cost.tokens_in,
            self.cost.tokens_out,
            self.cost.money,
            self.cost.currency,
        )
        return dict(zip(EXPORT_FIELDS, values, strict=True))


ExportFormat = Literal["csv", "json"]


def write_export(rows: Sequence[LedgerRow], path: Path, fmt: ExportFormat) -> None:
    """Writes ``rows`` to ``path`` as CSV (a header of ``EXPORT_FIELDS``) or a JSON list."""
    exported = [row.export_row() for row in rows]
    if fmt == "json":
        path.write_text(json.dumps(exported, indent=2, ensure_ascii=False), encoding="utf-8")
        return
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.DictWriter(out, fieldnames=EXPORT_FIELDS)
        writer.writeheader()
        writer.writerows(exported)
