"""Whether a message fits the worker's context, said in numbers before anything is sent.

A model truncates (or the provider refuses, after the bytes left) a message larger than
its context; 5 MB pasted by mistake must not leave at all. The context comes from the
worker's own report (Ollama's model info), else ``context_length`` in its config, else
the provider's published size; with none of these the message is not checked.

Tokens are estimated as UTF-8 bytes / 4: about right for English and code, and on the
safe side for other scripts (where a character is 2–3 bytes but often one token).
"""

from __future__ import annotations

from pydantic import BaseModel

from app.controller.routing import RouteRefused
from workers import Availability, WorkerSpec

BYTES_PER_TOKEN = 4
# Published context sizes of each provider's current models, in tokens.
KNOWN_CONTEXT = {"openai": 128_000, "anthropic": 200_000}
# What of the context the message may take: the rest is the briefing and the answer.
MESSAGE_SHARE = 0.75


class MessageTooLarge(RouteRefused):
    """The message would not fit; the text says by how much and what to do."""

    def __init__(self, fit: Fit) -> None:
        super().__init__(fit.sentence())
        self.fit = fit


class Fit(BaseModel):
    worker_id: str
    tokens: int  # the message's estimated size
    size_bytes: int
    context: int  # the worker's context, in tokens
    limit: int  # what the message may take of it

    @property
    def fits(self) -> bool:
        return self.tokens <= self.limit

    def sentence(self) -> str:
        return (
            f"This message is about {self.tokens:,} tokens ({_size(self.size_bytes)}); "
            f"{self.worker_id}'s context holds {self.context:,} tokens, so it was not sent. "
            "Trim it to fit, or keep it local."
        )


def worker_context(spec: WorkerSpec, availability: Availability) -> int | None:
    """The worker's context in tokens: its own report, its config, or the provider's."""
    return availability.context_length or spec.context_length or KNOWN_CONTEXT.get(spec.kind)


def measure(text: str, worker_id: str, context: int) -> Fit:
    size = len(text.encode("utf-8"))
    return Fit(
        worker_id=worker_id,
        tokens=-(-size // BYTES_PER_TOKEN),
        size_bytes=size,
        context=context,
        limit=int(context * MESSAGE_SHARE),
    )


def check_fits(text: str, worker_id: str, context: int | None) -> None:
    """Raises MessageTooLarge when the message cannot fit the worker's context."""
    if context is None:
        return
    fit = measure(text, worker_id, context)
    if not fit.fits:
        raise MessageTooLarge(fit)


def trimmed(text: str, context: int) -> str:
    """The start of ``text`` that fits, cut at a line (or word) boundary."""
    budget = int(context * MESSAGE_SHARE) * BYTES_PER_TOKEN
    head = text.encode("utf-8")[:budget].decode("utf-8", "ignore")
    cut = max(head.rfind("\n"), head.rfind(" "))
    return head[:cut] if cut > len(head) // 2 else head


def _size(count: int) -> str:
    for unit, scale in (("MB", 1_000_000), ("kB", 1_000)):
        if count >= scale:
            return f"{count / scale:.1f} {unit}"
    return f"{count} bytes"
