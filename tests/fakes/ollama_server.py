"""A fake Ollama that speaks the documented REST API on a loopback port.

Endpoints as in Ollama's ``docs/api.md``: ``GET /`` ("Ollama is running"),
``GET /api/version``, ``GET /api/tags``, ``POST /api/show``, ``POST /api/chat``
(streamed NDJSON unless ``"stream": false``), ``POST /api/embed``, ``POST /api/pull``
(progress lines: ``pulling manifest``, ``pulling <digest>`` with ``total`` and
``completed`` bytes, ``verifying sha256 digest``, ``writing manifest``, ``success``;
a name not in ``library`` ends with an ``{"error"}`` line), ``DELETE /api/delete``
(200 with no body; 404 for a model that is not there). Errors are ``{"error": "..."}``
with the real status codes: 404 for a model that is not pulled, 400 for a bad request,
whatever ``fail()`` scripts otherwise.

Standalone, for demos: ``python -m tests.fakes.ollama_server --port 11434``.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from tests.fakes.http_base import FakeServer, RecordedRequest, Reply, demo_main

VERSION = "0.12.6"
DEFAULT_MODELS = ["llama3.2:3b"]
EMBED_DIM = 8


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


class FakeOllama(FakeServer):
    name = "ollama"

    def __init__(self, port: int = 0, models: list[str] | None = None) -> None:
        super().__init__(port)
        self.models: list[str] = list(DEFAULT_MODELS if models is None else models)
        self.context_length = 131072
        self.capabilities = ["completion", "tools"]
        self.stream_error: str | None = None  # an {"error"} line after the first chunk
        # What a pull can fetch: name -> size in bytes (one layer each).
        self.library: dict[str, int] = {"llama3.2:1b": 1_321_098_329, "qwen2.5:1.5b": 986_061_892}
        self.pull_steps = 4  # progress lines per layer
        # Set: a pull waits here after its first progress line (tests cancel it there).
        self.pull_gate: threading.Event | None = None

    def handle(self, request: RecordedRequest, reply: Reply) -> None:
        if request.method == "GET" and request.path == "/":
            reply.raw(200, b"Ollama is running", "text/plain; charset=utf-8")
            return
        failure = self.next_failure() if request.path != "/" else None
        if failure is not None:
            reply.json(failure.status, {"error": failure.error}, failure.headers)
            return
        if self.script.garbage:
            reply.raw(200, b"<html>this is not Ollama</html>\n", "text/html")
            return
        route = {
            ("GET", "/api/version"): self._version,
            ("GET", "/api/tags"): self._tags,
            ("POST", "/api/show"): self._show,
            ("POST", "/api/chat"): self._chat,
            ("POST", "/api/embed"): self._embed,
            ("POST", "/api/pull"): self._pull,
            ("DELETE", "/api/delete"): self._delete,
        }.get((request.method, request.path))
        if route is None:
            reply.raw(404, b"404 page not found", "text/plain")
            return
        route(request, reply)

    def _version(self, request: RecordedRequest, reply: Reply) -> None:
        reply.json(200, {"version": VERSION})

    def _tags(self, request: RecordedRequest, reply: Reply) -> None:
        reply.json(200, {"models": [self._model_entry(name) for name in self.models]})

    def _model_entry(self, name: str) -> dict[str, Any]:
        return {
            "name": name,
            "model": name,
            "modified_at": "2025-10-01T12:00:00.000000000Z",
            "size": 2019393189,
            "digest": hashlib.sha256(name.encode()).hexdigest(),
            "details": self._details(),
        }

    def _details(self) -> dict[str, Any]:
        return {
            "parent_model": "",
            "format": "gguf",
            "family": "llama",
            "families": ["llama"],
            "parameter_size": "3.2B",
            "quantization_level": "Q4_K_M",
        }

    def _body(self, request: RecordedRequest, reply: Reply) -> dict[str, Any] | None:
        try:
            body = request.json()
        except ValueError:
            reply.json(400, {"error": "invalid character in request body"})
            return None
        if not isinstance(body, dict):
            reply.json(400, {"error": "invalid request body"})
            return None
        return body

    def _installed(self, request: RecordedRequest, reply: Reply) -> str | None:
        """The model a request names, or None once the error reply went (bad body, 404)."""
        body = self._body(request, reply)
        if body is None:
            return None
        name = str(body.get("model") or body.get("name") or "")
        if name not in self.models:
            reply.json(404, {"error": f"model '{name}' not found"})
            return None
        return name

    def _show(self, request: RecordedRequest, reply: Reply) -> None:
        name = self._installed(request, reply)
        if name is None:
            return
        reply.json(
            200,
            {
                "modelfile": f"FROM {name}\n",
                "parameters": 'stop "<|eot_id|>"',
                "template": "{{ .Prompt }}",
                "details": self._details(),
                "model_info": {
                    "general.architecture": "llama",
                    "general.parameter_count": 3212749888,
                    "llama.context_length": self.context_length,
                    "llama.embedding_length": 3072,
                },
                "capabilities": self.capabilities,
                "modified_at": "2025-10-01T12:00:00.000000000Z",
            },
        )

    def _chat(self, request: RecordedRequest, reply: Reply) -> None:
        body = self._body(request, reply)
        if body is None:
            return
        name = body.get("model", "")
        if not name:
            reply.json(400, {"error": "model is required"})
            return
        if name not in self.models:
            reply.json(404, {"error": f'model "{name}" not found, try pulling it first'})
            return
        self.take_step()
        prompt_tokens = sum(
            len(str(m.get("content", "")).split()) for m in body.get("messages", [])
        )
        if body.get("stream", True):
            lines = (json.dumps(part).encode() + b"\n" for part in self._parts(name, prompt_tokens))
            self.stream_pieces(reply, lines, "application/x-ndjson")
            return
        if self.script.delay:
            time.sleep(self.script.delay * len(self.script.chunks))
        final = self._final(name, prompt_tokens)
        final["message"] = {"role": "assistant", "content": "".join(self.script.chunks)}
        if self.script.tool_calls:
            final["message"]["tool_calls"] = self._tool_calls()
        reply.json(200, final)

    def _parts(self, name: str, prompt_tokens: int) -> Iterator[dict[str, Any]]:
        for n, text in enumerate(self.script.chunks):
            yield {
                "model": name,
                "created_at": _now(),
                "message": {"role": "assistant", "content": text},
                "done": False,
            }
            if n == 0 and self.stream_error:
                yield {"error": self.stream_error}  # as Ollama reports a failure mid-stream
                return
        if self.script.tool_calls:
            yield {
                "model": name,
                "created_at": _now(),
                "message": {"role": "assistant", "content": "", "tool_calls": self._tool_calls()},
                "done": False,
            }
        yield self._final(name, prompt_tokens)

    def _tool_calls(self) -> list[dict[str, Any]]:
        return [
            {"function": {"name": tool_name, "arguments": arguments}}
            for tool_name, arguments in self.script.tool_calls
        ]

    def _final(self, name: str, prompt_tokens: int) -> dict[str, Any]:
        return {
            "model": name,
            "created_at": _now(),
            "message": {"role": "assistant", "content": ""},
            "done_reason": "stop",
            "done": True,
            "total_duration": 4883583458,
            "load_duration": 1334875,
            "prompt_eval_count": prompt_tokens,
            "prompt_eval_duration": 342546000,
            "eval_count": len(self.script.chunks),
            "eval_duration": 4535599000,
        }

    def _pull(self, request: RecordedRequest, reply: Reply) -> None:
        body = self._body(request, reply)
        if body is None:
            return
        name = body.get("model") or body.get("name") or ""
        lines = (json.dumps(line).encode() + b"\n" for line in self._pull_lines(name))
        self.stream_pieces(reply, lines, "application/x-ndjson")
        if name in self.library and name not in self.models:
            self.models.append(name)  # only once the whole stream went out

    def _pull_lines(self, name: str) -> Iterator[dict[str, Any]]:
        yield {"status": "pulling manifest"}
        if name not in self.library:
            yield {"error": "pull model manifest: file does not exist"}
            return
        total = self.library[name]
        digest = "sha256:" + hashlib.sha256(name.encode()).hexdigest()
        for step in range(1, self.pull_steps + 1):
            line = {"status": f"pulling {digest[7:19]}", "digest": digest, "total": total}
            yield line | {"completed": total * step // self.pull_steps}
            if step == 1 and self.pull_gate is not None:
                self.pull_gate.wait(30)
        yield {"status": "verifying sha256 digest"}
        yield {"status": "writing manifest"}
        yield {"status": "success"}

    def _delete(self, request: RecordedRequest, reply: Reply) -> None:
        name = self._installed(request, reply)
        if name is None:
            return
        self.models.remove(name)
        reply.raw(200, b"", "application/json")

    def _embed(self, request: RecordedRequest, reply: Reply) -> None:
        body = self._body(request, reply)
        if body is None:
            return
        name = body.get("model", "")
        if name not in self.models:
            reply.json(404, {"error": f'model "{name}" not found, try pulling it first'})
            return
        inputs = body.get("input", "")
        texts = [inputs] if isinstance(inputs, str) else list(inputs)
        reply.json(
            200,
            {
                "model": name,
                "embeddings": [_embedding(text) for text in texts],
                "total_duration": 14143917,
                "load_duration": 1019500,
                "prompt_eval_count": sum(len(t.split()) for t in texts),
            },
        )


def _embedding(text: str) -> list[float]:
    """A deterministic unit-free vector, so equal texts embed equally."""
    digest = hashlib.sha256(text.encode()).digest()
    return [round((byte - 128) / 128, 4) for byte in digest[:EMBED_DIM]]


def main(argv: list[str] | None = None) -> None:
    demo_main(
        lambda args: FakeOllama(args.port, models=args.model or None),
        "Run the fake Ollama server for demos.",
        11434,
        argv,
        lambda parser: parser.add_argument(
            "--model", action="append", help="a model it lists (repeatable)"
        ),
    )


if __name__ == "__main__":
    main()
