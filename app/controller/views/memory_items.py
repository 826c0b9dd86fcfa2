"""What ARES remembers, as the memory view and ``ares memory`` show it: facts and the
hits of a search across every conversation."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from memory import FactHit
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
    """A message (``message_id``, ``conversation_id``, its ``role``) or a fact (``role``
    "fact", ``fact_id``; no message or conversation) the search found."""

    message_id: int | None
    conversation_id: str | None
    role: Literal["system", "user", "assistant", "tool", "fact"]
    snippet: str
    score: float
    created_at: datetime
    fact_id: int | None = None

    @classmethod
    def of_fact(cls, hit: FactHit) -> SearchResult:
        return cls(
            message_id=None,
            conversation_id=None,
            role="fact",
            snippet=hit.snippet,
            score=hit.score,
            created_at=hit.created_at,
            fact_id=hit.fact_id,
        )
