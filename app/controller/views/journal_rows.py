"""The run journal as ``ares journal`` shows it: one row per pipeline event, filed under
its turn and the turn that started it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from memory import JournalEvent


class JournalRow(BaseModel):
    """One journal row, in the field order of ``ares journal --json``."""

    id: int
    time: str
    turn: str
    parent_turn: str | None
    conversation: str | None
    event: str
    payload: dict[str, Any]
    error: str | None = None  # this row could not be decrypted; the others still show
    at: datetime = Field(exclude=True)

    @classmethod
    def of(cls, event: JournalEvent) -> JournalRow:
        return cls(
            id=event.id,
            time=event.at.isoformat(),
            turn=event.turn_id,
            parent_turn=event.parent_turn_id,
            conversation=event.conversation_id,
            event=event.event,
            payload=event.payload,
            error=event.error,
            at=event.at,
        )
