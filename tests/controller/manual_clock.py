"""A clock the test moves by hand: ``sleep`` returns when ``advance`` passes its end, so
a schedule's half hour takes no real time."""

from __future__ import annotations

import asyncio


class ManualClock:
    def __init__(self, start: float) -> None:
        self.t = start
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def now(self) -> float:
        return self.t

    async def sleep(self, seconds: float) -> None:
        wake = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.t + seconds, wake))
        try:
            await wake
        finally:
            self._sleepers = [(at, f) for at, f in self._sleepers if f is not wake]

    def advance(self, seconds: float) -> None:
        self.t += seconds
        for at, wake in list(self._sleepers):
            if at <= self.t and not wake.done():
                wake.set_result(None)

    @property
    def sleeping(self) -> bool:
        return any(not wake.done() for _, wake in self._sleepers)
