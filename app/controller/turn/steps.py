"""The steps of a turn — classify, recall, route, consent, brief, send, restore, check,
record — as functions with typed inputs and outputs.

``pipeline.py`` composes them into the person's turn; a planner or an agent loop can
compose them differently, but never around the egress: ``send`` is the only step that
reaches a worker, and it goes through ``Egress``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from app.controller.agents.delegation.tokens import checkpoint
from app.controller.answers import AnswerWriter, Check, evaluate
from app.controller.briefing import (
    BriefingCompiler,
    BriefingInput,
    Classify,
    CompiledBriefing,
    ManifestEntry,
)
from app.controller.consent import ConsentAnswer, ConsentDecision, ConsentQueue
from app.controller.consent_desk import ConsentDesk, consent_request
from app.controller.context_fit import check_fits, worker_context
from app.controller.egress import Clearance, Dispatch, Egress
from app.controller.events import ChunkReceived, Decision
from app.controller.redaction import RedactionPlan, highest_sent, plan, split
from app.controller.routing import Router, RouteRefused
from app.controller.turn.files import JudgedFile, classify_files, redact_files
from app.controller.turn.request import TurnRequest, valid_text
from memory import AsyncMemoryStore, AttachmentIn, Message, RanAs
from trust import Classification, Policy, Pseudonymiser, Sensitivity, TrustEngine, Vault
from workers import ContextBriefing, Cost, ToolCall, Worker

HISTORY_LIMIT = 50
MEMORY_HITS = 5  # at most; only what is relevant (memory/recall.py) comes at all
DEFAULT_CONTEXT_TOKENS = 8192


@dataclass(frozen=True)
class TurnParts:
    """What a turn runs on, taken from one settings snapshot: a turn keeps the parts it
    started with even when the settings change while it runs."""

    memory: AsyncMemoryStore
    engine: TrustEngine
    policy: Policy
    router: Router
    egress: Egress
    consent: ConsentQueue
    consent_timeout: float
    classify: Classify  # engine + the person's classes, verdicts remembered per text

    @property
    def compiler(self) -> BriefingCompiler:
        return BriefingCompiler(self.classify, self.policy)


class _Model(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True, frozen=True)


class Recall(_Model):
    """What memory holds for this turn: the conversation's vault and what it offers."""

    vault: dict[str, str] = Field(default_factory=dict)
    offered: BriefingInput = Field(default_factory=BriefingInput)


class Route(_Model):
    worker: Worker
    reason: str


class Prepared(_Model):
    """Everything decided before the first byte leaves."""

    worker: Worker
    briefing: ContextBriefing
    message: str
    clearance: Clearance
    decision: Decision
    withheld_kinds: list[str]
    manifest: list[ManifestEntry]
    ran_as: RanAs | None = None  # the agent and persona the answer is recorded under


class Answered(_Model):
    """The answer as stored, what the worker said (placeholders and all), and its cost.
    ``clearance`` is what the last call went under when it differs from the prepared
    one (an agent's tool results widen it)."""

    message_id: int
    text: str
    raw: str
    cost: Cost
    ledger_ids: list[int]
    clearance: Clearance | None = None


# --- classify and recall ----------------------------------------------------------------
class Intake(_Model):
    """The message escaped (same length, so finding offsets hold for both), its
    classification, its files with their classes, and what memory holds for it."""

    text: str
    verdict: Classification
    recalled: Recall
    files: list[AttachmentIn] = Field(default_factory=list)

    @property
    def sensitivity(self) -> Sensitivity:
        """The class of what the person sent: the message or a file, whichever is higher."""
        return max([self.verdict.sensitivity, *(f.sensitivity for f in self.files)])


async def take_in(parts: TurnParts, request: TurnRequest) -> Intake:
    """Classify and recall at once: classifying is CPU work on a worker thread while
    memory answers on its own."""
    text = Pseudonymiser(Vault()).escape(request.message)
    classifying = asyncio.ensure_future(
        asyncio.to_thread(classify, parts.engine, parts.policy, text)
    )
    filing = asyncio.ensure_future(
        asyncio.to_thread(classify_files, parts.engine, parts.policy, request.attachments)
    )
    try:
        recalled = await recall(
            parts.memory,
            request.conversation_id,
            request.message,
            memories=MEMORY_HITS if request.recall else 0,
        )
    finally:
        verdict = await classifying
        files = await filing
    return Intake(text=text, verdict=verdict, recalled=recalled, files=files)


def classify(engine: TrustEngine, policy: Policy, text: str) -> Classification:
    """The message's findings, with the person's per-kind classes applied."""
    return policy.reclassify(engine.classify(text))


