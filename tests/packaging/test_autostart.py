"""Start ARES in the tray at login: the XDG autostart entry written and removed (in a
temporary XDG_CONFIG_HOME), through the module and through the Settings checkbox."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.config import default_home
from app.controller import autostart
from app.ui.settings_dialog import SettingsDialog
from app.ui.shell import Shell
from tests.fakes.ollama_server import FakeOllama
from tests.packaging.test_desktop_files import validate, validator
from tests.ui.helpers import close_window, ollama_settings, open_shell


@pytest.fixture
def config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "xdg-config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    return folder


def test_enable_writes_a_valid_login_entry_running_this_ares_in_the_tray(
    config_home: Path,
) -> None:
    path = autostart.enable()
    assert path == config_home / "autostart" / "ares.desktop" and autostart.is_enabled()
    done = validate(validator("desktop-file-validate"), str(path))
    assert done.returncode == 0, done.stdout
    exec_line = next(line for line in path.read_text().splitlines() if line.startswith("Exec="))
    assert exec_line == f"Exec={autostart.exec_line([*autostart.launcher(), '--tray'])}"
    assert autostart.launcher() == [str(Path(sys.executable).with_name("ares"))]  # the venv's


def test_a_home_other_than_the_default_goes_into_the_entry(config_home: Path) -> None:
    other = autostart.enable(home=Path("/srv/ares home"), command=["/opt/ares/ares"])
    assert 'Exec=/opt/ares/ares --home "/srv/ares home" --tray\n' in other.read_text()
    usual = autostart.enable(home=default_home(), command=["/opt/ares/ares"])
    assert "Exec=/opt/ares/ares --tray\n" in usual.read_text()


def test_awkward_executable_paths_are_quoted_as_the_spec_says(config_home: Path) -> None:
    path = autostart.enable(command=['/opt/My "ARES" $HOME\\100%/ares'])
    text = path.read_text()
    # Spec: quote, backslash before " ` $ \, then the string escape doubles backslashes;
    # % becomes %% (a field code otherwise).
    assert 'Exec="/opt/My \\\\"ARES\\\\" \\\\$HOME\\\\\\\\100%%/ares" --tray\n' in text
    done = validate(validator("desktop-file-validate"), str(path))
    assert done.returncode == 0, done.stdout


def test_disable_removes_the_entry_and_is_calm_when_there_is_none(config_home: Path) -> None:
    autostart.enable(command=["/opt/ares/ares"])
    autostart.disable()
    assert not autostart.is_enabled() and not (config_home / "autostart" / "ares.desktop").exists()
    autostart.disable()  # nothing to remove: already what was asked


def test_settings_checkbox_writes_and_removes_the_entry(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    config_home: Path,
) -> None:
    entry = config_home / "autostart" / "ares.desktop"

    async def settings_saved(shell: Shell, check: bool) -> SettingsDialog:
        dialog = shell.open_settings()
        dialog.tabs.setCurrentIndex(2)
        assert dialog.autostart.text() == "Start ARES in the &tray at login"
        if dialog.autostart.isChecked() != check:
            dialog.autostart.click()
        assert await dialog.save(), dialog.error.text()
        return dialog

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        assert not shell.open_settings().autostart.isChecked()
        shell.windows["settings"].reject()
        await settings_saved(shell, True)
        assert f"--home {ares_home} --tray" in entry.read_text()
        assert shell.open_settings().autostart.isChecked()  # shows what is on disk
        shell.windows["settings"].reject()
        await settings_saved(shell, False)
        assert not entry.exists()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())


def test_a_blocked_autostart_folder_is_reported_and_nothing_is_saved(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    config_home: Path,
) -> None:
    config_home.mkdir()
    (config_home / "autostart").write_text("a file where the folder should be")

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        dialog = shell.open_settings()
        dialog.local_only.click()
        dialog.autostart.click()
        assert not await dialog.save()
        assert dialog.error.text().startswith("The login entry could not be changed:")
        assert not shell.companion.settings.local_only  # nothing else was applied
        dialog.reject()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
    assert not (ares_home / "config.toml").exists()


def test_inside_flatpak_the_checkbox_is_off_and_says_why(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    info = tmp_path / ".flatpak-info"
    info.write_text("[Application]\nname=io.github.ares_companion.Ares\n")
    monkeypatch.setattr(autostart, "FLATPAK_INFO", info)

    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        dialog = shell.open_settings()
        assert not dialog.autostart.isEnabled()
        assert "Background portal" in dialog.autostart.toolTip()
        assert await dialog.save(), dialog.error.text()
        dialog.reject()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
    assert not autostart.is_enabled()
