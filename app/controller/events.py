"""The typed events of a turn, in the order they happen.

The window, the CLI and the journal all consume the same stream, so what a person sees
and what is recorded cannot drift apart. Names follow ``<subject>_<did|was>_<verb>``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from trust import Sensitivity
from workers import Cost


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True)

    turn_id: str

    def journal_payload(self) -> dict[str, Any]:
        """What the run journal keeps: everything but the ids it is filed under."""
        return self.model_dump(mode="json", exclude={"turn_id", "name"})


class TurnStarted(_Event):
    name: Literal["turn_started"] = "turn_started"
    conversation_id: str  # for a child turn, its own sub-thread
    message_id: int
    parent_turn_id: str | None = None
    origin: Literal["person", "agent", "schedule", "plan_step"] = "person"
    depth: int = 0
    agent: str | None = None
    persona: str | None = None


class TurnClassified(_Event):
    name: Literal["turn_did_classify"] = "turn_did_classify"
    sensitivity: Sensitivity
    kinds: list[str]
    memory_items: int = 0


class RouteChosen(_Event):
    name: Literal["route_chosen"] = "route_chosen"
    worker_id: str
    data_location: str
    privacy_class: str
    reason: str


class ConsentRequested(_Event):
    name: Literal["consent_requested"] = "consent_requested"
    worker_id: str
    kinds: list[str]


class ConsentGiven(_Event):
    name: Literal["consent_given"] = "consent_given"
    consent_id: str
    answer: str


class BriefingReady(_Event):
    name: Literal["briefing_ready"] = "briefing_ready"
    decision: str
    placeholders: int
    withheld_kinds: list[str]
    manifest: list[dict[str, Any]] = Field(default_factory=list)


class ChunkReceived(_Event):
    name: Literal["chunk"] = "chunk"
    text: str


class ChecksDone(_Event):
    name: Literal["checks_done"] = "checks_done"
    checks: list[dict[str, str]]


class TurnFinished(_Event):
    name: Literal["turn_finished"] = "turn_finished"
    conversation_id: str
    message_id: int
    answer: str
    display: str = ""  # the answer with flagged remote fetches made inert, for rendering
    worker_id: str
    sensitivity: Sensitivity
    ledger_id: int | None  # the last request's row; ``ledger_ids`` has every one
    decision: str
    ledger_ids: list[int] = Field(default_factory=list)
    cost: Cost = Field(default_factory=Cost)


class TurnFailed(_Event):
    name: Literal["turn_failed"] = "turn_failed"
    error: str
    reason: Literal["unavailable", "refused", "worker_error", "cancelled", "config"]
    conversation_id: str | None = None
    message_id: int | None = None


TurnEvent = Annotated[
    TurnStarted
    | TurnClassified
    | RouteChosen
    | ConsentRequested
    | ConsentGiven
    | BriefingReady
    | ChunkReceived
    | ChecksDone
    | TurnFinished
    | TurnFailed,
    Field(discriminator="name"),
]