async def recall(
    memory: AsyncMemoryStore,
    conversation_id: str | None,
    message: str,
    *,
    memories: int = MEMORY_HITS,
) -> Recall:
    """The conversation so far, its vault, the facts and memories from elsewhere."""
    read = await memory.context(conversation_id, message, HISTORY_LIMIT, memories)
    recalled = read.recalled
    offered = BriefingInput(
        history=read.history,
        facts=read.facts,
        memories=[r.message for r in recalled],
        why={
            r.message.id: f"shares {', '.join(r.matched)} (score {r.score:.1f})" for r in recalled
        },
    )
    return Recall(vault=read.vault, offered=offered)


# --- record the message -----------------------------------------------------------------
async def open_thread(memory: AsyncMemoryStore, request: TurnRequest) -> str:
    """The conversation this turn writes to: the one asked for, or a new one — for a
    child turn a sub-thread under its parent, never the person's conversation."""
    if request.conversation_id is not None:
        return request.conversation_id
    lines = request.message.strip()[:60].splitlines()
    title = lines[0] if lines else ""
    if request.is_child:
        made = await memory.create_conversation(
            title,
            parent_conversation_id=request.parent_conversation_id,
            parent_turn_id=request.parent_turn_id,
        )
    else:
        made = await memory.create_conversation(title)
    return made.id


async def store_message(
    memory: AsyncMemoryStore,
    conversation_id: str,
    message: str,
    verdict: Classification,
    ran_as: RanAs | None = None,
    files: list[AttachmentIn] | None = None,
) -> Message:
    """The message, and its files, are on disk before any worker hears of them."""
    return await memory.add_message(
        conversation_id,
        "user",
        message,
        sensitivity=verdict.sensitivity,
        ran_as=ran_as,
        attachments=files or [],
    )


# --- route and consent ------------------------------------------------------------------
async def route(router: Router, requested: str | None) -> Route:
    """The worker for this turn; one the person just changed is checked first."""
    worker, reason = router.choose(requested)
    await router.verified(worker)
    return Route(worker=worker, reason=reason)


class ConsentTicket(BaseModel):
    """Who asks: shown to the person so they know which task wants to send."""

    turn_id: str
    origin: str = "person"
    agent: str | None = None
    conversation_id: str | None = None


async def ask_consent(
    parts: TurnParts,
    ticket: ConsentTicket,
    worker: Worker,
    text: str,
    verdicts: RedactionPlan,
    vault: Vault,
    *,
    remember: bool,
    files: list[tuple[JudgedFile, RedactionPlan]] | None = None,
) -> ConsentDecision:
    """The person's answer for the findings that need it (see ``refusal``); the request
    shows every other finding too — the files' under their names — with what happens
    to it."""
    desk = ConsentDesk(parts.memory, parts.consent, parts.consent_timeout)
    planned = [(f.name, f.text, p) for f, p in files or []]
    request = consent_request(
        worker.worker_id, worker.privacy_class, text, verdicts, vault, planned
    )
    request = request.model_copy(
        update={"turn_id": ticket.turn_id, "origin": ticket.origin, "agent": ticket.agent}
    )
    return await desk.decide(request, ticket.conversation_id, remember=remember)


def refusal(decision: ConsentDecision, worker_id: str) -> RouteRefused | None:
    """Why the turn stops here, when the person kept it local or cancelled."""
    if decision.answer is ConsentAnswer.KEEP_LOCAL:
        return RouteRefused(f"Kept on this device as you asked: nothing was sent to {worker_id}.")
    if decision.answer is ConsentAnswer.CANCEL:
        return RouteRefused("Cancelled: nothing was sent.")
    return None


# --- brief ------------------------------------------------------------------------------
async def compile_memory(
    parts: TurnParts,
    worker: Worker,
    offered: BriefingInput,
    pseudonymiser: Pseudonymiser,
    *,
    message: str,
) -> CompiledBriefing:
    """What memory may tell this worker, judged item by item within its token budget.
    Needs no consent (memory items never ride on the message's), so it can run while the
    message is stored and the person is asked."""
    availability = await parts.router.availability(worker)
    context = worker_context(parts.router.settings.worker(worker.worker_id), availability)
    check_fits(message, worker.worker_id, context)  # a message that cannot fit never leaves
    # Classifying every memory item is CPU work: off the loop, so the window stays live.
    return await asyncio.to_thread(
        parts.compiler.compile,
        offered,
        privacy=worker.privacy_class,
        pseudonymiser=pseudonymiser,
        token_budget=(context or DEFAULT_CONTEXT_TOKENS) // 2,
    )


