"""What is waiting for the person right now: consent questions (data that would leave)
and approvals (a tool that would act), from every task at once — the Control Center
lists them. Only kinds, tools and which task asks are kept here, never a value."""

from __future__ import annotations

import contextlib
import itertools
import time
from collections.abc import Callable, Iterator
from typing import Literal

from pydantic import BaseModel

Kind = Literal["consent", "approval"]


class PendingItem(BaseModel):
    id: int
    kind: Kind
    asker: str  # "A scheduled task (task 1a2b3c4d)", "The agent 'coder'"
    what: str  # "send EMAIL, IBAN to gpt", "run: pytest -q"
    turn_id: str = ""
    since: float


class PendingDesk:
    """Fed by the consent queue of one running ARES (approvals are asked through it)."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self.items: dict[int, PendingItem] = {}
        self.listeners: list[Callable[[], None]] = []
        self._ids = itertools.count(1)

    @contextlib.contextmanager
    def track(self, kind: Kind, asker: str, what: str, turn_id: str = "") -> Iterator[None]:
        item = PendingItem(
            id=next(self._ids), kind=kind, asker=asker, what=what, turn_id=turn_id,
            since=self.clock(),
        )  # fmt: skip
        self.items[item.id] = item
        self._changed()
        try:
            yield
        finally:
            self.items.pop(item.id, None)
            self._changed()

    def waiting(self) -> list[PendingItem]:
        return sorted(self.items.values(), key=lambda item: item.id)

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()
