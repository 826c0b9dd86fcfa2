"""The composition root: one running ARES — memory, trust, workers, egress, turns.

The window, the tray and every CLI command that talks to a worker open one of these, so
they all share exactly the same pipeline.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from app.config import Settings
from app.controller.consent import ConsentBroker
from app.controller.egress import Egress
from app.controller.events import TurnEvent
from app.controller.records import Records
from app.controller.routing import Router
from app.controller.turn import pipeline
from app.controller.turn.pipeline import Listener, outcome
from app.controller.turn.preview import Preview, preview
from app.controller.turn.request import TurnOutcome, TurnRequest
from app.controller.turn.steps import TurnParts
from memory import AsyncMemoryStore
from trust import Policy, TrustEngine
from workers import Availability, WorkerError, WorkerSpec, build_worker

CONSENT_TIMEOUT = 300.0


def engine_for(settings: Settings) -> TrustEngine:
    """The Trust Engine with the person's vocabulary and phone regions."""
    return TrustEngine(
        private_terms=settings.private_terms, phone_regions=settings.phone_regions or None
    )


def policy_for(settings: Settings) -> Policy:
    return Policy(
        local_only=settings.local_only, overrides=settings.overrides, rules=settings.rules
    )


class Companion:
    def __init__(
        self, settings: Settings, memory: AsyncMemoryStore, consent: ConsentBroker
    ) -> None:
        self.settings = settings
        self.memory = memory
        self.records = Records(memory)  # what the shells read and edit of memory
        self.engine = engine_for(settings)
        self.policy = policy_for(settings)
        self.router = Router(settings, self.policy, build_worker)
        self.egress = Egress(memory, self.engine, self.policy)
        self.consent = consent
        self.consent_timeout = CONSENT_TIMEOUT
        self._running: set[asyncio.Task[Any]] = set()

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

    def parts(self) -> TurnParts:
        """What a turn starting now runs on; it keeps them to its end."""
        return TurnParts(
            memory=self.memory,
            engine=self.engine,
            policy=self.policy,
            router=self.router,
            egress=self.egress,
            consent=self.consent,
            consent_timeout=self.consent_timeout,
        )

    async def turn(self, request: TurnRequest) -> AsyncIterator[TurnEvent]:
        """Runs a turn, yielding its events; the task consuming it can be cancelled (the
        partial answer is kept and marked interrupted), and ``emergency_stop`` cancels
        every such task. Child turns (``request.origin`` other than the person) run here
        too, through the same egress."""
        task = asyncio.current_task()
        if task is not None:
            self._running.add(task)
        parts = self.parts()
        try:
            async for event in pipeline.journaled(parts, request, pipeline.run(parts, request)):
                yield event
        finally:
            if task is not None:
                self._running.discard(task)

    async def run_turn(self, request: TurnRequest, listener: Listener | None = None) -> TurnOutcome:
        """Runs a turn to its end: the entry a planner or an agent loop calls. Events
        still reach ``listener`` (and the journal) as they happen."""
        return await outcome(self.turn(request), request, listener)

    async def preview(self, request: TurnRequest) -> Preview:
        """What the turn would send, computed by the real steps; nothing is stored."""
        return await preview(self.parts(), request)

    def set_consent(self, broker: ConsentBroker, *, timeout: float | None = None) -> None:
        """Who answers consent requests (the window's dialog once it is up), and how long
        an unanswered request waits before it counts as "pseudonymise"."""
        self.consent = broker
        if timeout is not None:
            self.consent_timeout = timeout

    async def set_workers(self, workers: list[WorkerSpec], default_worker: str | None) -> None:
        """Apply an edited worker table; clients of the old workers are closed first."""
        await self.close_workers()
        self.settings.workers = list(workers)
        self.settings.default_worker = default_worker

    def set_policy(self, policy: Policy) -> None:
        self.policy = policy
        self.settings.local_only = policy.local_only
        for part in (self.router, self.egress):
            part.policy = policy

    def set_private_terms(self, terms: list[str]) -> None:
        self.settings.private_terms = list(terms)
        self.engine = engine_for(self.settings)
        self.egress.engine = self.engine

    def set_local_only(self, on: bool) -> None:
        self.set_policy(self.policy.model_copy(update={"local_only": on}))

    @property
    def stopped(self) -> bool:
        return self.egress.stopped

    def emergency_stop(self) -> int:
        """Cancels every turn in flight and refuses new egress until cleared."""
        self.egress.emergency_stop()
        running = [task for task in self._running if not task.done()]
        for task in running:
            task.cancel()
        return len(running)

    def clear_emergency_stop(self) -> None:
        self.egress.clear_stop()

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
