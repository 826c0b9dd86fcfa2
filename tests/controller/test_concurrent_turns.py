"""Several turns at once on one worker instance — an HTTP API and a command-line agent —
each with its own answer, cost and ledger row; cancelling one leaves the others alone.

The router shares one adapter per worker id, as agents and plan steps will: what one
call learns (finish reason, cost, its payload's disclosure) must stay with that call.
"""

from __future__ import annotations

import asyncio
import math
from pathlib import Path

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.events import ChunkReceived, TurnEvent
from app.controller.turn import TurnOutcome, TurnRequest
from tests.controller.conftest import open_companion
from tests.controller.echo import Rig

PRICED = {
    "id": "gpt-priced",
    "kind": "openai",
    "model": "gpt-4o-mini",
    "key": "openai",
    "privacy_class": "external_provider",
    "max_retries": 0,
    "price_in_per_mtok": 1_000_000.0,  # one unit per token: easy sums
    "price_out_per_mtok": 2_000_000.0,
    "currency": "EUR",
}
MESSAGES = [f"Question {n}: " + " ".join(["tea"] * (3 + 4 * n)) for n in range(4)]


async def _together(companion: Companion, worker: str) -> list[TurnOutcome]:
    requests = [TurnRequest(message=m, worker_id=worker) for m in MESSAGES]
    return list(await asyncio.gather(*(companion.run_turn(r) for r in requests)))


async def _ledger_by_turn(companion: Companion) -> dict[str, list[int]]:
    rows: dict[str, list[int]] = {}
    for entry in await companion.memory.ledger(limit=100):
        rows.setdefault(entry.turn_id or "", []).append(entry.id)
    return rows


async def test_concurrent_turns_on_one_http_worker_keep_their_answers_costs_and_rows(
    rig: Rig, tmp_path: Path, test_keyring: None
) -> None:
    priced = {**PRICED, "base_url": rig.openai.base_url}
    consent = FixedConsent(ConsentAnswer.PSEUDONYMISE)
    companion = await open_companion(rig, tmp_path, consent, extra=[priced])
    rig.openai.delay = 0.02  # the streams interleave
    try:
        outcomes = await _together(companion, "gpt-priced")
        rows = await _ledger_by_turn(companion)
        ledger = {e.id: e for e in await companion.memory.ledger(limit=100)}
    finally:
        await companion.aclose()
    assert [o.answer for o in outcomes] == MESSAGES
    assert len({o.turn_id for o in outcomes}) == len(MESSAGES)
    for outcome, message in zip(outcomes, MESSAGES, strict=True):
        assert outcome.ok, outcome.error
        assert outcome.cost.tokens_out == math.ceil(len(message) / rig.openai.sizes[0])
        assert outcome.cost.money == outcome.cost.tokens_in + 2 * outcome.cost.tokens_out
        [row] = rows[outcome.turn_id]
        assert outcome.ledger_ids == [row]
        entry = ledger[row]
        assert (entry.tokens_in, entry.tokens_out) == (
            outcome.cost.tokens_in,
            outcome.cost.tokens_out,
        )
        assert entry.money == outcome.cost.money and entry.currency == "EUR"
    # Longer questions cost more: no turn was given another's usage.
    assert [o.cost.tokens_in for o in outcomes] == sorted({o.cost.tokens_in for o in outcomes})


async def test_two_command_agent_runs_at_once_stay_apart(companion: Companion, rig: Rig) -> None:
    outcomes = await _together(companion, "cli-ext")
    rows = await _ledger_by_turn(companion)
    assert [o.answer for o in outcomes] == MESSAGES
    assert len(list(rig.records.iterdir())) == len(MESSAGES)  # one process per turn
    for outcome in outcomes:
        assert outcome.ok and outcome.cost.tokens_out > 0
        assert outcome.cost.currency == "USD" and outcome.cost.money == 0.0123
        assert rows[outcome.turn_id] == outcome.ledger_ids
    assert len({o.cost.tokens_in for o in outcomes}) == len(MESSAGES)


async def test_cancelling_one_turn_leaves_the_other_on_the_same_worker_alone(
    companion: Companion, rig: Rig
) -> None:
    rig.openai.delay = 0.1
    first_chunk = asyncio.Event()

    async def watched(request: TurnRequest) -> list[TurnEvent]:
        seen: list[TurnEvent] = []
        async for event in companion.turn(request):
            seen.append(event)
            if isinstance(event, ChunkReceived):
                first_chunk.set()
        return seen

    doomed = asyncio.create_task(watched(TurnRequest(message=MESSAGES[3], worker_id="gpt-ext")))
    kept = asyncio.create_task(
        companion.run_turn(TurnRequest(message=MESSAGES[2], worker_id="gpt-ext"))
    )
    await asyncio.wait_for(first_chunk.wait(), 30)
    doomed.cancel()
    outcome = await asyncio.wait_for(kept, 60)
    assert outcome.ok and outcome.answer == MESSAGES[2]
    assert doomed.cancelled()
    states = {}
    for conversation in await companion.memory.conversations():
        for message in await companion.memory.messages(conversation.id):
            if message.role == "assistant":
                states[conversation.id] = (message.state, message.text)
    assert states[outcome.conversation_id or ""] == ("complete", MESSAGES[2])
    [(state, partial)] = [v for k, v in states.items() if k != outcome.conversation_id]
    assert state == "interrupted" and MESSAGES[3].startswith(partial) and partial != MESSAGES[3]


async def test_identical_requests_at_once_are_each_filed_under_their_own_turn(
    companion: Companion, rig: Rig
) -> None:
    # Same message, new conversations: byte-identical bodies to the same Ollama client.
    rig.ollama.delay = 0.02
    request = TurnRequest(message="What is the capital of Peru?", worker_id="local")
    outcomes = await asyncio.gather(*(companion.run_turn(request) for _ in range(3)))
    rows = await _ledger_by_turn(companion)
    bodies = {r.body for r in rig.ollama.requests if r.path == "/api/chat"}
    assert len(bodies) == 1
    for outcome in outcomes:
        assert outcome.ok, outcome.error
        assert rows[outcome.turn_id] == outcome.ledger_ids and len(outcome.ledger_ids) == 1
