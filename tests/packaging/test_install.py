"""install.sh and uninstall.sh for one person, with no root, in a temporary HOME: the
bundle, launcher entry, metainfo and icons land under ~/.local and leave again, and
nothing of the person's own (data, other apps' icons and login entries) is touched.

The bundle here is a stand-in executable staged by the same ``stage.sh`` as ``make
dist``; the real bundle goes through these scripts in ``make dist-test``'s smoke test.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from app.controller import autostart
from app.identity import APP_ID
from tests.packaging.test_desktop_files import LINUX, validate, validator


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    folder = tmp_path / "unpacked" / "ares"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "marker").write_text("bundled")
    exe = folder / "ares"
    exe.write_text('#!/bin/sh\necho "stand-in ares $*"\n')
    exe.chmod(0o755)
    subprocess.run(["sh", str(LINUX / "stage.sh"), str(folder)], check=True, timeout=30)
    return folder


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "a home"  # a space, as some people's have: the entry must quote it
    folder.mkdir()
    return folder


def run(script: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": os.environ["PATH"], "LANG": "C.UTF-8"}
    return subprocess.run(
        ["sh", str(script)], capture_output=True, text=True, env=env, timeout=60, check=False
    )


def test_install_puts_bundle_entry_and_icons_under_local_and_uninstall_removes_them(
    bundle: Path, home: Path
) -> None:
    local = home / ".local"
    share = local / "share"
    theirs = share / "icons" / "hicolor" / "48x48" / "apps" / "other-app.png"
    theirs.parent.mkdir(parents=True)
    theirs.write_bytes(b"another app's icon")
    data = share / "ares" / "config.toml"
    data.parent.mkdir(parents=True)
    data.write_text("local_only = true\n")

    done = run(bundle / "install.sh", home)
    assert done.returncode == 0, done.stderr
    lib = local / "lib" / "ares"
    assert (lib / "_internal" / "marker").read_text() == "bundled"
    linked = subprocess.run(
        [str(local / "bin" / "ares"), "--version"], capture_output=True, text=True, check=True
    )
    assert linked.stdout.strip() == "stand-in ares --version"
    installed = share / "applications" / f"{APP_ID}.desktop"
    checked = validate(validator("desktop-file-validate"), str(installed))
    assert checked.returncode == 0, checked.stdout
    text = installed.read_text()
    assert f'Exec="{lib}/ares"\n' in text and f'Exec="{lib}/ares" quick\n' in text
    assert f"TryExec={lib}/ares\n" in text
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in (16, 48, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()

    again = run(bundle / "install.sh", home)  # an update over the same install
    assert again.returncode == 0, again.stderr

    config = {"XDG_CONFIG_HOME": str(home / ".config")}
    ours = autostart.enable(command=[str(lib / "ares")], env=config)
    other = ours.with_name("someone-else.desktop")
    other.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")

    gone = run(lib / "uninstall.sh", home)
    assert gone.returncode == 0, gone.stderr
    assert not lib.exists() and not (local / "bin" / "ares").exists()
    assert not installed.exists() and not (share / "metainfo" / f"{APP_ID}.metainfo.xml").exists()
    assert not [p for p in (share / "icons").rglob(f"{APP_ID}*")]
    assert not ours.exists(), "the login entry for the removed install stays behind"
    assert other.exists() and theirs.read_bytes() == b"another app's icon"
    assert data.read_text() == "local_only = true\n"  # the person's ARES data stays


def test_install_from_a_folder_without_the_bundle_says_so(tmp_path: Path, home: Path) -> None:
    loose = tmp_path / "loose"
    loose.mkdir()
    shutil.copy(LINUX / "install.sh", loose)
    done = run(loose / "install.sh", home)
    assert done.returncode == 1
    assert "run me from an unpacked ARES bundle" in done.stderr
    assert not (home / ".local").exists()


def test_uninstall_when_nothing_is_installed_says_so(home: Path) -> None:
    done = run(LINUX / "uninstall.sh", home)
    assert done.returncode == 1 and "not installed" in done.stderr
