"""The shell offscreen: tray menu and its slots, local-only mode, the emergency stop,
the quick prompt, closing with and without a tray, and the quick-prompt shortcut."""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.controller.events import TurnFailed, TurnFinished
from app.ui import theme
from app.ui.preferences import Preferences, save_preferences
from app.ui.shell import NO_TRAY_NOTICE
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.ui.helpers import close_window, ollama_settings, open_shell, type_and_send, wait_for
from workers import WorkerSpec


def two_workers(ollama: str, openai: str) -> Settings:
    return Settings(
        workers=[
            WorkerSpec(id="local", kind="ollama", base_url=ollama),
            WorkerSpec(
                id="gpt", kind="openai", base_url=openai, model="gpt-4o-mini",
                privacy_class="approved_provider",
            ),
        ]
    )  # fmt: skip


def test_tray_menu_and_local_only_mode(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
) -> None:
    fake_openai.api_key = None

    async def scenario() -> None:
        shell = await open_shell(
            qtbot, ares_home, two_workers(fake_ollama.url, fake_openai.base_url)
        )
        texts = [a.text() for a in shell.tray.menu.actions() if a.text()]
        assert texts == [
            "Quick prompt", "Open ARES", "Control Center",
            "Local-only mode", "Emergency stop", "Quit",
        ]  # fmt: skip
        window = shell.window
        assert window.worker_picker.itemText(2) == "gpt — gpt-4o-mini (cloud)"
        # No model configured: the one Ollama uses is named once it has answered.
        await wait_for(lambda: window.worker_picker.itemText(1) == "local — llama3.2:3b (local)")
        shell.tray.local_only_action.trigger()
        assert shell.companion.policy.local_only
        assert window.actions_["local_only"].isChecked()
        saved = tomllib.loads((ares_home / "config.toml").read_text())
        assert saved["local_only"] is True
        window.worker_picker.setCurrentIndex(window.worker_picker.findData("gpt"))
        refused = await type_and_send(qtbot, window, "Hello cloud")
        assert isinstance(refused, TurnFailed) and "Local-only" in refused.error
        window.actions_["local_only"].trigger()  # off again, from the window's menu
        assert not shell.tray.local_only_action.isChecked()
        window.composer.clear()
        answered = await type_and_send(qtbot, window, "Hello cloud")
        assert isinstance(answered, TurnFinished) and answered.worker_id == "gpt"
        await close_window(window)

    qloop.run_until_complete(scenario())
    assert len(fake_openai.requests_to("/v1/chat/completions")) == 1


def test_emergency_stop_cancels_refuses_and_resumes(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, two_workers(fake_ollama.url, "http://x"))
        window = shell.window
        fake_ollama.script_reply([f"w{n} " for n in range(100)], delay=0.05)
        sending = asyncio.ensure_future(type_and_send(qtbot, window, "Long answer please"))
        await wait_for(lambda: "w1 " in window.view.toPlainText())
        shell.tray.emergency_action.trigger()
        assert await sending is None  # the turn was cancelled
        assert window.banner.isVisible()
        assert shell.tray.emergency_action.text() == "Resume after emergency stop"
        assert "Stopped — this answer is incomplete." in window.view.toPlainText()
        fake_ollama.script_reply(["ok"])
        refused = await type_and_send(qtbot, window, "Anything?")
        assert isinstance(refused, TurnFailed)
        qtbot.mouseClick(window.resume_button, Qt.MouseButton.LeftButton)
        assert not window.banner.isVisible() and not shell.companion.stopped
        window.composer.clear()
        assert isinstance(await type_and_send(qtbot, window, "Anything?"), TurnFinished)
        await close_window(window)

    qloop.run_until_complete(scenario())


