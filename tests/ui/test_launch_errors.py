"""What the window says when it cannot start: the person reads why, and ARES exits 2."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.ui.launch import launch
from app.ui.startup_window import StartupWindow
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
