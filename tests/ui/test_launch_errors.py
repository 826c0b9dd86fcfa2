"""What the window says when it cannot start: the person reads why, and ARES exits 2."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app.config import Paths, Settings
from app.controller import memory_opening
from app.ui.launch import launch, open_memory
from app.ui.startup_window import StartupWindow
from memory import MemoryStore, ScryptCost
from tests.helpers import TEST_PASSPHRASE
from tests.ui.helpers import wait_for


def _error_box() -> QMessageBox | None:
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    return next((b for b in boxes if b.isVisible()), None)


def test_a_config_file_that_is_not_utf8_is_named_in_the_window(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, qapp: QApplication, ares_home: Path
) -> None:
    path = ares_home / "config.toml"
    path.write_bytes('private_terms = ["Zoë"]\n'.encode("latin-1"))
    startup = StartupWindow()
    qtbot.addWidget(startup)

    async def scenario() -> tuple[int, str]:
        running = asyncio.ensure_future(launch(qapp, str(ares_home), startup, asyncio.Event()))
        await wait_for(lambda: _error_box() is not None)
        box = _error_box()
        assert box is not None
        text = box.text()
        box.button(QMessageBox.StandardButton.Ok).click()
        return await running, text

    code, text = qloop.run_until_complete(scenario())
    assert code == 2
    assert str(path) in text and "not UTF-8" in text and "line 1" in text


def _unlock_question() -> QInputDialog | None:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog)]
    return next((w for w in shown if w.isVisible()), None)


@pytest.fixture
def no_keyring() -> Iterator[None]:
    """Memory kept by a passphrase alone: with a keyring, its entry would open it."""
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


@pytest.mark.usefixtures("no_keyring")
def test_a_later_start_whose_memory_began_opening_with_a_wrong_passphrase_asks_again(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path
) -> None:
    """Memory begins opening before the rest of ARES loads; a wrong ARES_PASSPHRASE
    still ends in the unlock question, and the right answer opens what was kept."""
    database = ares_home / "ares.db"
    cheap = ScryptCost(n=2**10, r=8, p=1)
    with MemoryStore.open(database, passphrase=TEST_PASSPHRASE, scrypt_cost=cheap) as store:
        store.create_conversation("Kept from yesterday")
    startup = StartupWindow()
    qtbot.addWidget(startup)

    async def scenario() -> list[str]:
        early = memory_opening.start(database, "not the passphrase")
        assert early is not None
        paths = Paths(home=ares_home)
        opened = asyncio.ensure_future(
            open_memory(Settings(), paths, startup, new=False, opening=early)
        )
        await wait_for(lambda: _unlock_question() is not None)
        assert startup.label.text() == "Your memory is locked."
        dialog = _unlock_question()
        assert dialog is not None
        dialog.setTextValue(TEST_PASSPHRASE)
        dialog.accept()
        result = await asyncio.wait_for(opened, 30)
        assert result is not None
        companion, _protection = result
        titles = [c.title for c in await companion.records.conversations()]
        await companion.aclose()
        return titles

    assert qloop.run_until_complete(scenario()) == ["Kept from yesterday"]
