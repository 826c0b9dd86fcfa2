"""A person's turn whose work is delegated: ``/delegate`` and a workflow run.

The person's message is stored, classified and journaled like any other; the turn sends
nothing itself — its work runs as child turns under it (each through the egress, with
its own ledger row) — and its answer is stored in the person's conversation.
"""

from __future__ import annotations

import asyncio
import functools
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable

from pydantic import BaseModel, ConfigDict, Field

from app.controller.agents.delegation.child import DelegationResult
from app.controller.answers import AnswerWriter, Check, safe_for_display
from app.controller.budgets.costs import add_cost
from app.controller.events import ChunkReceived, TurnEvent, TurnFinished, TurnStarted
from app.controller.turn.files import classify_files
from app.controller.turn.request import Lineage, TurnRequest
from app.controller.turn.steps import TurnParts, classify, open_thread, store_message
from workers import Cost


class Work(BaseModel):
    """What the child turns came to: the answer, and the events to show before it."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    answer: str
    events: list[TurnEvent] = Field(default_factory=list)
    done: list[DelegationResult] = Field(default_factory=list)
    worker_id: str


async def run(
    parts: TurnParts,
    request: TurnRequest,
    agent: str,
    work: Callable[[Lineage], Awaitable[Work]],
    turn_id: str | None = None,
) -> AsyncIterator[TurnEvent]:
    """``work(parent)`` runs the children under this turn; the rest is the person's."""
    turn_id = turn_id or uuid.uuid4().hex
    verdict = await asyncio.to_thread(classify, parts.engine, parts.policy, request.message)
    files = await asyncio.to_thread(classify_files, parts.engine, parts.policy, request.attachments)
    conversation_id = await open_thread(parts.memory, request)
    stored = await store_message(
        parts.memory, conversation_id, request.message, verdict, files=files
    )
    yield TurnStarted(
        turn_id=turn_id,
        conversation_id=conversation_id,
        message_id=stored.id,
        origin=request.origin,
        agent=agent,
    )
    parent = Lineage(turn_id=turn_id, conversation_id=conversation_id, depth=request.depth)
    done = await work(parent)
    for event in done.events:
        yield event
    writer = AnswerWriter(parts.memory, conversation_id, done.worker_id)
    await writer.add(done.answer)
    yield ChunkReceived(turn_id=turn_id, text=done.answer)
    message_id = await writer.close("complete")
    ledger_ids = [i for d in done.done for i in d.ledger_ids]
    yield TurnFinished(
        turn_id=turn_id,
        conversation_id=conversation_id,
        message_id=message_id,
        answer=done.answer,
        display=shown(done.answer, done.done),
        worker_id=done.worker_id,
        sensitivity=verdict.sensitivity,
        ledger_id=ledger_ids[-1] if ledger_ids else None,
        ledger_ids=ledger_ids,
        decision="pseudonymise",  # each child turn went as its own policy decided
        cost=functools.reduce(add_cost, (d.cost for d in done.done), Cost()),
    )


def shown(answer: str, done: list[DelegationResult]) -> str:
    """The answer as it may be rendered: when a child's checks made a link or image in
    its answer inert, every network link and image of the whole answer is (the answer
    was recombined, so the child's exact spans no longer apply)."""
    if all(d.display == d.answer for d in done):
        return answer
    return safe_for_display(answer, [Check(name="no_exfiltration", status="fail")])


def first_worker(done: list[DelegationResult], default: str) -> str:
    return next((d.worker_id for d in done if d.worker_id), default)
