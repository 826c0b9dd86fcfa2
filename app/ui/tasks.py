"""Background UI work on the asyncio loop, with a reference kept until it ends.

A task nobody holds can be garbage-collected mid-flight, and an exception nobody reads
is lost; ``spawn`` prevents both and logs the failure under ``ares.ui``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

log = logging.getLogger("ares.ui")
_running: set[asyncio.Task[Any]] = set()
failures: list[BaseException] = []


def spawn(work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    task = asyncio.ensure_future(work)
    _running.add(task)
    task.add_done_callback(_finished)
    return task


def _finished(task: asyncio.Task[Any]) -> None:
    _running.discard(task)
    if task.cancelled():
        return
    error = task.exception()
    if error is not None:
        failures.append(error)
        log.error("background UI task failed", exc_info=error)


async def settle(timeout: float = 10.0) -> None:
    """Waits until no background UI work is left (tests, and shutdown)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while _running and asyncio.get_running_loop().time() < deadline:
        await asyncio.wait(set(_running), timeout=0.1)


def cancel_all() -> None:
    for task in list(_running):
        task.cancel()
