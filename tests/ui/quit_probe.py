"""The real ``ares`` window, quit one way once it is up: ``python -m tests.ui.quit_probe HOW``.

HOW is ``menu`` (File → Quit), ``shortcut`` (Ctrl+Q typed into the window), ``tray``
(the tray menu's Quit), ``qt`` (Qt quitting on its own, as a session manager's "die"
does) or ``wait`` (nothing: the test sends a signal). It prints ``ready`` once the
window is shown, so a test knows when to act.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import app.ui.shell
from app.ui.main import run_app
from app.ui.shell import Shell


def _shortcut(shell: Shell) -> None:
    shell.window.activateWindow()  # a window's shortcuts work while it is active
    QTest.qWaitForWindowActive(shell.window)
    QTest.keyClick(shell.window.composer, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)


QUITS: dict[str, Callable[[Shell], None]] = {
    "menu": lambda shell: shell.window.actions_["quit"].trigger(),
    "shortcut": _shortcut,
    "tray": lambda shell: shell.tray.quit_action.trigger(),
    "qt": lambda shell: QApplication.quit(),
    "wait": lambda shell: None,
}


def main(how: str) -> int:
    quit_ = QUITS[how]
    start = Shell.start

    def start_then_quit(shell: Shell, show_window: bool = True) -> None:
        start(shell, show_window=show_window)
        print("ready", flush=True)
        QTimer.singleShot(300, lambda: quit_(shell))

    app.ui.shell.Shell.start = start_then_quit  # type: ignore[method-assign]
    return run_app()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
