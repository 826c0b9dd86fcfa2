"""The models an Ollama server holds: listed with their size, quantisation and context
length, pulled by name with streamed progress, deleted — through the official client.

Model management carries nothing of the person's (a model name), so it uses a client
of its own, not the chat worker's disclosure-gated one; and a pull may run for many
minutes, so it has no read timeout (cancelling the task stops it).

Errors (each message says what to do)::

    WorkerError
     ├── WorkerUnavailable   Ollama is not reachable at the address
     ├── ModelNotFound       no such model (to show, delete, or in the library to pull)
     └── BadResponse         anything else Ollama reported, in its words
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
import ollama
from pydantic import BaseModel

from workers.errors import BadResponse, ModelNotFound, WorkerError, WorkerUnavailable
from workers.spec import DEFAULT_OLLAMA_URL
from workers.tls import tls_context

NAME = "Ollama"
# Small models worth proposing on a first run with nothing installed, smallest first.
SUGGESTED = ("llama3.2:1b", "qwen2.5:1.5b", "gemma3:1b")


class InstalledModel(BaseModel):
    name: str
    size: int  # bytes on disk
    parameter_size: str = ""
    quantization: str = ""
    family: str = ""
    context_length: int | None = None


class PullProgress(BaseModel):
    """One line of a pull: ``status`` in Ollama's words; bytes when a layer downloads."""

    status: str
    digest: str = ""
    total: int | None = None
    completed: int | None = None

    @property
    def fraction(self) -> float | None:
        if not self.total:
            return None
        return min(1.0, (self.completed or 0) / self.total)

    @property
    def done(self) -> bool:
        return self.status == "success"


class OllamaModels:
    def __init__(self, base_url: str | None = None, *, worker_id: str = "") -> None:
        self.base_url = (base_url or DEFAULT_OLLAMA_URL).rstrip("/")
        self.worker_id = worker_id
        timeout = httpx.Timeout(10.0, read=None)  # a pull streams for as long as it takes
        self._client = ollama.AsyncClient(host=self.base_url, timeout=timeout, verify=tls_context())

    async def installed(self) -> list[InstalledModel]:
        """Every model, with its context length from ``/api/show``."""
        listed = await self._call(self._client.list())
        found = []
        for model in listed.models:
            if not model.model:
                continue
            details = model.details
            found.append(
                InstalledModel(
                    name=model.model,
                    size=int(model.size or 0),
                    parameter_size=(details.parameter_size or "") if details else "",
                    quantization=(details.quantization_level or "") if details else "",
                    family=(details.family or "") if details else "",
                    context_length=await self._context_length(model.model),
                )
            )
        return found

    async def _context_length(self, name: str) -> int | None:
        try:
            shown = await self._call(self._client.show(name), model=name)
        except WorkerError:
            return None  # listed but not describable: show the rest of the row
        for key, value in (shown.modelinfo or {}).items():
            if key.endswith(".context_length") and isinstance(value, int):
                return value
        return None

    async def pull(self, name: str) -> AsyncIterator[PullProgress]:
        """The pull's progress lines, to ``success``; cancel the consuming task to stop."""
        stream = await self._call(self._client.pull(name, stream=True), model=name)
        iterator = aiter(stream)
        try:
            while True:
                try:
                    line = await anext(iterator)
                except StopAsyncIteration:
                    return
                except Exception as exc:
                    raise self._error(exc, name) from None
                yield PullProgress(
                    status=line.status or "",
                    digest=line.digest or "",
                    total=line.total,
                    completed=line.completed,
                )
        finally:
            close: Callable[[], Awaitable[None]] | None = getattr(iterator, "aclose", None)
            if close is not None:
                await close()

    async def delete(self, name: str) -> None:
        await self._call(self._client.delete(name), model=name)

    async def aclose(self) -> None:
        close: Callable[[], Awaitable[None]] = self._client.close
        await close()

    async def _call(self, pending: Awaitable[Any], *, model: str = "") -> Any:
        try:
            return await pending
        except Exception as exc:
            raise self._error(exc, model) from None

    def _error(self, exc: Exception, model: str) -> WorkerError:
        if isinstance(exc, ollama.ResponseError):
            said = str(exc.error)
            if exc.status_code == 404 or "not found" in said or "does not exist" in said:
                return ModelNotFound(
                    f"{NAME} has no model named {model!r}: check the name (e.g. llama3.2:1b).",
                    worker_id=self.worker_id,
                )
            return BadResponse(f"{NAME} said: {said[:200]}", worker_id=self.worker_id)
        if isinstance(exc, ConnectionError | httpx.ConnectError | httpx.TransportError):
            return WorkerUnavailable(
                f"{NAME} is not reachable at {self.base_url} — start it with `ollama serve`.",
                worker_id=self.worker_id,
            )
        return BadResponse(
            f"{NAME} at {self.base_url} answered in a way ARES does not understand "
            f"({type(exc).__name__}).",
            worker_id=self.worker_id,
        )
