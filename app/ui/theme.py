"""Light and dark palettes, following the system's colour scheme unless the person
picks one. Fusion is used everywhere so the palette is honoured on every platform."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

ThemeMode = Literal["system", "light", "dark"]
THEMES: tuple[ThemeMode, ...] = ("system", "light", "dark")


@dataclass(frozen=True)
class Colors:
    """Colours for rich text, where the palette does not reach."""

    dark: bool
    muted: str
    accent: str
    code_bg: str
    mark_bg: str
    warn: str
    pygments_style: str
    card: str  # an answer's card
    card_user: str  # the person's own messages, set apart by colour and indent
    border: str


LIGHT = Colors(
    False, "#6b7280", "#2563eb", "#f3f4f6", "#fde68a", "#b45309", "default",
    card="#ffffff", card_user="#e8f0fe", border="#d9dde3",
)  # fmt: skip
DARK = Colors(
    True, "#9ca3af", "#60a5fa", "#11141a", "#854d0e", "#fbbf24", "monokai",
    card="#1f232b", card_user="#1e2a3d", border="#323844",
)  # fmt: skip

_ROLES_LIGHT = {
    QPalette.ColorRole.Window: "#f6f7f9",
    QPalette.ColorRole.WindowText: "#111827",
    QPalette.ColorRole.Base: "#ffffff",
    QPalette.ColorRole.AlternateBase: "#f3f4f6",
    QPalette.ColorRole.Text: "#111827",
    QPalette.ColorRole.Button: "#eef0f3",
    QPalette.ColorRole.ButtonText: "#111827",
    QPalette.ColorRole.Highlight: "#2563eb",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#2563eb",
    QPalette.ColorRole.PlaceholderText: "#9ca3af",
    QPalette.ColorRole.ToolTipBase: "#ffffff",
    QPalette.ColorRole.ToolTipText: "#111827",
}
_ROLES_DARK = {
    QPalette.ColorRole.Window: "#1b1e24",
    QPalette.ColorRole.WindowText: "#e5e7eb",
    QPalette.ColorRole.Base: "#14161b",
    QPalette.ColorRole.AlternateBase: "#1f2430",
    QPalette.ColorRole.Text: "#e5e7eb",
    QPalette.ColorRole.Button: "#2a2f3a",
    QPalette.ColorRole.ButtonText: "#e5e7eb",
    QPalette.ColorRole.Highlight: "#3b82f6",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#60a5fa",
    QPalette.ColorRole.PlaceholderText: "#6b7280",
    QPalette.ColorRole.ToolTipBase: "#2a2f3a",
    QPalette.ColorRole.ToolTipText: "#e5e7eb",
}

_current: Colors = LIGHT


def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def resolve(mode: ThemeMode) -> bool:
    """Whether ``mode`` means dark right now."""
    return system_is_dark() if mode == "system" else mode == "dark"


def palette(dark: bool) -> QPalette:
    pal = QPalette()
    for role, color in (_ROLES_DARK if dark else _ROLES_LIGHT).items():
        pal.setColor(role, QColor(color))
    disabled = QColor("#6b7280" if dark else "#9ca3af")
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return pal


def apply_theme(app: QApplication, mode: ThemeMode) -> Colors:
    global _current
    dark = resolve(mode)
    app.setStyle("Fusion")
    app.setPalette(palette(dark))
    _current = DARK if dark else LIGHT
    return _current


def colors() -> Colors:
    """The colours of the theme in force, for views that render rich text."""
    return _current
