"""Memory opening on its own thread from the first moment of a start.

Unlocking costs a scrypt derivation (~0.3–0.8 s with a passphrase) or a keyring round
trip; neither holds the interpreter, so the window starts it before it imports the rest
of ARES and the two overlap. Only this module and ``memory`` load before it begins.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass
from pathlib import Path

from memory import AsyncMemoryStore


async def open_store(database: Path, passphrase: str | None) -> AsyncMemoryStore:
    """The store at ``database`` (its folder made first), unlocked by ``passphrase`` or,
    with None, the OS keyring. Raises what ``MemoryStore.open`` raises."""
    database.parent.mkdir(parents=True, exist_ok=True)
    return await AsyncMemoryStore.open(database, passphrase=passphrase)


@dataclass
class Opening:
    """A store being opened; awaited once by whoever builds the companion on it."""

    task: asyncio.Task[AsyncMemoryStore]

    async def discard(self) -> None:
        """When the start ends before using it (a configuration error): the store is
        closed if it opened; a failure to open was already the start's end."""
        with contextlib.suppress(Exception):
            store = await self.task
            await store.close()


def start(database: Path, passphrase: str | None) -> Opening | None:
    """Memory starts opening with ``passphrase`` (else the keyring); None on a first
    start (no database yet): the welcome's questions come first there, and a start that
    ends on a configuration error must not leave a new database behind."""
    if not database.exists():
        return None
    return Opening(asyncio.ensure_future(open_store(database, passphrase)))
