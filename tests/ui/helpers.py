"""What the UI tests share: a companion over real SQLite and a fake server, the window
on it, typing and sending through real key events, and clicking links in a document."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from app.config import Paths, Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, ConsentBroker, FixedConsent
from app.ui.chat_window import MainWindow
from app.ui.shell import Shell
from app.ui.tasks import settle
from tests.helpers import TEST_PASSPHRASE
from workers import WorkerSpec


def ollama_settings(url: str, model: str | None = None, **extra: object) -> Settings:
    spec = WorkerSpec(id="local", kind="ollama", base_url=url, model=model)
    return Settings.model_validate({"workers": [spec.model_dump()], **extra})


# Companions a test opened and has not closed: the qloop fixture closes them, so a
# failing test does not leak its database and sockets into the next one.
OPEN: list[Companion] = []


async def open_companion(
    home: Path,
    settings: Settings,
    consent: ConsentBroker | None = None,
    agents_file: Path | None = None,
) -> Companion:
    companion = await Companion.open(
        settings,
        home / "ares.db",
        consent or FixedConsent(ConsentAnswer.PSEUDONYMISE),
        passphrase=TEST_PASSPHRASE,
        agents_file=agents_file,
    )
    OPEN.append(companion)
    return companion


async def open_shell(qtbot: QtBot, home: Path, settings: Settings) -> Shell:
    """The whole desktop shell on a fresh companion, started (offscreen: no tray)."""
    shell = Shell(await open_companion(home, settings), Paths(home=home))
    for widget in (shell.window, shell.quick):
        qtbot.addWidget(widget)
    shell.start()
    return shell


async def close_companion(companion: Companion) -> None:
    if companion in OPEN:
        OPEN.remove(companion)
    await companion.aclose()


async def close_companions() -> None:
    while OPEN:
        await OPEN.pop().aclose()


async def open_window(
    qtbot: QtBot,
    home: Path,
    settings: Settings,
    consent: ConsentBroker | None = None,
    agents_file: Path | None = None,
) -> MainWindow:
    window = MainWindow(await open_companion(home, settings, consent, agents_file))
    qtbot.addWidget(window)
    window.show()
    return window


async def close_window(window: MainWindow) -> None:
    await settle()
    await close_companion(window.companion)


async def type_and_send(qtbot: QtBot, window: MainWindow, text: str) -> object:
    ended: asyncio.Future[object] = asyncio.get_running_loop().create_future()
    window.turn_ended.connect(lambda event: ended.done() or ended.set_result(event))
    qtbot.keyClicks(window.composer, text)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    event = await asyncio.wait_for(ended, 20)
    while window.busy:
        await asyncio.sleep(0.01)
    return event


async def wait_for(condition: object, timeout: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.01)


def anchor_point(view: QTextBrowser, href: str) -> QPoint:
    """Where on the viewport the link to ``href`` is drawn."""
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position() + 1)
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                return view.cursorRect(cursor).center()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


def click_anchor(qtbot: QtBot, view: QTextBrowser, href: str) -> None:
    point = anchor_point(view, href)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hrefs(view: QTextBrowser) -> list[str]:
    found = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href:
                found.append(href)
            it += 1
        block = block.next()
    return found
