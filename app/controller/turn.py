"""One turn: classify → route → consent → brief → pseudonymise → dispatch → stream →
restore → record. The window, the tray and the CLI all run exactly this."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from pydantic import BaseModel

from app.controller.briefing import BriefingCompiler
from app.controller.consent import (
    ConsentAnswer,
    ConsentBroker,
    ConsentDecision,
    ConsentItem,
    ConsentRequest,
    ask_with_timeout,
)
from app.controller.egress import Clearance, Egress, EgressRefused
from app.controller.events import (
    BriefingReady,
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
from app.controller.redaction import plan
from app.controller.routing import Router, RouteRefused, UnknownWorker
from memory import AsyncMemoryStore, Message
from trust import (
    Classification,
    Finding,
    Policy,
    Pseudonymiser,
    Sensitivity,
    TrustEngine,
    Vault,
)
from workers import ContextBriefing, Worker, WorkerError, WorkerUnavailable

HISTORY_LIMIT = 50
SAVE_EVERY_SECONDS = 0.25  # streamed text is committed at least this often
CONSENT_TIMEOUT = 300.0


class TurnRequest(BaseModel):
    message: str
    worker_id: str | None = None
    conversation_id: str | None = None
    parent_turn_id: str | None = None


class TurnRunner:
    def __init__(
        self,
        memory: AsyncMemoryStore,
        engine: TrustEngine,
        policy: Policy,
        router: Router,
        egress: Egress,
        consent: ConsentBroker,
    ) -> None:
        self.memory = memory
        self.engine = engine
        self.policy = policy
        self.router = router
        self.egress = egress
        self.consent = consent
        self.compiler = BriefingCompiler(engine, policy)

    async def run(self, request: TurnRequest) -> AsyncIterator[TurnEvent]:
        turn = _Turn(self, request)
        async for event in turn.events():
            if not isinstance(event, ChunkReceived):
                await self.memory.journal(
                    event.turn_id,
                    event.name,
                    event.journal_payload(),
                    conversation_id=turn.conversation_id,
                )
            yield event


class _Turn:
    """The state of one turn while it runs; lives only as long as the turn."""

    def __init__(self, runner: TurnRunner, request: TurnRequest) -> None:
        self.r = runner
        self.request = request
        self.turn_id = uuid.uuid4().hex
        self.conversation_id: str | None = request.conversation_id
        self.user_message: Message | None = None

    async def events(self) -> AsyncIterator[TurnEvent]:
        if self.conversation_id is None:
            title = self.request.message.strip()[:60].splitlines()
            conversation = await self.r.memory.create_conversation(title[0] if title else "")
            self.conversation_id = conversation.id
        self.vault = Vault(await self.r.memory.vault(self.conversation_id))
        self.pseudonymiser = Pseudonymiser(self.vault)
        # Same length as the message, so finding offsets hold for both.
        text = self.pseudonymiser.escape(self.request.message)
        verdict = await asyncio.to_thread(self._classify, text)
        history = await self.r.memory.messages(self.conversation_id, limit=HISTORY_LIMIT)
        # The person's words are on disk before any worker hears of them.
        self.user_message = await self.r.memory.add_message(
            self.conversation_id, "user", self.request.message, sensitivity=verdict.sensitivity
        )
        yield TurnStarted(
            turn_id=self.turn_id,
            conversation_id=self.conversation_id,
            message_id=self.user_message.id,
            parent_turn_id=self.request.parent_turn_id,
        )
        yield TurnClassified(
            turn_id=self.turn_id,
            sensitivity=verdict.sensitivity,
            kinds=sorted({f.kind for f in verdict.findings}),
            memory_items=len(history),
        )
        try:
            async for event in self._route_and_send(text, verdict, history):
                yield event
        except UnknownWorker as exc:
            yield self._failed(str(exc), "config")
        except RouteRefused as exc:
            yield self._failed(str(exc), "refused")
        except EgressRefused as exc:
            yield self._failed(str(exc), "refused")
        except WorkerUnavailable as exc:
            yield self._failed(str(exc), "unavailable")
        except WorkerError as exc:
            yield self._failed(str(exc), "worker_error")

    def _classify(self, text: str) -> Classification:
        return self.r.policy.reclassify(self.r.engine.classify(text))

    async def _route_and_send(
        self, text: str, verdict: Classification, history: list[Message]
    ) -> AsyncIterator[TurnEvent]:
        worker, reason = self.r.router.choose(self.request.worker_id)
        yield RouteChosen(
            turn_id=self.turn_id,
            worker_id=worker.worker_id,
            data_location=worker.data_location,
            privacy_class=worker.privacy_class,
            reason=reason,
        )
        verdicts = plan(verdict, worker.privacy_class, self.r.policy)
        decision: ConsentDecision | None = None
        if verdicts.consent:
            yield ConsentRequested(
                turn_id=self.turn_id,
                worker_id=worker.worker_id,
                kinds=sorted({f.kind for f in verdicts.consent}),
            )
            decision = await self._ask(worker, text, verdicts.consent)
            yield ConsentGiven(
                turn_id=self.turn_id, consent_id=decision.consent_id, answer=decision.answer
            )
            if decision.answer in (ConsentAnswer.CANCEL, ConsentAnswer.KEEP_LOCAL):
                raise RouteRefused(_refusal(decision.answer, worker.worker_id))
        answer = decision.answer if decision else None
        pseudonymiser = self.pseudonymiser
        availability = await worker.check_availability()
        budget = (availability.context_length or 8192) // 2
        compiled = self.r.compiler.compile(
            history,
            privacy=worker.privacy_class,
            pseudonymiser=pseudonymiser,
            consent=answer,
            token_budget=budget,
        )
        replace = verdicts.to_replace(answer)
        outgoing = pseudonymiser.pseudonymise(text, replace)
        await self.r.memory.save_vault(self._conversation, self.vault.entries)
        placeholders = sorted(set(compiled.placeholders + outgoing.placeholders))
        sent_kinds = sorted({f.kind for f in verdict.findings if f not in replace})
        yield BriefingReady(
            turn_id=self.turn_id,
            decision="pseudonymise" if placeholders else "send",
            placeholders=len(placeholders),
            withheld_kinds=sorted({f.kind for f in replace}),
            manifest=[entry.model_dump(mode="json") for entry in compiled.manifest],
        )
        clearance = Clearance(
            conversation_id=self._conversation,
            turn_id=self.turn_id,
            sensitivity=_highest_sent(verdict, replace),
            kinds=sorted(set(sent_kinds + compiled.kinds)),
            placeholders=placeholders,
            consent_id=decision.consent_id if decision else None,
        )
        async for event in self._stream(worker, compiled.briefing, outgoing.text, clearance):
            yield event

    async def _stream(
        self,
        worker: Worker,
        briefing: ContextBriefing,
        message: str,
        clearance: Clearance,
    ) -> AsyncIterator[TurnEvent]:
        call = self.r.egress.open(worker, clearance)
        restorer = self.vault.stream_restorer()
        answer = _AnswerWriter(self.r.memory, self._conversation, worker.worker_id)
        try:
            async for chunk in call.send(briefing, message):
                shown = restorer.feed(chunk.text)
                if shown:
                    await answer.add(shown)
                    yield ChunkReceived(turn_id=self.turn_id, text=shown)
            tail = restorer.flush()
            if tail:
                await answer.add(tail)
                yield ChunkReceived(turn_id=self.turn_id, text=tail)
        except BaseException:
            if answer.started:
                await asyncio.shield(answer.close("interrupted"))
            raise
        message_id = await answer.close("complete")
        yield TurnFinished(
            turn_id=self.turn_id,
            conversation_id=self._conversation,
            message_id=message_id,
            answer=answer.text,
            worker_id=worker.worker_id,
            sensitivity=clearance.sensitivity,
            ledger_id=call.ledger_ids[-1] if call.ledger_ids else None,
            decision="pseudonymise" if clearance.placeholders else "send",
        )

    async def _ask(self, worker: Worker, text: str, findings: list[Finding]) -> ConsentDecision:
        request = ConsentRequest(
            worker_id=worker.worker_id,
            privacy_class=worker.privacy_class,
            message=text,
            items=[
                ConsentItem(
                    kind=f.kind,
                    sensitivity=f.sensitivity,
                    start=f.start,
                    end=f.end,
                    text=f.value(text),
                )
                for f in findings
            ],
        )
        decision = await ask_with_timeout(self.r.consent, request, CONSENT_TIMEOUT)
        return decision.model_copy(update={"consent_id": uuid.uuid4().hex})

    @property
    def _conversation(self) -> str:
        assert self.conversation_id is not None
        return self.conversation_id

    def _failed(self, error: str, reason: Any) -> TurnFailed:
        return TurnFailed(
            turn_id=self.turn_id,
            error=error,
            reason=reason,
            conversation_id=self.conversation_id,
            message_id=self.user_message.id if self.user_message else None,
        )


class _AnswerWriter:
    """Saves a streamed answer as it arrives, so a crash keeps what came."""

    def __init__(self, memory: AsyncMemoryStore, conversation_id: str, worker_id: str) -> None:
        self.memory = memory
        self.conversation_id = conversation_id
        self.worker_id = worker_id
        self.text = ""
        self._pending = ""
        self._message_id: int | None = None
        self._saved_at = 0.0

    @property
    def started(self) -> bool:
        return self._message_id is not None

    async def add(self, text: str) -> None:
        self.text += text
        self._pending += text
        if self._message_id is None:
            row = await self.memory.add_message(
                self.conversation_id,
                "assistant",
                self._pending,
                worker=self.worker_id,
                state="streaming",
            )
            self._message_id, self._pending = row.id, ""
            self._saved_at = time.monotonic()
        elif time.monotonic() - self._saved_at >= SAVE_EVERY_SECONDS:
            await self._save()

    async def _save(self) -> None:
        if self._message_id is not None and self._pending:
            await self.memory.append_to_message(self._message_id, self._pending)
            self._pending = ""
            self._saved_at = time.monotonic()

    async def close(self, state: str) -> int:
        if self._message_id is None:
            row = await self.memory.add_message(
                self.conversation_id, "assistant", self.text, worker=self.worker_id, state=state
            )
            self._message_id = row.id
        else:
            await self.memory.finish_message(self._message_id, state=state, text=self.text)
        return self._message_id


def _highest_sent(verdict: Classification, replaced: list[Finding]) -> Sensitivity:
    """The class of what actually leaves: placeholders carry no class of their own."""
    return max(
        (f.sensitivity for f in verdict.findings if f not in replaced),
        default=Sensitivity.PUBLIC,
    )


def _refusal(answer: ConsentAnswer, worker_id: str) -> str:
    if answer is ConsentAnswer.KEEP_LOCAL:
        return f"Kept on this device as you asked: nothing was sent to {worker_id}."
    return "Cancelled: nothing was sent."
