"""The main window's actions: each named once with its text and keys, and the menus
that list them. A table apart from the window, so what the window can do and the keys
for it (Help → Keyboard shortcuts lists them) are read and changed in one place.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

MENUS = {
    "&File": ["new", "attach", "quick", "settings", "quit"],
    "&View": ["search", "ledger", "memory", "control_center"],
    "&Privacy": ["local_only", "emergency", "stop"],
    "&Help": ["shortcuts", "about"],
}


def make_actions(window: QMainWindow, local_only: bool) -> dict[str, QAction]:
    """The actions by name, owned by ``window`` and listed in its menu bar."""
    specs = {
        "new": ("&New conversation", QKeySequence.StandardKey.New),
        "quick": ("&Quick prompt…", None),
        "settings": ("&Settings…", QKeySequence("Ctrl+,")),
        # Not StandardKey.Quit: it is empty on Windows and under some platform themes.
        "quit": ("&Quit", QKeySequence("Ctrl+Q")),
        "attach": ("&Attach file…", QKeySequence("Ctrl+Shift+A")),
        "ledger": ("Disclosure &ledger", QKeySequence("Ctrl+Shift+L")),
        "memory": ("&Memory", QKeySequence("Ctrl+Shift+M")),
        "control_center": ("&Control Center", QKeySequence("Ctrl+Shift+K")),
        "search": ("&Find conversation", QKeySequence.StandardKey.Find),
        "local_only": ("&Local-only mode", None),
        "emergency": ("&Emergency stop", QKeySequence("Ctrl+Shift+E")),
        "stop": ("S&top answer", QKeySequence(Qt.Key.Key_Escape)),
        "shortcuts": ("&Keyboard shortcuts", QKeySequence(Qt.Key.Key_F1)),
        "about": ("&About ARES", None),
    }
    actions = {}
    for name, (text, keys) in specs.items():
        action = QAction(text, window)
        if keys is not None:
            action.setShortcut(keys)
        actions[name] = action
    actions["local_only"].setCheckable(True)
    actions["local_only"].setChecked(local_only)
    for title, names in MENUS.items():
        menu = window.menuBar().addMenu(title)
        for name in names:
            menu.addAction(actions[name])
    return actions
