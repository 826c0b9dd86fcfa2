"""The ledger view (sort, filter, payload, CSV/JSON export through the file dialog),
the memory view (add, change class, edit, forget, search → conversation) and first run."""

from __future__ import annotations

import asyncio
import csv
import json
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from app.config import Paths, Settings
from app.ui.first_run import FirstRunDialog, NewPassphraseDialog, describe_local
from app.ui.launch import open_memory
from app.ui.ledger_view import LedgerView
from app.ui.memory_view import MemoryView
from app.ui.shell import Shell
from app.ui.startup_window import StartupWindow
from memory import MemoryStore
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE
from tests.ui.helpers import (
    close_companion,
    close_window,
    ollama_settings,
    open_companion,
    type_and_send,
    wait_for,
)
from workers import Availability


async def shell_with_turns(qtbot: QtBot, home: Path, url: str, *messages: str) -> Shell:
    shell = Shell(await open_companion(home, ollama_settings(url)), Paths(home=home))
    qtbot.addWidget(shell.window)
    qtbot.addWidget(shell.quick)
    shell.window.auto_title = False  # these tests count the turns' own ledger rows
    shell.start()
    for text in messages:
        shell.window.composer.clear()
        await type_and_send(qtbot, shell.window, text)
    return shell


def top_level(kind: type) -> object | None:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
    return found[-1] if found else None


async def save_through_dialog(qtbot: QtBot, path: Path) -> str:
    """Types the path into Qt's file dialog and presses Enter, as a person would;
    returns the file name the dialog suggested."""
    await wait_for(lambda: top_level(QFileDialog) is not None)
    dialog = top_level(QFileDialog)
    assert isinstance(dialog, QFileDialog)
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    suggested = name.text()
    name.clear()
    qtbot.keyClicks(name, str(path))
    qtbot.keyClick(name, Qt.Key.Key_Return)
    return suggested


def test_ledger_sorts_filters_shows_payloads_and_exports(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama,
    tmp_path: Path,
) -> None:  # fmt: skip
    async def scenario() -> str:
        shell = await shell_with_turns(
            qtbot, ares_home, fake_ollama.url, "Hello there", "Write to jane.doe@example.com"
        )
        shell.window.actions_["ledger"].trigger()
        view = shell.windows["ledger"]
        assert isinstance(view, LedgerView)
        await wait_for(lambda: view.model.rowCount() == 2)
        # What each call cost, and the total of the rows shown.
        costs = [view.model.item(row, 5).text() for row in range(2)]
        assert all(cost.endswith(" tok") for cost in costs), costs
        spent = sum(e.cost.tokens_in or 0 for e in view.shown_entries())
        assert spent > 0 and f"{spent:,}→" in view.total.text()
        view.table.sortByColumn(4, Qt.SortOrder.AscendingOrder)  # by bytes
        sizes = [e.bytes for e in view.shown_entries()]
        assert sizes == sorted(sizes)
        view.sensitivity.setCurrentIndex(view.sensitivity.findData("personal"))
        assert [str(e.sensitivity) for e in view.shown_entries()] == ["personal"]
        view.sensitivity.setCurrentIndex(0)
        qtbot.keyClicks(view.search, "EMAIL")
        assert len(view.shown_entries()) == 1
        view.table.selectRow(0)
        qtbot.mouseClick(view.buttons["payload"], Qt.MouseButton.LeftButton)
        await wait_for(lambda: "jane.doe" in view.payload.toPlainText())
        payload = view.payload.toPlainText()
        view.search.clear()
        for fmt in ("csv", "json"):
            view.buttons[fmt].click()
            await save_through_dialog(qtbot, tmp_path / f"ledger.{fmt}")
            await wait_for((tmp_path / f"ledger.{fmt}").exists)
        view.close()
        await close_window(shell.window)
        return payload

    payload = qloop.run_until_complete(scenario())
    chats = [r for r in fake_ollama.requests if r.path == "/api/chat"]
    assert json.loads(payload) == chats[-1].json()
    rows = list(csv.DictReader((tmp_path / "ledger.csv").read_text("utf-8").splitlines()))
    data = json.loads((tmp_path / "ledger.json").read_text(encoding="utf-8"))
    assert len(rows) == len(data) == 2
    assert {r["sha256"] for r in rows} == {r.sha256 for r in chats}
    assert {d["class"] for d in data} == {"public", "personal"}
    assert "jane.doe" not in (tmp_path / "ledger.csv").read_text()  # no payloads exported


