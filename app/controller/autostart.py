"""Start ARES in the tray at login: the XDG autostart entry, written and removed.

The entry file is the setting's only state (``$XDG_CONFIG_HOME/autostart/ares.desktop``):
the person can also delete it by hand, or a desktop's own startup-apps panel can, and
Settings then shows the truth. The entry runs the same ARES that wrote it (the bundle's
executable, or this environment's ``ares``) with ``--tray``.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from app.config import default_home
from app.identity import APP_ID

ENTRY_NAME = "ares.desktop"
TRAY_FLAG = "--tray"
FLATPAK_INFO = Path("/.flatpak-info")


def unsupported_reason() -> str | None:
    """Why this ARES cannot start itself at login here, or None."""
    if not sys.platform.startswith("linux"):
        return "Starting at login is built for Linux desktops only so far."
    if FLATPAK_INFO.exists():
        # An entry written inside the sandbox lands in its private config and never runs.
        return "Inside Flatpak this needs the Background portal, which ARES does not use yet."
    return None


def autostart_dir(env: Mapping[str, str] = os.environ) -> Path:
    config = env.get("XDG_CONFIG_HOME") or str(Path(env.get("HOME", "~")) / ".config")
    return Path(config).expanduser() / "autostart"


def entry_path(env: Mapping[str, str] = os.environ) -> Path:
    return autostart_dir(env) / ENTRY_NAME


def is_enabled(env: Mapping[str, str] = os.environ) -> bool:
    return entry_path(env).is_file()


def launcher() -> list[str]:
    """The command that starts this ARES."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle's own executable
        return [sys.executable]
    script = Path(sys.executable).with_name("ares")  # a venv's console script
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    found = shutil.which("ares")
    return [found] if found else [sys.executable, "-m", "app"]


def enable(
    home: Path | None = None,
    command: Sequence[str] | None = None,
    env: Mapping[str, str] = os.environ,
) -> Path:
    """Writes the entry (atomically) and returns its path. A ``home`` other than the
    default is passed on as ``--home``, so the same memory opens at login. Raises OSError."""
    extra = ["--home", str(home)] if home and home != default_home() else []
    argv = [*(command or launcher()), *extra, TRAY_FLAG]
    path = entry_path(env)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".desktop.tmp")
    tmp.write_text(entry_text(argv), encoding="utf-8")
    tmp.replace(path)
    return path


def disable(env: Mapping[str, str] = os.environ) -> None:
    """Removes the entry; a missing one is already what was asked. Raises OSError."""
    entry_path(env).unlink(missing_ok=True)


def entry_text(argv: Sequence[str]) -> str:
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=ARES\n"
        "Comment=Start ARES in the tray at login\n"
        f"Exec={exec_line(argv)}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "X-GNOME-Autostart-enabled=true\n"
    )


# The desktop entry spec's reserved characters: an argument with any of them is quoted.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_line(argv: Sequence[str]) -> str:
    """``Exec=`` value: arguments quoted as the spec says, then escaped as a string."""
    return " ".join(_quote(arg) for arg in argv)


def _quote(arg: str) -> str:
    arg = arg.replace("%", "%%")
    if not (set(arg) & _RESERVED) and arg:
        return arg
    inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    # The value is also a desktop-entry string, where a backslash is written twice.
    return '"' + inner.replace("\\", "\\\\") + '"'
