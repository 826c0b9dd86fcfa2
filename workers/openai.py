"""OpenAI-compatible chat completions (OpenAI, OpenRouter, Groq, Mistral, LM Studio,
vLLM, llama.cpp server): ``POST {base_url}/chat/completions`` streamed as server-sent
events, usage requested in the last chunk with ``stream_options.include_usage``.

Local servers often need no key, so a missing key is an error only when the worker's
config names one (``key = "..."``); otherwise the request goes without Authorization.
"""

from __future__ import annotations

import json
from typing import Any

from workers.api import ApiWorker, StreamParser, encode
from workers.contract import ChatMessage, Chunk, ContextBriefing, OutboundPayload, ToolCall
from workers.errors import BadResponse
from workers.sse import SseEvent

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class OpenAIWorker(ApiWorker):
    name = "The OpenAI-compatible API"
    default_base_url = DEFAULT_BASE_URL
    key_required = False

    def render(self, briefing: ContextBriefing, message: str) -> OutboundPayload:
        body: dict[str, Any] = {
            "model": self._require_model(),
            "messages": [_message(m) for m in briefing.messages(message)],
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if briefing.tools:
            body["tools"] = [
                {"type": "function", "function": t.model_dump()} for t in briefing.tools
            ]
        if briefing.sampling.temperature is not None:
            body["temperature"] = briefing.sampling.temperature
        if briefing.sampling.max_tokens is not None:
            body["max_tokens"] = briefing.sampling.max_tokens
        return OutboundPayload(destination=f"{self.base_url}/chat/completions", body=encode(body))

    def headers(self, key: str | None) -> dict[str, str]:
        headers = {"accept": "text/event-stream"}
        if key:
            headers["authorization"] = f"Bearer {key}"
        return headers

    @property
    def models_url(self) -> str:
        return f"{self.base_url}/models"

    def parser(self) -> StreamParser:
        return OpenAIParser(self.worker_id, self.name)


def _message(m: ChatMessage) -> dict[str, Any]:
    if m.role == "assistant" and m.tool_calls:
        return {
            "role": "assistant",
            "content": m.content or None,
            "tool_calls": [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {
                        "name": call.name,
                        "arguments": json.dumps(call.arguments, ensure_ascii=False),
                    },
                }
                for call in m.tool_calls
            ],
        }
    if m.role == "tool":
        if m.tool_call_id:
            return {"role": "tool", "tool_call_id": m.tool_call_id, "content": m.content}
        # A stored tool turn without the id the API gave: plain user text, rather than
        # a request the API rejects.
        return {"role": "user", "content": f"Tool result:\n{m.content}"}
    return {"role": m.role, "content": m.content}


class OpenAIParser(StreamParser):
    def __init__(self, worker_id: str, name: str) -> None:
        super().__init__(worker_id, name)
        self._calls: dict[int, dict[str, str]] = {}

    def feed(self, event: SseEvent) -> list[Chunk]:
        if event.data.strip() == "[DONE]":
            self.done = True
            return self._flush_calls()
        data = self.load(event.data)
        if not isinstance(data, dict):
            raise self.bad("an event of an unknown shape")
        if "error" in data:  # some compatible servers report failures inside the stream
            err = data["error"]
            text = err.get("message", "") if isinstance(err, dict) else str(err)
            raise BadResponse(
                f"{self.name} reported an error: {text[:200]}", worker_id=self.worker_id
            )
        if isinstance(data.get("usage"), dict):
            self.tokens_in = int(data["usage"].get("prompt_tokens") or 0)
            self.tokens_out = int(data["usage"].get("completion_tokens") or 0)
        chunks: list[Chunk] = []
        for choice in data.get("choices") or []:
            delta = choice.get("delta") or {}
            if delta.get("content"):
                chunks.append(Chunk(text=delta["content"]))
            for call in delta.get("tool_calls") or []:
                self._collect(call)
            if choice.get("finish_reason"):
                self.finish_reason = choice["finish_reason"]
        return chunks

    def _collect(self, call: dict[str, Any]) -> None:
        slot = self._calls.setdefault(int(call.get("index", 0)), {"id": "", "name": "", "args": ""})
        slot["id"] = call.get("id") or slot["id"]
        function = call.get("function") or {}
        slot["name"] = function.get("name") or slot["name"]
        slot["args"] += function.get("arguments") or ""

    def _flush_calls(self) -> list[Chunk]:
        if not self._calls:
            return []
        calls = []
        for _, slot in sorted(self._calls.items()):
            try:
                arguments = json.loads(slot["args"] or "{}")
            except ValueError:
                raise self.bad("tool-call arguments that are not JSON") from None
            calls.append(ToolCall(id=slot["id"], name=slot["name"], arguments=arguments))
        return [Chunk(tool_calls=calls)]
