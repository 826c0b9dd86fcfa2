"""Files in the window, through the real widgets, the real controller and the fake
Ollama: a dropped file becomes a chip, its findings show in the consent dialog under its
name, its secret never leaves, the sent card names it (after reopening too); a binary
file is refused in the person's words and the typed text stays."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.controller.events import TurnFailed, TurnFinished
from app.ui.consent_dialog import DialogConsent
from app.ui.quick_prompt import QuickPrompt
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import (
    close_companions,
    close_window,
    open_companion,
    open_window,
    type_and_send,
    wait_for,
)

TOKEN = "ghp_" + "Zq7Xw2Lm9Pd4Rt6Yh1Kv3Bn8Cs5Fg0Ja2Eu"
NOTES = f"The zeppelin hangar lease.\nShe was diagnosed with diabetes.\nToken: {TOKEN}\n"


def _cloud(url: str) -> Settings:
    worker = {
        "id": "cloud",
        "kind": "ollama",
        "base_url": url,
        "model": "llama3.2:3b",
        "privacy_class": "external_provider",
    }
    return Settings.model_validate({"workers": [worker], "default_worker": "cloud"})


def _drop(target: QWidget, path: Path) -> bool:
    """A drag of ``path`` entering ``target``, then dropped there (Qt sends the drop to
    the widget that accepted the drag)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    action, button, keys = (
        Qt.DropAction.CopyAction,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(QPointF(10, 10), action, mime, button, keys)
    QApplication.sendEvent(target, enter)
    drop = QDropEvent(QPointF(10, 10), action, mime, button, keys)
    QApplication.sendEvent(target, drop)
    return enter.isAccepted() and drop.isAccepted()


def test_a_dropped_file_goes_through_consent_and_stays_on_its_message(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    tmp_path: Path,
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    fake_ollama.script_reply(["Read it."])

    async def scenario() -> None:
        broker = DialogConsent(None)
        window = await open_window(qtbot, ares_home, _cloud(fake_ollama.url), broker)
        broker.parent = window
        assert _drop(window.composer.viewport(), notes)
        bar = window.attachments
        await wait_for(lambda: len(bar.chips) == 1)
        assert bar.isVisible() and bar.chips[0].text().startswith("notes.txt")
        assert "notes.txt" in window.status.text()

        sending = asyncio.ensure_future(type_and_send(qtbot, window, "What is in it?"))
        await wait_for(lambda: broker.dialog is not None and broker.dialog.isVisible())
        dialog = broker.dialog
        assert dialog is not None
        assert "notes.txt" in dialog.intro.text()
        values = [dialog.findings.item(row, 3).text() for row in range(dialog.findings.rowCount())]
        assert any("diabetes" in v and v.endswith("(file notes.txt)") for v in values)
        assert not any(TOKEN in v for v in values)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # send pseudonymised
        event = await sending
        assert isinstance(event, TurnFinished)

        [chat] = fake_ollama.requests_to("/api/chat")
        assert b"zeppelin hangar lease" in chat.body
        assert TOKEN.encode() not in chat.body and b"diabetes" not in chat.body
        assert bar.chips == [] and not bar.isVisible()
        assert "with notes.txt" in window.view.toPlainText()

        window.new_conversation()
        await window.open_conversation(event.conversation_id)
        assert "with notes.txt" in window.view.toPlainText()
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_a_binary_file_is_refused_and_the_typed_text_stays(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    tmp_path: Path,
) -> None:
    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    plan = tmp_path / "plan.md"
    plan.write_text("# Plan\nPlant the quince.\n", encoding="utf-8")

    async def scenario() -> None:
        window = await open_window(qtbot, ares_home, _cloud(fake_ollama.url))
        bar = window.attachments
        qtbot.keyClicks(window.composer, "half a thought")
        refused = await bar.add_paths([photo, plan])
        assert refused == [
            "photo.png cannot be attached: it is a binary file. "
            "ARES can attach text, Markdown, code and PDF files."
        ]
        assert bar.notice.isVisible() and bar.notice.text() == refused[0]
        assert window.status.text() == refused[0]
        assert window.composer.toPlainText() == "half a thought"
        assert [c.file.name for c in bar.chips] == ["plan.md"]

        # Keyboard: Tab reaches the chip, Delete removes it; Ctrl+Shift+A opens the dialog.
        chip = bar.chips[0]
        chip.setFocus()
        qtbot.keyClick(chip, Qt.Key.Key_Delete)
        assert bar.chips == [] and "plan.md will not be sent" in window.status.text()
        assert window.actions_["attach"].shortcut().toString() == "Ctrl+Shift+A"
        window.actions_["attach"].trigger()
        await wait_for(lambda: bar.dialog is not None and bar.dialog.isVisible())
        assert bar.dialog is not None
        bar.dialog.reject()
        await wait_for(lambda: bar.dialog is None)
        assert window.composer.toPlainText() == "half a thought"
        assert fake_ollama.requests_to("/api/chat") == []
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_the_quick_prompt_takes_a_dropped_file_and_keeps_it_when_the_question_fails(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    tmp_path: Path,
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    fake_ollama.script_reply(["A lease."])

    async def ask(quick: QuickPrompt, question: str) -> object:
        answered: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        quick.answered.connect(lambda e: answered.done() or answered.set_result(e))
        qtbot.keyClicks(quick.input, question)
        qtbot.keyClick(quick.input, Qt.Key.Key_Return)
        return await asyncio.wait_for(answered, 20)

    async def scenario() -> None:
        quick = QuickPrompt(await open_companion(ares_home, _cloud(fake_ollama.url)))
        qtbot.addWidget(quick)
        quick.pop_up()
        assert _drop(quick.input, notes)
        await wait_for(lambda: len(quick.attachments.chips) == 1)
        assert "notes.txt" in quick.hint.text()
        assert isinstance(await ask(quick, "What is in it?"), TurnFinished)
        [chat] = fake_ollama.requests_to("/api/chat")
        assert b"Attached file: notes.txt (included whole)" in chat.body
        assert b"zeppelin hangar lease" in chat.body and TOKEN.encode() not in chat.body
        assert quick.attachments.chips == []

        # A worker that cannot be reached: the question and its file stay, to ask again.
        away = Settings.model_validate(
            {"workers": [{"id": "away", "kind": "ollama", "base_url": "http://127.0.0.1:9"}]}
        )
        stuck = QuickPrompt(await open_companion(tmp_path / "other", away))
        qtbot.addWidget(stuck)
        stuck.pop_up()
        await stuck.attachments.add_paths([notes])
        assert isinstance(await ask(stuck, "And now?"), TurnFailed)
        assert stuck.input.text() == "And now?"
        assert [c.file.name for c in stuck.attachments.chips] == ["notes.txt"]
        await close_companions()

    qloop.run_until_complete(scenario())
