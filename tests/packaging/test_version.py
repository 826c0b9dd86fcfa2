"""``ares --version`` and Help → About: the version, the build, and each bundled
component with its licence, read from the installed distributions' metadata."""

from __future__ import annotations

import asyncio
import re
from importlib import metadata
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.controller.about import build_info, components
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import run_ares
from tests.packaging.test_desktop_files import project_version
from tests.ui.helpers import close_window, ollama_settings, open_shell


def test_version_names_version_build_and_every_runtime_dependency(ares_home: Path) -> None:
    done = run_ares(ares_home, "--version")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # From a checkout: the commit; the bundle says "bundle <commit>, built <date>".
    assert re.fullmatch(rf"ARES {re.escape(project_version())} \(git [0-9a-f]{{12}}\)", lines[0])
    listed = {line.split()[0] for line in lines[2:]}
    declared = {
        re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0]
        for r in metadata.requires("ares-companion") or []
        if "extra ==" not in r
    }
    names = {metadata.distribution(d).name for d in declared}
    assert names <= listed, f"missing: {names - listed}"
    assert not {"pytest", "mypy", "pyinstaller", "ruff"} & {n.lower() for n in listed}
    pyside = next(line for line in lines if line.strip().startswith("PySide6_Essentials"))
    assert "LGPL-3.0-only" in pyside
    assert not done.stderr


def test_every_component_says_its_licence() -> None:
    unknown = [c.name for c in components() if c.licence == "see its licence file"]
    assert not unknown, f"no licence found in the metadata of {unknown}"


def test_about_dialog_shows_the_same(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        shell.window.actions_["about"].trigger()
        dialog = shell.windows["about"]
        assert dialog.isVisible() and dialog.windowTitle() == "About ARES"
        info = build_info()
        assert info.build in dialog.summary.text() and info.version in dialog.summary.text()
        assert dialog.licences.toPlainText().splitlines() == info.licence_lines()
        dialog.reject()
        await close_window(shell.window)

    qloop.run_until_complete(scenario())
