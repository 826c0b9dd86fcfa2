"""The app icon, built once from the shipped SVG and PNG sizes, and the few small
marks the window draws itself."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QPolygonF

from resources import icon_files


@cache
def app_icon() -> QIcon:
    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    return icon


@cache
def pin_icon() -> QIcon:
    """A small filled star, drawn (no file to ship): the mark of a pinned conversation."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    points = [
        QPointF(8 + r * math.sin(i * math.pi / 5), 8.5 - r * math.cos(i * math.pi / 5))
        for i, r in zip(range(10), [7.5, 3.2] * 5, strict=True)
    ]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d97706"))
    painter.drawPolygon(QPolygonF(points))
    painter.end()
    return QIcon(pixmap)
