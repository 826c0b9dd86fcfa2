"""The router: the person's chosen worker, or local-first when they choose "auto".

An ineligible choice is explained in one sentence and never silently swapped.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from app.config import Settings
from trust import Policy, PrivacyClass
from workers import Availability, Worker, WorkerSpec, WorkerUnavailable, ask

AUTO = "auto"
AVAILABILITY_TTL = 30.0


class RouteRefused(Exception):
    """No worker may take this turn; the message says why."""


class UnknownWorker(RouteRefused):
    """The requested worker is not in the configuration."""


class Router:
    """One adapter per worker id, shared by every turn (adapters keep no per-call state),
    built on first use from the current settings."""

    def __init__(
        self, settings: Settings, policy: Policy, build: Callable[[WorkerSpec], Worker]
    ) -> None:
        self.settings = settings
        self.policy = policy
        self._build = build
        self._workers: dict[str, Worker] = {}
        self._seen: dict[str, tuple[float, Availability]] = {}
        self._unverified: set[str] = set()  # changed by the person: checked before use

    def reconfigure(self, settings: Settings, policy: Policy) -> list[Worker]:
        """Take new settings; returns the adapters of workers that changed or went, for
        the caller to close. A changed worker is checked before its first turn."""
        specs = {s.id: s for s in settings.workers}
        old = {s.id: s for s in self.settings.workers}
        stale = [wid for wid in self._workers if specs.get(wid) != old.get(wid)]
        self._unverified |= {wid for wid, spec in specs.items() if old.get(wid) != spec}
        self._unverified &= set(specs)
        self.settings, self.policy = settings, policy
        for wid in stale:
            self._seen.pop(wid, None)
        return [self._workers.pop(wid) for wid in stale]

    async def verified(self, worker: Worker) -> None:
        """Raises ``WorkerUnavailable`` with the check's reason when a worker the person
        just changed does not answer its check: before any consent or payload."""
        if worker.worker_id not in self._unverified:
            return
        status = await self.availability(worker)
        if not status.available:
            err = WorkerUnavailable(status.reason, worker_id=worker.worker_id)
            err.retryable = False
            raise err
        self._unverified.discard(worker.worker_id)

    def worker(self, worker_id: str) -> Worker:
        if worker_id not in self._workers:
            spec = next((s for s in self.settings.workers if s.id == worker_id), None)
            if spec is None:
                known = ", ".join(s.id for s in self.settings.workers) or "none"
                raise UnknownWorker(
                    f"There is no worker named {worker_id!r} (configured: {known})."
                )
            self._workers[worker_id] = self._build(spec)
        return self._workers[worker_id]

    def choose(self, requested: str | None) -> tuple[Worker, str]:
        wanted = requested or self.settings.default_worker or AUTO
        if wanted != AUTO:
            worker = self.worker(wanted)
            if not self.policy.eligible(worker.privacy_class):
                raise RouteRefused(
                    f"Local-only mode is on, so the cloud worker {wanted!r} may not be used; "
                    "pick a local worker or turn local-only mode off."
                )
            return worker, "chosen by you"
        for spec in self.settings.workers:
            if spec.privacy == PrivacyClass.LOCAL_ONLY:
                return self.worker(spec.id), "auto: local first"
        raise RouteRefused(
            "Auto routing found no local worker; choose a cloud worker explicitly "
            "to allow cloud for this task."
        )

    async def availability(self, worker: Worker) -> Availability:
        """The worker's status, asked at most every ``AVAILABILITY_TTL`` seconds while it is
        up: a turn should not wait on a model list it fetched a moment ago."""
        now = time.monotonic()
        cached = self._seen.get(worker.worker_id)
        if cached and now - cached[0] < AVAILABILITY_TTL and cached[1].available:
            return cached[1]
        status = await ask(worker)
        self._seen[worker.worker_id] = (now, status)
        return status

    async def aclose(self) -> None:
        for worker in self._workers.values():
            await worker.aclose()
        self._workers.clear()
        self._seen.clear()  # a rebuilt worker may have another address or model
