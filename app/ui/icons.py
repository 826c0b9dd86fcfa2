"""The app icon, built once from the shipped SVG and PNG sizes, and the few small
marks the window draws itself."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QApplication

from resources import icon_files


@cache
def app_icon() -> QIcon:
    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    return icon


def _drawn(paint: Callable[[QPainter], None]) -> QIcon:
    """A 16-pixel mark drawn by ``paint`` on a transparent ground (no file to ship)."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return QIcon(pixmap)


@cache
def pin_icon() -> QIcon:
    """A small filled star: the mark of a pinned conversation."""

    def star(painter: QPainter) -> None:
        points = [
            QPointF(8 + r * math.sin(i * math.pi / 5), 8.5 - r * math.cos(i * math.pi / 5))
            for i, r in zip(range(10), [7.5, 3.2] * 5, strict=True)
        ]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d97706"))
        painter.drawPolygon(QPolygonF(points))

    return _drawn(star)


@cache
def paperclip_icon() -> QIcon:
    """A paperclip in the palette's text colour: the Attach button's mark."""

    def clip(painter: QPainter) -> None:
        pen = QPen(QApplication.palette().windowText().color(), 1.4)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        path = QPainterPath(QPointF(10.5, 4))
        path.lineTo(10.5, 11)
        path.arcTo(QRectF(5.5, 8.5, 5, 5), 0, -180)  # the outer loop's bottom
        path.lineTo(5.5, 3.5)
        path.arcTo(QRectF(5.5, 1.5, 3.5, 4), 180, -180)  # the inner loop's top
        path.lineTo(9, 10)
        painter.drawPath(path)

    return _drawn(clip)
