"""Preferences of the desktop shell alone (theme, quick-prompt shortcut, notices
already given, pinned conversations, automatic titles), kept in ``ui.toml`` beside
``config.toml``: ``Settings`` is shared with the CLI and has no place for them yet.

Pins are here rather than in memory: they say how the list is ordered, nothing about
what was said, and a conversation id is a random token."""

from __future__ import annotations

import tomllib
from pathlib import Path

import tomli_w
from pydantic import BaseModel, ValidationError

from app.ui.theme import ThemeMode

FILE = "ui.toml"
DEFAULT_SHORTCUT = "Ctrl+Alt+Space"


class Preferences(BaseModel):
    theme: ThemeMode = "system"
    shortcut_enabled: bool = False  # off by default: never take a key nobody asked for
    shortcut: str = DEFAULT_SHORTCUT
    no_tray_notice_shown: bool = False
    pinned: list[str] = []  # conversation ids, shown first in this order
    auto_title: bool = True  # the local model names new conversations
    geometry: str = ""  # the main window's, base64 of Qt's saveGeometry (window_state)
    splitter: str = ""  # conversations | chat, base64 of saveState


def load_preferences(home: Path) -> Preferences:
    """A missing or damaged file gives the defaults: these are conveniences, not data."""
    path = home / FILE
    try:
        return Preferences.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))
    except (OSError, tomllib.TOMLDecodeError, ValidationError):
        return Preferences()


def save_preferences(home: Path, prefs: Preferences) -> None:
    home.mkdir(parents=True, exist_ok=True)
    tmp = home / (FILE + ".tmp")
    tmp.write_text(tomli_w.dumps(prefs.model_dump(mode="json")), encoding="utf-8")
    tmp.replace(home / FILE)
