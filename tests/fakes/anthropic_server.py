"""A fake Anthropic Messages API: ``POST /v1/messages`` and ``GET /v1/models``.

Follows Anthropic's published streaming format: named server-sent events
``message_start`` → per content block ``content_block_start``, ``ping``,
``content_block_delta`` (``text_delta`` / ``input_json_delta``), ``content_block_stop``
→ ``message_delta`` (stop reason, cumulative output tokens) → ``message_stop``.
It checks ``x-api-key`` and ``anthropic-version`` as the real API does; errors are
``{"type": "error", "error": {"type", "message"}}`` with the real status codes (529 for
overloaded), and ``stream_error`` sends an ``error`` event in the middle of a stream.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from tests.fakes.http_base import FakeServer, RecordedRequest, Reply, cloud_demo_main

DEFAULT_MODELS = ["claude-sonnet-4-5"]
_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
}


def error_body(status: int, message: str) -> dict[str, Any]:
    kind = _ERROR_TYPES.get(status, "api_error")
    return {"type": "error", "error": {"type": kind, "message": message}}


def sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


def ev(kind: str, **fields: Any) -> bytes:
    """A named event whose data repeats the name as ``type``, as the API sends it."""
    return sse(kind, {"type": kind, **fields})


class FakeAnthropic(FakeServer):
    name = "anthropic"

    def __init__(self, port: int = 0, api_key: str | None = "sk-ant-test-fake-0000") -> None:
        super().__init__(port)
        self.api_key = api_key
        self.models: list[str] = list(DEFAULT_MODELS)
        self.stream_error: tuple[str, str] | None = None  # (type, message) after 1st delta

    def handle(self, request: RecordedRequest, reply: Reply) -> None:
        if self.api_key is not None and request.headers.get("x-api-key") != self.api_key:
            reply.json(401, error_body(401, "invalid x-api-key"))
            return
        if "anthropic-version" not in request.headers:
            reply.json(400, error_body(400, "anthropic-version: header is required"))
            return
        failure = self.next_failure()
        if failure is not None:
            reply.json(failure.status, error_body(failure.status, failure.error), failure.headers)
            return
        if self.script.garbage:
            reply.raw(200, b"<html>proxy error</html>", "text/html")
            return
        if request.method == "GET" and request.path == "/v1/models":
            data = [
                {"type": "model", "id": m, "display_name": m, "created_at": "2025-09-29T00:00:00Z"}
                for m in self.models
            ]
            reply.json(200, {"data": data, "has_more": False, "first_id": None, "last_id": None})
            return
        if request.method == "POST" and request.path == "/v1/messages":
            self._messages(request, reply)
            return
        reply.json(404, error_body(404, "Not found"))

    def _messages(self, request: RecordedRequest, reply: Reply) -> None:
        try:
            body = request.json()
        except ValueError:
            reply.json(400, error_body(400, "There was an issue with the request body"))
            return
        model = body.get("model", "")
        if "max_tokens" not in body:
            reply.json(400, error_body(400, "max_tokens: Field required"))
            return
        if model not in self.models:
            reply.json(404, error_body(404, f"model: {model}"))
            return
        problem = tool_block_problem(body["messages"])
        if problem:
            reply.json(400, error_body(400, problem))
            return
        self.take_step()
        input_tokens = sum(len(str(m.get("content", "")).split()) for m in body["messages"])
        input_tokens += len(str(body.get("system", "")).split())
        if not body.get("stream"):
            reply.json(200, self._message(model, input_tokens))
            return
        events = self._events(model, input_tokens)
        self.stream_pieces(reply, events, "text/event-stream", preamble=3)

    def _message(self, model: str, input_tokens: int) -> dict[str, Any]:
        return {
            "id": "msg_fake1",
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [{"type": "text", "text": "".join(self.script.chunks)}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": input_tokens, "output_tokens": len(self.script.chunks)},
        }

    def _events(self, model: str, input_tokens: int) -> Iterator[bytes]:
        start = self._message(model, input_tokens)
        start.update(content=[], stop_reason=None)
        start["usage"] = {"input_tokens": input_tokens, "output_tokens": 1}
        yield sse("message_start", {"type": "message_start", "message": start})
        block = {"type": "text", "text": ""}
        yield sse(
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": block},
        )
        yield sse("ping", {"type": "ping"})
        for n, text in enumerate(self.script.chunks):
            delta = {"type": "text_delta", "text": text}
            yield sse(
                "content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}
            )
            if n == 0 and self.stream_error:
                kind, message = self.stream_error
                yield sse("error", {"type": "error", "error": {"type": kind, "message": message}})
                return
        yield sse("content_block_stop", {"type": "content_block_stop", "index": 0})
        stop_reason = "end_turn"
        if self.script.tool_calls:
            stop_reason = "tool_use"
            yield from self._tool_events()
        usage = {"output_tokens": len(self.script.chunks)}
        yield sse(
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                "usage": usage,
            },
        )
        yield sse("message_stop", {"type": "message_stop"})

    def _tool_events(self) -> Iterator[bytes]:
        for n, (name, arguments) in enumerate(self.script.tool_calls):
            index = n + 1
            block = {"type": "tool_use", "id": f"toolu_fake{index}", "name": name, "input": {}}
            yield sse(
                "content_block_start",
                {"type": "content_block_start", "index": index, "content_block": block},
            )
            args = json.dumps(arguments)
            for piece in ("", args[: len(args) // 2], args[len(args) // 2 :]):
                delta = {"type": "input_json_delta", "partial_json": piece}
                yield sse(
                    "content_block_delta",
                    {"type": "content_block_delta", "index": index, "delta": delta},
                )
            yield sse("content_block_stop", {"type": "content_block_stop", "index": index})


def _blocks(message: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    content = message.get("content")
    if not isinstance(content, list):
        return []
    return [b for b in content if isinstance(b, dict) and b.get("type") == kind]


def tool_block_problem(messages: list[dict[str, Any]]) -> str | None:
    """The API's 400s: each ``tool_use`` is answered by a ``tool_result`` in the very
    next (user) message, and each ``tool_result`` answers a ``tool_use`` just before."""
    previous: list[str] = []
    for n, message in enumerate(messages):
        results = [b.get("tool_use_id") for b in _blocks(message, "tool_result")]
        for result in results:
            if result not in previous:
                return (
                    f"messages.{n}.content.0: unexpected `tool_use_id` found in `tool_result` "
                    f"blocks: {result}. Each `tool_result` block must have a corresponding "
                    "`tool_use` block in the previous message."
                )
        missing = [i for i in previous if i not in results]
        if missing:
            return (
                f"messages.{n - 1}: `tool_use` ids were found without `tool_result` blocks "
                f"immediately after: {', '.join(missing)}. Each `tool_use` block must have a "
                "corresponding `tool_result` block in the next message."
            )
        previous = [str(b.get("id")) for b in _blocks(message, "tool_use")]
    return None


def main(argv: list[str] | None = None) -> None:
    cloud_demo_main(FakeAnthropic, "Anthropic Messages API", 8001, argv)


if __name__ == "__main__":
    main()
