"""Cancel tokens: how a task is stopped at its next call boundary.

Every delegated task runs under a token keyed ``run_id/task_id`` (a detached run's id,
or the delegating turn's id for an awaited task). A token is sticky — once cancelled it
stays so, there is no un-cancel — and cancelling is idempotent. A task's token is
cancelled with its parent's, so stopping a run stops every task under it; a cancel that
arrives before the task has made its token (a cancel racing a start) is remembered, and
the token is born cancelled.

The boundaries — before each model call, each tool call and each delegation — call
``checkpoint()``, which reads the running task's token from a context variable (asyncio
copies it into the tasks a turn starts) and raises ``SubtaskCancelled``, whose message
starts with the stable marker ``subtask_cancelled``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar

MARKER = "subtask_cancelled"


class SubtaskCancelled(Exception):
    """The task's token was cancelled: it stopped at a call boundary, and nothing of it
    goes back to whoever started it."""

    def __init__(self, key: str, why: str = "it was cancelled") -> None:
        super().__init__(f"{MARKER}: task {key} stopped at its next step: {why}")
        self.key = key


class CancelToken:
    def __init__(self, key: str, parent: CancelToken | None = None) -> None:
        self.key = key
        self.parent = parent
        self._cancelled = False
        self.why = ""

    @property
    def cancelled(self) -> bool:
        return self._cancelled or (self.parent is not None and self.parent.cancelled)

    def cancel(self, why: str = "it was cancelled") -> None:
        if not self._cancelled:  # the first reason stays: idempotent
            self._cancelled = True
            self.why = why

    def reason(self) -> str:
        if self._cancelled or self.parent is None:
            return self.why or "it was cancelled"
        return self.parent.reason()

    def check(self) -> None:
        if self.cancelled:
            raise SubtaskCancelled(self.key, self.reason())


class CancelTokens:
    """Every token of one running ARES, by ``run_id/task_id``."""

    def __init__(self) -> None:
        self._tokens: dict[str, CancelToken] = {}
        self._cancelled: dict[str, str] = {}  # keys (or run ids) cancelled, with why
        self.stopped = False  # an emergency stop is on: new tokens are born cancelled

    def token(self, run_id: str, task_id: str, parent: CancelToken | None = None) -> CancelToken:
        key = f"{run_id}/{task_id}"
        made = self._tokens.get(key)
        if made is None:
            made = self._tokens[key] = CancelToken(key, parent)
        why = self._cancelled.get(key) or self._cancelled.get(run_id)
        if why is not None:
            made.cancel(why)
        elif self.stopped:
            made.cancel("the emergency stop is on")
        return made

    def cancel(self, run_id: str, task_id: str | None = None, why: str = "") -> int:
        """Cancel one task, or every task of a run (also those not started yet);
        returns how many live tokens this reached."""
        key = run_id if task_id is None else f"{run_id}/{task_id}"
        why = why or "it was cancelled"
        self._cancelled.setdefault(key, why)
        reached = [t for k, t in self._tokens.items() if k == key or k.startswith(f"{run_id}/")]
        if task_id is not None:
            reached = [t for t in reached if t.key == key]
        for token in reached:
            token.cancel(why)
        return len(reached)

    def cancel_all(self, why: str) -> int:
        self.stopped = True
        live = [t for t in self._tokens.values() if not t.cancelled]
        for token in live:
            token.cancel(why)
        return len(live)

    def clear_stop(self) -> None:
        """New tasks may start again; tokens cancelled by the stop stay cancelled."""
        self.stopped = False

    def forget(self, token: CancelToken) -> None:
        """A finished task's token: the cancel record of its key stays."""
        self._tokens.pop(token.key, None)


_CURRENT: ContextVar[CancelToken | None] = ContextVar("ares_cancel_token", default=None)


def current() -> CancelToken | None:
    return _CURRENT.get()


@contextlib.contextmanager
def running_under(token: CancelToken | None) -> Iterator[None]:
    """The code inside (and the tasks it starts) checks ``token`` at its boundaries."""
    reset = _CURRENT.set(token)
    try:
        yield
    finally:
        _CURRENT.reset(reset)


def checkpoint() -> None:
    """A call boundary: raises ``SubtaskCancelled`` when the running task was cancelled."""
    token = _CURRENT.get()
    if token is not None:
        token.check()
