"""The composition root: one running ARES — memory, trust, workers, egress, turns.

The window, the tray and every CLI command that talks to a worker open one of these, so
they all share exactly the same pipeline.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

from app.config import Settings
from app.controller.consent import ConsentBroker
from app.controller.egress import Egress
from app.controller.events import TurnEvent
from app.controller.routing import Router
from app.controller.turn import TurnRequest, TurnRunner
from memory import AsyncMemoryStore
from trust import Policy, TrustEngine
from workers import Availability, WorkerError, build_worker


class Companion:
    def __init__(
        self, settings: Settings, memory: AsyncMemoryStore, consent: ConsentBroker
    ) -> None:
        self.settings = settings
        self.memory = memory
        self.engine = TrustEngine(private_terms=settings.private_terms)
        self.policy = Policy(local_only=settings.local_only)
        self.router = Router(settings, self.policy, build_worker)
        self.egress = Egress(memory, self.engine, self.policy)
        self.turns = TurnRunner(memory, self.engine, self.policy, self.router, self.egress, consent)

    @classmethod
    async def open(
        cls,
        settings: Settings,
        database: Path,
        consent: ConsentBroker,
        *,
        passphrase: str | None = None,
    ) -> Companion:
        database.parent.mkdir(parents=True, exist_ok=True)
        memory = await AsyncMemoryStore.open(database, passphrase=passphrase)
        return cls(settings, memory, consent)

    def turn(self, request: TurnRequest) -> AsyncIterator[TurnEvent]:
        return self.turns.run(request)

    async def availability(self, worker_id: str) -> Availability:
        try:
            return await self.router.worker(worker_id).check_availability()
        except WorkerError as exc:
            return Availability(available=False, reason=str(exc))

    async def close_workers(self) -> None:
        await self.router.aclose()

    async def aclose(self) -> None:
        await self.close_workers()
        await self.memory.close()
