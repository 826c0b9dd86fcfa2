"""PySide's import hook, kept from reading the source of every module.

Once PySide6 is imported, shiboken replaces ``__import__``: after each module loads it
asks whether that module uses PySide (for ``from __feature__ import snake_case``, which
is chosen per module) by reading its whole source with ``inspect.getsource``. That reads
and splits every ``.py`` file the window imports after Qt — some 770 — and leaves each
line in ``linecache`` for the life of the process: 25 MB of the idle window, and time at
every start. ARES selects no ``__feature__``, so the answer only has to be right, not
read from source: a module uses PySide when one of its names is a PySide module, class
or function, which its namespace tells without touching the disk.
"""

from __future__ import annotations

import sys
from types import BuiltinFunctionType, ModuleType

import PySide6.QtCore  # noqa: F401  (installs shiboken's import hook, which this patches)

# The hook's module, under the names shiboken has registered it by (6.5 to 6.12).
_FEATURE_MODULES = ("shibokensupport.feature", "PySide6.support.feature")


def uses_pyside(module: ModuleType) -> bool:
    """Whether ``module`` holds anything of PySide6: a module, a class, a function or an
    object of a PySide class."""
    owners = (_owner(value) for value in list(vars(module).values()))
    return any(owner.startswith(("PySide6", "shiboken6")) for owner in owners)


def _owner(value: object) -> str:
    # Runs inside every import: whatever a module holds, it must answer, never raise.
    if isinstance(value, ModuleType):
        owner: object = value.__name__
    elif isinstance(value, type | BuiltinFunctionType):
        owner = getattr(value, "__module__", "")
    else:
        owner = type(value).__module__
    return owner if isinstance(owner, str) else ""


def spare_module_sources() -> None:
    """Replace the hook's source check with :func:`uses_pyside` (a no-op when a PySide6
    release no longer has it)."""
    for name in _FEATURE_MODULES:
        feature = sys.modules.get(name)
        if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
            feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
