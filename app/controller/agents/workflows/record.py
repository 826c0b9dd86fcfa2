"""What a workflow run records: one ``Step`` per hop, and the run's result."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field

# agent: the entry agent's own turn; delegate: a task it handed on; workflow: a task
# handed into another workflow; fallback: the fallback agent stepping in.
StepKind = Literal["agent", "delegate", "workflow", "fallback"]


class Step(BaseModel):
    agent: str
    input: str
    output: str
    started_at: str  # ISO 8601, UTC
    duration_ms: int
    kind: StepKind = "agent"
    status: str = "answered"  # a delegation's status, or "refused" (never run)
    depth: int = 1
    workflow: str = ""  # the workflow the hop ran in
    via: str = ""  # the agent that handed the task on ("" for the entry agent's own)
    turn: str | None = None  # the hop's child turn (its journal rows and ledger row)

    @property
    def hop(self) -> str:
        return f"{self.via} → {self.agent}" if self.via else self.agent


class Clock:
    """When a hop started and how long it took."""

    def __init__(self) -> None:
        self.started_at = datetime.now(UTC).isoformat(timespec="milliseconds")
        self._start = time.monotonic()

    def ms(self) -> int:
        return round((time.monotonic() - self._start) * 1000)


class WorkflowResult(BaseModel):
    """``ares chat --workflow NAME --json`` prints this."""

    final_response: str
    steps_executed: list[Step] = Field(default_factory=list)
    agents_used: list[str] = Field(default_factory=list)  # each once, first use first
    reasoning_path: list[str] = Field(default_factory=list)  # per step: "router → researcher"

    @classmethod
    def of(cls, final: str, steps: list[Step]) -> WorkflowResult:
        used = list(dict.fromkeys(s.agent for s in steps if s.status != "refused"))
        return cls(
            final_response=final,
            steps_executed=steps,
            agents_used=used,
            reasoning_path=[s.hop for s in steps],
        )
