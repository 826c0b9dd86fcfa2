"""Conversations as the window lists and reopens them: titles, messages, and the
journal of each answer's turn (from which its privacy badge is rebuilt)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict


class _View(BaseModel):
    model_config = ConfigDict(frozen=True, from_attributes=True)


class ConversationItem(_View):
    id: str
    title: str
    created_at: datetime
    updated_at: datetime


class RanAsItem(_View):
    agent: str
    persona: str | None = None
    persona_label: str | None = None


class AttachmentItem(_View):
    """A file sent with a message: its name and size (its text stays in memory)."""

    id: int
    name: str
    media_type: str
    size_bytes: int
    pages: int | None = None


class MessageItem(_View):
    """``error`` is set (and ``text`` empty) when the row could not be decrypted."""

    id: int
    conversation_id: str
    role: Literal["system", "user", "assistant", "tool"]
    text: str
    worker: str | None = None
    state: Literal["complete", "streaming", "interrupted"] = "complete"
    created_at: datetime
    error: str | None = None
    ran_as: RanAsItem | None = None  # the agent and persona it ran under, if any
    attachments: list[AttachmentItem] = []  # the files that went with it


class TurnEventItem(_View):
    """One run-journal row of a turn: ``event`` named ``<subject>_did_<verb>`` or so."""

    event: str
    payload: dict[str, Any]
    at: datetime
