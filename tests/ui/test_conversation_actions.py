"""The conversation list as a person uses it: a new conversation gets a title from the
local model; renamed in place (F2), pinned to the top from its menu (kept across
starts), exported as Markdown through the file dialog, deleted after asking; a long
title never brings a sideways scroll bar."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from app.controller.records import MemoryStoreError
from app.ui.preferences import load_preferences
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_window, ollama_settings, open_shell, type_and_send, wait_for
from tests.ui.test_views import save_through_dialog, top_level


def titles(shell: object) -> list[str]:
    items = shell.window.conversations.list  # type: ignore[attr-defined]
    return [items.item(row).text() for row in range(items.count())]


def test_a_conversation_is_titled_renamed_pinned_exported_and_deleted(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        window = shell.window
        listing = window.conversations
        fake_ollama.script_reply(["Service the boiler."])
        await type_and_send(qtbot, window, "When should the boiler be serviced next?")
        # The local model's answer to the title request names it (the fake says the
        # same to both requests).
        await wait_for(lambda: titles(shell) == ["Service the boiler"])
        boiler = window.conversation_id
        window.new_conversation()
        fake_ollama.script_reply(["Porto in spring"])
        await type_and_send(qtbot, window, "Plan a weekend in Porto")
        await wait_for(lambda: titles(shell) == ["Porto in spring", "Service the boiler"])

        # Rename in place: F2, type, Enter.
        listing.list.setFocus()
        listing.list.setCurrentRow(1)
        qtbot.keyClick(listing.list, Qt.Key.Key_F2)
        editor = listing.list.findChild(QLineEdit)
        assert editor is not None and editor.isVisible()
        editor.selectAll()
        qtbot.keyClicks(editor, "Boiler, yearly service")
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        await wait_for(lambda: "Boiler, yearly service" in titles(shell))
        assert (await window.companion.records.conversation(boiler)).title == (
            "Boiler, yearly service"
        )

        # Pin it from its menu: first in the list, with the mark, and kept in ui.toml.
        listing.list.setCurrentRow(titles(shell).index("Boiler, yearly service"))
        rect = listing.list.visualItemRect(listing.list.currentItem())
        listing.list.customContextMenuRequested.emit(rect.center())
        menu_texts = [a.text() for a in listing.menu.actions() if a.text()]
        assert menu_texts == ["&Rename", "&Pin to the top", "&Export as Markdown…", "&Delete…"]
        listing.actions_["pin"].trigger()
        await wait_for(lambda: titles(shell)[0] == "Boiler, yearly service")
        assert not listing.list.item(0).icon().isNull()
        assert load_preferences(ares_home).pinned == [boiler]

        # Export as Markdown through the file dialog.
        target = tmp_path / "boiler.md"
        exporting = asyncio.ensure_future(listing.export(boiler))
        # It suggests the title as the file name, in the documents folder.
        assert await save_through_dialog(qtbot, target) == "Boiler, yearly service.md"
        assert await exporting
        text = target.read_text("utf-8")
        assert target.stat().st_mode & 0o077 == 0  # decrypted text: for the person only
        assert text.startswith("# Boiler, yearly service\n")
        assert "When should the boiler be serviced next?" in text and "## ARES (local)" in text

        # Delete: Esc keeps it; Delete removes it and what it held.
        await window.open_conversation(boiler)
        deleting = asyncio.ensure_future(listing.delete(boiler))
        await wait_for(lambda: top_level(QMessageBox) is not None)
        box = top_level(QMessageBox)
        assert isinstance(box, QMessageBox)
        assert "Boiler, yearly service" in box.text() and "ledger keeps" in box.text()
        qtbot.keyClick(box, Qt.Key.Key_Escape)
        assert not await deleting and "Boiler, yearly service" in titles(shell)
        listing.list.setCurrentRow(0)
        window.activateWindow()
        listing.list.setFocus()
        await wait_for(lambda: listing.list.hasFocus())
        qtbot.keyClick(listing.list, Qt.Key.Key_Delete)  # the key asks the same
        await wait_for(lambda: top_level(QMessageBox) is not None)
        box = top_level(QMessageBox)
        assert isinstance(box, QMessageBox)
        next(b for b in box.buttons() if b.text() == "Delete").click()
        await wait_for(lambda: titles(shell) == ["Porto in spring"])
        try:
            await window.companion.records.conversation(boiler)
            raise AssertionError("the conversation is still in memory")
        except MemoryStoreError:
            pass
        assert window.conversation_id is None  # it was open: the window starts afresh
        await wait_for(lambda: window.view.welcoming)
        assert load_preferences(ares_home).pinned == []
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_a_long_title_is_elided_not_scrolled_sideways(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    long_title = "A very long conversation title " * 6

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        shell.window.auto_title = False
        await type_and_send(qtbot, shell.window, "Hello")
        cid = shell.window.conversation_id
        assert cid is not None
        await shell.window.companion.records.rename_conversation(cid, long_title)
        await shell.window.conversations.refresh()
        await asyncio.sleep(0.05)  # a layout pass
        listing = shell.window.conversations.list
        assert not listing.horizontalScrollBar().isVisible()
        assert listing.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        assert long_title.strip() in listing.item(0).toolTip()  # the whole title on hover
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
