"""``build_worker``: the one place a ``WorkerSpec`` becomes an adapter."""

from __future__ import annotations

import importlib

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


def build_worker(spec: WorkerSpec) -> Worker:
    module_name, class_name = ADAPTERS[spec.kind]
    adapter = getattr(importlib.import_module(module_name), class_name)
    worker: Worker = adapter(spec)
    return worker


async def probe(spec: WorkerSpec) -> Availability:
    """Whether a worker is reachable, through a throwaway adapter closed afterwards: for
    ``ares doctor``, the settings form, a worker not (yet) in use. Never raises a
    ``WorkerError``: its sentence becomes the reason."""
    try:
        worker = build_worker(spec)
    except WorkerError as exc:
        return Availability(available=False, reason=str(exc))
    try:
        return await worker.check_availability()
    except WorkerError as exc:
        return Availability(available=False, reason=str(exc))
    finally:
        await worker.aclose()
