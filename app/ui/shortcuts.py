"""The quick-prompt shortcut: off by default and rebindable.

Qt has no system-wide hotkey, and a real one needs a platform library per desktop
(X11 key grabs, a portal on Wayland) that ARES does not ship; so this is an
application-wide shortcut: it works whenever any ARES window has the focus.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

SCOPE_NOTE = (
    "Works while an ARES window has the focus (a system-wide hotkey needs a desktop "
    "integration ARES does not have yet)."
)


class QuickShortcut:
    def __init__(self, owner: QWidget, action: Callable[[], None]) -> None:
        self.shortcut = QShortcut(owner)
        self.shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        self.shortcut.activated.connect(action)
        self.shortcut.setEnabled(False)

    def bind(self, sequence: str, enabled: bool) -> bool:
        """Binds ``sequence``; False (and unbound) when it is not a valid key sequence."""
        keys = QKeySequence(sequence)
        valid = not keys.isEmpty() and keys.toString() != ""
        self.shortcut.setKey(keys if valid else QKeySequence())
        self.shortcut.setEnabled(enabled and valid)
        return valid

    @property
    def enabled(self) -> bool:
        return self.shortcut.isEnabled()

    @property
    def keys(self) -> str:
        return self.shortcut.key().toString()
