"""What every adapter shares: identity from the spec, retries, cost, and ``generate``.

An adapter implements ``_attempt`` — one try at streaming an answer — and ``render``.
``stream`` wraps the attempts in the retry policy: a failure that is worth retrying is
retried with backoff only while no chunk has reached the caller, because after the
first token a retry would show the person a second, different beginning.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncGenerator
from typing import Literal

from trust.sensitivity import PrivacyClass
from workers.contract import (
    Availability,
    Chunk,
    ContextBriefing,
    Cost,
    Disclose,
    OutboundPayload,
    ToolCall,
    WorkerResult,
)
from workers.errors import RateLimited, WorkerError
from workers.spec import WorkerSpec

# A provider's Retry-After longer than this is not waited for: the error goes to the
# person, who can decide to wait, rather than a turn that silently hangs.
MAX_RETRY_WAIT = 30.0


class BaseWorker:
    """Identity and the retry loop; subclasses speak one provider's protocol."""

    data_location: Literal["local", "cloud"]

    def __init__(self, spec: WorkerSpec) -> None:
        self.spec = spec
        self.worker_id = spec.id
        self.privacy_class: PrivacyClass = spec.privacy
        self.data_location = "local" if spec.privacy is PrivacyClass.LOCAL_ONLY else "cloud"
        self.capabilities: frozenset[str] = frozenset({"chat", "stream"})
        self._model = spec.model or ""

    @property
    def model(self) -> str:
        return self._model

    @property
    def max_retries(self) -> int:
        return self.spec.max_retries

    def __repr__(self) -> str:
        # Only the spec's public identity: a repr ends up in logs and tracebacks.
        return f"<{type(self).__name__} {self.worker_id!r} model={self.model!r}>"

    # --- the contract ----------------------------------------------------------------
    def render(self, briefing: ContextBriefing, message: str) -> OutboundPayload:
        raise NotImplementedError

    async def check_availability(self) -> Availability:
        raise NotImplementedError

    async def aclose(self) -> None:
        return None

    async def stream(
        self, briefing: ContextBriefing, message: str, *, disclose: Disclose
    ) -> AsyncGenerator[Chunk, None]:
        tries = 0
        while True:
            started = False
            try:
                async with contextlib.aclosing(
                    self._attempt(briefing, message, disclose)
                ) as chunks:
                    async for chunk in chunks:
                        started = True
                        yield chunk
                return
            except WorkerError as err:
                if started or not err.retryable or tries >= self.max_retries:
                    raise
                tries += 1
                wait = self._backoff(tries, err)
                if wait is None:
                    raise
                await asyncio.sleep(wait)

    async def generate(
        self, briefing: ContextBriefing, message: str, *, disclose: Disclose
    ) -> WorkerResult:
        parts: list[str] = []
        calls: list[ToolCall] = []
        cost = Cost()
        finish_reason = ""
        async with contextlib.aclosing(self.stream(briefing, message, disclose=disclose)) as it:
            async for chunk in it:
                parts.append(chunk.text)
                calls.extend(chunk.tool_calls)
                if chunk.cost is not None:
                    cost = chunk.cost
                finish_reason = chunk.finish_reason or finish_reason
        return WorkerResult(
            text="".join(parts),
            tool_calls=calls,
            model=self.model,
            finish_reason=finish_reason,
            cost=cost,
        )

    # --- for adapters ----------------------------------------------------------------
    def _attempt(
        self, briefing: ContextBriefing, message: str, disclose: Disclose
    ) -> AsyncGenerator[Chunk, None]:
        raise NotImplementedError

    def _backoff(self, tries: int, err: WorkerError) -> float | None:
        """Seconds to wait before try ``tries`` + 1, or None to give up now."""
        wait = self.spec.retry_backoff * 2.0 ** (tries - 1)
        if isinstance(err, RateLimited) and err.retry_after is not None:
            if err.retry_after > MAX_RETRY_WAIT:
                return None
            wait = max(wait, err.retry_after)
        return wait

    def cost(self, tokens_in: int, tokens_out: int) -> Cost:
        """Tokens, and money where the config gives a price per million tokens."""
        money: float | None = None
        spec = self.spec
        if spec.price_in_per_mtok is not None or spec.price_out_per_mtok is not None:
            money = (
                tokens_in * (spec.price_in_per_mtok or 0.0)
                + tokens_out * (spec.price_out_per_mtok or 0.0)
            ) / 1_000_000
        return Cost(
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            money=money,
            currency=spec.currency if money is not None else None,
        )
