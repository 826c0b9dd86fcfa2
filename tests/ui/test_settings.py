"""Settings through the real dialog: workers (add, test, key to the real keyring and
never shown), privacy (local-only, raised classes, private vocabulary), theme, shortcut;
saved to config.toml and applied to the running companion."""

from __future__ import annotations

import asyncio
import tomllib
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from app.config import Paths
from app.controller.events import TurnFinished
from app.ui.settings_dialog import SettingsDialog
from app.ui.shell import Shell
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.ui.helpers import close_window, ollama_settings, open_companion, type_and_send, wait_for
from trust import Action, PrivacyClass, Sensitivity
from workers import keys

SECRET = "sk-live-ARESUI-0a1b2c3d4e5f60718293"


@pytest.fixture
def no_keyring() -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


async def open_settings(qtbot: QtBot, home: Path, url: str) -> tuple[Shell, SettingsDialog]:
    shell = Shell(await open_companion(home, ollama_settings(url)), Paths(home=home))
    qtbot.addWidget(shell.window)
    qtbot.addWidget(shell.quick)
    shell.start()
    shell.window.actions_["settings"].trigger()
    dialog = shell.windows["settings"]
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    return shell, dialog


def add_openai_worker(qtbot: QtBot, dialog: SettingsDialog, url: str, key: str = "") -> None:
    editor = dialog.workers
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    editor.fields["id"].clear()
    qtbot.keyClicks(editor.fields["id"], "gpt")
    editor.kind.setCurrentText("openai")
    qtbot.keyClicks(editor.fields["model"], "gpt-4o-mini")
    qtbot.keyClicks(editor.fields["base_url"], url)
    editor.privacy.setCurrentText("approved_provider")
    if key:
        qtbot.keyClicks(editor.api_key, key)


async def save(dialog: SettingsDialog) -> bool:
    """Clicks Save and waits for the save it started; True when it went through."""
    dialog.save_button.click()
    assert dialog.saving is not None
    return await dialog.saving


def test_privacy_theme_and_workers_are_saved_and_applied(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
    no_keyring: None,
) -> None:
    fake_openai.api_key = None  # a keyless server: no keyring needed

    async def scenario() -> None:
        shell, dialog = await open_settings(qtbot, ares_home, fake_ollama.url)
        add_openai_worker(qtbot, dialog, fake_openai.base_url)
        dialog.workers.test_button.click()
        await wait_for(lambda: dialog.workers.result.text().startswith("Connected"))
        assert shell.companion.settings.workers[-1].id == "local"  # testing changed nothing
        dialog.tabs.setCurrentIndex(1)
        dialog.local_only.click()
        dialog.add_override("EMAIL", "sensitive")
        cell = dialog.rule_pickers[(Sensitivity.PERSONAL, PrivacyClass.APPROVED_PROVIDER)]
        assert [cell.itemData(i) for i in range(cell.count())] == [
            "send",
            "consent",
            "pseudonymise",
        ]
        cell.setCurrentIndex(cell.findData(Action.PSEUDONYMISE))
        strict = dialog.rule_pickers[(Sensitivity.SENSITIVE, PrivacyClass.EXTERNAL_PROVIDER)]
        assert strict.findData(Action.SEND) == -1  # never looser than the matrix
        qtbot.keyClicks(dialog.terms, "Project Nightjar")
        qtbot.keyClick(dialog.terms, Qt.Key.Key_Return)
        qtbot.keyClicks(dialog.terms, "Annika")
        dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        dialog.shortcut_on.setChecked(True)
        assert await save(dialog)
        companion = shell.companion
        assert [w.id for w in companion.settings.workers] == ["local", "gpt"]
        assert companion.policy.local_only and companion.policy.overrides == {"EMAIL": "sensitive"}
        assert companion.policy.action("personal", "approved_provider") is Action.PSEUDONYMISE
        kinds = {f.kind for f in companion.engine.classify("Ask Annika about it").findings}
        assert "PRIVATE_TERM" in kinds
        assert shell.window.worker_picker.findText("gpt — gpt-4o-mini (cloud)") >= 0
        assert shell.window.actions_["local_only"].isChecked()
        assert QApplication.palette().window().color().lightness() < 80  # dark
        assert shell.shortcut.enabled
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
    saved = tomllib.loads((ares_home / "config.toml").read_text())
    assert saved["local_only"] is True and saved["overrides"] == {"EMAIL": "sensitive"}
    assert saved["rules"] == {"personal": {"approved_provider": "pseudonymise"}}
    assert saved["private_terms"] == ["Project Nightjar", "Annika"]
    assert [w["id"] for w in saved["workers"]] == ["local", "gpt"]
    ui = tomllib.loads((ares_home / "ui.toml").read_text())
    assert ui["theme"] == "dark" and ui["shortcut_enabled"] is True


def test_bad_settings_say_what_is_wrong_and_save_nothing(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama,
    no_keyring: None,
) -> None:  # fmt: skip
    async def scenario() -> None:
        shell, dialog = await open_settings(qtbot, ares_home, fake_ollama.url)
        dialog.add_override("AWS_KEY", "public")  # a secret kind cannot be lowered
        assert not await save(dialog)
        assert "cannot be lowered" in dialog.error.text()
        dialog.overrides.removeRow(0)
        add_openai_worker(qtbot, dialog, "http://127.0.0.1:9/v1", key="sk-something")
        assert not await save(dialog)
        assert "No usable OS keyring" in dialog.error.text()
        dialog.workers.fields["id"].clear()
        qtbot.keyClicks(dialog.workers.fields["id"], "bad id!")
        assert not await save(dialog)
        assert "bad id!" in dialog.error.text()
        dialog.reject()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
    assert not (ares_home / "config.toml").exists()


@pytest.fixture
def clean_keys(real_keyring: object) -> Iterator[None]:
    yield
    keys.delete_key("gpt")


def test_api_key_goes_to_the_real_keyring_and_is_never_shown(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
    clean_keys: None,
) -> None:
    fake_openai.api_key = SECRET

    async def scenario() -> list[str]:
        shell, dialog = await open_settings(qtbot, ares_home, fake_ollama.url)
        add_openai_worker(qtbot, dialog, fake_openai.base_url, key=SECRET)
        assert dialog.workers.api_key.echoMode() == QLineEdit.EchoMode.Password
        dialog.workers.test_button.click()
        await wait_for(lambda: dialog.workers.result.text().startswith(("Connected", "Not")))
        assert dialog.workers.result.text().startswith("Connected"), dialog.workers.result.text()
        assert await save(dialog)
        assert keys.get_key("gpt") == SECRET
        shell.window.actions_["settings"].trigger()
        again = shell.windows["settings"]
        assert isinstance(again, SettingsDialog)
        again.workers.list.setCurrentRow(1)
        assert again.workers.api_key.text() == ""
        assert "stored in the keyring" in again.workers.api_key.placeholderText()
        shown = [w.text() for w in again.findChildren(QLineEdit)]
        again.reject()
        window = shell.window
        window.worker_picker.setCurrentIndex(window.worker_picker.findData("gpt"))
        event = await type_and_send(qtbot, window, "Hello")
        assert isinstance(event, TurnFinished)
        await close_window(window)
        return shown

    shown = qloop.run_until_complete(scenario())
    assert all(SECRET not in text for text in shown)
    for path in ares_home.rglob("*"):
        if path.is_file():
            assert SECRET.encode() not in path.read_bytes(), path
