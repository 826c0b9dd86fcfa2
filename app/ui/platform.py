"""What Qt platform ARES runs on, for `ares doctor` (the only Qt import it needs)."""

from __future__ import annotations

import os
from typing import Any


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
    return "none (no display: set QT_QPA_PLATFORM=offscreen for headless use)"
