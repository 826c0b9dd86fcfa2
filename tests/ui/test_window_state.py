"""The window comes back as it was left (size, place, the splitter), follows the
system's font when it changes, and the shortcuts sheet names the list's keys."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.message_render import Shown
from app.ui.preferences import load_preferences
from app.ui.startup_window import StartupWindow
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_window, ollama_settings, open_shell


def test_size_place_and_splitter_are_kept_for_the_next_start(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    settings = ollama_settings(fake_ollama.url)

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, settings)
        window = shell.window
        window.setGeometry(40, 30, 720, 520)
        window.splitter.setSizes([310, 400])
        await asyncio.sleep(0.05)
        left = window.splitter.sizes()[0]
        shell.quit()
        assert load_preferences(ares_home).geometry  # written as it closed
        await close_window(window)

        startup = StartupWindow(ares_home)  # the very first frame of the next start
        qtbot.addWidget(startup)
        assert (startup.width(), startup.height()) == (720, 520)
        again = await open_shell(qtbot, ares_home, settings)
        await asyncio.sleep(0.05)
        geometry = again.window.geometry()
        assert (geometry.x(), geometry.y(), geometry.width(), geometry.height()) == (
            40,
            30,
            720,
            520,
        )
        assert again.window.splitter.sizes()[0] == left
        await close_window(again.window)

    qloop.run_until_complete(scenario())


def test_the_conversation_follows_a_change_of_the_system_font(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()

    async def scenario() -> tuple[float, float]:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        view = shell.window.view
        view.show_message(Shown("assistant", "A paragraph.\n\n```sh\nls\n```", note="local"))
        await asyncio.sleep(0.05)
        small = view.document().size().height()
        bigger = QFont(before)
        bigger.setPointSizeF(before.pointSizeF() * 1.6)
        app.setFont(bigger)  # as the desktop does when its font or scaling changes
        await asyncio.sleep(0.1)
        large = view.document().size().height()
        assert "A paragraph." in view.toPlainText()  # drawn again, nothing lost
        await close_window(shell.window)
        return small, large

    try:
        small, large = qloop.run_until_complete(scenario())
    finally:
        app.setFont(before)
    assert large > small * 1.3


def test_the_shortcuts_sheet_names_the_conversation_list_keys(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> list[tuple[str, str]]:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        sheet = shell.open_shortcuts()
        table = sheet.table
        rows = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
        sheet.close()
        await close_window(shell.window)
        return rows

    rows = qloop.run_until_complete(scenario())
    assert ("Rename the conversation (in the list)", "F2") in rows
    assert ("Delete the conversation (in the list)", "Del") in rows
    assert ("Keyboard shortcuts", "F1") in rows
