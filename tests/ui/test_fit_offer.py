"""A message too large for the cloud worker is not sent; the window offers to trim it to
fit or to keep it local, and either way the person's text is not lost."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.controller.events import TurnFailed, TurnFinished
from app.ui.chat_window import MainWindow
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.ui.helpers import close_window, open_window, wait_for
from workers import WorkerSpec

MESSAGE = "word " * 2000  # about 2,500 tokens


def settings(ollama: str, openai: str) -> Settings:
    return Settings(
        workers=[
            WorkerSpec(id="local", kind="ollama", base_url=ollama, model="llama3.2:3b"),
            WorkerSpec(
                id="gpt", kind="openai", base_url=openai, model="gpt-4o-mini",
                privacy_class="approved_provider", context_length=1000,
            ),
        ],
        default_worker="gpt",
    )  # fmt: skip


async def _send_too_large(window: MainWindow) -> list[object]:
    ended: list[object] = []
    window.turn_ended.connect(ended.append)
    window.composer.setPlainText(MESSAGE)
    window.send_button.click()
    await wait_for(lambda: getattr(window, "fit_box", None) is not None)
    await wait_for(window.fit_box.isVisible)
    return ended


@pytest.mark.parametrize("choice", ["trim", "local"])
def test_too_large_offers_trim_or_keep_local(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
    choice: str,
) -> None:
    fake_openai.api_key = None

    async def scenario() -> tuple[list[object], str]:
        window = await open_window(
            qtbot, ares_home, settings(fake_ollama.url, fake_openai.base_url)
        )
        ended = await _send_too_large(window)
        assert isinstance(ended[0], TurnFailed) and ended[0].reason == "too_large"
        assert "gpt's context holds 1,000 tokens" in window.fit_box.text()
        button = next(b for b, c in window.fit_box.choices.items() if c == choice)
        button.click()
        if choice == "trim":
            await wait_for(lambda: window.composer.toPlainText() != MESSAGE)
            window.send_button.click()
        await wait_for(lambda: len(ended) == 2)
        await close_window(window)
        return ended, window.composer.toPlainText()

    ended, _left = qloop.run_until_complete(scenario())
    finished = ended[1]
    assert isinstance(finished, TurnFinished), finished
    cloud = [r for r in fake_openai.requests if r.path.endswith("/chat/completions")]
    local = [r for r in fake_ollama.requests if r.path == "/api/chat"]
    if choice == "trim":
        assert finished.worker_id == "gpt" and len(cloud) == 1 and not local
        assert len(cloud[0].body) < len(MESSAGE)
    else:
        assert finished.worker_id == "local" and not cloud and len(local) == 1
