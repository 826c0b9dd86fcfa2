"""Background delegation: ``start_<agent>`` returns a receipt, the run posts its answer
later as its own message, settles once, survives the parent's stop, is cancelled by its
run id, resumes after an exit — with the real companion, memory and fake providers."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.events import TurnEvent, TurnFailed, TurnFinished
from app.controller.turn import TurnRequest
from memory import AsyncMemoryStore
from tests.agents.conftest import FAST, provider_workers
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI

AGENTS = """\
[models.local]
worker = "local"

[models.cloud]
worker = "gpt"

[agents.orchestrator]
model = "local"
delegates_to = [{agent = "researcher", detached = true}]

[agents.researcher]
model = "cloud"
system_prompt = "You research."
tools = ["calculate"]
"""

CHAT = "/api/chat"
OPENAI_CHAT = "/v1/chat/completions"
EMAIL = "marta.w@example.com"


@dataclass
class Rig:
    companion: Companion
    ollama: FakeOllama
    openai: FakeOpenAI
    home: Path


async def _open(home: Path, settings: Settings) -> Companion:
    memory = await AsyncMemoryStore.open(home / "ares.db", passphrase="t", scrypt_cost=FAST)
    companion = Companion(
        settings,
        memory,
        FixedConsent(ConsentAnswer.PSEUDONYMISE),
        agents_file=home / "agents.toml",
    )
    companion.runs.poll = 0.05
    return companion


@pytest.fixture
async def rig(tmp_path: Path, test_keyring: None) -> AsyncIterator[Rig]:
    (tmp_path / "agents.toml").write_text(AGENTS, encoding="utf-8")
    with FakeOllama() as ollama, FakeOpenAI() as openai, FakeAnthropic() as anthropic:
        settings = Settings.model_validate({"workers": provider_workers(ollama, openai, anthropic)})
        companion = await _open(tmp_path, settings)
        try:
            yield Rig(companion, ollama, openai, tmp_path)
        finally:
            await companion.aclose()


async def _delegate(rig: Rig, task: str) -> tuple[TurnFinished, dict[str, object]]:
    """The orchestrator starts the researcher and ends its turn; the receipt it got."""
    rig.ollama.script_steps(
        Step(tool_calls=[("start_researcher", {"task": task})]),
        Step(chunks=["I have asked the researcher."]),
    )
    request = TurnRequest(message="Research the boiler for me.", agent="orchestrator")
    events: list[TurnEvent] = [e async for e in rig.companion.turn(request)]
    finished = [e for e in events if isinstance(e, TurnFinished)]
    assert finished, [e for e in events if isinstance(e, TurnFailed)]
    receipt = json.loads(rig.ollama.requests_to(CHAT)[-1].json()["messages"][-1]["content"])
    return finished[0], receipt


async def test_a_detached_run_answers_later_as_its_own_message_and_settles_delivered(
    rig: Rig,
) -> None:
    rig.openai.script_steps(Step(chunks=["The boiler of [EMAIL_1] needs 1.5 bar."]))
    finished, receipt = await _delegate(rig, f"Find the boiler pressure for {EMAIL}.")
    assert receipt["detached"] is True and receipt["status"] == "started"
    assert receipt["agent"] == "researcher"
    assert "not part of this turn" in str(receipt["note"])
    run_id = str(receipt["run_id"])
    # The turn ended with its own answer; the run goes on.
    assert finished.answer == "I have asked the researcher."
    await rig.companion.runs.wait()
    run = await rig.companion.memory.run(run_id)
    assert run.status == "delivered"
    messages = await rig.companion.memory.messages(finished.conversation_id)
    assert [(m.role, m.run_id) for m in messages] == [
        ("user", None),
        ("assistant", None),
        ("assistant", run_id),
    ]
    assert messages[-1].id == run.message_id
    assert messages[-1].text == f"The boiler of {EMAIL} needs 1.5 bar."  # restored
    [cloud] = rig.openai.requests_to(OPENAI_CHAT)
    assert EMAIL.encode() not in cloud.body
    journal = await rig.companion.memory.journal_events(finished.turn_id)
    settles = [j.payload for j in journal if j.event == "run_did_settle"]
    assert settles == [
        {
            "run_id": run_id,
            "agent": "researcher",
            "status": "delivered",
            "message_id": run.message_id,
        }
    ]


async def test_stopping_the_parent_turn_does_not_stop_the_run(rig: Rig) -> None:
    rig.ollama.script_reply(["slowly", " slowly"], delay=0.5)
    rig.ollama.script_steps(
        Step(tool_calls=[("start_researcher", {"task": "Look it up."})]),
        Step(chunks=["I", " have", " asked", " the", " researcher."]),
    )
    rig.openai.script_steps(Step(chunks=["Found it."]))
    request = TurnRequest(message="Research it.", agent="orchestrator")

    async def consume() -> None:
        async for _ in rig.companion.turn(request):
            pass

    parent = asyncio.ensure_future(consume())
    while not rig.companion.runs.active:
        await asyncio.sleep(0.02)
    [run_id] = rig.companion.runs.active
    parent.cancel()
    with pytest.raises(asyncio.CancelledError):
        await parent
    await rig.companion.runs.wait()
    assert (await rig.companion.memory.run(run_id)).status == "delivered"


async def test_cancel_by_run_id_stops_it_at_the_next_boundary(rig: Rig) -> None:
    rig.openai.script_reply(["thinking"], delay=0.4)
    rig.openai.script_steps(
        Step(chunks=["thinking"], tool_calls=[("calculate", {"expression": "2+2"})])
    )
    _, receipt = await _delegate(rig, "Add two and two, slowly.")
    run_id = str(receipt["run_id"])
    while not rig.openai.requests_to(OPENAI_CHAT):
        await asyncio.sleep(0.02)
    await rig.companion.runs.cancel(run_id)
    await rig.companion.runs.wait()
    run = await rig.companion.memory.run(run_id)
    assert run.status == "cancelled"
    assert run.error is not None and run.error.startswith("subtask_cancelled")
    assert len(rig.openai.requests_to(OPENAI_CHAT)) == 1  # no round after the tool call
    posted = await rig.companion.memory.message(run.message_id or 0)
    assert posted.run_id == run_id and "was cancelled" in posted.text
    # Settled once, for good: a second cancel changes nothing.
    again = await rig.companion.runs.cancel(run_id)
    assert again.status == "cancelled" and again.message_id == run.message_id


async def _slow_run(rig: Rig, task: str) -> tuple[TurnFinished, dict[str, object]]:
    """A run whose researcher is answering, slowly, when this returns."""
    rig.openai.script_reply(["slow"], delay=0.5)
    rig.openai.script_steps(Step(chunks=["slow", " answer"]))
    started = await _delegate(rig, task)
    while not rig.openai.requests_to(OPENAI_CHAT):
        await asyncio.sleep(0.02)
    return started


async def test_a_deleted_conversation_receives_nothing(rig: Rig) -> None:
    finished, receipt = await _slow_run(rig, "Take your time.")
    await rig.companion.memory.delete_conversation(finished.conversation_id)
    await rig.companion.runs.wait()
    run = await rig.companion.memory.run(str(receipt["run_id"]))
    assert run.status in ("failed", "delivered")  # settled, never "started" for ever
    assert run.message_id is None
    left = await rig.companion.memory.conversations()
    assert finished.conversation_id not in [c.id for c in left]


async def test_the_emergency_stop_cancels_a_running_run(rig: Rig) -> None:
    _, receipt = await _slow_run(rig, "Work slowly.")
    rig.companion.emergency_stop()
    await rig.companion.runs.wait()
    run = await rig.companion.memory.run(str(receipt["run_id"]))
    assert run.status == "cancelled"
    assert run.error is not None and run.error.startswith("subtask_cancelled")
    rig.companion.clear_emergency_stop()


async def test_a_run_cut_off_by_an_exit_resumes_at_the_next_start(rig: Rig) -> None:
    rig.openai.script_reply(["never"], delay=1.0)
    _, receipt = await _delegate(rig, "Answer after the restart.")
    run_id = str(receipt["run_id"])
    while not rig.openai.requests_to(OPENAI_CHAT):
        await asyncio.sleep(0.02)
    await rig.companion.runs.aclose()  # the exit: the run stays started
    assert (await rig.companion.memory.run(run_id)).status == "started"
    # As if its process had gone: a pid that ran and ended.
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    await rig.companion.memory.claim_run(run_id, f"pid:{gone}")
    rig.openai.script_reply(["Resumed", " and done."])
    later = await _open(rig.home, rig.companion.settings)
    try:
        assert await later.runs.resume() == [run_id]
        await later.runs.wait()
        run = await later.memory.run(run_id)
        assert run.status == "delivered"
        assert (await later.memory.message(run.message_id or 0)).text == "Resumed and done."
    finally:
        await later.aclose()


async def test_a_background_answer_goes_through_its_review_gate(rig: Rig) -> None:
    reviewed = AGENTS.replace('tools = ["calculate"]', "review_delegated_results = true")
    (rig.home / "agents.toml").write_text(reviewed, encoding="utf-8")
    rig.openai.script_steps(
        Step(chunks=["Pressure: 1.5 bar."]),
        Step(chunks=["REJECT\nIt does not say which boiler."]),  # the reviewer (itself)
    )
    _finished, receipt = await _delegate(rig, "Find the boiler pressure.")
    await rig.companion.runs.wait()
    run = await rig.companion.memory.run(str(receipt["run_id"]))
    assert run.status == "delivered"
    posted = (await rig.companion.memory.messages(run.conversation_id))[-1]
    assert posted.run_id == run.id
    assert "did not pass its review: It does not say which boiler." in posted.text
    assert posted.text.endswith("Pressure: 1.5 bar.")  # the answer is kept, for the person
    _answer, review = rig.openai.requests_to(OPENAI_CHAT)
    assert "Decide whether the result answers the requested input" in review.body.decode()
    assert "Pressure: 1.5 bar." in review.body.decode()
