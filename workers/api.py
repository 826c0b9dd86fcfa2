"""The shape the OpenAI-compatible and Anthropic adapters share: a keyed HTTP API that
streams server-sent events.

A subclass says how to render a body, which headers carry the key, and how to turn the
provider's events into chunks (a ``StreamParser``). The key is read from the key
provider (the OS keyring by default) inside the attempt, handed to the headers and to
the error scrubber, and dropped with the attempt: no attribute ever holds it.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator
from typing import Any

import httpx

from workers.base import BaseWorker
from workers.contract import Availability, Chunk, ContextBriefing, Disclose
from workers.errors import BadResponse, WorkerError, WorkerUnavailable
from workers.http import HttpSender
from workers.keys import KeyProvider, KeyStoreError, get_key
from workers.parsing import AnswerParser
from workers.spec import WorkerSpec
from workers.sse import SseEvent, read_events


class StreamParser(AnswerParser):
    """Turns a provider's server-sent events into chunks and notices the answer's end."""

    def feed(self, event: SseEvent) -> list[Chunk]:
        raise NotImplementedError

    def load(self, data: str) -> Any:
        try:
            return json.loads(data)
        except ValueError:
            raise self.bad("an event that is not JSON") from None


class ApiWorker(BaseWorker):
    name = "API"
    default_base_url = ""
    key_required = True

    def __init__(self, spec: WorkerSpec, *, key_provider: KeyProvider | None = None) -> None:
        super().__init__(spec)
        self.base_url = (spec.base_url or self.default_base_url).rstrip("/")
        self.capabilities = frozenset({"chat", "stream", "tools"})
        self._key_provider = key_provider or get_key
        self.sender = HttpSender(spec, self.name)

    # --- for subclasses --------------------------------------------------------------
    def headers(self, key: str | None) -> dict[str, str]:
        raise NotImplementedError

    def parser(self) -> StreamParser:
        raise NotImplementedError

    @property
    def models_url(self) -> str:
        raise NotImplementedError

    # --- shared ----------------------------------------------------------------------
    def _key(self) -> str | None:
        name = self.spec.key_name
        needed = self.key_required or self.spec.key is not None
        try:
            key = self._key_provider(name)
        except KeyStoreError as exc:
            if not needed:
                return None  # a local server that needs no key: no keyring is fine
            raise self._unavailable(str(exc)) from None
        if not key and needed:
            raise self._unavailable(
                f"No API key stored for worker {self.worker_id!r} — run `ares keys set {name}`."
            )
        return key or None

    def _unavailable(self, message: str) -> WorkerUnavailable:
        err = WorkerUnavailable(message, worker_id=self.worker_id)
        err.retryable = False
        return err

    def _require_model(self) -> str:
        if not self.model:
            raise self._unavailable(f"Worker {self.worker_id!r} needs a `model` in its config.")
        return self.model

    async def _attempt(
        self, briefing: ContextBriefing, message: str, disclose: Disclose
    ) -> AsyncGenerator[Chunk, None]:
        self._require_model()
        key = self._key()
        payload = self.render(briefing, message)
        response = await self.sender.open(payload, self.headers(key), disclose, secret=key)
        try:
            self._check_stream(response)
            parser = self.parser()
            events = read_events(response.aiter_lines())
            async for event in events:
                for chunk in parser.feed(event):
                    yield chunk
                if parser.done:
                    # Read the body to its end first: a connection closed early cannot
                    # be reused, and the next request would pay a new handshake.
                    async for _ in events:
                        pass
                    cost = self.cost(parser.tokens_in, parser.tokens_out)
                    yield Chunk(done=True, cost=cost, finish_reason=parser.finish_reason)
                    return
        except httpx.HTTPError as exc:
            raise self.sender.transport_error(exc) from None
        finally:
            await response.aclose()
        raise BadResponse(
            f"The answer from {self.name} was cut off mid-stream.", worker_id=self.worker_id
        )

    def _check_stream(self, response: httpx.Response) -> None:
        kind = response.headers.get("content-type", "")
        if not kind.startswith("text/event-stream"):
            raise BadResponse(
                f"{self.name} answered in a format ARES does not understand ({kind or 'none'}).",
                worker_id=self.worker_id,
            )

    async def check_availability(self) -> Availability:
        try:
            model = self._require_model()
            key = self._key()
            listing = await self.sender.get_json(self.models_url, self.headers(key))
            models = _model_ids(listing)
        except WorkerError as err:
            return Availability(available=False, reason=str(err))
        if models and model not in models:
            return Availability(
                available=False,
                reason=f"{self.name} at {self.base_url} does not offer model {model}.",
                models=models,
            )
        return Availability(available=True, models=models)

    async def aclose(self) -> None:
        await self.sender.aclose()


def _model_ids(listing: Any) -> list[str]:
    data = listing.get("data") if isinstance(listing, dict) else None
    if not isinstance(data, list):
        return []
    return [str(m["id"]) for m in data if isinstance(m, dict) and "id" in m]


def encode(obj: Any) -> bytes:
    """Compact UTF-8 JSON: the exact bytes ``render`` returns and ``stream`` sends."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
