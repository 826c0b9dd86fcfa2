"""What Qt platform ARES runs on, for `ares doctor` (the only Qt import it needs), and
whether the window can open at all."""

from __future__ import annotations

import os
import sys
from typing import Any

NO_DISPLAY = "no display: set QT_QPA_PLATFORM=offscreen for headless use"


def missing_display() -> str | None:
    """Why the window cannot open here, before Qt tries (and blames a library)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so the window "
        "cannot open. Start ARES from a desktop session, or use the command line "
        "(`ares chat`, `ares doctor`); QT_QPA_PLATFORM=offscreen runs it headless."
    )


def describe_platform() -> dict[str, Any]:
    try:
        import PySide6
        from PySide6.QtGui import QGuiApplication
    except ImportError as exc:
        return {"available": False, "summary": f"PySide6 cannot be imported: {exc}"}
    app = QGuiApplication.instance()
    platform = (
        app.platformName()  # type: ignore[attr-defined]
        if app is not None
        else os.environ.get("QT_QPA_PLATFORM") or _guess()
    )
    return {
        "available": True,
        "pyside6": PySide6.__version__,
        "platform": platform,
        "display": os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY") or "",
        "summary": f"PySide6 {PySide6.__version__}, platform {platform}",
    }


def _guess() -> str:
    if os.environ.get("WAYLAND_DISPLAY"):
        return "wayland"
    if os.environ.get("DISPLAY"):
        return "xcb"
    return f"none ({NO_DISPLAY})"
