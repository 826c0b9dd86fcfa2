"""Where the window was: its size, position (and maximised state) and the splitter
between the conversations and the chat, kept in ``ui.toml`` and put back at the next
start — from the very first frame, since the startup window takes the same place.

Qt's own ``saveGeometry``/``saveState`` bytes, base64 in the file: they also cope
with a screen that is no longer there (the window is moved back onto one).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow, QSplitter

FILE = "ui.toml"  # the preferences' file (read here without pydantic: the first frame)


def saved_geometry(home: Path) -> QByteArray | None:
    """The window geometry of the last run, if any, read as cheaply as possible."""
    try:
        value = tomllib.loads((home / FILE).read_text(encoding="utf-8")).get("geometry")
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return None
    return _decode(value)


def restore(window: QMainWindow, geometry: str, splitter: QSplitter | None, state: str) -> bool:
    """Puts the window back; False when nothing (usable) was saved."""
    saved = _decode(geometry)
    placed = saved is not None and window.restoreGeometry(saved)
    layout = _decode(state)
    if splitter is not None and layout is not None:
        splitter.restoreState(layout)
    return placed


def snapshot(window: QMainWindow, splitter: QSplitter | None) -> tuple[str, str]:
    """(geometry, splitter state) as text for the preferences."""
    geometry = _encode(window.saveGeometry())
    state = _encode(splitter.saveState()) if splitter else ""
    return geometry, state


def _encode(value: QByteArray) -> str:
    return bytes(value.toBase64().data()).decode("ascii")


def _decode(value: object) -> QByteArray | None:
    if not isinstance(value, str) or not value:
        return None
    decoded = QByteArray.fromBase64(value.encode("ascii", "ignore"))
    return decoded if not decoded.isEmpty() else None
