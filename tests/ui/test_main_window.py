"""The main window, driven through its real widgets against the fake Ollama server."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.controller.events import TurnFailed, TurnFinished
from memory import MemoryStore
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE
from tests.ui.helpers import close_window, ollama_settings, open_window, type_and_send


def test_answer_streams_into_the_window_and_everything_is_stored(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply(["The ", "answer ", "is ", "42."], delay=0.05)
    views: list[str] = []

    async def scenario() -> object:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        window.chunk_shown.connect(lambda _: views.append(window.view.toPlainText()))
        event = await type_and_send(qtbot, window, "What is the answer?")
        assert window.composer.toPlainText() == ""
        await close_window(window)
        return event

    event = qloop.run_until_complete(scenario())

    assert isinstance(event, TurnFinished), event
    assert len(views) == 4, views  # one repaint per chunk, as they arrive
    assert "answer" not in views[0].split("What is the answer?")[-1]
    assert views[0].endswith("The ") and views[-1].endswith("The answer is 42.")
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        messages = store.messages(event.conversation_id)
        assert [(m.role, m.text, m.state) for m in messages] == [
            ("user", "What is the answer?", "complete"),
            ("assistant", "The answer is 42.", "complete"),
        ]
        ledger = store.ledger()
        chat = [r for r in fake_ollama.requests if r.path == "/api/chat"]
        assert len(ledger) == 1 and ledger[0].sha256 == chat[0].sha256
    finally:
        store.close()


def _dead_url() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{s.getsockname()[1]}"


def test_unreachable_ollama_says_so_and_keeps_the_message(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path
) -> None:
    url = _dead_url()

    async def scenario() -> tuple[object, str, str]:
        window = await open_window(qtbot, ares_home, ollama_settings(url, model="llama3.2:3b"))
        await window.check_worker()
        status_before = window.status.text()
        event = await type_and_send(qtbot, window, "Remember the boiler service")
        text = window.composer.toPlainText()
        await close_window(window)
        return event, status_before, text

    event, status_before, kept = qloop.run_until_complete(scenario())

    assert isinstance(event, TurnFailed) and event.reason == "unavailable"
    assert "not reachable" in status_before and url in status_before
    assert "not reachable" in event.error
    assert kept == "Remember the boiler service"
