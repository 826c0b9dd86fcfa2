"""A fake OpenAI-compatible server: ``POST /v1/chat/completions`` and ``GET /v1/models``.

Follows OpenAI's published wire format: with ``"stream": true`` the answer is
server-sent events, one ``data: {chat.completion.chunk}`` per delta, the first delta
carrying the role, tool calls as ``delta.tool_calls`` with an ``index`` and argument
fragments, a finish chunk, then — when ``stream_options.include_usage`` is set — a chunk
with empty ``choices`` and the ``usage``, and finally ``data: [DONE]``. Errors are
``{"error": {"message", "type", "param", "code"}}`` with the real status codes.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

from tests.fakes.http_base import FakeServer, RecordedRequest, Reply, cloud_demo_main

DEFAULT_MODELS = ["gpt-4o-mini"]
_ERROR_TYPES = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    403: ("invalid_request_error", "unsupported_country_region_territory"),
    404: ("invalid_request_error", "model_not_found"),
    429: ("requests", "rate_limit_exceeded"),
    500: ("server_error", None),
    503: ("server_error", None),
}


def error_body(status: int, message: str) -> dict[str, Any]:
    kind, code = _ERROR_TYPES.get(status, ("server_error", None))
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


def tool_turn_problem(messages: list[dict[str, Any]]) -> str | None:
    """The API's 400s for tool turns: every ``tool`` message answers a call of the
    assistant message before it, and every call is answered before the next turn."""
    open_ids: list[str] = []
    for message in messages:
        role = message.get("role")
        if role == "tool":
            if message.get("tool_call_id") not in open_ids:
                return (
                    "Invalid parameter: messages with role 'tool' must be a response to a "
                    "preceeding message with 'tool_calls'."
                )
            open_ids.remove(message["tool_call_id"])
            continue
        if open_ids:
            return (
                "An assistant message with 'tool_calls' must be followed by tool messages "
                "responding to each 'tool_call_id'. The following tool_call_ids did not have "
                f"response messages: {', '.join(open_ids)}"
            )
        if role == "assistant":
            open_ids = [call["id"] for call in message.get("tool_calls") or []]
    return None


class FakeOpenAI(FakeServer):
    name = "openai"

    def __init__(self, port: int = 0, api_key: str | None = "sk-test-fake-key-0000") -> None:
        super().__init__(port)
        self.api_key = api_key
        self.models: list[str] = list(DEFAULT_MODELS)

    @property
    def base_url(self) -> str:
        return f"{self.url}/v1"

    def handle(self, request: RecordedRequest, reply: Reply) -> None:
        expected = f"Bearer {self.api_key}"
        if self.api_key is not None and request.headers.get("authorization") != expected:
            shown = request.headers.get("authorization", "")[-4:]
            reply.json(
                401,
                error_body(401, f"Incorrect API key provided: sk-****{shown}."),
            )
            return
        failure = self.next_failure()
        if failure is not None:
            reply.json(failure.status, error_body(failure.status, failure.error), failure.headers)
            return
        if self.script.garbage:
            reply.raw(200, b"<html>gateway says hello</html>", "text/html")
            return
        if request.method == "GET" and request.path == "/v1/models":
            data = [
                {"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in self.models
            ]
            reply.json(200, {"object": "list", "data": data})
            return
        if request.method == "POST" and request.path == "/v1/chat/completions":
            self._chat(request, reply)
            return
        reply.json(404, error_body(404, f"Invalid URL ({request.method} {request.path})"))

    def _chat(self, request: RecordedRequest, reply: Reply) -> None:
        try:
            body = request.json()
        except ValueError:
            reply.json(400, error_body(400, "We could not parse the JSON body of your request."))
            return
        model = body.get("model", "")
        if model not in self.models:
            reply.json(
                404,
                error_body(404, f"The model `{model}` does not exist."),
            )
            return
        problem = tool_turn_problem(body.get("messages") or [])
        if problem:
            reply.json(400, error_body(400, problem))
            return
        self.take_step()
        usage = {
            "prompt_tokens": sum(len(str(m.get("content", "")).split()) for m in body["messages"]),
            "completion_tokens": len(self.script.chunks),
        }
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        if not body.get("stream"):
            reply.json(200, self._completion(model, usage))
            return
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        events = (
            b"data: " + (e if isinstance(e, bytes) else json.dumps(e).encode()) + b"\n\n"
            for e in self._events(model, usage if include_usage else None)
        )
        self.stream_pieces(reply, events, "text/event-stream", preamble=1)

    def _chunk(self, model: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            "id": "chatcmpl-fake1",
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": model,
            "system_fingerprint": "fp_fake",
            "choices": choices,
        }

    def _events(self, model: str, usage: dict[str, int] | None) -> Iterator[dict[str, Any] | bytes]:
        def choice(delta: dict[str, Any], finish: str | None = None) -> list[dict[str, Any]]:
            return [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]

        yield self._chunk(model, choice({"role": "assistant", "content": "", "refusal": None}))
        for text in self.script.chunks:
            yield self._chunk(model, choice({"content": text}))
        finish = "stop"
        for index, (name, arguments) in enumerate(self.script.tool_calls):
            finish = "tool_calls"
            args = json.dumps(arguments)
            head = {"index": index, "id": f"call_fake{index + 1}", "type": "function"}
            yield self._chunk(
                model,
                choice({"tool_calls": [{**head, "function": {"name": name, "arguments": ""}}]}),
            )
            for piece in (args[: len(args) // 2], args[len(args) // 2 :]):
                yield self._chunk(
                    model,
                    choice({"tool_calls": [{"index": index, "function": {"arguments": piece}}]}),
                )
        yield self._chunk(model, choice({}, finish))
        if usage is not None:
            yield {**self._chunk(model, []), "usage": usage}
        yield b"[DONE]"

    def _completion(self, model: str, usage: dict[str, int]) -> dict[str, Any]:
        return {
            "id": "chatcmpl-fake1",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": "".join(self.script.chunks)},
                    "finish_reason": "stop",
                }
            ],
            "usage": usage,
        }


def main(argv: list[str] | None = None) -> None:
    cloud_demo_main(FakeOpenAI, "OpenAI-compatible server", 8000, argv)


if __name__ == "__main__":
    main()
