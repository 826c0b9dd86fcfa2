"""How the desktop knows ARES: one id for the desktop entry, AppStream, the icons and
Wayland's app id, and the X11 window class the entry's ``StartupWMClass`` names.

``packaging/linux/`` files carry the same names; a test keeps them equal.
"""

from __future__ import annotations

APP_ID = "io.github.ares_companion.Ares"
# Qt's xcb platform sets WM_CLASS's class to the application name.
WM_CLASS = "ARES"
