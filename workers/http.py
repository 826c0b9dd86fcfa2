"""HTTP plumbing the Ollama, OpenAI-compatible and Anthropic adapters share.

Two jobs: turn what httpx and the providers report into the one ``WorkerError`` tree
with a sentence a person understands, and send a pre-rendered body only after the
``disclose`` callback has accepted those exact bytes. Provider error texts are kept
(they say what went wrong) but scrubbed of the key and cut short; a refused key gets
our own sentence only, because providers echo part of the key back.
"""

from __future__ import annotations

import email.utils
import json
import re
import time
from typing import Any

import httpx

from workers.contract import Disclose, OutboundPayload
from workers.errors import (
    AuthRejected,
    BadResponse,
    RateLimited,
    TimedOut,
    WorkerError,
    WorkerUnavailable,
)
from workers.spec import WorkerSpec
from workers.tls import tls_context

MAX_PROVIDER_TEXT = 200
_KEYISH = re.compile(r"\b(sk|pk|rk|key)[-_][A-Za-z0-9*_\-]{6,}", re.IGNORECASE)


def timeouts(spec: WorkerSpec) -> httpx.Timeout:
    """Connect within ``connect_timeout``; ``read_timeout`` is the longest silence."""
    return httpx.Timeout(
        connect=spec.connect_timeout,
        read=spec.read_timeout,
        write=spec.read_timeout,
        pool=spec.connect_timeout,
    )


def scrub(text: str, secret: str | None = None) -> str:
    """A provider's message made safe for an exception: no key, one short line."""
    if secret:
        text = text.replace(secret, "[key]")
    text = _KEYISH.sub("[key]", text)
    text = " ".join(text.split())
    if len(text) > MAX_PROVIDER_TEXT:
        text = text[: MAX_PROVIDER_TEXT - 1] + "…"
    return text


def provider_message(body: bytes) -> str:
    """The human part of an error body: ``{"error": "..."}`` (Ollama),
    ``{"error": {"message": ...}}`` (OpenAI, Anthropic), or the text itself."""
    try:
        data: Any = json.loads(body)
    except ValueError:
        return body.decode("utf-8", "replace")
    if isinstance(data, dict):
        err = data.get("error", data.get("message", ""))
        if isinstance(err, dict):
            return str(err.get("message") or err.get("type") or "")
        return str(err)
    return str(data)


def retry_after(headers: httpx.Headers) -> float | None:
    """Seconds from ``Retry-After`` (delta or HTTP date), or the providers' ms header."""
    raw = headers.get("retry-after-ms")
    if raw:
        try:
            return float(raw) / 1000
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(raw) if raw else None
        return max(0.0, parsed.timestamp() - time.time()) if parsed else None


def error_for_status(
    status: int,
    body: bytes,
    headers: httpx.Headers,
    *,
    name: str,
    worker_id: str,
    secret: str | None = None,
) -> WorkerError:
    """The error for a non-2xx answer from provider ``name``."""
    detail = scrub(provider_message(body), secret)
    suffix = f": {detail}" if detail else "."
    if status in (401, 403):
        return AuthRejected(
            f"{name} refused the API key (HTTP {status}) — set it again with "
            f"`ares keys set {worker_id}`.",
            worker_id=worker_id,
        )
    if status == 429:
        wait = retry_after(headers)
        hint = f" Try again in {wait:.0f} s." if wait is not None else ""
        return RateLimited(
            f"{name} asked us to slow down (HTTP 429){suffix}{hint}",
            worker_id=worker_id,
            retry_after=wait,
        )
    err = BadResponse(f"{name} answered with HTTP {status}{suffix}", worker_id=worker_id)
    if status >= 500 or status == 408:
        err.retryable = True  # the provider's own trouble: worth another try
    return err


def transport_error(exc: Exception, *, name: str, url: str, worker_id: str) -> WorkerError:
    """The error for an httpx failure below HTTP (connect, timeout, cut stream)."""
    if isinstance(exc, httpx.ConnectTimeout | httpx.PoolTimeout):
        return TimedOut(
            f"{name} at {url} did not accept a connection in time.", worker_id=worker_id
        )
    if isinstance(exc, httpx.TimeoutException):
        quiet = TimedOut(f"{name} at {url} stopped answering (read timeout).", worker_id=worker_id)
        quiet.retryable = False  # it took the request and went quiet: asking again waits again
        return quiet
    if isinstance(exc, httpx.ConnectError):
        err = WorkerUnavailable(f"{name} is not reachable at {url}.", worker_id=worker_id)
        err.retryable = False  # nothing listens there; a second knock changes nothing
        return err
    if isinstance(exc, httpx.RemoteProtocolError | httpx.ReadError):
        return BadResponse(f"The answer from {name} was cut off mid-stream.", worker_id=worker_id)
    return BadResponse(f"{name} at {url} failed: {type(exc).__name__}.", worker_id=worker_id)


class HttpSender:
    """One long-lived ``httpx.AsyncClient`` per worker, created on first use.

    ``open`` awaits ``disclose`` with the payload, then sends exactly ``payload.body``;
    if disclosing raises, nothing is sent and the caller sees that exception.
    """

    def __init__(self, spec: WorkerSpec, name: str) -> None:
        self.spec = spec
        self.name = name
        self._client: httpx.AsyncClient | None = None

    def client(self) -> httpx.AsyncClient:
        if self._client is None or self._client.is_closed:
            self._client = httpx.AsyncClient(timeout=timeouts(self.spec), verify=tls_context())
        return self._client

    async def open(
        self,
        payload: OutboundPayload,
        headers: dict[str, str],
        disclose: Disclose,
        *,
        secret: str | None = None,
    ) -> httpx.Response:
        """Send the payload as a POST and return the streaming response (2xx only)."""
        request = self.client().build_request(
            "POST",
            payload.destination,
            content=payload.body,
            headers={"content-type": payload.content_type, **headers},
        )
        await disclose(payload)
        try:
            response = await self.client().send(request, stream=True)
        except httpx.HTTPError as exc:
            raise self.transport_error(exc) from None
        if response.status_code >= 300:
            try:
                body = await response.aread()
            except httpx.HTTPError:
                body = b""
            finally:
                await response.aclose()
            raise error_for_status(
                response.status_code,
                body,
                response.headers,
                name=self.name,
                worker_id=self.spec.id,
                secret=secret,
            )
        return response

    async def get_json(self, url: str, headers: dict[str, str]) -> Any:
        """A GET for availability checks (no user data), mapped to worker errors."""
        try:
            response = await self.client().get(url, headers=headers)
        except httpx.HTTPError as exc:
            raise self.transport_error(exc) from None
        if response.status_code >= 300:
            raise error_for_status(
                response.status_code,
                response.content,
                response.headers,
                name=self.name,
                worker_id=self.spec.id,
            )
        try:
            return response.json()
        except ValueError:
            raise BadResponse(
                f"{self.name} answered in a format ARES does not understand.",
                worker_id=self.spec.id,
            ) from None

    def transport_error(self, exc: Exception) -> WorkerError:
        return transport_error(
            exc, name=self.name, url=self.spec.base_url or "", worker_id=self.spec.id
        )

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None
