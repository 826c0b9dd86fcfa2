"""Readers for what command-line agents print: Claude Code's and Codex's stream-JSON
lines, or plain text.

``claude -p --output-format stream-json --verbose`` prints one JSON object per line:
``system`` (init), ``assistant`` (a whole message; with ``--include-partial-messages``
also ``stream_event`` lines wrapping the Messages API's streaming events), ``user``
(tool results), and a final ``result`` with ``is_error``, ``usage`` and
``total_cost_usd``. ``codex exec --json`` prints ``thread.started``, ``turn.started``,
``item.started|updated|completed`` (an ``agent_message`` item carries the answer),
then ``turn.completed`` with ``usage`` — or ``turn.failed`` / ``error``.
"""

from __future__ import annotations

import json
from typing import Any

from workers.contract import Chunk
from workers.errors import BadResponse
from workers.parsing import AnswerParser


class LineParser(AnswerParser):
    """Turns an agent's stdout into chunks; ``name`` is its program."""

    raw = False  # True: fed whatever bytes arrive, not whole lines

    def feed(self, text: str) -> list[Chunk]:
        chunks: list[Chunk] = []
        for line in text.splitlines():
            if not line.strip():
                continue
            try:
                event = json.loads(line)
            except ValueError:
                continue  # agents print the odd banner or warning on stdout
            if isinstance(event, dict):
                chunks.extend(self.on_event(event))
        return chunks

    def on_event(self, event: dict[str, Any]) -> list[Chunk]:
        raise NotImplementedError

    def check_complete(self) -> None:
        if not self.done:
            raise BadResponse(
                f"`{self.name}` ended without a final result.", worker_id=self.worker_id
            )

    def fail(self, text: str) -> BadResponse:
        return BadResponse(
            f"`{self.name}` reported an error: {text[:200]}", worker_id=self.worker_id
        )


class TextParser(LineParser):
    raw = True

    def feed(self, text: str) -> list[Chunk]:
        return [Chunk(text=text)] if text else []

    def check_complete(self) -> None:
        self.done = True  # plain text ends when the command exits successfully


class ClaudeParser(LineParser):
    def __init__(self, worker_id: str, program: str) -> None:
        super().__init__(worker_id, program)
        self._partial = False  # with partial messages, the whole message repeats the text

    def on_event(self, event: dict[str, Any]) -> list[Chunk]:
        kind = event.get("type")
        if kind == "stream_event":
            inner = event.get("event") or {}
            delta = inner.get("delta") or {}
            if inner.get("type") == "content_block_delta" and delta.get("type") == "text_delta":
                self._partial = True
                return [Chunk(text=delta.get("text", ""))]
            return []
        if kind == "assistant" and not self._partial:
            content = (event.get("message") or {}).get("content") or []
            # Text blocks only: tool_use blocks are Claude Code's own tools, run by itself.
            texts = [
                b.get("text") for b in content if isinstance(b, dict) and b.get("type") == "text"
            ]
            return [Chunk(text=t) for t in texts if t]
        if kind == "result":
            return self._on_result(event)
        return []

    def _on_result(self, event: dict[str, Any]) -> list[Chunk]:
        if event.get("is_error") or str(event.get("subtype", "")).startswith("error"):
            raise self.fail(str(event.get("result") or event.get("subtype") or "unknown error"))
        usage = event.get("usage") or {}
        self.tokens_in = sum(
            int(usage.get(k) or 0)
            for k in ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
        )
        self.tokens_out = int(usage.get("output_tokens") or 0)
        cost = event.get("total_cost_usd", event.get("cost_usd"))
        self.money = float(cost) if isinstance(cost, int | float) else None
        self.finish_reason = str(event.get("subtype") or "success")
        self.done = True
        return []


def _is_text(content: list[Any], text: str) -> bool:
    return any(
        isinstance(b, dict) and b.get("type") == "text" and b.get("text") == text for b in content
    )


class CodexParser(LineParser):
    def __init__(self, worker_id: str, program: str) -> None:
        super().__init__(worker_id, program)
        self._seen: dict[str, str] = {}  # agent_message id → text already yielded

    def on_event(self, event: dict[str, Any]) -> list[Chunk]:
        kind = event.get("type", "")
        if kind in ("item.started", "item.updated", "item.completed"):
            return self._on_item(event.get("item") or {})
        if kind == "turn.completed":
            usage = event.get("usage") or {}
            self.tokens_in = int(usage.get("input_tokens") or 0)
            self.tokens_out = int(usage.get("output_tokens") or 0)
            self.finish_reason = "stop"
            self.done = True
        elif kind == "turn.failed":
            raise self.fail(str((event.get("error") or {}).get("message", "turn failed")))
        elif kind == "error":
            raise self.fail(str(event.get("message", "error")))
        return []

    def _on_item(self, item: dict[str, Any]) -> list[Chunk]:
        if item.get("type") != "agent_message":
            return []
        item_id, text = str(item.get("id", "")), str(item.get("text") or "")
        before = self._seen.get(item_id, "")
        self._seen[item_id] = text
        # Updates repeat the whole text so far; yield only what is new.
        new = text[len(before) :] if text.startswith(before) else text
        return [Chunk(text=new)] if new else []


def parser_for(fmt: str, worker_id: str, program: str) -> LineParser:
    kinds: dict[str, type[LineParser]] = {
        "claude-stream-json": ClaudeParser,
        "codex-json": CodexParser,
        "text": TextParser,
    }
    return kinds[fmt](worker_id, program)
