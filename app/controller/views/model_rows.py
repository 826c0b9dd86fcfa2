"""The Ollama models as Settings → Models lists them, and the pull's progress in words.

The page asks the configured Ollama worker's server (never any other address): which
server is the first worker of kind ``ollama`` in config.toml.
"""

from __future__ import annotations

from pydantic import BaseModel

from app.config import Settings
from workers.ollama_models import SUGGESTED, InstalledModel, OllamaModels, PullProgress

__all__ = ["SUGGESTED", "ModelRow", "OllamaModels", "PullProgress", "models_for", "row", "words"]


class ModelRow(BaseModel):
    name: str
    size: str
    parameters: str
    quantization: str
    context: str


def models_for(settings: Settings) -> OllamaModels | None:
    """A client for the first Ollama worker's server; None when there is none."""
    spec = next((s for s in settings.workers if s.kind == "ollama"), None)
    if spec is None:
        return None
    return OllamaModels(spec.base_url, worker_id=spec.id)


def human_size(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1000 or unit == "GB":
            return f"{value:.0f} {unit}" if unit in ("B", "KB") else f"{value:.1f} {unit}"
        value /= 1000
    return f"{value:.1f} TB"  # pragma: no cover - the loop returns at GB


def row(model: InstalledModel) -> ModelRow:
    context = f"{model.context_length:,} tokens" if model.context_length else "unknown"
    return ModelRow(
        name=model.name,
        size=human_size(model.size),
        parameters=model.parameter_size or "—",
        quantization=model.quantization or "—",
        context=context,
    )


def words(progress: PullProgress) -> str:
    """One line for the status under the progress bar."""
    if progress.done:
        return "Done."
    if progress.total:
        return f"{progress.status}: {human_size(progress.completed or 0)} of " + human_size(
            progress.total
        )
    return progress.status[:1].upper() + progress.status[1:] + "…"
