"""One turn: classify → route → consent → brief → pseudonymise → dispatch → stream →
restore → record. The window, the tray and the CLI all run exactly this; ``preview``
runs every step but the sending, and stores nothing."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import uuid
from collections.abc import AsyncIterator

from pydantic import BaseModel, ConfigDict, field_validator

from app.controller.answer_writer import AnswerWriter
from app.controller.briefing import BriefingCompiler, BriefingInput
from app.controller.consent import ConsentAnswer, ConsentBroker, ConsentDecision
from app.controller.consent_desk import ConsentDesk, consent_request
from app.controller.egress import Clearance, Egress, EgressRefused
from app.controller.evaluate import evaluate, safe_for_display
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
from app.controller.preview import Preview
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

log = logging.getLogger("ares.turn")

HISTORY_LIMIT = 50
MEMORY_HITS = 5
MEMORY_QUERY_TERMS = 8  # the message's longest words, to keep recall cheap
CONSENT_TIMEOUT = 300.0
DEFAULT_CONTEXT_TOKENS = 8192

FailureReason = str  # one of TurnFailed.reason's literals


class TurnRequest(BaseModel):
    message: str
    worker_id: str | None = None
    conversation_id: str | None = None
    parent_turn_id: str | None = None

    @field_validator("message")
    @classmethod
    def _valid_text(cls, message: str) -> str:
        return valid_text(message)


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(text: str) -> str:
    """Text that can be stored and sent: lone surrogates (from undecodable argv bytes, or
    a provider's JSON ``"\\ud800"``) become U+FFFD, one character for one."""
    return _LONE_SURROGATE.sub("\ufffd", text)


class Prepared(BaseModel):
    """Everything decided before the first byte leaves."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    worker: Worker
    briefing: ContextBriefing
    message: str
    clearance: Clearance
    decision: str


_DEFERRED = (TurnStarted, TurnClassified, RouteChosen, BriefingReady)


class TurnRunner:
    def __init__(
        self,
        memory: AsyncMemoryStore,
        engine: TrustEngine,
        policy: Policy,
        router: Router,
        egress: Egress,
        consent: ConsentBroker,
        *,
        consent_timeout: float = CONSENT_TIMEOUT,
    ) -> None:
        self.memory = memory
        self.consent_timeout = consent_timeout
        self.engine = engine
        self.policy = policy
        self.router = router
        self.egress = egress
        self.consent = consent
        self.compiler = BriefingCompiler(engine, policy)

    async def run(self, request: TurnRequest) -> AsyncIterator[TurnEvent]:
        turn = _Turn(self, request)
        pending: list[TurnEvent] = []
        try:
            async for event in turn.events():
                if isinstance(event, TurnFinished | TurnFailed):
                    log.info("turn %s: %s", event.turn_id, _summary(event))
                if not isinstance(event, ChunkReceived):
                    pending.append(event)
                # The routine steps before the first byte are journaled once it has left,
                # off the path to the worker; a consent is written before anything goes.
                if not isinstance(event, _DEFERRED):
                    await self._journal(turn, pending)
                yield event
        finally:
            await asyncio.shield(self._journal(turn, pending))

    async def _journal(self, turn: _Turn, events: list[TurnEvent]) -> None:
        while events:
            event = events.pop(0)
            await self.memory.journal(
                event.turn_id,
                event.name,
                event.journal_payload(),
                conversation_id=turn.conversation_id,
            )

    async def preview(self, request: TurnRequest) -> Preview:
        return await _Turn(self, request, dry_run=True).preview()


class _Turn:
    """The state of one turn while it runs; lives only as long as the turn."""

    def __init__(self, runner: TurnRunner, request: TurnRequest, *, dry_run: bool = False) -> None:
        self.r = runner
        self.request = request
        self.dry_run = dry_run
        self.turn_id = uuid.uuid4().hex
        self.conversation_id: str | None = request.conversation_id
        self.user_message: Message | None = None
        self.vault = Vault()
        self.stored_placeholders: frozenset[str] = frozenset()
        self.pseudonymiser = Pseudonymiser(self.vault)
        self.offered = BriefingInput()
        self.prepared: Prepared | None = None

    # --- the steps --------------------------------------------------------------------
    async def _load(self) -> tuple[str, Classification]:
        """The conversation so far, and the message escaped and classified — the
        classifying on a worker thread while memory answers on its own."""
        # Same length as the message, so finding offsets hold for both.
        text = self.pseudonymiser.escape(self.request.message)
        classifying = asyncio.ensure_future(asyncio.to_thread(self._classify, text))
        try:
            await self._load_memory()
        finally:
            verdict = await classifying
        return text, verdict

    def _new_vault_entries(self) -> dict[str, str]:
        """Only what this turn added: re-sealing the whole vault every turn grows with it."""
        return {p: v for p, v in self.vault.entries.items() if p not in self.stored_placeholders}

    async def _load_memory(self) -> None:
        if self.conversation_id is not None:
            self.vault = Vault(await self.r.memory.vault(self.conversation_id))
            self.stored_placeholders = frozenset(self.vault.entries)
            self.pseudonymiser = Pseudonymiser(self.vault)
            self.offered.history = await self.r.memory.messages(
                self.conversation_id, limit=HISTORY_LIMIT
            )
        self.offered.facts = await self.r.memory.facts()
        hits = await self.r.memory.search(
            self.request.message, limit=MEMORY_HITS, max_terms=MEMORY_QUERY_TERMS
        )
        self.offered.memories = [
            await self.r.memory.message(hit.message_id)
            for hit in hits
            if hit.conversation_id != self.conversation_id
        ]

    def _classify(self, text: str) -> Classification:
        return self.r.policy.reclassify(self.r.engine.classify(text))

    async def events(self) -> AsyncIterator[TurnEvent]:
        text, verdict = await self._load()
        await self._store_message(verdict)
        assert self.user_message is not None
        yield TurnStarted(
            turn_id=self.turn_id,
            conversation_id=self._conversation,
            message_id=self.user_message.id,
            parent_turn_id=self.request.parent_turn_id,
        )
        yield TurnClassified(
            turn_id=self.turn_id,
            sensitivity=verdict.sensitivity,
            kinds=sorted({f.kind for f in verdict.findings}),
            memory_items=len(self.offered.history)
            + len(self.offered.facts)
            + len(self.offered.memories),
        )
        try:
            async for event in self._prepare(text, verdict):
                yield event
            assert self.prepared is not None
            async for event in self._stream(self.prepared):
                yield event
        except (RouteRefused, EgressRefused, WorkerError) as exc:
            yield self._failed(str(exc), _reason(exc))

    async def _store_message(self, verdict: Classification) -> None:
        """The person's words are on disk before any worker hears of them."""
        if self.conversation_id is None:
            title = self.request.message.strip()[:60].splitlines()
            conversation = await self.r.memory.create_conversation(title[0] if title else "")
            self.conversation_id = conversation.id
        self.user_message = await self.r.memory.add_message(
            self.conversation_id, "user", self.request.message, sensitivity=verdict.sensitivity
        )

    async def _prepare(self, text: str, verdict: Classification) -> AsyncIterator[TurnEvent]:
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
            kinds = sorted({f.kind for f in verdicts.consent})
            yield ConsentRequested(turn_id=self.turn_id, worker_id=worker.worker_id, kinds=kinds)
            decision = await self._ask(worker, text, verdicts.consent)
            yield ConsentGiven(
                turn_id=self.turn_id, consent_id=decision.consent_id, answer=decision.answer
            )
            if decision.answer in (ConsentAnswer.CANCEL, ConsentAnswer.KEEP_LOCAL):
                raise RouteRefused(_refusal(decision.answer, worker.worker_id))
        availability = await self.r.router.availability(worker)
        # Classifying every memory item is CPU work: off the loop, so the window stays live.
        compiled = await asyncio.to_thread(
            self.r.compiler.compile,
            self.offered,
            privacy=worker.privacy_class,
            pseudonymiser=self.pseudonymiser,
            token_budget=(availability.context_length or DEFAULT_CONTEXT_TOKENS) // 2,
        )
        replace = verdicts.to_replace(decision)
        outgoing = self.pseudonymiser.pseudonymise(text, replace)
        if not self.dry_run:
            await self.r.memory.save_vault(self._conversation, self._new_vault_entries())
        placeholders = sorted(set(compiled.placeholders + outgoing.placeholders))
        sent_kinds = {f.kind for f in verdict.findings if f not in replace}
        self.prepared = Prepared(
            worker=worker,
            briefing=compiled.briefing,
            message=outgoing.text,
            decision="pseudonymise" if placeholders else "send",
            clearance=Clearance(
                conversation_id=self.conversation_id or "",
                turn_id=self.turn_id,
                sensitivity=_highest_sent(verdict, replace),
                kinds=sorted(sent_kinds | set(compiled.kinds)),
                placeholders=placeholders,
                consent_id=decision.consent_id if decision else None,
            ),
        )
        yield BriefingReady(
            turn_id=self.turn_id,
            decision=self.prepared.decision,
            placeholders=len(placeholders),
            withheld_kinds=sorted({f.kind for f in replace}),
            manifest=[entry.model_dump(mode="json") for entry in compiled.manifest],
        )

    async def _stream(self, prepared: Prepared) -> AsyncIterator[TurnEvent]:
        call = self.r.egress.open(prepared.worker, prepared.clearance)
        restorer = self.vault.stream_restorer()
        answer = AnswerWriter(self.r.memory, self._conversation, prepared.worker.worker_id)
        raw: list[str] = []  # what the worker said, placeholders and all, for the checks
        try:
            sent = call.send(prepared.briefing, prepared.message)
            async with contextlib.aclosing(sent) as chunks:
                async for chunk in chunks:
                    text = valid_text(chunk.text)
                    raw.append(text)
                    shown = restorer.feed(text)
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
        checks = await asyncio.to_thread(
            evaluate,
            "".join(raw),
            answer.text,
            withheld=_held_back(self.vault, prepared.clearance.placeholders),
            data_location=prepared.worker.data_location,
            engine=self.r.engine,
        )
        yield ChecksDone(turn_id=self.turn_id, checks=[c.model_dump() for c in checks])
        yield TurnFinished(
            turn_id=self.turn_id,
            conversation_id=self._conversation,
            message_id=message_id,
            answer=answer.text,
            display=safe_for_display(answer.text, checks),
            worker_id=prepared.worker.worker_id,
            sensitivity=prepared.clearance.sensitivity,
            ledger_id=call.ledger_ids[-1] if call.ledger_ids else None,
            decision=prepared.decision,
        )

    async def preview(self) -> Preview:
        text, verdict = await self._load()
        try:
            async for _ in self._prepare(text, verdict):
                pass
            assert self.prepared is not None
            p = self.prepared
            self.r.egress.check(p.worker, p.briefing, p.message, p.clearance)
        except (RouteRefused, EgressRefused, WorkerError) as exc:
            return Preview.refused(verdict, str(exc), self.request.worker_id)
        return Preview.of(verdict, p.worker, p.worker.render(p.briefing, p.message), p.decision)

    # --- helpers ----------------------------------------------------------------------
    async def _ask(self, worker: Worker, text: str, findings: list[Finding]) -> ConsentDecision:
        desk = ConsentDesk(self.r.memory, self.r.consent, self.r.consent_timeout)
        request = consent_request(worker.worker_id, worker.privacy_class, text, findings)
        return await desk.decide(request, self.conversation_id, remember=not self.dry_run)

    @property
    def _conversation(self) -> str:
        assert self.conversation_id is not None
        return self.conversation_id

    def _failed(self, error: str, reason: FailureReason) -> TurnFailed:
        return TurnFailed.model_validate(
            {
                "turn_id": self.turn_id,
                "error": error,
                "reason": reason,
                "conversation_id": self.conversation_id,
                "message_id": self.user_message.id if self.user_message else None,
            }
        )


def _held_back(vault: Vault, placeholders: list[str]) -> dict[str, str]:
    """The values this turn's payload stood in for: what this worker must not know. (A
    value held back earlier may have gone as it is to this worker, and may be echoed.)"""
    entries = vault.entries
    return {p: entries[p] for p in placeholders if p in entries}


def _summary(event: TurnFinished | TurnFailed) -> str:
    """Ids and classes only: the log never holds what was said."""
    if isinstance(event, TurnFinished):
        return f"answered by {event.worker_id} ({event.decision}, {event.sensitivity})"
    return f"failed ({event.reason})"


def _reason(exc: Exception) -> FailureReason:
    if isinstance(exc, UnknownWorker):
        return "config"
    if isinstance(exc, RouteRefused | EgressRefused):
        return "refused"
    if isinstance(exc, WorkerUnavailable):
        return "unavailable"
    return "worker_error"


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
