"""The Ollama adapter, on the official ``ollama.AsyncClient``.

Disclosure without trusting a re-implementation: ``render`` builds the body with the
client's own request models and httpx's JSON encoding; ``stream`` registers that payload
and its ``disclose`` callback, then calls the client. An httpx request hook sees the
request the client really built, looks its bytes up among the registered payloads,
awaits ``disclose`` and only then lets it go. A body nobody registered — because the
client's encoding drifted from ``render`` — is refused, so the preview and the ledger can
never differ from what Ollama receives.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextvars import ContextVar
from typing import Any

import httpx
import ollama
from ollama._types import ChatRequest, EmbedRequest
from pydantic import ValidationError

from workers.base import BaseWorker
from workers.contract import (
    Availability,
    ChatMessage,
    Chunk,
    ContextBriefing,
    Disclose,
    OutboundPayload,
    ToolCall,
)
from workers.errors import (
    BadResponse,
    ModelNotFound,
    WorkerError,
    WorkerUnavailable,
)
from workers.http import error_for_status, retry_after, timeouts, transport_error
from workers.spec import DEFAULT_OLLAMA_URL, WorkerSpec
from workers.tls import tls_context

NAME = "Ollama"
# Requests that carry nothing of the person's (model lists and metadata).
_QUIET_PATHS = frozenset({"/api/tags", "/api/show", "/api/version", "/api/ps"})
# The client's ResponseError drops the headers; a response hook keeps Retry-After for
# the task that made the request (hooks run in that task's context).
_RETRY_AFTER: ContextVar[float | None] = ContextVar("ollama_retry_after", default=None)


class _Expected:
    """The one payload the current call may send, and its ``disclose``: per call."""

    def __init__(self, payload: OutboundPayload, disclose: Disclose) -> None:
        self.payload = payload
        self.disclose = disclose
        self.used = False


_EXPECTED: ContextVar[_Expected | None] = ContextVar("ollama_expected", default=None)


class Undisclosed(BadResponse):
    """A body was about to leave that no ``disclose`` call had accepted."""


def encode(obj: Any) -> bytes:
    """httpx's JSON encoding, byte for byte (``httpx._content.encode_json``)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


def _ollama_messages(briefing: ContextBriefing, message: str) -> list[dict[str, Any]]:
    # The client drops empty fields from each message (``_copy_messages``); so do we.
    return [{k: v for k, v in _ollama_message(m).items() if v} for m in briefing.messages(message)]


def _ollama_message(m: ChatMessage) -> dict[str, Any]:
    """Ollama's shape: calls as ``{"function": {"name", "arguments"}}``, a result as a
    ``tool`` turn naming its tool (Ollama gives calls no id)."""
    row: dict[str, Any] = {"role": m.role, "content": m.content}
    if m.tool_calls:
        row["tool_calls"] = [
            {"function": {"name": c.name, "arguments": c.arguments}} for c in m.tool_calls
        ]
    if m.role == "tool" and m.tool_name:
        row["tool_name"] = m.tool_name
    return row


def _options(briefing: ContextBriefing) -> dict[str, Any] | None:
    sampling = briefing.sampling
    options = {"temperature": sampling.temperature, "num_predict": sampling.max_tokens}
    return {k: v for k, v in options.items() if v is not None} or None


def _ollama_tools(briefing: ContextBriefing) -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "function": {
                "name": tool.name,
                "description": tool.description,
                "parameters": tool.parameters,
            },
        }
        for tool in briefing.tools
    ]


