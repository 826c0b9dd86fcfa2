"""Background delegation runs as the shells show them: ``ares runs --json`` prints one
``RunItem`` per run (``task`` and ``answer`` only with ``show``), the window's list of
running work shows the same."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel

from memory import Run

RunState = Literal["started", "delivered", "failed", "cancelled"]


class RunItem(BaseModel):
    run_id: str
    status: RunState
    agent: str
    conversation_id: str
    parent_turn_id: str
    chain: list[str]
    message_id: int | None = None
    error: str | None = None
    cancel_requested: bool = False
    created_at: datetime
    finished_at: datetime | None = None
    task: str | None = None
    answer: str | None = None  # the message it posted

    @classmethod
    def of(cls, run: Run, *, task: bool = False, answer: str | None = None) -> RunItem:
        return cls(
            run_id=run.id,
            status=run.status,
            agent=run.agent,
            conversation_id=run.conversation_id,
            parent_turn_id=run.parent_turn_id,
            chain=list(run.chain),
            message_id=run.message_id,
            error=run.error,
            cancel_requested=run.cancel_requested,
            created_at=run.created_at,
            finished_at=run.finished_at,
            task=run.task if task else None,
            answer=answer,
        )

    @property
    def running(self) -> bool:
        return self.status == "started"
