"""The steps of a turn — classify, recall, route, consent, brief, send, restore, check,
record — as functions with typed inputs and outputs; this module holds those up to the
brief, ``answering`` the send, restore and check.

``pipeline.py`` composes them into the person's turn; a planner or an agent loop can
compose them differently, but never around the egress: ``answering.send`` is the only
step that reaches a worker, and it goes through ``Egress``.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

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
from app.controller.egress import Clearance, Egress
from app.controller.events import Decision
from app.controller.redaction import RedactionPlan, highest_sent, plan, split
from app.controller.routing import Router, RouteRefused
from app.controller.turn.files import JudgedFile, classify_files, redact_files
from app.controller.turn.request import TurnRequest
from memory import AsyncMemoryStore, AttachmentIn, Message, RanAs
from trust import Classification, Policy, Pseudonymiser, Sensitivity, TrustEngine, Vault
from workers import ContextBriefing, Worker

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


class StepModel(BaseModel):
    """What a step hands on: frozen, and free to hold a worker or a vault."""

    model_config = ConfigDict(arbitrary_types_allowed=True, frozen=True)


class Recall(StepModel):
    """What memory holds for this turn: the conversation's vault and what it offers."""

    vault: dict[str, str] = Field(default_factory=dict)
    offered: BriefingInput = Field(default_factory=BriefingInput)


class Route(StepModel):
    worker: Worker
    reason: str


class Prepared(StepModel):
    """Everything decided before the first byte leaves."""

    worker: Worker
    briefing: ContextBriefing
    message: str
    clearance: Clearance
    decision: Decision
    withheld_kinds: list[str]
    manifest: list[ManifestEntry]
    ran_as: RanAs | None = None  # the agent and persona the answer is recorded under


# --- classify and recall ----------------------------------------------------------------
class Intake(StepModel):
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
