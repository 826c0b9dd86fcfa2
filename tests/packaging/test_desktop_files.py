"""The desktop entry, AppStream metainfo and icons in packaging/linux/: valid by the real
validators (desktop-file-validate, appstreamcli), and naming what the app really is —
its window class, its ``ares quick`` command, its version, its icon sizes."""

from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.cli import build_parser
from app.cli import quick as quick_command
from app.identity import APP_ID, WM_CLASS
from tests.conftest import skip_or_fail

LINUX = Path(__file__).resolve().parents[2] / "packaging" / "linux"
ROOT = LINUX.parents[1]
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
HICOLOR = LINUX / "icons" / "hicolor"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def validator(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        skip_or_fail(f"{name} is not installed (Debian: desktop-file-utils / appstream)")
    assert path is not None
    return path


def validate(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


def entry(path: Path = DESKTOP) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser


def project_version() -> str:
    found = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert found
    return found.group(1)


def test_desktop_entry_passes_desktop_file_validate() -> None:
    done = validate(validator("desktop-file-validate"), str(DESKTOP))
    assert done.returncode == 0 and "error" not in done.stdout, done.stdout + done.stderr


def test_metainfo_passes_appstreamcli_validate() -> None:
    done = validate(validator("appstreamcli"), "validate", "--no-net", str(METAINFO))
    assert done.returncode == 0, done.stdout + done.stderr


def test_desktop_entry_names_the_window_class_icon_and_quick_prompt_command() -> None:
    main = entry()["Desktop Entry"]
    assert main["StartupWMClass"] == WM_CLASS  # what Qt sets as the X11 class (app/ui/main.py)
    assert main["Icon"] == APP_ID and main["Exec"] == "ares"
    assert main["Actions"].split(";")[0] == "quick"
    action = entry()["Desktop Action quick"]
    assert action["Name"] == "Quick prompt"
    args = action["Exec"].split()[1:]
    assert args == ["quick"]
    assert build_parser().parse_args(args).func is quick_command.run  # a real command


def test_metainfo_describes_this_app_and_its_current_release() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert [b.text for b in root.iter("binary")] == ["ares"]
    assert root.find("content_rating") is not None
    versions = [r.get("version") for r in root.iter("release")]
    assert versions[0] == project_version(), "add a <release> for the version in pyproject.toml"
    for image in root.iter("image"):
        assert image.text
        # Shown by software centres from the published repository; the file must be there.
        name = image.text.rsplit("/packaging/linux/", 1)[1]
        assert (LINUX / name).is_file(), f"{name} is referenced but not committed"


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


@pytest.mark.parametrize("size", SIZES)
def test_hicolor_png_has_its_size(size: int) -> None:
    assert png_size(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)


def test_scalable_and_symbolic_icons_are_there() -> None:
    scalable = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (ROOT / "resources" / "icons" / "ares.svg").read_bytes()
    symbolic = (HICOLOR / "symbolic" / "apps" / f"{APP_ID}-symbolic.svg").read_text()
    colours = set(re.findall(r"#[0-9a-fA-F]{6}", symbolic))
    assert len(colours) == 1, f"a symbolic icon has one colour, not {colours}"
