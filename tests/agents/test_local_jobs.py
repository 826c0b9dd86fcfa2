"""The local model's small jobs for an agent, end to end through the real companion and
the fake Ollama: compaction (old history summarised into a bounded working set) and
ambient enrichment (intent and keywords after the answer, never in its way)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.agents.compaction import KEEP_RECENT, SUMMARY_PROMPT, summary_key
from app.controller.agents.enrichment import INPUT_CHARS, INTENT_PROMPT, KEYWORDS_PROMPT
from app.controller.companion import Companion
from app.controller.events import TurnEvent, TurnFailed, TurnFinished
from app.controller.turn import TurnRequest
from memory import Enrichment
from tests.agents.conftest import EMAIL, TOKEN, companion_at, ollama_worker
from tests.fakes.http_base import RecordedRequest, Step
from tests.fakes.ollama_server import FakeOllama

AGENTS = """\
[models.local]
worker = "local"

[agents.keeper]
model = "local"
compaction_enabled = true

[agents.noter]
model = "local"
ambient_enrichment = true

[agents.plain]
model = "local"
"""


@dataclass
class Rig:
    companion: Companion
    ollama: FakeOllama
    db: Path


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    (tmp_path / "agents.toml").write_text(AGENTS, encoding="utf-8")
    with FakeOllama() as ollama:
        settings = Settings.model_validate({"workers": [ollama_worker(ollama.url, max_retries=0)]})
        companion = await companion_at(tmp_path, settings)
        try:
            yield Rig(companion, ollama, tmp_path / "ares.db")
        finally:
            await companion.aclose()


async def _turn(rig: Rig, message: str, **request: object) -> TurnFinished:
    events: list[TurnEvent] = [
        e async for e in rig.companion.turn(TurnRequest(message=message, **request))
    ]
    done = [e for e in events if isinstance(e, TurnFinished)]
    assert done, [e for e in events if isinstance(e, TurnFailed)]
    return done[0]


async def _conversation(rig: Rig, pairs: int) -> tuple[str, list[int]]:
    memory = rig.companion.memory
    cid = (await memory.create_conversation("a long one")).id
    ids = []
    for n in range(pairs):
        extra = f" Write to {EMAIL}; token: {TOKEN}" if n == 0 else ""
        ids.append((await memory.add_message(cid, "user", f"Question {n}.{extra}")).id)
        ids.append((await memory.add_message(cid, "assistant", f"Answer {n}.")).id)
    return cid, ids


def _system(request: RecordedRequest) -> str:
    content: str = request.json()["messages"][0]["content"]
    return content


async def test_compaction_summarises_old_history_locally_into_a_bounded_set(rig: Rig) -> None:
    cid, ids = await _conversation(rig, pairs=7)  # 14 messages: 8 are folded, 6 stay
    rig.ollama.script_steps(
        Step(chunks=["The person asked questions 0 to 3 ", f"and wants mail at {EMAIL}."]),
        Step(chunks=["Here you are."]),
    )
    finished = await _turn(rig, "And now?", agent="keeper", conversation_id=cid)
    summarise, answer = rig.ollama.requests_to("/api/chat")
    # The summary call: the local worker, the oldest messages, the secret held back.
    assert _system(summarise).startswith(SUMMARY_PROMPT)
    folded = summarise.json()["messages"][-1]["content"]
    assert "Question 0." in folded and "Answer 3." in folded and "Question 4." not in folded
    assert TOKEN.encode() not in summarise.body and TOKEN[:12].encode() not in summarise.body
    # The answer's briefing: the summary, then only the recent messages as they are.
    assert "The person asked questions 0 to 3" in _system(answer)
    history = answer.json()["messages"][1:-1]
    assert [m["content"] for m in history] == [
        f"{'Question' if i % 2 == 0 else 'Answer'} {4 + i // 2}." for i in range(KEEP_RECENT)
    ]
    # Both calls are ledgered under the turn; the summary is private memory, sealed.
    rows = [r for r in await rig.companion.memory.ledger() if r.turn_id == finished.turn_id]
    assert sorted(r.sha256 for r in rows) == sorted([summarise.sha256, answer.sha256])
    saved = await rig.companion.memory.get_working(summary_key(cid))
    assert saved is not None and saved["through"] == ids[7]
    assert EMAIL in saved["text"]  # restored on the device, stored sealed
    raw = b"".join(p.read_bytes() for p in rig.db.parent.glob("ares.db*") if p.is_file())
    assert b"questions 0 to 3" not in raw and EMAIL.encode() not in raw

    # The next turn reuses the summary: no second local call until the set overflows.
    rig.ollama.script_reply(["Again."])
    await _turn(rig, "And then?", conversation_id=cid)
    chats = rig.ollama.requests_to("/api/chat")
    assert len(chats) == 3 and "The person asked questions 0 to 3" in _system(chats[-1])


async def test_without_compaction_or_when_it_fails_the_last_messages_go_as_before(
    rig: Rig,
) -> None:
    cid, _ = await _conversation(rig, pairs=7)
    rig.ollama.script_reply(["Plain."])
    await _turn(rig, "And now?", agent="plain", conversation_id=cid)
    [plain] = rig.ollama.requests_to("/api/chat")
    assert len(plain.json()["messages"]) == 1 + 14 + 1  # system, history, message

    other, _ = await _conversation(rig, pairs=7)
    rig.ollama.fail(500, "model crashed", times=1)  # the summary call fails
    finished = await _turn(rig, "And now?", agent="keeper", conversation_id=other)
    assert finished.answer == "Plain."
    last = rig.ollama.requests_to("/api/chat")[-1]
    assert len(last.json()["messages"]) == 1 + 14 + 1
    assert await rig.companion.memory.get_working(summary_key(other)) is None


def _enriching(request: RecordedRequest) -> bool:
    return INTENT_PROMPT.encode() in request.body or KEYWORDS_PROMPT.encode() in request.body


async def _until(condition: Callable[[], bool]) -> None:
    for _ in range(2000):  # a wait for an event, not a time limit under test
        if condition():
            return
        await asyncio.sleep(0.01)
    pytest.fail("the condition never held")


async def test_enrichment_runs_after_the_answer_in_two_parallel_local_calls(rig: Rig) -> None:
    rig.ollama.hold(_enriching)
    rig.ollama.script_reply(["question, ferry times, Hel"])
    long = "When does the ferry to Hel leave? " + "x" * 6000
    stream = rig.companion.turn(TurnRequest(message=long, agent="noter"))
    finished = None
    async for event in stream:
        if isinstance(event, TurnFinished):
            finished = event
            break
    assert finished is not None  # the answer arrived while enrichment had not begun to end
    await _until(lambda: rig.ollama.held == 2)  # both calls in flight at once, held
    stored = await rig.companion.memory.message(finished.message_id)
    assert stored.enrichment is None and stored.text == finished.answer
    rig.ollama.release()
    await stream.aclose()
    await rig.companion.agents.settle()
    enriched = await rig.companion.memory.message(finished.message_id)
    assert enriched.enrichment == Enrichment(
        intent="question, ferry times, Hel", keywords=["question", "ferry times", "Hel"]
    )
    calls = [r for r in rig.ollama.requests_to("/api/chat") if _enriching(r)]
    assert len(calls) == 2
    for call in calls:
        assert len(call.json()["messages"][-1]["content"]) <= INPUT_CHARS
    ledgered = {r.sha256 for r in await rig.companion.memory.ledger()}
    assert {c.sha256 for c in calls} <= ledgered  # through the egress, like any call


async def test_a_failing_enrichment_leaves_the_answer_intact(
    rig: Rig, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="ares.agents")
    rig.ollama.hold(_enriching)
    rig.ollama.script_reply(["The answer stays."])
    finished = await _turn(rig, "Tell me.", agent="noter")
    await _until(lambda: rig.ollama.held == 2)
    rig.ollama.fail(500, "out of memory", times=2)
    rig.ollama.release()
    await rig.companion.agents.settle()
    stored = await rig.companion.memory.message(finished.message_id)
    assert stored.text == "The answer stays." and stored.enrichment is None
    assert [r for r in caplog.records if "enrichment" in r.getMessage()]
    assert all(r.levelno == logging.DEBUG for r in caplog.records if r.name == "ares.agents")


async def test_enrichment_is_off_unless_the_agent_asks_for_it(rig: Rig) -> None:
    rig.ollama.script_reply(["Hi."])
    await _turn(rig, "Hello.", agent="plain")
    await rig.companion.agents.settle()
    assert len(rig.ollama.requests_to("/api/chat")) == 1
