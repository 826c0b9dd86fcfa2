"""Main-window flows through the real widgets, the real controller and the fake Ollama:
Markdown and code, copy, links, remote images, Stop, Up to edit, badges, search."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.controller.events import TurnFinished
from app.ui.privacy_dialog import PrivacyDialog
from memory import MemoryStore
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE
from tests.ui.helpers import (
    click_anchor,
    close_window,
    hrefs,
    ollama_settings,
    open_window,
    type_and_send,
    wait_for,
)

CODE_ANSWER = [
    "Here is **bold** and a [link](https://example.org/x?q=1).\n\n",
    "![tracker](IMG)\n\n",
    "```python\n",
    "def add(a, b):\n    return a + b\n",
    "```\n",
    "Done.",
]


def test_markdown_code_copy_and_nothing_loads_by_itself(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    image = f"{fake_ollama.url}/tracker.png"
    fake_ollama.script_reply([c.replace("IMG", image) for c in CODE_ANSWER])
    opened: list[QUrl] = []

    async def scenario() -> None:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        window.open_url = opened.append
        event = await type_and_send(qtbot, window, "Show me code")
        assert isinstance(event, TurnFinished)
        view = window.view
        text = view.toPlainText()
        assert "**" not in text and "```" not in text  # rendered, not raw Markdown
        assert "def add(a, b):" in text and "Done." in text
        assert "ares:copy/1" in hrefs(view)
        click_anchor(qtbot, view, "ares:copy/1")
        assert QApplication.clipboard().text() == "def add(a, b):\n    return a + b"
        # An outside link asks first; "Cancel" (the default) opens nothing.
        click_anchor(qtbot, view, "https://example.org/x?q=1")
        await wait_for(lambda: getattr(window, "link_box", None) is not None)
        await wait_for(window.link_box.isVisible)
        assert "https://example.org/x?q=1" in window.link_box.text()
        qtbot.keyClick(window.link_box, Qt.Key.Key_Return)
        await asyncio.sleep(0.05)
        assert opened == []
        click_anchor(qtbot, view, "https://example.org/x?q=1")
        await wait_for(lambda: window.link_box.isVisible())
        window.link_box.button(QMessageBox.StandardButton.Open).click()
        await wait_for(lambda: bool(opened))
        await close_window(window)

    qloop.run_until_complete(scenario())

    assert [u.toString() for u in opened] == ["https://example.org/x?q=1"]
    assert all(r.path != "/tracker.png" for r in fake_ollama.requests)


def test_stop_keeps_the_partial_answer_marked(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply([f"word{n} " for n in range(200)], delay=0.05)

    async def scenario() -> tuple[object, str]:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        ended: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        window.turn_ended.connect(lambda e: ended.done() or ended.set_result(e))
        qtbot.keyClicks(window.composer, "Count slowly")
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        await wait_for(lambda: "word2" in window.view.toPlainText())
        assert window.send_button.text() == "Stop"
        qtbot.mouseClick(window.send_button, Qt.MouseButton.LeftButton)
        outcome = await asyncio.wait_for(ended, 10)
        assert window.send_button.text() == "Send"
        text = window.view.toPlainText()
        conversation = window.conversation_id
        await close_window(window)
        return outcome, text, conversation

    outcome, text, conversation = qloop.run_until_complete(scenario())

    assert outcome is None
    assert "Stopped — this answer is incomplete." in text and "word199" not in text
    with MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE) as store:
        answer = store.messages(conversation)[-1]
    assert answer.role == "assistant" and answer.state == "interrupted"
    assert answer.text.startswith("word0 word1 word2")


def test_shift_enter_new_line_and_up_edits_the_last_message(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        qtbot.keyClicks(window.composer, "first line")
        qtbot.keyClick(window.composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        qtbot.keyClicks(window.composer, "second line")
        assert window.composer.toPlainText() == "first line\nsecond line"
        assert not window.busy
        window.composer.clear()
        await type_and_send(qtbot, window, "Tell me a joke")
        qtbot.keyClick(window.composer, Qt.Key.Key_Up)
        assert window.composer.toPlainText() == "Tell me a joke"
        qtbot.keyClicks(window.composer, " about cats")
        window.turn_ended.disconnect()
        event = await type_and_send(qtbot, window, "")
        assert isinstance(event, TurnFinished)
        assert window.view.toPlainText().count("Tell me a joke") == 2
        await close_window(window)

    qloop.run_until_complete(scenario())
    chats = [r.json() for r in fake_ollama.requests if r.path == "/api/chat"]
    assert chats[-1]["messages"][-1]["content"] == "Tell me a joke about cats"


def test_badge_opens_the_exact_payload_and_the_manifest(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> tuple[str, str, str]:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        await type_and_send(qtbot, window, "Mail me at jane.doe@example.com please")
        [badge] = window.view.badges()
        assert badge.ledger_id is not None and badge.data_location == "local"
        assert f"ares:badge/{badge.turn_id}" in hrefs(window.view)
        assert "stayed on this device" in window.view.toPlainText()
        dialogs: list[PrivacyDialog] = []
        window.view.badge_clicked.connect(
            lambda _: QTimer.singleShot(
                0,
                lambda: dialogs.extend(
                    w for w in QApplication.topLevelWidgets() if isinstance(w, PrivacyDialog)
                ),
            )
        )
        click_anchor(qtbot, window.view, f"ares:badge/{badge.turn_id}")
        await wait_for(lambda: bool(dialogs))
        dialog = dialogs[0]
        await wait_for(lambda: dialog.payload.toPlainText() != "Loading…")
        payload, summary = dialog.payload.toPlainText(), dialog.summary.text()
        dialog.close()
        await close_window(window)
        return payload, summary, badge.sensitivity

    payload, summary, sensitivity = qloop.run_until_complete(scenario())
    chat = next(r for r in fake_ollama.requests if r.path == "/api/chat")
    assert json.loads(payload) == chat.json()  # exactly the bytes that left
    assert sensitivity in summary


def test_search_finds_and_reopens_a_conversation_with_its_badges(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        await type_and_send(qtbot, window, "The boiler needs servicing")
        first = window.conversation_id
        qtbot.mouseClick(window.conversations.new_button, Qt.MouseButton.LeftButton)
        assert "boiler" not in window.view.toPlainText()
        await wait_for(lambda: window.view.welcoming)
        await type_and_send(qtbot, window, "Plan a trip to Lisbon")
        assert window.conversation_id != first
        qtbot.keyClicks(window.conversations.search, "boiler")
        await wait_for(lambda: window.conversations.ids() == [first])
        item = window.conversations.list.item(0)
        rect = window.conversations.list.visualItemRect(item)
        qtbot.mouseClick(
            window.conversations.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
        await wait_for(lambda: window.conversation_id == first)
        await wait_for(lambda: "boiler" in window.view.toPlainText())
        assert "Lisbon" not in window.view.toPlainText()
        [badge] = window.view.badges()
        assert badge.ledger_id is not None and badge.worker_id == "local"
        assert "Privacy: stayed on this device (local)" in window.view.toPlainText()
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_keyboard_reaches_copy_and_the_badge(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply(["```sh\n", "ls -l\n", "```\n"])

    async def scenario() -> None:
        window = await open_window(qtbot, ares_home, ollama_settings(fake_ollama.url))
        await type_and_send(qtbot, window, "List files")
        badges: list[object] = []
        window.view.badge_clicked.connect(badges.append)
        window.view.badge_clicked.disconnect(window.show_privacy)
        window.view.setFocus()
        focused = []
        for _ in range(4):
            qtbot.keyClick(window.view, Qt.Key.Key_Tab)
            href = window.view.textCursor().charFormat().anchorHref()
            focused.append(href)
            if href.startswith("ares:copy/"):
                qtbot.keyClick(window.view, Qt.Key.Key_Return)
                assert QApplication.clipboard().text() == "ls -l"
            if href.startswith("ares:badge/"):
                qtbot.keyClick(window.view, Qt.Key.Key_Return)
                break
        assert len(badges) == 1, focused
        await close_window(window)

    qloop.run_until_complete(scenario())