def test_memory_view_adds_reclassifies_edits_forgets_and_searches(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        shell = await shell_with_turns(qtbot, ares_home, fake_ollama.url, "The heron nests here")
        conversation = shell.window.conversation_id
        shell.window.new_conversation()
        shell.window.actions_["memory"].trigger()
        view = shell.windows["memory"]
        assert isinstance(view, MemoryView)
        for text in ("I live in Leeds", "I am allergic to penicillin"):
            qtbot.keyClicks(view.new_fact, text)
            qtbot.keyClick(view.new_fact, Qt.Key.Key_Return)
            await wait_for(lambda t=text: any(
                view.facts.item(r, 0).text() == t for r in range(view.facts.rowCount())
            ))  # fmt: skip
        memory = shell.companion.memory
        [leeds, allergy] = view.fact_ids()
        picker = view.facts.cellWidget(1, 1)
        picker.setCurrentIndex(picker.findData("sensitive"))
        await wait_for(lambda: False) if False else None
        await asyncio.sleep(0.1)
        facts = {f.id: f for f in await memory.facts()}
        assert str(facts[allergy].sensitivity) == "sensitive"
        view.facts.item(0, 0).setText("I live in York")
        await asyncio.sleep(0.1)
        assert {f.id: f.text for f in await memory.facts()}[leeds] == "I live in York"
        view.facts.selectRow(0)
        view.forget_button.click()
        await wait_for(lambda: top_level(QMessageBox) is not None)
        box = top_level(QMessageBox)
        assert isinstance(box, QMessageBox) and "I live in York" in box.text()
        qtbot.keyClick(box, Qt.Key.Key_Escape)  # the default is to keep it
        await asyncio.sleep(0.05)
        assert leeds in view.fact_ids()
        view.forget_button.click()
        await wait_for(lambda: top_level(QMessageBox) is not None)
        box = top_level(QMessageBox)
        next(b for b in box.buttons() if b.text() == "Forget").click()
        await wait_for(lambda: view.fact_ids() == [allergy])
        view.tabs.setCurrentIndex(1)
        qtbot.keyClicks(view.query, "heron")
        qtbot.keyClick(view.query, Qt.Key.Key_Return)
        await wait_for(lambda: view.hits.count() == 1 and "heron" in view.hits.item(0).text())
        view.query.clear()
        qtbot.keyClicks(view.query, "penicillin")
        qtbot.keyClick(view.query, Qt.Key.Key_Return)
        await wait_for(lambda: view.hits.count() == 1 and "fact:" in view.hits.item(0).text())
        view.hits.itemActivated.emit(view.hits.item(0))  # a fact: selected in its tab
        assert view.tabs.currentIndex() == 0 and view.facts.currentRow() == 0
        assert view.fact_ids()[view.facts.currentRow()] == allergy
        view.tabs.setCurrentIndex(1)
        view.query.clear()
        qtbot.keyClicks(view.query, "heron")
        qtbot.keyClick(view.query, Qt.Key.Key_Return)
        await wait_for(lambda: view.hits.count() == 1 and "heron" in view.hits.item(0).text())
        view.hits.itemActivated.emit(view.hits.item(0))
        await wait_for(lambda: shell.window.conversation_id == conversation)
        await wait_for(lambda: "heron" in shell.window.view.toPlainText())
        view.close()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
    with MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE) as store:
        assert [f.text for f in store.facts()] == ["I am allergic to penicillin"]


@pytest.mark.parametrize("models", [["llama3.2:3b"], []], ids=["with-models", "no-models"])
def test_first_run_finds_ollama_and_its_models(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama,
    models: list[str],
) -> None:  # fmt: skip
    fake_ollama.models = models

    async def scenario() -> tuple[str, bool, str]:
        companion = await open_companion(ares_home, ollama_settings(fake_ollama.url))
        dialog = FirstRunDialog(companion, "Encrypted with your passphrase.")
        qtbot.addWidget(dialog)
        dialog.open()
        await dialog.detect()
        text = dialog.local.text()
        proposed = (dialog.pull.isVisible(), dialog.pull.name.text())
        cloud: list[bool] = []
        dialog.add_cloud_worker.connect(lambda: cloud.append(True))
        qtbot.mouseClick(dialog.cloud_button, Qt.MouseButton.LeftButton)
        assert cloud == [True] and not dialog.isVisible()
        await close_companion(companion)
        return (text, *proposed)

    text, offered, name = qloop.run_until_complete(scenario())
    if models:
        assert "llama3.2:3b" in text and "stay on this device" in text
        assert not offered
    else:  # a small model is proposed, pulled right there (tests/ui/test_models_page.py)
        assert "llama3.2:1b" in text and "Pull" in text
        assert offered and name == "llama3.2:1b"


def test_first_run_without_ollama_says_how_to_install() -> None:
    down = Availability(available=False, reason="Ollama is not reachable at http://x")
    text = describe_local("http://x", down)
    assert "ollama.com/download" in text and "cloud worker" in text
    assert "cloud worker" in describe_local("", None)


def test_new_passphrase_is_typed_twice(qtbot: QtBot) -> None:
    dialog = NewPassphraseDialog("No OS keyring works here.")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.first, "short")
    qtbot.keyClick(dialog.first, Qt.Key.Key_Return)
    assert "At least" in dialog.problem.text() and dialog.isVisible()
    dialog.first.clear()
    qtbot.keyClicks(dialog.first, "a long passphrase")
    qtbot.keyClicks(dialog.second, "a long passphrase!")
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
    assert "differ" in dialog.problem.text()
    dialog.second.backspace()
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
    assert dialog.result() == NewPassphraseDialog.DialogCode.Accepted
    assert all(f.echoMode() == QLineEdit.EchoMode.Password for f in (dialog.first, dialog.second))


def test_first_start_without_a_keyring_sets_a_passphrase(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("ARES_PASSPHRASE", raising=False)
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    startup = StartupWindow()
    qtbot.addWidget(startup)

    async def scenario() -> str:
        opening = asyncio.ensure_future(
            open_memory(Settings(), Paths(home=ares_home), startup, new=True)
        )
        await wait_for(lambda: top_level(NewPassphraseDialog) is not None)
        dialog = top_level(NewPassphraseDialog)
        assert isinstance(dialog, NewPassphraseDialog)
        assert "No key can protect" in dialog.findChildren(QLabel)[0].text()
        for field in (dialog.first, dialog.second):
            qtbot.keyClicks(field, TEST_PASSPHRASE)
        qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
        opened = await asyncio.wait_for(opening, 30)
        assert opened is not None
        companion, protection = opened
        await companion.aclose()
        return protection

    try:
        protection = qloop.run_until_complete(scenario())
    finally:
        keyring.set_keyring(previous)
    assert "passphrase" in protection
    with MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE) as store:
        assert store.conversations() == []
