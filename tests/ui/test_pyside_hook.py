"""The window's imports after Qt are not read into memory for PySide's import hook
(25 MB of source lines kept for the life of the idle window before)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import linecache, sys
    sys.path[:0] = [{root!r}, {folder!r}]
    import app.ui  # noqa: F401  (Qt, and the hook made cheap)
    import plain_module, qt_module
    from app.ui.pyside_hook import uses_pyside
    print(any(name.endswith(("plain_module.py", "qt_module.py")) for name in linecache.cache))
    print(uses_pyside(plain_module), uses_pyside(qt_module))
    """
)


def test_modules_imported_after_qt_are_not_read_and_pyside_users_are_still_told(
    tmp_path: Path,
) -> None:
    (tmp_path / "plain_module.py").write_text("import json\nVALUE = json.dumps([1])\n")
    (tmp_path / "qt_module.py").write_text("from PySide6.QtCore import QObject\n")
    script = CHILD.format(root=str(ROOT), folder=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    ).stdout.split("\n")
    assert out[0] == "False"  # neither file's lines are cached
    assert out[1] == "False True"