class OllamaWorker(BaseWorker):
    def __init__(self, spec: WorkerSpec) -> None:
        super().__init__(spec)
        self.base_url = (spec.base_url or DEFAULT_OLLAMA_URL).rstrip("/")
        self.capabilities = frozenset({"chat", "stream", "tools", "embed"})
        self._client: ollama.AsyncClient | None = None

    # --- rendering -------------------------------------------------------------------
    def _chat_kwargs(self, briefing: ContextBriefing, message: str) -> dict[str, Any]:
        return {
            "model": self._require_model(),
            "messages": _ollama_messages(briefing, message),
            "tools": _ollama_tools(briefing),
            "stream": True,
            "options": _options(briefing),
            "keep_alive": self.spec.keep_alive,
        }

    def render(self, briefing: ContextBriefing, message: str) -> OutboundPayload:
        kwargs = self._chat_kwargs(briefing, message)
        request = ChatRequest(
            model=kwargs["model"],
            messages=[ollama.Message.model_validate(m) for m in kwargs["messages"]],
            tools=[ollama.Tool.model_validate(t) for t in kwargs["tools"]],
            stream=True,
            options=kwargs["options"],
            keep_alive=kwargs["keep_alive"],
        )
        body = encode(request.model_dump(exclude_none=True))
        return OutboundPayload(destination=f"{self.base_url}/api/chat", body=body)

    def _require_model(self) -> str:
        if not self._model:
            raise WorkerUnavailable(
                f"Worker {self.worker_id!r} has no model yet: set `model` in its config, "
                "or let ARES ask Ollama first (check_availability).",
                worker_id=self.worker_id,
            )
        return self._model

    # --- the client and the disclosure gate -------------------------------------------
    def client(self) -> ollama.AsyncClient:
        if self._client is None:
            self._client = ollama.AsyncClient(
                host=self.base_url,
                timeout=timeouts(self.spec),
                verify=tls_context(),
                event_hooks={"request": [self._gate], "response": [_note_retry_after]},
            )
        return self._client

    async def _gate(self, request: httpx.Request) -> None:
        if request.method == "GET" or request.url.path in _QUIET_PATHS:
            return
        # The hook runs in the task that made the request: its own call, never another
        # turn's that happens to send the same bytes at the same time.
        expected = _EXPECTED.get()
        if expected is None or expected.payload.body != request.content or expected.used:
            raise Undisclosed(
                "ARES refused to send a request to Ollama that differs from its preview.",
                worker_id=self.worker_id,
            )
        expected.used = True
        await expected.disclose(expected.payload)

    # --- streaming -------------------------------------------------------------------
    async def _attempt(
        self, briefing: ContextBriefing, message: str, disclose: Disclose
    ) -> AsyncGenerator[Chunk, None]:
        await self._resolve_model()
        payload = self.render(briefing, message)
        _EXPECTED.set(_Expected(payload, disclose))
        parts: AsyncIterator[ollama.ChatResponse] | None = None
        guarded = None
        try:
            parts = await self.client().chat(**self._chat_kwargs(briefing, message))
            guarded = self._guarded(parts)
            async for part in guarded:
                chunk = self._chunk(part)
                if chunk.done:
                    # Drain the body first, so the connection goes back to the pool.
                    async for _ in guarded:
                        pass
                    yield chunk
                    return
                if chunk.text or chunk.tool_calls:
                    yield chunk
        finally:
            _EXPECTED.set(None)
            # Close both generators here, in this task: left to the garbage collector,
            # the client's would be closed from another context and complain.
            for gen in (guarded, parts):
                await _aclose(gen)
        raise BadResponse(
            f"The answer from {NAME} was cut off mid-stream.", worker_id=self.worker_id
        )

    async def _guarded(
        self, parts: AsyncIterator[ollama.ChatResponse]
    ) -> AsyncGenerator[ollama.ChatResponse, None]:
        """The client's stream with its exceptions turned into worker errors."""
        iterator = aiter(parts)
        while True:
            try:
                part = await anext(iterator)
            except StopAsyncIteration:
                return
            except Exception as exc:
                raise self._error(exc) from None
            yield part

    def _chunk(self, part: ollama.ChatResponse) -> Chunk:
        calls = [
            ToolCall(name=call.function.name, arguments=dict(call.function.arguments))
            for call in part.message.tool_calls or []
        ]
        if not part.done:
            return Chunk(text=part.message.content or "", tool_calls=calls)
        return Chunk(
            text=part.message.content or "",
            tool_calls=calls,
            done=True,
            cost=self.cost(part.prompt_eval_count or 0, part.eval_count or 0),
            finish_reason=part.done_reason or "stop",
        )

    def _error(self, exc: Exception) -> Exception:
        if isinstance(exc, WorkerError):
            return exc  # our own, e.g. the disclosure gate
        if isinstance(exc, ollama.ResponseError):
            return self._response_error(exc)
        if isinstance(exc, ConnectionError | httpx.ConnectError):
            return self._unreachable()
        if isinstance(exc, httpx.HTTPError):
            return transport_error(exc, name=NAME, url=self.base_url, worker_id=self.worker_id)
        if isinstance(exc, ValueError | ValidationError | TypeError | KeyError):
            return BadResponse(
                f"{NAME} at {self.base_url} answered in a format ARES does not understand.",
                worker_id=self.worker_id,
            )
        return exc

    def _unreachable(self) -> WorkerUnavailable:
        err = WorkerUnavailable(
            f"{NAME} is not reachable at {self.base_url} — start it with `ollama serve`.",
            worker_id=self.worker_id,
        )
        err.retryable = False
        return err

    def _response_error(self, exc: ollama.ResponseError) -> WorkerError:
        text = str(exc.error)
        if exc.status_code == 404 and "not found" in text:
            return self._missing(self._model)
        if exc.status_code == -1:  # an {"error": ...} line in the middle of a stream
            return BadResponse(f"{NAME} reported an error: {text[:200]}", worker_id=self.worker_id)
        body = json.dumps({"error": text}).encode()
        wait = _RETRY_AFTER.get()
        headers = httpx.Headers({"retry-after": str(wait)} if wait is not None else {})
        return error_for_status(exc.status_code, body, headers, name=NAME, worker_id=self.worker_id)

    def _missing(self, model: str) -> ModelNotFound:
        return ModelNotFound(
            f"model {model} is not pulled — run `ollama pull {model}`.",
            worker_id=self.worker_id,
        )

    # --- models and availability ------------------------------------------------------
    async def list_models(self) -> list[str]:
        try:
            listed = await self.client().list()
        except Exception as exc:
            raise self._error(exc) from None
        return [m.model for m in listed.models if m.model]

    async def _resolve_model(self) -> str:
        """The configured model, or the first one Ollama lists."""
        if self._model:
            return self._model
        models = await self.list_models()
        if not models:
            raise WorkerUnavailable(
                f"{NAME} at {self.base_url} has no models — pull one, e.g. "
                "`ollama pull llama3.2:3b`.",
                worker_id=self.worker_id,
            )
        self._model = models[0]
        return self._model

    async def check_availability(self) -> Availability:
        models: list[str] = []
        try:
            models = await self.list_models()
            model = await self._resolve_model()
            if model not in models:
                raise self._missing(model)
            return await self._describe(model, models)
        except WorkerError as err:
            return Availability(available=False, reason=str(err), models=models)

    async def _describe(self, model: str, models: list[str]) -> Availability:
        """Context length and capabilities from ``/api/show``."""
        try:
            shown = await self.client().show(model)
        except Exception as exc:
            raise self._error(exc) from None
        caps = set(self.capabilities)
        if shown.capabilities:
            caps = ({"chat", "stream"} | set(shown.capabilities)) - {"completion"}
        return Availability(
            available=True,
            models=models,
            context_length=_context_length(shown.modelinfo or {}),
            capabilities=sorted(caps),
        )

    # --- embeddings (memory search) ---------------------------------------------------
    def render_embed(self, texts: Sequence[str]) -> OutboundPayload:
        request = EmbedRequest(
            model=self._require_model(), input=list(texts), keep_alive=self.spec.keep_alive
        )
        body = encode(request.model_dump(exclude_none=True))
        return OutboundPayload(destination=f"{self.base_url}/api/embed", body=body)

    async def embed(self, texts: Sequence[str], *, disclose: Disclose) -> list[list[float]]:
        await self._resolve_model()
        payload = self.render_embed(texts)
        _EXPECTED.set(_Expected(payload, disclose))
        try:
            result = await self.client().embed(
                model=self._model, input=list(texts), keep_alive=self.spec.keep_alive
            )
        except Exception as exc:
            raise self._error(exc) from None
        finally:
            _EXPECTED.set(None)
        return [list(vector) for vector in result.embeddings]

    async def aclose(self) -> None:
        if self._client is not None:
            # ollama's AsyncClient.close is not annotated; its contract is this one.
            close: Callable[[], Awaitable[None]] = self._client.close
            await close()
            self._client = None


async def _aclose(gen: object) -> None:
    close = getattr(gen, "aclose", None)
    if close is not None:
        with contextlib.suppress(Exception):
            await close()


async def _note_retry_after(response: httpx.Response) -> None:
    if response.status_code == 429:
        _RETRY_AFTER.set(retry_after(response.headers))


def _context_length(model_info: Mapping[str, Any]) -> int | None:
    for key, value in model_info.items():
        if key.endswith(".context_length") and isinstance(value, int):
            return value
    return None
