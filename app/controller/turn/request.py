"""What starts a turn, and what comes of it.

A turn is started by the person, or — under a parent turn — by an agent, a plan step or
a schedule. A child turn writes to its own sub-thread (a conversation linked to the
parent's conversation and turn), never as the person's message in the person's
conversation; only its ``TurnOutcome`` goes back to whoever started it.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from memory import AttachmentIn, RanAs
from trust import Sensitivity
from workers import Cost

Origin = Literal["person", "agent", "schedule", "plan_step"]
FailureReason = Literal[
    "unavailable", "refused", "worker_error", "cancelled", "config", "too_large"
]
MAX_DEPTH = 8  # a delegation chain deeper than this is a loop, not a plan

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(text: str) -> str:
    """Text that can be stored and sent: lone surrogates (from undecodable argv bytes, or
    a provider's JSON ``"\\ud800"``) become U+FFFD, one character for one."""
    return _LONE_SURROGATE.sub("\ufffd", text)


class TurnRequest(BaseModel):
    """``conversation_id`` is where the turn writes: the person's conversation, or a
    child's existing sub-thread. A child without one gets a new sub-thread under
    ``parent_conversation_id``."""

    message: str
    worker_id: str | None = None
    conversation_id: str | None = None
    origin: Origin = "person"
    parent_turn_id: str | None = None
    parent_conversation_id: str | None = None
    depth: int = Field(default=0, ge=0, le=MAX_DEPTH)
    agent: str | None = None  # names, for the agents that delegate
    persona: str | None = None
    persona_label: str | None = None  # filled in when the agent's persona is resolved
    # A delegated task: the agents above it (the one that delegated last), and what the
    # delegation asked for. ``recall`` off: it sees nothing of earlier conversations —
    # the parent's included — beyond its task.
    chain: list[str] = Field(default_factory=list)
    recall: bool = True
    model: str | None = None  # a [models] name or the agent's worker's model name
    tools: bool = True
    # The agent's prompt as whoever started the turn froze it (a plan, when it was
    # made): used instead of what agents.toml says now.
    system_prompt: str | None = None
    tool_rounds: int | None = Field(default=None, ge=1)  # a cap below the agent's own
    workflow: str | None = None  # a [workflows] name: the message runs through it
    # Files sent with the message (``app.controller.files.read_file``): classified,
    # shown for consent, stored and briefed as the message is, each under its name.
    attachments: list[AttachmentIn] = Field(default_factory=list)

    @field_validator("message")
    @classmethod
    def _valid_text(cls, message: str) -> str:
        return valid_text(message)

    @model_validator(mode="after")
    def _lineage(self) -> TurnRequest:
        if self.origin == "person" and self.parent_turn_id is not None:
            raise ValueError("a turn the person starts has no parent turn")
        if self.origin in ("agent", "plan_step") and self.parent_turn_id is None:
            raise ValueError(f"a turn started by {self.origin} needs its parent_turn_id")
        if (self.parent_turn_id is None) != (self.depth == 0):
            raise ValueError("depth is 0 exactly for a turn without a parent")
        return self

    @property
    def is_child(self) -> bool:
        return self.parent_turn_id is not None

    @property
    def ran_as(self) -> RanAs | None:
        """What the turn's messages record: the agent and persona it runs under."""
        if self.agent is None:
            return None
        return RanAs(agent=self.agent, persona=self.persona, persona_label=self.persona_label)


class Lineage(BaseModel):
    """Where a running or finished turn sits: enough to start a child under it."""

    turn_id: str
    conversation_id: str
    depth: int = 0


def child_request(
    parent: Lineage,
    message: str,
    *,
    origin: Origin = "agent",
    worker_id: str | None = None,
    agent: str | None = None,
    persona: str | None = None,
    conversation_id: str | None = None,
    system_prompt: str | None = None,
) -> TurnRequest:
    """A child turn of ``parent``; ``conversation_id`` continues an existing sub-thread."""
    return TurnRequest(
        message=message,
        worker_id=worker_id,
        conversation_id=conversation_id,
        origin=origin,
        parent_turn_id=parent.turn_id,
        parent_conversation_id=parent.conversation_id,
        depth=parent.depth + 1,
        agent=agent,
        persona=persona,
        system_prompt=system_prompt,
    )


class TurnOutcome(BaseModel):
    """What a turn came to: its answer (for a child, the only thing that goes back to the
    parent) or why it failed, and what it cost."""

    turn_id: str
    conversation_id: str | None
    parent_turn_id: str | None = None
    depth: int = 0
    status: Literal["finished", "failed"]
    answer: str = ""
    display: str = ""
    worker_id: str | None = None
    sensitivity: Sensitivity | None = None
    cost: Cost = Field(default_factory=Cost)
    ledger_ids: list[int] = Field(default_factory=list)
    error: str = ""
    reason: FailureReason | None = None

    @property
    def ok(self) -> bool:
        return self.status == "finished"

    @property
    def lineage(self) -> Lineage:
        return Lineage(
            turn_id=self.turn_id, conversation_id=self.conversation_id or "", depth=self.depth
        )
