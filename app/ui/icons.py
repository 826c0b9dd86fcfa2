"""The app icon, built once from the shipped SVG and PNG sizes."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from resources import icon_files


@cache
def app_icon() -> QIcon:
    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    return icon
