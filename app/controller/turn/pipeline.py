"""One turn: the steps composed, as the window, the tray, the CLI — and a child turn
started by an agent or a plan — all run them.

``run`` yields the turn's events; ``journaled`` writes them to the run journal (filed
under the turn and its parent) as they pass; ``outcome`` folds a stream into the one
result a caller that does not watch the stream needs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable
from typing import Any

from app.controller.agents.delegation.tokens import SubtaskCancelled
from app.controller.answers import safe_for_display
from app.controller.briefing import BriefingInput, CompiledBriefing
from app.controller.context_fit import MessageTooLarge
from app.controller.egress import EgressRefused
from app.controller.events import (
    BriefingReady,
    ChecksDone,
    ChunkReceived,
    ConsentGiven,
    ConsentRequested,
    RouteChosen,
    TurnClassified,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnStarted,
)
from app.controller.routing import RouteRefused, UnknownWorker
from app.controller.turn.answering import Answered, check, send
from app.controller.turn.files import consent_asked, earlier_files, judge_files, planned
from app.controller.turn.request import FailureReason, TurnOutcome, TurnRequest
from app.controller.turn.steps import (
    ConsentTicket,
    Prepared,
    Route,
    TurnParts,
    ask_consent,
    brief,
    compile_memory,
    open_thread,
    redaction,
    refusal,
    route,
    store_message,
    take_in,
)
from trust import Pseudonymiser, Vault
from workers import WorkerError, WorkerUnavailable

log = logging.getLogger("ares.turn")

# Routine steps before the first byte: journaled once the answer has begun to show, off
# the path to the worker and to the person. A consent is journaled before anything goes.
_DEFERRED = (TurnStarted, TurnClassified, RouteChosen, BriefingReady)

Listener = Callable[[TurnEvent], None]
# The send step's shape: chunks (and, for an agent, tool events), then ``Answered``.
Sender = Callable[[TurnParts, Prepared, Vault, str], AsyncIterator[TurnEvent | Answered]]
# Reshapes what memory offers before it is judged (an agent's compaction): parts, the
# offer, the conversation's vault, the conversation and the turn.
Compact = Callable[[TurnParts, BriefingInput, Vault, str, str], Awaitable[BriefingInput]]


async def run(
    parts: TurnParts,
    request: TurnRequest,
    *,
    sender: Sender = send,
    compact: Compact | None = None,
) -> AsyncGenerator[TurnEvent, None]:
    """The turn's events, from ``TurnStarted`` to ``TurnFinished`` or ``TurnFailed``.
    ``sender`` is the send step: an agent's tool loop replaces it. ``compact`` reshapes
    the history offered; it runs once the message is stored (it may call a worker)."""
    turn_id = uuid.uuid4().hex
    intake = await take_in(parts, request)
    text, verdict, recalled = intake.text, intake.verdict, intake.recalled
    conversation_id = await open_thread(parts.memory, request)
    offered = recalled.offered
    vault = Vault(recalled.vault)
    pseudonymiser = Pseudonymiser(vault)
    # The message's write, the routing and the judging of memory overlap; nothing goes
    # to a worker before the write is done.
    storing = asyncio.ensure_future(
        store_message(
            parts.memory, conversation_id, request.message, verdict, request.ran_as, intake.files
        )
    )
    compiling: asyncio.Future[CompiledBriefing] | None = None
    try:
        routed = await _route(parts, request)
        if isinstance(routed, Route) and compact is None:
            compiling = asyncio.ensure_future(
                compile_memory(parts, routed.worker, offered, pseudonymiser, message=text)
            )
        stored = await storing
        if isinstance(routed, Route) and compact is not None:
            offered = await compact(parts, offered, vault, conversation_id, turn_id)
            compiling = asyncio.ensure_future(
                compile_memory(parts, routed.worker, offered, pseudonymiser, message=text)
            )
    except BaseException:
        await _abandon(storing, compiling)
        raise
    yield TurnStarted(
        turn_id=turn_id,
        conversation_id=conversation_id,
        message_id=stored.id,
        parent_turn_id=request.parent_turn_id,
        origin=request.origin,
        depth=request.depth,
        agent=request.agent,
        persona=request.persona,
        persona_label=request.persona_label,
    )
    yield TurnClassified(
        turn_id=turn_id,
        sensitivity=intake.sensitivity,
        kinds=sorted({f.kind for f in verdict.findings}),
        memory_items=len(offered.history) + len(offered.facts) + len(offered.memories),
    )
    try:
        if not isinstance(routed, Route):
            raise routed
        worker = routed.worker
        yield RouteChosen(
            turn_id=turn_id,
            worker_id=worker.worker_id,
            data_location=worker.data_location,
            privacy_class=worker.privacy_class,
            reason=routed.reason,
        )
        judged = await judge_files(
            parts,
            worker,
            intake.files,
            text,
            vault,
            conversation_id=conversation_id,
            turn_id=turn_id,
            earlier=await earlier_files(parts.memory, recalled.offered.history),
        )
        verdicts = redaction(verdict, worker, parts.policy)
        files = planned(judged, worker, parts.policy)
        decision = None
        asked = consent_asked(verdicts, files)
        if asked:
            kinds = sorted({f.kind for f in asked})
            yield ConsentRequested(turn_id=turn_id, worker_id=worker.worker_id, kinds=kinds)
            ticket = ConsentTicket(
                turn_id=turn_id,
                origin=request.origin,
                agent=request.agent,
                conversation_id=conversation_id,
            )
            decision = await ask_consent(
                parts, ticket, worker, text, verdicts, vault, remember=True, files=files
            )
            yield ConsentGiven(
                turn_id=turn_id, consent_id=decision.consent_id, answer=decision.answer
            )
            stop = refusal(decision, worker.worker_id)
            if stop is not None:
                raise stop
        assert compiling is not None  # started with the route
        prepared = brief(
            worker,
            await compiling,
            pseudonymiser,
            text,
            verdict,
            verdicts,
            decision,
            conversation_id=conversation_id,
            turn_id=turn_id,
            files=files,
        ).model_copy(update={"ran_as": request.ran_as})
        added = _new_entries(vault, recalled.vault)
        if added:  # most turns add none: no write on the way to the worker
            await parts.memory.save_vault(conversation_id, added)
        saved = dict(vault.entries)
        yield BriefingReady(
            turn_id=turn_id,
            decision=prepared.decision,
            placeholders=len(prepared.clearance.placeholders),
            withheld_kinds=prepared.withheld_kinds,
            manifest=prepared.manifest,
        )
        answered: Answered | None = None
        async for item in sender(parts, prepared, vault, conversation_id):
            if isinstance(item, Answered):
                answered = item
            else:
                yield item
        assert answered is not None  # send always ends with it
        if answered.clearance is not None:
            prepared = prepared.model_copy(update={"clearance": answered.clearance})
        if len(vault) > len(saved):  # tool results added placeholders
            await parts.memory.save_vault(conversation_id, _new_entries(vault, saved))
        checks = await check(parts, answered, vault, prepared)
        yield ChecksDone(turn_id=turn_id, checks=checks)
        yield TurnFinished(
            turn_id=turn_id,
            conversation_id=conversation_id,
            message_id=answered.message_id,
            answer=answered.text,
            display=safe_for_display(answered.text, checks),
            worker_id=worker.worker_id,
            sensitivity=prepared.clearance.sensitivity,
            ledger_id=answered.ledger_ids[-1] if answered.ledger_ids else None,
            ledger_ids=answered.ledger_ids,
            decision=prepared.decision,
            cost=answered.cost,
        )
    except (RouteRefused, EgressRefused, WorkerError, SubtaskCancelled) as exc:
        yield TurnFailed(
            turn_id=turn_id,
            error=str(exc),
            reason=failure_reason(exc),
            conversation_id=conversation_id,
            message_id=stored.id,
        )
    finally:
        await _abandon(compiling)


async def _route(parts: TurnParts, request: TurnRequest) -> Route | RouteRefused | WorkerError:
    """The route, or why there is none (reported after the message is recorded)."""
    try:
        return await route(parts.router, request.worker_id)
    except (RouteRefused, WorkerError) as exc:
        return exc


async def _abandon(*tasks: asyncio.Future[Any] | None) -> None:
    """Stop waiting for work a turn no longer needs (a refusal, a cancel)."""
    for task in tasks:
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


def _new_entries(vault: Vault, stored: dict[str, str]) -> dict[str, str]:
    """Only what this turn added: re-sealing the whole vault every turn grows with it."""
    return {p: v for p, v in vault.entries.items() if p not in stored}


async def journaled(
    parts: TurnParts, request: TurnRequest, events: AsyncGenerator[TurnEvent, None]
) -> AsyncGenerator[TurnEvent, None]:
    """The events as they pass, each written to the run journal."""
    pending: list[TurnEvent] = []
    conversation: list[str | None] = [request.conversation_id]

    async def flush() -> None:
        while pending:
            event = pending.pop(0)
            await parts.memory.journal(
                event.turn_id,
                event.name,
                event.journal_payload(),
                conversation_id=conversation[0],
                parent_turn_id=request.parent_turn_id,
            )

    try:
        # aclosing: a cancel that lands here, between events, still closes the turn's
        # steps at once (a partial answer is then marked interrupted, not left streaming).
        async with contextlib.aclosing(events) as stream:
            async for event in stream:
                if isinstance(event, TurnStarted):
                    conversation[0] = event.conversation_id
                if isinstance(event, TurnFinished | TurnFailed):
                    log.info("turn %s: %s", event.turn_id, summary(event))
                if isinstance(event, ChunkReceived):
                    # The person sees the answer begin first; the routine rows follow.
                    yield event
                    await flush()
                    continue
                pending.append(event)
                if not isinstance(event, _DEFERRED):
                    await flush()
                yield event
    finally:
        await asyncio.shield(flush())


async def outcome(
    events: AsyncIterator[TurnEvent], request: TurnRequest, listener: Listener | None = None
) -> TurnOutcome:
    """Runs the stream to its end and says what came of it."""
    async for event in events:
        if listener is not None:
            listener(event)
        if isinstance(event, TurnFinished | TurnFailed):
            return outcome_of(event, request)
    raise RuntimeError("a turn ended without finishing or failing")


def outcome_of(event: TurnFinished | TurnFailed, request: TurnRequest) -> TurnOutcome:
    fields = {
        "turn_id": event.turn_id,
        "conversation_id": event.conversation_id,
        "parent_turn_id": request.parent_turn_id,
        "depth": request.depth,
    }
    if isinstance(event, TurnFinished):
        fields |= {
            "status": "finished",
            **event.model_dump(
                include={"answer", "display", "worker_id", "sensitivity", "cost", "ledger_ids"}
            ),
        }
    else:
        fields |= {"status": "failed", "error": event.error, "reason": event.reason}
    return TurnOutcome.model_validate(fields)


def summary(event: TurnFinished | TurnFailed) -> str:
    """Ids and classes only: the log never holds what was said."""
    if isinstance(event, TurnFinished):
        return f"answered by {event.worker_id} ({event.decision}, {event.sensitivity})"
    return f"failed ({event.reason})"


def failure_reason(exc: Exception) -> FailureReason:
    if isinstance(exc, SubtaskCancelled):
        return "cancelled"
    if isinstance(exc, MessageTooLarge):
        return "too_large"
    if isinstance(exc, UnknownWorker):
        return "config"
    if isinstance(exc, RouteRefused | EgressRefused):
        return "refused"
    if isinstance(exc, WorkerUnavailable):
        return "unavailable"
    return "worker_error"
