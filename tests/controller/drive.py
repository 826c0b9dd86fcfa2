"""Driving the real ``Companion`` in-process, one turn at a time, for the harness."""

from __future__ import annotations

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.events import BriefingReady, TurnEvent, TurnFailed, TurnFinished
from app.controller.turn import TurnRequest
from tests.controller.corpus import Sample
from tests.controller.leakcheck import Turn


async def events(companion: Companion, request: TurnRequest) -> list[TurnEvent]:
    return [event async for event in companion.turn(request)]


async def turn(
    companion: Companion,
    sample: Sample,
    worker_id: str,
    privacy: str,
    consent: ConsentAnswer,
    *,
    conversation_id: str | None = None,
    history: list[str] | None = None,
) -> tuple[Turn, str | None]:
    """``history`` is what the caller expects to go along; the briefing's manifest
    replaces it with what really went (history, facts, memories) when it is ready."""
    """One turn through the pipeline; the record to check, and the conversation id."""
    companion.set_consent(FixedConsent(consent))
    request = TurnRequest(
        message=sample.message, worker_id=worker_id, conversation_id=conversation_id
    )
    record = Turn(
        message=sample.message,
        worker_id=worker_id,
        privacy=privacy,
        consent=consent,
        history=list(history or []),
        planted=list(sample.planted),
    )
    conversation = conversation_id
    for event in await events(companion, request):
        if isinstance(event, BriefingReady):
            record.history = await admitted_texts(companion, event)
        elif isinstance(event, TurnFinished):
            record.answer = event.answer
            conversation = event.conversation_id
            if event.ledger_id is not None:
                record.ledger_sha = await ledger_sha(companion, event.ledger_id)
        elif isinstance(event, TurnFailed):
            record.error = f"{event.reason}: {event.error}"
            conversation = event.conversation_id
    return record, conversation


async def admitted_texts(companion: Companion, ready: BriefingReady) -> list[str]:
    """The whole stored text of every item the briefing let in: the conversation, facts
    and memories from other conversations (a memory goes as a snippet of one of these)."""
    texts = []
    facts = {f"fact {f.id}": f.text for f in await companion.memory.facts()}
    for entry in ready.manifest:
        item = entry.item
        if entry.action == "excluded":
            continue
        if item in facts:
            texts.append(facts[item])
        elif item.startswith("message "):
            texts.append((await companion.memory.message(int(item.split()[1]))).text)
    return texts


async def ledger_sha(companion: Companion, ledger_id: int) -> str | None:
    for entry in await companion.memory.ledger(limit=20):
        if entry.id == ledger_id:
            return entry.sha256
    return None
