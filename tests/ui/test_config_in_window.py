"""config.toml and the window: Settings → Save keeps the hand-edited file, a file edited
on disk while ARES runs is read again, and a save over such an edit is refused with an
offer to reload."""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.config import Paths, load_settings
from app.ui.settings_dialog import SettingsDialog
from app.ui.shell import Shell
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import hand_edited, write_config
from tests.ui.helpers import close_window, open_companion, wait_for
from tests.ui.test_settings import save


async def open_shell(qtbot: QtBot, home: Path) -> Shell:
    paths = Paths(home=home)
    shell = Shell(await open_companion(home, load_settings(paths)), paths)
    qtbot.addWidget(shell.window)
    qtbot.addWidget(shell.quick)
    shell.start()
    return shell


def open_dialog(shell: Shell) -> SettingsDialog:
    shell.window.actions_["settings"].trigger()
    dialog = shell.windows["settings"]
    assert isinstance(dialog, SettingsDialog)
    return dialog


def test_saving_in_the_dialog_changes_only_what_was_changed(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    original = hand_edited(fake_ollama.url)
    path = write_config(ares_home, original)

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home)
        dialog = open_dialog(shell)
        dialog.local_only.setChecked(True)
        assert await save(dialog)
        text = path.read_text(encoding="utf-8")
        assert text == original.replace("local_only = false", "local_only = true")
        assert tomllib.loads(text)["default_worker"] == "local"
        assert (ares_home / "config.toml.bak").read_text(encoding="utf-8") == original
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_a_file_edited_on_disk_while_ares_runs_is_read_again(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    path = write_config(ares_home, hand_edited(fake_ollama.url))

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home)
        path.write_text(
            'private_terms = ["Nightjar"]\n' + hand_edited(fake_ollama.url), encoding="utf-8"
        )
        await wait_for(lambda: shell.companion.settings.private_terms == ["Nightjar"])
        assert "changed on disk: reloaded" in shell.window.status.text()
        finding = shell.companion.engine.classify("about Nightjar").findings
        assert [f.kind for f in finding] == ["PRIVATE_TERM"]
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_saving_over_an_edit_on_disk_is_refused_and_reload_is_offered(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    path = write_config(ares_home, hand_edited(fake_ollama.url))

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home)
        dialog = open_dialog(shell)
        dialog.local_only.setChecked(True)
        edited = hand_edited(fake_ollama.url).replace("0.6", "0.8")
        path.write_text(edited, encoding="utf-8")
        await wait_for(dialog.reload_button.isVisible)
        assert not await save(dialog)
        assert "changed on disk" in dialog.error.text()
        assert path.read_text(encoding="utf-8") == edited
        dialog.reload_button.click()
        await wait_for(lambda: shell.windows.get("settings") not in (None, dialog))
        reopened = shell.windows["settings"]
        assert isinstance(reopened, SettingsDialog) and reopened.isVisible()
        assert shell.companion.settings.worker("cloud").price_out_per_mtok == 0.8
        reopened.close()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_a_new_worker_is_the_strictest_cloud_class_until_chosen(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, hand_edited(fake_ollama.url))

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home)
        dialog = open_dialog(shell)
        dialog.workers.add_button.click()
        assert dialog.workers.privacy.currentText() == "external_provider"
        assert await save(dialog)
        assert shell.companion.settings.worker("worker1").privacy == "external_provider"
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
