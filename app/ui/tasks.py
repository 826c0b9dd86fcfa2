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
_services: set[asyncio.Task[Any]] = set()  # run until cancelled: settle never waits
failures: list[BaseException] = []


def spawn(work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    task = asyncio.ensure_future(work)
    _running.add(task)
    task.add_done_callback(_finished)
    return task


def spawn_service(work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    """Work that runs as long as ARES does (the schedules' heartbeat): ``cancel_all``
    ends it, ``settle`` does not wait for it."""
    task = asyncio.ensure_future(work)
    _services.add(task)
    task.add_done_callback(_finished)
    return task


def _finished(task: asyncio.Task[Any]) -> None:
    _running.discard(task)
    _services.discard(task)
    if task.cancelled():
        return
    error = task.exception()
    if error is not None:
        failures.append(error)
        log.error("background UI task failed", exc_info=error)


async def settle(timeout: float = 10.0) -> None:
    """Waits until no other background UI work of this loop is left (tests, and before
    the workers are rebuilt: a request in flight must not lose its client)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    me = asyncio.current_task()
    while loop.time() < deadline:
        mine = {t for t in _running if t.get_loop() is loop and not t.done() and t is not me}
        if not mine:
            return
        await asyncio.wait(mine, timeout=0.1)
    log.warning("background UI work still running: %s", _running)


def cancel_all() -> list[asyncio.Task[Any]]:
    """Cancels all background UI work and forgets it (a loop may close after this);
    returns the tasks, for a caller that can wait for them to wind down."""
    cancelled = [*_running, *_services]
    for task in cancelled:
        task.cancel()
    _running.clear()
    _services.clear()
    return cancelled
