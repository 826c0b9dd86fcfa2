"""API keys as the shells handle them: names and which workers use them, never values.
The keys themselves live in the OS keyring only (invariant 4)."""

from __future__ import annotations

from pydantic import BaseModel

from app.config import Settings
from workers.keys import KeyStoreError, backend_name, delete_key, list_keys, set_key

__all__ = [
    "KeyListing",
    "KeyStoreError",
    "backend_name",
    "delete_key",
    "key_listing",
    "key_name",
    "list_keys",
    "set_key",
]


class KeyListing(BaseModel):
    """One row of ``ares keys list --json``."""

    name: str
    workers: list[str]


def key_name(settings: Settings | None, ident: str) -> str:
    """The keyring name of a worker id's key; anything else is taken as a name."""
    for spec in settings.workers if settings else []:
        if spec.id == ident:
            return spec.key_name
    return ident


def key_listing(settings: Settings | None) -> list[KeyListing]:
    """Every stored key's name with the workers that use it; raises ``KeyStoreError``."""
    specs = settings.workers if settings else []
    return [
        KeyListing(name=name, workers=[s.id for s in specs if s.key_name == name])
        for name in list_keys()
    ]
