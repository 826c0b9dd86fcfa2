"""The worker contract: what the controller hands a worker and what comes back.

Every adapter renders a ``ContextBriefing`` plus the person's message into its own wire
format. Before those bytes leave, the adapter awaits the ``disclose`` callback with the
exact body it is about to send; the controller's egress records it in the disclosure
ledger there, and if recording fails the request is never sent.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, Awaitable, Callable, Sequence
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from trust.sensitivity import PrivacyClass

Role = Literal["system", "user", "assistant", "tool"]


class ToolSpec(BaseModel):
    """A tool the worker may call, described as a JSON schema (OpenAI/Ollama shape)."""

    name: str
    description: str = ""
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object"})


class ToolCall(BaseModel):
    id: str = ""
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ChatMessage(BaseModel):
    """One chat turn. An assistant turn may ask for tools (``tool_calls``); a ``tool``
    turn answers one of them (``tool_call_id``, ``tool_name``) with ``content``."""

    model_config = ConfigDict(frozen=True)

    role: Role
    content: str
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_call_id: str = ""
    tool_name: str = ""

    def outgoing_text(self) -> str:
        """All the text this turn carries to a worker, tool-call arguments included:
        what the egress classifies before it leaves."""
        parts = [self.content]
        if self.role == "tool":  # its strings as written: JSON escapes hide context
            parts += _json_strings(self.content)
        for call in self.tool_calls:
            parts += [json.dumps(call.arguments, ensure_ascii=False)]
            parts += _json_strings(json.dumps(call.arguments))
        return "\n".join(p for p in parts if p)


def _json_strings(text: str) -> list[str]:
    try:
        value = json.loads(text)
    except ValueError:
        return []
    found: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            stack += [*map(str, item), *item.values()]
        elif isinstance(item, list):
            stack += item
    return found


class Sampling(BaseModel):
    """An agent's model settings (``[models.NAME]`` in agents.toml); None: the provider's."""

    temperature: float | None = None
    max_tokens: int | None = None


class ContextBriefing(BaseModel):
    """Everything a worker is told besides the message itself, already redacted.

    The controller builds it; adapters only render it. ``system_prompt()`` gives the
    sections as one text so that every adapter words them the same way.
    """

    persona: str = "You are ARES, a helpful, concise personal assistant."
    facts: list[str] = Field(default_factory=list)
    conversation: list[ChatMessage] = Field(default_factory=list)
    memories: list[str] = Field(default_factory=list)
    # Older history, summarised by the local model (an agent's compaction).
    summary: str = ""
    constraints: list[str] = Field(default_factory=list)
    privacy_note: str = ""
    tools: list[ToolSpec] = Field(default_factory=list)
    output_requirements: list[str] = Field(default_factory=list)
    # Files sent with the message, each framed with its name and already redacted; they
    # go in the message's own turn (``user_content``), after its text.
    attachments: list[str] = Field(default_factory=list)
    # This turn's tool rounds, after the message: the model's calls and their results.
    exchange: list[ChatMessage] = Field(default_factory=list)
    sampling: Sampling = Field(default_factory=Sampling)

    def system_prompt(self) -> str:
        parts = [self.persona]
        for title, items in (
            ("Facts about the person", self.facts),
            ("Relevant memories", self.memories),
            ("Summary of the earlier conversation", [self.summary] if self.summary else []),
            ("Constraints", self.constraints),
            ("Output requirements", self.output_requirements),
        ):
            if items:
                parts.append(f"{title}:\n" + "\n".join(f"- {item}" for item in items))
        if self.privacy_note:
            parts.append(self.privacy_note)
        return "\n\n".join(parts)

    def messages(self, message: str) -> list[ChatMessage]:
        """System prompt, recent conversation, the message, then this turn's tool
        rounds: the chat-API order."""
        return [
            ChatMessage(role="system", content=self.system_prompt()),
            *self.conversation,
            ChatMessage(role="user", content=self.user_content(message)),
            *self.exchange,
        ]

    def user_content(self, message: str) -> str:
        """The message and the files sent with it, as the person's turn."""
        return "\n\n".join([message, *self.attachments])


class Cost(BaseModel):
    tokens_in: int = 0
    tokens_out: int = 0
    money: float | None = None
    currency: str | None = None


class Chunk(BaseModel):
    """A piece of a streamed answer. The last chunk has ``done`` and may carry usage and
    the reason the answer ended: what one call learns travels with that call's chunks,
    never on the (shared) worker."""

    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    done: bool = False
    cost: Cost | None = None
    finish_reason: str = ""


class WorkerResult(BaseModel):
    text: str
    tool_calls: list[ToolCall] = Field(default_factory=list)
    model: str = ""
    finish_reason: str = ""
    cost: Cost = Field(default_factory=Cost)


class Availability(BaseModel):
    """What a check found, as a value: a check never rewrites the worker it asked."""

    available: bool
    reason: str = ""
    models: list[str] = Field(default_factory=list)
    context_length: int | None = None
    capabilities: list[str] = Field(default_factory=list)


class OutboundPayload(BaseModel):
    """The exact bytes a worker is about to send, and where they go."""

    destination: str
    body: bytes
    content_type: str = "application/json"


Disclose = Callable[[OutboundPayload], Awaitable[None]]


@runtime_checkable
class Worker(Protocol):
    worker_id: str
    model: str
    data_location: Literal["local", "cloud"]
    privacy_class: PrivacyClass
    capabilities: frozenset[str]

    def render(self, briefing: ContextBriefing, message: str) -> OutboundPayload:
        """The request body ``stream`` would send for this input, without sending it."""
        ...

    def stream(
        self, briefing: ContextBriefing, message: str, *, disclose: Disclose
    ) -> AsyncGenerator[Chunk, None]: ...

    async def generate(
        self, briefing: ContextBriefing, message: str, *, disclose: Disclose
    ) -> WorkerResult: ...

    async def check_availability(self) -> Availability: ...

    async def aclose(self) -> None: ...


@runtime_checkable
class Embedder(Protocol):
    """A worker that also turns texts into vectors (Ollama's ``/api/embed``)."""

    async def embed(self, texts: Sequence[str], *, disclose: Disclose) -> list[list[float]]: ...
