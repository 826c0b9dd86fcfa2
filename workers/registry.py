"""``build_worker``: the one place a ``WorkerSpec`` becomes an adapter."""

from __future__ import annotations

import importlib

from workers.contract import Worker
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
