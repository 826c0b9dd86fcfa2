"""Start ARES in the tray at login: the XDG autostart entry written and removed (in a
temporary XDG_CONFIG_HOME), through the module and through the Settings checkbox, and
``ares --tray`` — what the entry runs — starting with only the tray icon."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.cli import _window_launch
from app.config import default_home
from app.controller import autostart
from app.ui.settings_dialog import SettingsDialog
from app.ui.shell import Shell
from tests.conftest import skip_or_fail
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, write_config
from tests.packaging.test_desktop_files import validate, validator
from tests.packaging.xwindows import main_windows, tray_icons, wait_for
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


@pytest.mark.parametrize(
    ("args", "launch"),
    [
        ([], (None, "window")),
        (["--tray"], (None, "tray")),
        (["--home", "/h", "--tray"], ("/h", "tray")),
        (["--tray", "--home", "/h"], ("/h", "tray")),
        (["quick"], (None, "quick")),
        (["--home", "/h", "quick"], ("/h", "quick")),
        (["--tray", "quick"], None),  # contradictory: argparse has the last word
        (["chat", "hi"], None),
        (["--version"], None),
    ],
)
def test_which_arguments_go_straight_to_the_window(
    args: list[str], launch: tuple[str | None, str] | None
) -> None:
    assert _window_launch(args) == launch


@pytest.mark.desktop
def test_ares_tray_shows_only_the_tray_icon_and_a_click_opens_the_window(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    display = os.environ.get("ARES_TEST_DISPLAY", "")
    if not display:
        skip_or_fail("no X server with a tray host; run through .ci/desktop-session")
    write_config(ares_home, ollama_config(fake_ollama.url))
    child = subprocess.Popen(
        [sys.executable, "-m", "app", "--tray"],
        env={**ares_env(ares_home), "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert wait_for(lambda: bool(tray_icons(display)), 60), "no tray icon"
        assert not wait_for(lambda: bool(main_windows(display)), 2), "the window was shown"
        icon = tray_icons(display)[0]
        x, y = icon["X"] + icon["WIDTH"] // 2, icon["Y"] + icon["HEIGHT"] // 2
        subprocess.run(
            ["xdotool", "mousemove", str(x), str(y), "click", "1"],
            env={**os.environ, "DISPLAY": display},
            check=True,
            timeout=10,
        )
        assert wait_for(lambda: bool(main_windows(display)), 15), "a click did not open it"
    finally:
        child.terminate()
        child.communicate(timeout=15)
