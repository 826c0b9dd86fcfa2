"""The typed events of a turn, in the order they happen.

The window, the CLI and the journal all consume the same stream, so what a person sees
and what is recorded cannot drift apart. Names follow ``<subject>_did_<verb>``; journals
written before that scheme keep their old names, which ``canonical`` maps.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.controller.agents.workflows.record import WorkflowResult
from app.controller.answers.evaluate import Check
from app.controller.briefing import ManifestEntry
from app.controller.consent import ConsentAnswer
from trust import PrivacyClass, Sensitivity
from workers import Cost

Decision = Literal["send", "pseudonymise"]


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True)

    turn_id: str

    def journal_payload(self) -> dict[str, Any]:
        """What the run journal keeps: everything but the ids it is filed under."""
        return self.model_dump(mode="json", exclude={"turn_id", "name"})


class TurnStarted(_Event):
    name: Literal["turn_did_start"] = "turn_did_start"
    conversation_id: str  # for a child turn, its own sub-thread
    message_id: int
    parent_turn_id: str | None = None
    origin: Literal["person", "agent", "schedule", "plan_step"] = "person"
    depth: int = 0
    agent: str | None = None
    persona: str | None = None
    persona_label: str | None = None


class TurnClassified(_Event):
    name: Literal["turn_did_classify"] = "turn_did_classify"
    sensitivity: Sensitivity
    kinds: list[str]
    memory_items: int = 0


class RouteChosen(_Event):
    name: Literal["router_did_choose"] = "router_did_choose"
    worker_id: str
    data_location: Literal["local", "cloud"]
    privacy_class: PrivacyClass
    reason: str


class ConsentRequested(_Event):
    name: Literal["consent_did_ask"] = "consent_did_ask"
    worker_id: str
    kinds: list[str]


class ConsentGiven(_Event):
    name: Literal["consent_did_answer"] = "consent_did_answer"
    consent_id: str
    answer: ConsentAnswer


class BriefingReady(_Event):
    name: Literal["briefing_did_compile"] = "briefing_did_compile"
    decision: Decision
    placeholders: int
    withheld_kinds: list[str]
    manifest: list[ManifestEntry] = Field(default_factory=list)


class ChunkReceived(_Event):
    name: Literal["answer_did_stream"] = "answer_did_stream"
    text: str


class ChecksDone(_Event):
    name: Literal["checks_did_run"] = "checks_did_run"
    checks: list[Check]


class TurnFinished(_Event):
    name: Literal["turn_did_finish"] = "turn_did_finish"
    conversation_id: str
    message_id: int
    answer: str
    display: str = ""  # the answer with flagged remote fetches made inert, for rendering
    worker_id: str
    sensitivity: Sensitivity
    ledger_id: int | None  # the last request's row; ``ledger_ids`` has every one
    decision: Decision
    ledger_ids: list[int] = Field(default_factory=list)
    cost: Cost = Field(default_factory=Cost)


class TurnFailed(_Event):
    name: Literal["turn_did_fail"] = "turn_did_fail"
    error: str
    reason: Literal["unavailable", "refused", "worker_error", "cancelled", "config", "too_large"]
    conversation_id: str | None = None
    message_id: int | None = None


class ToolRan(_Event):
    """A tool ran (``status`` ok or tool_failed); ``approved`` names the action the person
    allowed, if one was asked. Names and codes only: never arguments or results."""

    name: Literal["tool_did_run"] = "tool_did_run"
    tool: str
    call_id: str
    round: int
    status: str
    approved: str | None = None


class ToolRefused(_Event):
    """A tool call that ran nothing: unknown, forbidden, bad arguments, not approved."""

    name: Literal["tool_was_refused"] = "tool_was_refused"
    tool: str
    call_id: str
    round: int
    reason: str
    approval: str | None = None


class TaskDelegated(_Event):
    """One task of the person's ``/delegate`` answered, refused, failed or was rejected
    by its review. ``task`` and ``result`` are for the screen and the CLI; the journal
    keeps names, codes and ids only (the child turn's own rows hold the rest)."""

    name: Literal["delegation_did_finish"] = "delegation_did_finish"
    index: int
    agent: str
    status: str
    child_turn_id: str | None = None
    worker_id: str | None = None
    ledger_ids: list[int] = Field(default_factory=list)
    review: str | None = None
    self_check_rounds: int = 0
    error: str = ""
    task: str = ""
    result: str | dict[str, Any] = ""

    def journal_payload(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"turn_id", "name", "task", "result"})


class WorkflowFinished(_Event):
    """A workflow run's result: every hop as a step. The journal keeps the path and
    the agents, not what was said (each hop's child turn has its own rows)."""

    name: Literal["workflow_did_finish"] = "workflow_did_finish"
    workflow: str
    result: WorkflowResult

    def journal_payload(self) -> dict[str, Any]:
        return {
            "workflow": self.workflow,
            "agents_used": self.result.agents_used,
            "reasoning_path": self.result.reasoning_path,
            "steps": len(self.result.steps_executed),
        }


TurnEvent = Annotated[
    TurnStarted
    | TurnClassified
    | RouteChosen
    | ConsentRequested
    | ConsentGiven
    | BriefingReady
    | ChunkReceived
    | ChecksDone
    | ToolRan
    | ToolRefused
    | TaskDelegated
    | WorkflowFinished
    | TurnFinished
    | TurnFailed,
    Field(discriminator="name"),
]


# Journal rows written before the <subject>_did_<verb> scheme.
LEGACY_NAMES = {
    "turn_started": "turn_did_start",
    "route_chosen": "router_did_choose",
    "consent_requested": "consent_did_ask",
    "consent_given": "consent_did_answer",
    "briefing_ready": "briefing_did_compile",
    "chunk": "answer_did_stream",
    "checks_done": "checks_did_run",
    "turn_finished": "turn_did_finish",
    "turn_failed": "turn_did_fail",
}


def canonical(name: str) -> str:
    """An event's name in the current scheme, for journal rows of any age."""
    return LEGACY_NAMES.get(name, name)


def name_of(event: type[_Event]) -> str:
    return str(event.model_fields["name"].default)