def brief(
    worker: Worker,
    compiled: CompiledBriefing,
    pseudonymiser: Pseudonymiser,
    text: str,
    verdict: Classification,
    verdicts: RedactionPlan,
    decision: ConsentDecision | None,
    *,
    conversation_id: str,
    turn_id: str,
    files: list[tuple[JudgedFile, RedactionPlan]] | None = None,
) -> Prepared:
    """The briefing, the message and its files as this worker may see them, and the
    clearance the egress will hold them to. After ``compile_memory``: memory's
    placeholders are numbered first, as the person reads them in the manifest, then the
    message's, then each file's (as the consent request showed them)."""
    files = files or []
    decisions = split(decision, [len(verdicts.consent), *(len(p.consent) for _, p in files)])
    replace = verdicts.to_replace(decisions[0])
    outgoing = pseudonymiser.pseudonymise(text, replace)
    attached = redact_files(pseudonymiser, files, decisions[1:])
    placeholders = set(compiled.placeholders + outgoing.placeholders + attached.placeholders)
    sent_kinds = {f.kind for f in verdict.findings if f not in replace} | attached.kinds
    briefing = compiled.briefing
    if attached.texts:
        briefing = briefing.model_copy(update={"attachments": attached.texts})
    return Prepared(
        worker=worker,
        briefing=briefing,
        message=outgoing.text,
        decision="pseudonymise" if placeholders else "send",
        withheld_kinds=sorted({f.kind for f in replace} | attached.withheld),
        manifest=[*compiled.manifest, *attached.manifest],
        clearance=Clearance(
            conversation_id=conversation_id,
            turn_id=turn_id,
            sensitivity=max(highest_sent(verdict, replace), attached.level),
            kinds=sorted(sent_kinds | set(compiled.kinds)),
            placeholders=sorted(placeholders),
            consent_id=decision.consent_id if decision else None,
        ),
    )


def redaction(verdict: Classification, worker: Worker, policy: Policy) -> RedactionPlan:
    return plan(verdict, worker.privacy_class, policy)


# --- send, restore, record --------------------------------------------------------------
@dataclass
class Heard:
    """What one call's stream carried: the text as the worker said it (placeholders and
    all, for the checks) and the tools it asked for."""

    raw: list[str] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)


async def relay(
    call: Dispatch,
    briefing: ContextBriefing,
    message: str,
    vault: Vault,
    writer: AnswerWriter,
    heard: Heard,
) -> AsyncIterator[ChunkReceived]:
    """One call through the egress: placeholders restored on the device, the answer
    saved as it comes, each piece shown; what was said is collected in ``heard``."""
    turn_id = call.clearance.turn_id
    restorer = vault.stream_restorer()
    async with contextlib.aclosing(call.send(briefing, message)) as chunks:
        async for chunk in chunks:
            heard.tool_calls.extend(chunk.tool_calls)
            text = valid_text(chunk.text)
            heard.raw.append(text)
            shown = restorer.feed(text)
            if shown:
                await writer.add(shown)
                yield ChunkReceived(turn_id=turn_id, text=shown)
    tail = restorer.flush()
    if tail:
        await writer.add(tail)
        yield ChunkReceived(turn_id=turn_id, text=tail)


@contextlib.asynccontextmanager
async def kept_if_cut(writer: AnswerWriter) -> AsyncIterator[None]:
    """A cancelled or failed answer keeps what came, marked interrupted."""
    try:
        yield
    except BaseException:
        if writer.started:
            await asyncio.shield(writer.close("interrupted"))
        raise


async def send(
    parts: TurnParts, prepared: Prepared, vault: Vault, conversation_id: str
) -> AsyncIterator[ChunkReceived | Answered]:
    """Streams the answer through the egress, restoring placeholders on the device and
    saving it as it comes; the last item is the ``Answered`` record. Cancelled, the
    partial answer is kept and marked interrupted."""
    checkpoint()  # a cancelled task makes no more calls
    call = parts.egress.open(prepared.worker, prepared.clearance)
    writer = AnswerWriter(
        parts.memory, conversation_id, prepared.worker.worker_id, ran_as=prepared.ran_as
    )
    heard = Heard()
    async with kept_if_cut(writer):
        async for shown in relay(call, prepared.briefing, prepared.message, vault, writer, heard):
            yield shown
    message_id = await writer.close("complete")
    yield Answered(
        message_id=message_id,
        text=writer.text,
        raw="".join(heard.raw),
        cost=call.cost,
        ledger_ids=list(call.ledger_ids),
    )


async def check(
    parts: TurnParts, answered: Answered, vault: Vault, prepared: Prepared
) -> list[Check]:
    """The answer checks, off the loop: CPU work over the whole answer."""
    return await asyncio.to_thread(
        evaluate,
        answered.raw,
        answered.text,
        withheld=held_back(vault, prepared.clearance.placeholders),
        data_location=prepared.worker.data_location,
        engine=parts.engine,
    )


def held_back(vault: Vault, placeholders: list[str]) -> dict[str, str]:
    """The values this turn's payload stood in for: what this worker must not know. (A
    value held back earlier may have gone as it is to this worker, and may be echoed.)"""
    entries = vault.entries
    return {p: entries[p] for p in placeholders if p in entries}
