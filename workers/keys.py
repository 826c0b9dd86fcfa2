"""API keys in the OS keyring, read at call time and nowhere else.

The keyring cannot list its entries, so ARES keeps an index of key *names* in the
keyring too (one entry holding a JSON list); values are never written anywhere but
their own entry. Where no keyring backend works (``keyring.backends.fail``, a locked
Secret Service) every function raises ``KeyStoreError`` with a sentence saying so.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import keyring
from keyring.errors import KeyringError, PasswordDeleteError

SERVICE = "ares-companion"
_INDEX = "__ares_key_names__"

KeyProvider = Callable[[str], str | None]


class KeyStoreError(Exception):
    """No usable OS keyring; the message says which backend and what to do."""


def backend_name() -> str:
    backend = keyring.get_keyring()
    return f"{type(backend).__module__.removeprefix('keyring.backends.')}.{type(backend).__name__}"


def _unusable(exc: Exception) -> KeyStoreError:
    # The backend's own text may name the entry but never a value; keep it short anyway.
    reason = str(exc).splitlines()[0][:160] if str(exc) else type(exc).__name__
    return KeyStoreError(
        f"No usable OS keyring ({backend_name()}: {reason}). API keys are kept only in "
        "the OS keyring: start and unlock one (on Linux a Secret Service such as "
        "gnome-keyring or KWallet) and try again."
    )


def get_key(name: str) -> str | None:
    """The key stored under ``name``, or None. Called just before a request."""
    try:
        return keyring.get_password(SERVICE, name)
    except (KeyringError, RuntimeError) as exc:
        raise _unusable(exc) from None


def set_key(name: str, value: str) -> None:
    if not value:
        raise ValueError("an API key cannot be empty")
    try:
        keyring.set_password(SERVICE, name, value)
        names = set(_names()) | {name}
        keyring.set_password(SERVICE, _INDEX, json.dumps(sorted(names)))
    except (KeyringError, RuntimeError) as exc:
        raise _unusable(exc) from None


def delete_key(name: str) -> bool:
    """Remove the key; False when there was none."""
    try:
        try:
            keyring.delete_password(SERVICE, name)
            existed = True
        except PasswordDeleteError:
            existed = False
        names = [n for n in _names() if n != name]
        keyring.set_password(SERVICE, _INDEX, json.dumps(names))
    except (KeyringError, RuntimeError) as exc:
        raise _unusable(exc) from None
    return existed


def list_keys() -> list[str]:
    """Names of the stored keys (never their values)."""
    try:
        return _names()
    except (KeyringError, RuntimeError) as exc:
        raise _unusable(exc) from None


def _names() -> list[str]:
    raw = keyring.get_password(SERVICE, _INDEX)
    if not raw:
        return []
    try:
        names = json.loads(raw)
    except ValueError:
        return []
    return sorted(str(n) for n in names) if isinstance(names, list) else []
