"""Where ARES keeps its files: ``--home`` beats ``ARES_HOME`` beats the platform's user
data folder. Its own module, free of the settings' imports, because the window asks it
before anything heavy loads (to find an ARES already running for that home)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "ares"


def default_home() -> Path:
    """The platform's user data folder, where ARES lives unless told otherwise."""
    return Path(platformdirs.user_data_dir(APP_NAME)).resolve()


def home_folder(explicit: str | os.PathLike[str] | None = None) -> Path:
    raw = explicit or os.environ.get("ARES_HOME")
    return Path(raw).expanduser().resolve() if raw else default_home()
