"""What the store hands out and takes in: plain pydantic records, never live ORM rows.

Every text field here is already decrypted; sealed bytes stay inside the store.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from trust.sensitivity import Sensitivity

Role = Literal["system", "user", "assistant", "tool"]
MessageState = Literal["complete", "streaming", "interrupted"]
ROLES: frozenset[str] = frozenset(("system", "user", "assistant", "tool"))
STATES: frozenset[str] = frozenset(("complete", "streaming", "interrupted"))


def to_datetime(ts: float) -> datetime:
    """The store keeps seconds since the epoch (cheap to sort and rank); records say UTC."""
    return datetime.fromtimestamp(ts, tz=UTC)


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True)


class Conversation(_Record):
    """A sub-thread (a child turn's own conversation) names the turn it was started under."""

    id: str
    title: str
    created_at: datetime
    updated_at: datetime
    parent_conversation_id: str | None = None
    parent_turn_id: str | None = None


class RanAs(_Record):
    """The agent and persona a message ran under, as its turn resolved them at the start
    (a label may change in agents.toml later; the message keeps the one it ran with)."""

    agent: str
    persona: str | None = None
    persona_label: str | None = None


class Enrichment(_Record):
    """What the local model noted about an exchange after the answer (``ambient_enrichment``):
    the intent in a few words and keywords. Derived from the text, so stored sealed."""

    intent: str | None = None
    keywords: list[str] = Field(default_factory=list)


class AttachmentIn(BaseModel):
    """A file's text as it was read, to be stored with the message it went with.
    ``pages`` is set for a PDF (an excerpt is counted in its pages, split at form
    feeds); ``sensitivity`` is its class once the turn has classified it."""

    name: str
    text: str
    media_type: str = "text/plain"
    size_bytes: int = 0
    pages: int | None = None
    sensitivity: Sensitivity = Sensitivity.PUBLIC


class Attachment(_Record):
    """A stored file of a message: what lists show. Its text (sealed) is read on its own
    with ``attachment_text``, so a long conversation never opens every file it holds."""

    id: int
    message_id: int
    name: str
    media_type: str
    size_bytes: int
    pages: int | None = None
    sensitivity: Sensitivity = Sensitivity.PUBLIC


class Message(_Record):
    """``error`` is set (and ``text`` empty) when this one row could not be decrypted, so
    a list still shows the rest; never put such a message in a briefing. ``ran_as`` is
    None for a message no agent ran under (and for every message before schema v4)."""

    id: int
    conversation_id: str
    role: Role
    text: str
    worker: str | None = None
    sensitivity: Sensitivity = Sensitivity.PUBLIC
    state: MessageState = "complete"
    created_at: datetime
    error: str | None = None
    run_id: str | None = None  # posted by this background delegation run
    ran_as: RanAs | None = None
    enrichment: Enrichment | None = None
    attachments: list[Attachment] = Field(default_factory=list)  # files sent with it


class DisclosureIn(BaseModel):
    """What the egress reports before a payload leaves; the store adds time, size, hash."""

    worker: str
    destination: str
    model: str = ""
    sensitivity: Sensitivity = Sensitivity.PUBLIC
    kinds: list[str] = Field(default_factory=list)
    placeholders: list[str] = Field(default_factory=list)
    consent_id: str | None = None
    payload: bytes
    conversation_id: str | None = None
    turn_id: str | None = None


class DisclosureEntry(_Record):
    """One ledger row. The payload itself is sealed; read it with ``disclosure_payload``."""

    id: int
    at: datetime
    worker: str
    destination: str
    model: str
    sensitivity: Sensitivity
    kinds: list[str]
    placeholders: list[str]
    consent_id: str | None
    byte_count: int
    sha256: str
    conversation_id: str | None
    turn_id: str | None
    # What the call cost, as the worker reported it; None until (and unless) it answered.
    tokens_in: int | None = None
    tokens_out: int | None = None
    money: float | None = None
    currency: str | None = None


class CallCost(BaseModel):
    """A worker call's cost as the ledger keeps it: tokens, and money where priced."""

    tokens_in: int = 0
    tokens_out: int = 0
    money: float | None = None
    currency: str | None = None


class JournalEvent(_Record):
    id: int
    turn_id: str
    conversation_id: str | None
    parent_turn_id: str | None = None
    event: str
    payload: dict[str, Any]
    at: datetime
    error: str | None = None


class Fact(_Record):
    id: int
    text: str
    sensitivity: Sensitivity
    source: str
    created_at: datetime
    updated_at: datetime
    error: str | None = None


class SearchHit(_Record):
    message_id: int
    conversation_id: str
    role: Role
    snippet: str
    score: float
    created_at: datetime


class Recalled(_Record):
    """A message recalled for a turn, and why: the distinctive words it shares with the
    new message, and its BM25 score (higher is closer)."""

    message: Message
    matched: list[str]
    score: float


class TurnContext(_Record):
    """What a turn reads before briefing: the vault, recent history, facts, recall."""

    vault: dict[str, str]
    history: list[Message]
    facts: list[Fact]
    recalled: list[Recalled]


class FactHit(_Record):
    """A fact the search found, ranked like a message hit."""

    fact_id: int
    snippet: str
    score: float
    created_at: datetime


class Spending(_Record):
    """What one worker's answered calls cost since a moment, in one currency (amounts in
    different currencies are never added together)."""

    worker: str
    currency: str | None  # None: calls with no price (tokens only)
    money: float = 0.0
    tokens_in: int = 0
    tokens_out: int = 0
    calls: int = 0


CatchUp = Literal["once", "skip"]


class ScheduleIn(BaseModel):
    """A new schedule: ``every_seconds`` or ``cron`` (exactly one), and its first run."""

    task: str
    every_seconds: int | None = None
    cron: str | None = None
    agent: str | None = None
    catch_up: CatchUp = "once"
    next_run: float


class Schedule(_Record):
    id: str
    task: str
    every_seconds: int | None
    cron: str | None
    agent: str | None
    catch_up: CatchUp
    created_at: float  # seconds since the epoch, like next_run: the timetable counts them
    next_run: float
    last_run: float | None = None
    last_status: str | None = None  # finished | failed | skipped
    last_reason: str | None = None
    last_turn_id: str | None = None
    last_conversation_id: str | None = None
    runs: int = 0


RunStatus = Literal["started", "delivered", "failed", "cancelled"]
RUN_STATUSES: frozenset[str] = frozenset(("started", "delivered", "failed", "cancelled"))


class Run(_Record):
    """A background delegation. ``message_id`` is the message its answer (or its failure)
    was posted as; None while it runs, or when its conversation was deleted meanwhile."""

    id: str
    agent: str
    status: RunStatus
    conversation_id: str
    parent_turn_id: str
    depth: int
    chain: list[str]
    task: str
    error: str | None = None
    message_id: int | None = None
    owner: str | None = None
    cancel_requested: bool = False
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None
