"""``build_worker``: the one place a ``WorkerSpec`` becomes an adapter."""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager

from workers.contract import Availability, Worker
from workers.errors import WorkerError
from workers.spec import WorkerSpec

# kind → (module, class); imported on demand so a kind's dependencies load only when used.
ADAPTERS = {
    "ollama": ("workers.ollama", "OllamaWorker"),
    "openai": ("workers.openai", "OpenAIWorker"),
    "anthropic": ("workers.anthropic", "AnthropicWorker"),
    "command": ("workers.command", "CommandWorker"),
}


def load_adapters(kinds: Iterable[str]) -> None:
    """Imports the adapters of ``kinds`` and builds the shared TLS context: the window
    runs this on a thread at start, so its first worker check does not do it on the
    GUI thread (importing ``ollama`` alone takes a few hundred milliseconds)."""
    from workers.tls import tls_context

    tls_context()
    for kind in set(kinds):
        importlib.import_module(ADAPTERS[kind][0])


def build_worker(spec: WorkerSpec) -> Worker:
    module_name, class_name = ADAPTERS[spec.kind]
    adapter = getattr(importlib.import_module(module_name), class_name)
    worker: Worker = adapter(spec)
    return worker


async def ask(worker: Worker) -> Availability:
    """The one way to ask a worker whether it can take a turn — for the router, the
    window's status, ``ares doctor`` and the settings form alike. Never raises a
    ``WorkerError``: its sentence becomes the reason."""
    try:
        return await worker.check_availability()
    except WorkerError as exc:
        return Availability(available=False, reason=str(exc))


@asynccontextmanager
async def throwaway(spec: WorkerSpec) -> AsyncIterator[Worker]:
    """An adapter for one look (a worker not, or not yet, in use), closed afterwards."""
    worker = build_worker(spec)
    try:
        yield worker
    finally:
        await worker.aclose()


async def probe(spec: WorkerSpec) -> Availability:
    """``ask`` through a throwaway adapter."""
    try:
        async with throwaway(spec) as worker:
            return await ask(worker)
    except WorkerError as exc:  # the spec could not even become an adapter
        return Availability(available=False, reason=str(exc))
