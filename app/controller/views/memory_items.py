"""What ARES remembers, as the memory view and ``ares memory`` show it: facts and the
hits of a search across every conversation."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from trust import Sensitivity


class _View(BaseModel):
    model_config = ConfigDict(frozen=True, from_attributes=True)


class MemoryItem(_View):
    """A fact or preference; ``error`` is set (and ``text`` empty) when unreadable."""

    id: int
    text: str
    sensitivity: Sensitivity
    source: str
    created_at: datetime
    updated_at: datetime
    error: str | None = None


class SearchResult(_View):
    message_id: int
    conversation_id: str
    role: Literal["system", "user", "assistant", "tool"]
    snippet: str
    score: float
    created_at: datetime
