"""Each configured worker as ``ares workers`` and ``ares doctor`` show it: where its data
goes, whether it may be used, and whether it answers now (and if not, why)."""

from __future__ import annotations

import asyncio

from pydantic import BaseModel

from app.config import Settings
from workers import Availability, WorkerSpec, ask, probe, throwaway

__all__ = [
    "Availability",
    "WorkerProbe",
    "WorkerStatus",
    "availability",
    "probe_all",
    "worker_statuses",
]


class WorkerStatus(BaseModel):
    """One row of ``ares workers --json``."""

    id: str
    kind: str
    model: str
    privacy_class: str
    data_location: str
    eligible: bool
    available: bool
    reason: str
    models: list[str]
    context_length: int | None
    default: bool


class WorkerProbe(BaseModel):
    """One worker in ``ares doctor --json``: asked through a throwaway adapter."""

    id: str
    kind: str
    privacy_class: str
    model: str | None
    available: bool
    reason: str
    models: list[str]


async def worker_statuses(settings: Settings) -> list[WorkerStatus]:
    return list(await asyncio.gather(*(worker_status(s, settings) for s in settings.workers)))


async def worker_status(spec: WorkerSpec, settings: Settings) -> WorkerStatus:
    async with throwaway(spec) as worker:
        availability = await ask(worker)
    eligible = not (settings.local_only and worker.data_location == "cloud")
    return WorkerStatus(
        id=spec.id,
        kind=spec.kind,
        model=worker.model,
        privacy_class=str(spec.privacy),
        data_location=worker.data_location,
        eligible=eligible,
        available=availability.available,
        reason=availability.reason if eligible else "local-only mode is on",
        models=availability.models,
        context_length=availability.context_length,
        default=settings.default_worker == spec.id,
    )


async def probe_all(settings: Settings) -> list[WorkerProbe]:
    return list(await asyncio.gather(*(probe_one(spec) for spec in settings.workers)))


async def probe_one(spec: WorkerSpec) -> WorkerProbe:
    status = await availability(spec)
    return WorkerProbe(
        id=spec.id,
        kind=spec.kind,
        privacy_class=str(spec.privacy),
        model=spec.model,
        available=status.available,
        reason=status.reason,
        models=status.models,
    )


async def availability(spec: WorkerSpec) -> Availability:
    """Whether a worker (maybe not yet in use) answers; never raises a worker error."""
    return await probe(spec)
