"""Renders the app icon's PNG sizes from its SVG, for the hicolor theme and for Qt.

    python packaging/linux/make_icons.py

Writes ``packaging/linux/icons/hicolor/`` (PNG sizes and the scalable SVG, named by the
app id; the symbolic icon there is drawn by hand) and ``resources/icons/ares-N.png``
(what the window and tray load). The results are committed; run this again after
changing ``resources/icons/ares.svg``.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from app.identity import APP_ID  # noqa: E402
from resources import ICON_SIZES  # noqa: E402

SVG = ROOT / "resources" / "icons" / "ares.svg"
HICOLOR = ROOT / "packaging" / "linux" / "icons" / "hicolor"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int, target: Path) -> None:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):
        raise SystemExit(f"could not write {target}")


def main() -> int:
    _app = QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG} is not a valid SVG")
    for size in HICOLOR_SIZES:
        render(renderer, size, HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    for size in ICON_SIZES:
        render(renderer, size, SVG.parent / f"ares-{size}.png")
    scalable = HICOLOR / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable / f"{APP_ID}.svg")
    print(f"wrote {len(HICOLOR_SIZES)} hicolor sizes, {len(ICON_SIZES)} resource sizes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