def test_quick_prompt_answers_inline_and_continues_in_the_window(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply(["Paris", " is the capital."])

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, two_workers(fake_ollama.url, "http://x"))
        shell.window.hide()
        shell.tray.quick_action.trigger()
        quick = shell.quick
        assert quick.isVisible()
        flags = quick.windowFlags()
        assert flags & Qt.WindowType.FramelessWindowHint
        assert flags & Qt.WindowType.WindowStaysOnTopHint
        answered: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        quick.answered.connect(lambda e: answered.done() or answered.set_result(e))
        qtbot.keyClicks(quick.input, "Capital of France?")
        qtbot.keyClick(quick.input, Qt.Key.Key_Return)
        assert isinstance(await asyncio.wait_for(answered, 10), TurnFinished)
        assert "Paris is the capital." in quick.view.toPlainText()
        conversation = quick.conversation_id
        qtbot.mouseClick(quick.continue_button, Qt.MouseButton.LeftButton)
        assert not quick.isVisible() and shell.window.isVisible()
        await wait_for(lambda: shell.window.conversation_id == conversation)
        await wait_for(lambda: "Paris is the capital." in shell.window.view.toPlainText())
        qtbot.keyClick(quick.input, Qt.Key.Key_Escape)
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_without_a_tray_closing_quits_and_ares_says_so_once(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        settings = two_workers(fake_ollama.url, "http://x")
        shell = await open_shell(qtbot, ares_home, settings)
        assert not shell.has_tray  # offscreen has no tray host
        assert NO_TRAY_NOTICE in shell.window.view.toPlainText()
        quits: list[bool] = []
        shell.quit_requested.connect(lambda: quits.append(True))
        shell.window.close()
        assert quits == [True]
        await close_window(shell.window)
        again = await open_shell(qtbot, ares_home, settings)
        assert NO_TRAY_NOTICE not in again.window.view.toPlainText()
        again.window.keep_in_tray = True  # as with a tray host: closing only hides
        again.quit_requested.connect(lambda: quits.append(True))
        again.window.close()
        assert not again.window.isVisible() and quits == [True]
        await close_window(again.window)

    qloop.run_until_complete(scenario())


def test_quick_prompt_shortcut_is_off_by_default_and_rebindable(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        settings = two_workers(fake_ollama.url, "http://x")
        shell = await open_shell(qtbot, ares_home, settings)
        assert not shell.shortcut.enabled
        await close_window(shell.window)
        save_preferences(ares_home, Preferences(shortcut_enabled=True, shortcut="Ctrl+Alt+K"))
        shell = await open_shell(qtbot, ares_home, settings)
        assert shell.shortcut.enabled and shell.shortcut.keys == "Ctrl+Alt+K"
        shell.window.activateWindow()
        shell.shortcut.shortcut.activated.emit()
        assert shell.quick.isVisible()
        shell.quick.hide()
        assert not shell.shortcut.bind("", True) and not shell.shortcut.enabled
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_the_theme_follows_the_system_colour_scheme(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Offscreen, the platform cannot switch its scheme: the test stands in for it by
    answering "dark" and announcing the change as the platform would."""
    hints = QGuiApplication.styleHints()

    async def scenario() -> list[int]:
        shell = await open_shell(qtbot, ares_home, two_workers(fake_ollama.url, "http://x"))
        assert shell.prefs.theme == "system"
        lightness = [QApplication.palette().window().color().lightness()]
        monkeypatch.setattr(theme, "system_is_dark", lambda: True)
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        lightness.append(QApplication.palette().window().color().lightness())
        monkeypatch.setattr(theme, "system_is_dark", lambda: False)
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        lightness.append(QApplication.palette().window().color().lightness())
        await close_window(shell.window)
        return lightness

    light, dark, light_again = qloop.run_until_complete(scenario())
    assert light > 200 and dark < 80 and light_again == light


def test_the_rules_compile_when_the_person_starts_typing(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    """An ARES that waits in the tray keeps the Trust Engine's rules out of memory; the
    first key typed compiles them while the message is written."""

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        engine = shell.companion.engine
        await asyncio.sleep(0.5)  # the start's own work is done
        assert not engine.prepared
        qtbot.keyClicks(shell.window.composer, "my wifi pass")
        assert shell.engine_ready is not None
        await shell.engine_ready
        assert engine.prepared
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
