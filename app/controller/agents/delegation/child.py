"""A delegated task as an isolated child turn: ``run_delegated``, the one entry the tool
loop's ``ask_<agent>``, detached runs, ``/delegate`` and plans all build on.

The target agent runs the task as a child turn of ``parent`` through the same pipeline
as the person's message — its own prompt and tools, the same egress, Trust Engine,
consent and ledger. Its briefing holds the task and nothing of the parent's history: a
new sub-thread, and no recall of earlier conversations (the parent's among them). Only
the final answer comes back, with its placeholders already restored on the device;
whoever passes it on to a model (the tool loop) judges it again for that model.

Outcomes, never raised (an ``asyncio.CancelledError`` — the emergency stop — is)::

    DelegationResult.status
     ├── "answered"   the answer, as the child's turn stored it
     ├── "refused"    not handed on: a cycle, the depth limit, no such agent
     ├── "cancelled"  its token was cancelled; error starts with "subtask_cancelled"
     └── "failed"     the child's turn failed (unavailable, refused, consent, …)
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Literal, Protocol

from pydantic import BaseModel, Field

from app.controller.agents.config import AgentsConfig, AgentsConfigError
from app.controller.agents.delegation.chain import DelegationRefused, guard, target_of
from app.controller.agents.delegation.tokens import (
    MARKER,
    CancelToken,
    CancelTokens,
    SubtaskCancelled,
    current,
    running_under,
)
from app.controller.turn.pipeline import Listener
from app.controller.turn.request import Lineage, TurnOutcome, TurnRequest, child_request
from memory import AttachmentIn
from workers import Cost

DelegationStatus = Literal["answered", "refused", "cancelled", "failed"]


class Host(Protocol):
    """What a delegation needs of a running ARES (``Companion`` is one)."""

    @property
    def tokens(self) -> CancelTokens: ...

    def agents_config(self) -> AgentsConfig: ...

    async def run_turn(
        self, request: TurnRequest, listener: Listener | None = None
    ) -> TurnOutcome: ...


class DelegationResult(BaseModel):
    agent: str
    chain: list[str]  # the agents the task passed through, the target last
    status: DelegationStatus
    answer: str = ""
    display: str = ""  # the answer as the child's checks let it be shown (links made inert)
    error: str = ""
    turn_id: str | None = None
    conversation_id: str | None = None  # the child's sub-thread
    worker_id: str | None = None
    cost: Cost = Field(default_factory=Cost)
    ledger_ids: list[int] = Field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == "answered"


async def run_delegated(
    host: Host,
    *,
    parent: Lineage,
    chain: list[str],
    target: str,
    task: str,
    model: str | None = None,
    tools: bool = True,
    tool_rounds: int | None = None,
    cancel: CancelToken | None = None,
    persona: str | None = None,
    listener: Listener | None = None,
    attachments: Sequence[AttachmentIn] = (),
) -> DelegationResult:
    """Runs ``task`` on agent ``target`` under ``parent``; ``chain`` is the agents above
    it (the delegating one last). ``model`` overrides the agent's (a ``[models]`` name
    or a model name on its worker), ``tools`` off runs it without any tools,
    ``tool_rounds`` caps its rounds of tool calls below the agent's own. Without
    ``cancel`` the task gets a token of its own under the running task's, keyed
    ``<parent turn>/<task id>``. ``attachments`` (the person's files, for ``/delegate``)
    go with the task and are judged for its worker as a message's are."""
    full = [*chain, target]
    try:
        config = host.agents_config()
        name = target_of(config, target)
        full = [*chain, name]
        guard(config, chain, name, depth=parent.depth + 1)
    except (DelegationRefused, AgentsConfigError) as exc:
        return DelegationResult(agent=target, chain=full, status="refused", error=str(exc))
    token = cancel or host.tokens.token(parent.turn_id, uuid.uuid4().hex[:12], current())
    request = child_request(parent, task, agent=target, persona=persona).model_copy(
        update={
            "chain": list(chain),
            "recall": False,
            "model": model,
            "tools": tools,
            "tool_rounds": tool_rounds,
            "attachments": list(attachments),
        }
    )
    try:
        with running_under(token):
            token.check()  # the delegation's own boundary: a cancel before it started
            outcome = await host.run_turn(request, listener)
            token.check()  # cancelled while it answered: nothing of it integrates
    except SubtaskCancelled as exc:
        return DelegationResult(agent=name, chain=full, status="cancelled", error=str(exc))
    finally:
        if cancel is None:
            host.tokens.forget(token)
    return _result(name, full, outcome)


def _result(agent: str, chain: list[str], outcome: TurnOutcome) -> DelegationResult:
    status: DelegationStatus = "answered"
    if not outcome.ok:
        cancelled = outcome.reason == "cancelled" or outcome.error.startswith(MARKER)
        status = "cancelled" if cancelled else "failed"
    error = outcome.error
    if status == "cancelled" and not error.startswith(MARKER):
        error = f"{MARKER}: {error or 'the task was stopped'}"
    return DelegationResult(
        agent=agent,
        chain=chain,
        status=status,
        answer=outcome.answer if outcome.ok else "",
        display=outcome.display if outcome.ok else "",
        error=error,
        turn_id=outcome.turn_id,
        conversation_id=outcome.conversation_id,
        worker_id=outcome.worker_id,
        cost=outcome.cost,
        ledger_ids=list(outcome.ledger_ids),
    )
