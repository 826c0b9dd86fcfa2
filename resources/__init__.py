"""Files shipped with ARES (icons, default config), found through package data so an
installed or bundled app finds them too."""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)


def icon_files() -> list[Path]:
    """The SVG first, then every PNG size; real paths, for Qt to load."""
    folder = files(__name__) / "icons"
    names = ["ares.svg", *(f"ares-{size}.png" for size in ICON_SIZES)]
    paths = []
    for name in names:
        with as_file(folder / name) as path:
            paths.append(Path(path))
    return paths


def default_config_text() -> str:
    return (files(__name__) / "default_config.toml").read_text(encoding="utf-8")
