"""Desktop notifications where there is no tray to show a balloon: the freedesktop
Notifications service on the session bus, reached through ``gdbus`` (part of GLib, on
every desktop that runs that service). PySide6's QtDBus cannot marshal the call's
``a{sv}`` hints from Python, hence the small child process."""

from __future__ import annotations

import logging
import shutil
import subprocess
import threading

log = logging.getLogger("ares.ui")

SERVICE = "org.freedesktop.Notifications"


def _gvariant_string(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def desktop_notify(title: str, text: str, timeout_ms: int) -> bool:
    """Asks the notification service to show ``title``/``text``; False when there is no
    ``gdbus`` or no session bus. Never waits for the answer."""
    gdbus = shutil.which("gdbus")
    if gdbus is None:
        return False
    argv = [
        gdbus, "call", "--session", "--dest", SERVICE,
        "--object-path", "/org/freedesktop/Notifications", "--method", f"{SERVICE}.Notify",
        "'ARES'", "0", "''", _gvariant_string(title), _gvariant_string(text),
        "[]", "{}", str(timeout_ms),
    ]  # fmt: skip
    try:
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError as exc:
        log.info("desktop notification not sent: %s", exc.strerror)
        return False
    # Reaped off the caller's thread: no zombie, and no waiting for the bus to answer.
    threading.Thread(target=child.wait, name="ares-notify", daemon=True).start()
    return True
