"""The empty window and the bar over the conversation, as a person meets them: a welcome
that says what ARES is and what stays here, example prompts that start a conversation,
a way to a model when there is none; the pickers on top with a sentence saying what
the next message may send, and the local-only switch beside it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.ui.settings_dialog import SettingsDialog
from app.ui.tasks import settle
from app.ui.welcome import PROMPTS, STAYS, TITLE
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.ui.helpers import (
    click_anchor,
    close_window,
    hrefs,
    ollama_settings,
    open_shell,
    wait_for,
)
from workers import WorkerSpec


def test_the_empty_window_welcomes_and_an_example_prompt_starts_a_conversation(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply(["A decorator wraps a function."])

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        window = shell.window
        view = window.view
        await wait_for(lambda: "Local model ready" in view.toPlainText())
        text = view.toPlainText()
        assert TITLE in text and STAYS in text
        assert "Local model ready: llama3.2:3b (local). Answers stay on this device." in text
        assert "Get a model" not in text
        assert all(prompt in text for prompt in PROMPTS)
        click_anchor(qtbot, view, "ares:prompt/1")
        assert window.composer.toPlainText() == PROMPTS[0]  # to edit, or send as it is
        ended: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        window.turn_ended.connect(lambda e: ended.done() or ended.set_result(e))
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        await asyncio.wait_for(ended, 20)
        text = view.toPlainText()
        assert TITLE not in text and text.startswith("You")
        assert PROMPTS[0] in text and "A decorator wraps a function." in text
        window.new_conversation()  # the welcome is back for the next one
        await wait_for(lambda: TITLE in view.toPlainText())
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_without_a_local_model_the_welcome_leads_to_getting_one(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path
) -> None:
    async def scenario() -> None:
        settings = ollama_settings("http://127.0.0.1:9")
        shell = await open_shell(qtbot, ares_home, settings)
        view = shell.window.view
        await wait_for(lambda: "No local model reachable" in view.toPlainText())
        assert "Get a model…" in view.toPlainText()
        click_anchor(qtbot, view, "ares:do/models")
        dialog = shell.windows["settings"]
        assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
        # Settings → Models when it exists; until then the workers, where one is added.
        assert dialog.tabs.tabText(dialog.tabs.currentIndex()).replace("&", "") in (
            "Models",
            "Workers",
        )
        dialog.reject()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_the_top_bar_holds_the_pickers_and_says_what_the_next_message_may_send(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
) -> None:
    fake_openai.api_key = None  # no key to look up: this test is about the bar
    local = WorkerSpec(id="local", kind="ollama", base_url=fake_ollama.url)
    cloud = WorkerSpec(
        id="gpt",
        kind="openai",
        base_url=fake_openai.base_url,
        model="gpt-4o-mini",
        privacy_class="approved_provider",
    )
    settings = Settings(workers=[local, cloud], default_worker="local")

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, settings)
        window = shell.window
        bar = window.top_bar
        for picker in (window.agent_picker, window.worker_picker):
            assert picker.parentWidget() is bar
        # Above the conversation, right under the menu bar.
        assert (
            bar.mapTo(window, bar.rect().bottomLeft()).y()
            <= window.view.mapTo(window, window.view.rect().topLeft()).y()
        )
        said = bar.privacy.text
        assert (
            said()
            == "Next message → local (this device): nothing leaves it; secrets are never sent"
        )
        window.worker_picker.setCurrentIndex(window.worker_picker.findData("gpt"))
        await settle()  # the picker's reachability check
        assert said() == (
            "Next message → gpt (cloud): public, personal text as written; private replaced "
            "by placeholders; sensitive asks you first; secrets never"
        )
        qtbot.mouseClick(bar.local_only, Qt.MouseButton.LeftButton)
        assert shell.companion.settings.local_only
        assert window.actions_["local_only"].isChecked()  # one switch, menu and bar
        assert said() == "Next message → Local-only mode is on: gpt (cloud) may not be used"
        qtbot.mouseClick(bar.local_only, Qt.MouseButton.LeftButton)
        assert not shell.companion.settings.local_only
        assert "gpt (cloud): public" in said()
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_welcome_links_are_only_its_own(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    """Nothing in the welcome points outside ARES: no link a click could send away."""

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        await wait_for(lambda: "Local model ready" in shell.window.view.toPlainText())
        assert all(href.startswith("ares:") for href in hrefs(shell.window.view))
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
