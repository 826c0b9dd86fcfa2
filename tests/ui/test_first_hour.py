"""What a new user notices in the first hour: the first Enter after the welcome sends;
Help has About and the shortcuts; the ledger and memory windows are real windows with a
Close button and say so when empty; nothing touches the window's edges; a status line
does not go stale; the picker names models; the Ollama form asks only what Ollama needs;
each answer says how long it took (and its tokens and cost when the worker reports them)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from app.config import Paths
from app.controller.events import TurnFinished
from app.ui import launch
from app.ui.about_dialog import AboutDialog
from app.ui.answer_figures import figures
from app.ui.first_run import FirstRunDialog
from app.ui.help_dialogs import ShortcutsDialog
from app.ui.ledger_view import LedgerView
from app.ui.memory_view import MemoryView
from app.ui.settings_dialog import SettingsDialog
from app.ui.shell import Shell
from app.ui.tasks import spawn
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_window, ollama_settings, open_companion, wait_for
from workers import Cost


async def open_shell(qtbot: QtBot, home: Path, url: str) -> Shell:
    shell = Shell(await open_companion(home, ollama_settings(url)), Paths(home=home))
    qtbot.addWidget(shell.window)
    qtbot.addWidget(shell.quick)
    shell.start()
    return shell


def test_the_first_enter_after_the_welcome_sends(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> object:
        shell = await open_shell(qtbot, ares_home, fake_ollama.url)
        welcome = spawn(launch._welcome(shell, "Encrypted with your passphrase."))
        await wait_for(
            lambda: any(
                isinstance(w, FirstRunDialog) and w.isVisible()
                for w in QApplication.topLevelWidgets()
            )
        )
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, FirstRunDialog))
        dialog.activateWindow()
        await wait_for(lambda: QApplication.activeWindow() is dialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # "Start"
        await welcome
        ended: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        shell.window.turn_ended.connect(lambda e: ended.done() or ended.set_result(e))
        await wait_for(lambda: QApplication.focusWidget() is shell.window.composer)
        qtbot.keyClicks(QApplication.focusWidget(), "hello")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        event = await asyncio.wait_for(ended, 20)
        await close_window(shell.window)
        return event

    assert isinstance(qloop.run_until_complete(scenario()), TurnFinished)


def test_help_has_about_and_the_shortcuts(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> tuple[str, list[tuple[str, str]]]:
        shell = await open_shell(qtbot, ares_home, fake_ollama.url)
        menus = [a.text() for a in shell.window.menuBar().actions()]
        assert menus[-1] == "&Help"
        shell.window.actions_["about"].trigger()
        about = shell.windows["about"]
        assert isinstance(about, AboutDialog) and about.isVisible()
        text = " ".join((about.summary.text(), about.places.text(), about.licences.toPlainText()))
        shell.window.actions_["shortcuts"].trigger()
        sheet = shell.windows["shortcuts"]
        assert isinstance(sheet, ShortcutsDialog) and sheet.isVisible()
        table = sheet.table
        rows = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
        await close_window(shell.window)
        return text, rows

    text, rows = qloop.run_until_complete(scenario())
    assert "ARES 0.1.0" in text and "Where your data lives" in text
    assert str(ares_home / "ares.db") in text and "PySide6" in text
    assert ("Quit", "Ctrl+Q") in rows and ("Send the message", "Enter") in rows
    assert ("Emergency stop", "Ctrl+Shift+E") in rows and ("Keyboard shortcuts", "F1") in rows


def test_ledger_and_memory_are_windows_of_their_own_with_a_close_button(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, fake_ollama.url)
        shell.window.move(100, 80)
        menu_bottom = shell.window.mapToGlobal(QPoint(0, shell.window.menuBar().height())).y()
        for name, kind, empty in (
            ("ledger", LedgerView, "Nothing has left this device yet."),
            ("memory", MemoryView, "ARES remembers no facts about you yet. Add one below."),
        ):
            shell.window.actions_[name].trigger()
            view = shell.windows[name]
            assert isinstance(view, kind) and view.isWindow() and view.isVisible()
            assert view.geometry().top() > menu_bottom  # clear of the main window's menus
            note = view.empty if isinstance(view, LedgerView) else view.no_facts
            await wait_for(note.isVisible)
            assert note.text() == empty
            close = next(b for b in view.findChildren(QPushButton) if b.text() == "Close")
            close.click()
            assert not view.isVisible()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_nothing_touches_the_window_edges(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, fake_ollama.url)
        window = shell.window
        await asyncio.sleep(0.05)
        for widget in (window.conversations, window.status, window.send_button):
            box = widget.geometry().translated(widget.parentWidget().mapTo(window, QPoint()))
            assert box.left() >= 6 and box.bottom() <= window.height() - 6
            assert box.right() <= window.width() - 6
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_saving_the_theme_does_not_leave_a_stale_status(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> str:
        shell = await open_shell(qtbot, ares_home, fake_ollama.url)
        shell.window.actions_["settings"].trigger()
        dialog = shell.windows["settings"]
        assert isinstance(dialog, SettingsDialog)
        dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        dialog.save_button.click()
        assert dialog.saving is not None and await dialog.saving
        status = shell.window.status.text()
        await close_window(shell.window)
        return status

    assert qloop.run_until_complete(scenario()) == "Settings saved."


def test_the_ollama_form_asks_only_what_ollama_needs(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, fake_ollama.url)
        shell.window.actions_["settings"].trigger()
        dialog = shell.windows["settings"]
        assert isinstance(dialog, SettingsDialog)
        editor = dialog.workers
        assert editor.kind.currentText() == "ollama"
        shown = {n: editor.fields[n].isVisibleTo(editor) for n in ("command", "key", "model")}
        assert shown == {"command": False, "key": False, "model": True}
        assert not editor.api_key.isVisibleTo(editor)
        editor.kind.setCurrentText("openai")
        assert editor.api_key.isVisibleTo(editor) and not editor.fields["command"].isVisibleTo(
            editor
        )
        dialog.close()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_answer_figures_say_tokens_speed_time_and_cost_when_known() -> None:
    cost = Cost(tokens_in=1200, tokens_out=300, money=0.0021, currency="USD")
    assert figures(cost, 10.0) == "1,200 tokens in, 300 out · 30.0 tok/s · 10.0 s · 0.0021 USD"
    assert figures(None, 1.25) == "1.2 s" and figures(None, 0.042) == "42 ms"
    assert figures({"tokens_in": 5, "tokens_out": 2}, None) == "5 tokens in, 2 out"
