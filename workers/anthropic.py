"""Anthropic's Messages API: ``POST {base_url}/v1/messages`` with ``x-api-key`` and
``anthropic-version``, streamed as named server-sent events (``message_start`` …
``content_block_delta`` … ``message_delta`` … ``message_stop``; ``ping`` ignored;
``error`` mapped into the error tree)."""

from __future__ import annotations

import json
from typing import Any

from workers.api import ApiWorker, StreamParser, encode
from workers.contract import ChatMessage, Chunk, ContextBriefing, OutboundPayload, ToolCall
from workers.errors import BadResponse, RateLimited
from workers.sse import SseEvent

DEFAULT_BASE_URL = "https://api.anthropic.com"
API_VERSION = "2023-06-01"


def _messages(briefing: ContextBriefing, message: str) -> tuple[str, list[dict[str, Any]]]:
    """The system text and the user/assistant turns, as the Messages API wants them:
    system text is a top-level field; a tool call is a ``tool_use`` block of the
    assistant's turn, its result a ``tool_result`` block of the next user turn."""
    system = [briefing.system_prompt()]
    turns: list[dict[str, Any]] = []
    person = ChatMessage(role="user", content=briefing.user_content(message))
    rest = [*briefing.conversation, person, *briefing.exchange]
    for m in rest:
        if m.role == "system":
            system.append(m.content)
        elif m.role == "assistant" and m.tool_calls:
            text = [{"type": "text", "text": m.content}] if m.content else []
            blocks: list[dict[str, Any]] = [
                *text,
                *(
                    {"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments}
                    for c in m.tool_calls
                ),
            ]
            turns.append({"role": "assistant", "content": blocks})
        elif m.role == "tool" and m.tool_call_id:
            block = {"type": "tool_result", "tool_use_id": m.tool_call_id, "content": m.content}
            if turns and turns[-1]["role"] == "user" and isinstance(turns[-1]["content"], list):
                turns[-1]["content"].append(block)  # one user turn answers every call
            else:
                turns.append({"role": "user", "content": [block]})
        else:
            turns.append(
                {"role": "assistant" if m.role == "assistant" else "user", "content": m.content}
            )
    return "\n\n".join(system), turns


class AnthropicWorker(ApiWorker):
    name = "The Anthropic API"
    default_base_url = DEFAULT_BASE_URL

    def render(self, briefing: ContextBriefing, message: str) -> OutboundPayload:
        system, turns = _messages(briefing, message)
        body: dict[str, Any] = {
            "model": self._require_model(),
            "max_tokens": briefing.sampling.max_tokens or self.spec.max_tokens,
            "system": system,
            "messages": turns,
            "stream": True,
        }
        if briefing.tools:
            body["tools"] = [
                {"name": t.name, "description": t.description, "input_schema": t.parameters}
                for t in briefing.tools
            ]
        if briefing.sampling.temperature is not None:
            body["temperature"] = min(briefing.sampling.temperature, 1.0)  # the API's range
        return OutboundPayload(destination=f"{self.base_url}/v1/messages", body=encode(body))

    def headers(self, key: str | None) -> dict[str, str]:
        return {
            "accept": "text/event-stream",
            "anthropic-version": API_VERSION,
            "x-api-key": key or "",
        }

    @property
    def models_url(self) -> str:
        return f"{self.base_url}/v1/models"

    def parser(self) -> StreamParser:
        return AnthropicParser(self.worker_id, self.name)


class AnthropicParser(StreamParser):
    def __init__(self, worker_id: str, name: str) -> None:
        super().__init__(worker_id, name)
        self._tools: dict[int, dict[str, str]] = {}

    def feed(self, event: SseEvent) -> list[Chunk]:
        data = self.load(event.data)
        if not isinstance(data, dict):
            raise self.bad("an event of an unknown shape")
        kind = data.get("type", event.event)
        handler = getattr(self, f"_on_{kind}", None)
        return handler(data) if handler is not None else []  # new event types: ignored

    def _on_message_start(self, data: dict[str, Any]) -> list[Chunk]:
        usage = (data.get("message") or {}).get("usage") or {}
        self.tokens_in = int(usage.get("input_tokens") or 0)
        self.tokens_out = int(usage.get("output_tokens") or 0)
        return []

    def _on_content_block_start(self, data: dict[str, Any]) -> list[Chunk]:
        block = data.get("content_block") or {}
        if block.get("type") == "tool_use":
            self._tools[int(data.get("index", 0))] = {
                "id": block.get("id", ""),
                "name": block.get("name", ""),
                "json": "",
            }
        elif block.get("type") == "text" and block.get("text"):
            return [Chunk(text=block["text"])]
        return []

    def _on_content_block_delta(self, data: dict[str, Any]) -> list[Chunk]:
        delta = data.get("delta") or {}
        if delta.get("type") == "text_delta" and delta.get("text"):
            return [Chunk(text=delta["text"])]
        if delta.get("type") == "input_json_delta":
            slot = self._tools.get(int(data.get("index", 0)))
            if slot is not None:
                slot["json"] += delta.get("partial_json", "")
        return []

    def _on_content_block_stop(self, data: dict[str, Any]) -> list[Chunk]:
        slot = self._tools.pop(int(data.get("index", 0)), None)
        if slot is None:
            return []
        try:
            arguments = json.loads(slot["json"] or "{}")
        except ValueError:
            raise self.bad("tool input that is not JSON") from None
        return [Chunk(tool_calls=[ToolCall(id=slot["id"], name=slot["name"], arguments=arguments)])]

    def _on_message_delta(self, data: dict[str, Any]) -> list[Chunk]:
        self.finish_reason = (data.get("delta") or {}).get("stop_reason") or self.finish_reason
        usage = data.get("usage") or {}
        if usage.get("output_tokens") is not None:
            self.tokens_out = int(usage["output_tokens"])  # cumulative, per the API docs
        if usage.get("input_tokens"):
            self.tokens_in = int(usage["input_tokens"])
        return []

    def _on_message_stop(self, data: dict[str, Any]) -> list[Chunk]:
        self.done = True
        return []

    def _on_error(self, data: dict[str, Any]) -> list[Chunk]:
        error = data.get("error") or {}
        kind, text = error.get("type", "error"), str(error.get("message", ""))[:200]
        if kind == "rate_limit_error":
            raise RateLimited(
                f"{self.name} asked us to slow down: {text}", worker_id=self.worker_id
            )
        err = BadResponse(f"{self.name} reported {kind}: {text}", worker_id=self.worker_id)
        err.retryable = kind in ("overloaded_error", "api_error")
        raise err
