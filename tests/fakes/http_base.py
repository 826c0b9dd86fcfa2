"""What every fake provider server shares: a loopback thread, a request log, a script.

Each fake (Ollama, OpenAI-compatible, Anthropic) subclasses ``FakeServer`` and answers
in its provider's published wire format; this module only knows HTTP/1.1. Streamed
answers go out with chunked transfer encoding, as the real servers send them, so a
"cut" stream (the connection dropped before the terminating chunk) looks to the client
exactly like a server that died mid-answer.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

DEFAULT_REPLY = ["Hello", " from", " the", " fake", " server."]


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # lower-cased names
    body: bytes
    received_at: float
    peer: str = ""  # the client's address:port — equal for requests on one connection
    # The serving process's CPU seconds at that moment: benches in the same process
    # measure work, not the waits a loaded machine adds.
    received_cpu: float = 0.0

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.body).hexdigest()

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Failure:
    status: int
    error: str
    times: int | None  # None: every request until reset()
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Script:
    """How the next answers look. Tests change it through the server's methods."""

    chunks: list[str] = field(default_factory=lambda: list(DEFAULT_REPLY))
    delay: float = 0.0  # seconds before each streamed chunk
    first_free: bool = False  # the first text chunk comes without the delay
    first_byte_delay: float = 0.0  # seconds before the status line
    cut_after: int | None = None  # drop the connection after this many chunks
    garbage: bool = False  # answer 200 with a body that is not the provider's format
    failures: list[Failure] = field(default_factory=list)
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


@dataclass(frozen=True)
class Step:
    """One scripted answer of a sequence: text pieces, then the tools it calls."""

    chunks: list[str] = field(default_factory=list)
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


class ClientGone(Exception):
    """The client closed the connection; the handler stops quietly."""


class Reply:
    """Writes one HTTP response; ``start_stream`` + ``send_chunk`` for streamed bodies."""

    def __init__(self, handler: BaseHTTPRequestHandler) -> None:
        self._h = handler

    def json(self, status: int, obj: Any, headers: dict[str, str] | None = None) -> None:
        self.raw(status, json.dumps(obj).encode(), "application/json", headers)

    def raw(
        self,
        status: int,
        body: bytes,
        content_type: str = "application/json",
        headers: dict[str, str] | None = None,
    ) -> None:
        try:
            self._h.send_response(status)
            self._h.send_header("Content-Type", content_type)
            self._h.send_header("Content-Length", str(len(body)))
            for name, value in (headers or {}).items():
                self._h.send_header(name, value)
            self._h.end_headers()
            self._h.wfile.write(body)
            self._h.wfile.flush()
        except OSError as exc:
            raise ClientGone from exc

    def start_stream(self, content_type: str) -> None:
        try:
            self._h.send_response(200)
            self._h.send_header("Content-Type", content_type)
            self._h.send_header("Transfer-Encoding", "chunked")
            self._h.end_headers()
            self._h.wfile.flush()
        except OSError as exc:
            raise ClientGone from exc

    def send_chunk(self, data: bytes) -> None:
        try:
            self._h.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self._h.wfile.flush()
        except OSError as exc:
            raise ClientGone from exc

    def end_stream(self) -> None:
        self.send_chunk(b"")

    def cut(self) -> None:
        """Drop the connection mid-stream, without the terminating chunk."""
        self._h.close_connection = True
        with contextlib.suppress(OSError):
            self._h.connection.shutdown(socket.SHUT_RDWR)


class FakeServer:
    """A provider on 127.0.0.1 and a free port, served from a daemon thread.

    Use as a context manager (or ``start``/``stop``). ``requests`` lists every request
    received, in order, with its raw body bytes.
    """

    name = "fake"

    def __init__(self, port: int = 0) -> None:
        self.requests: list[RecordedRequest] = []
        # When each request's answer was over (its last byte written, or the cut), by
        # the request's identity: overlap in time is read from these, not guessed.
        self.answered_at: dict[int, float] = {}
        self.script = Script()
        self.steps: list[Step] = []
        self._lock = threading.Lock()
        self._hold: Callable[[RecordedRequest], bool] | None = None
        self._gate = threading.Event()
        self.held = 0  # requests waiting at the gate now
        self._httpd = _Server(("127.0.0.1", port), _handler_for(self))
        self._thread: threading.Thread | None = None

    # --- lifecycle -------------------------------------------------------------------
    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> FakeServer:
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # --- scripting -------------------------------------------------------------------
    def script_reply(
        self, chunks: list[str], delay: float = 0.0, *, cut_after: int | None = None
    ) -> None:
        """The next answers stream these text pieces, ``delay`` seconds apart."""
        self.script.chunks = list(chunks)
        self.script.delay = delay
        self.script.cut_after = cut_after

    def script_tool_call(self, name: str, arguments: dict[str, Any]) -> None:
        self.script.tool_calls = [(name, arguments)]

    def script_steps(self, *steps: Step) -> None:
        """Each chat request takes the next step (a tool round, then the answer…); once
        they are used up, the script answers as before."""
        with self._lock:
            self.steps = list(steps)

    def fail(
        self,
        status: int,
        error: str,
        *,
        times: int | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        """Answer with this status and the provider's error body (``times`` requests)."""
        self.script.failures.append(Failure(status, error, times, dict(headers or {})))

    def garbage(self, on: bool = True) -> None:
        self.script.garbage = on

    def delay_headers(self, seconds: float) -> None:
        self.script.first_byte_delay = seconds

    def reset(self) -> None:
        self.script = Script()
        self.steps = []
        self.requests.clear()
        self.answered_at.clear()

    def hold(self, matching: Callable[[RecordedRequest], bool]) -> None:
        """Requests ``matching`` wait (recorded, unanswered) until ``release``: a test
        can then see what happens while they are in flight, by order, not by timing."""
        self._gate.clear()
        self._hold = matching

    def release(self) -> None:
        self._hold = None
        self._gate.set()

    def _wait_if_held(self, request: RecordedRequest) -> None:
        hold = self._hold
        if hold is None or not hold(request):
            return
        with self._lock:
            self.held += 1
        try:
            self._gate.wait(60)
        finally:
            with self._lock:
                self.held -= 1

    def requests_to(self, path: str) -> list[RecordedRequest]:
        return [r for r in self.requests if r.path == path]

    def span(self, request: RecordedRequest) -> tuple[float, float]:
        """When ``request`` arrived and when its answer was over."""
        with self._lock:
            return request.received_at, self.answered_at[id(request)]

    # --- for subclasses --------------------------------------------------------------
    def take_step(self) -> None:
        """Called by a fake as a chat request begins: the next scripted step, if any."""
        with self._lock:
            if not self.steps:
                return
            step = self.steps.pop(0)
        self.script.chunks = list(step.chunks)
        self.script.tool_calls = list(step.tool_calls)

    def next_failure(self) -> Failure | None:
        with self._lock:
            for failure in self.script.failures:
                if failure.times is None:
                    return failure
                if failure.times > 0:
                    failure.times -= 1
                    return failure
        return None

    def stream_pieces(
        self, reply: Reply, pieces: Iterable[bytes], content_type: str, *, preamble: int = 0
    ) -> None:
        """Send pieces as one chunked body, honouring the script's delay and cut.

        The first ``preamble`` pieces (a provider's opening events) carry no text and
        go out at once; ``cut_after`` counts every piece."""
        reply.start_stream(content_type)
        for index, piece in enumerate(pieces):
            if self.script.cut_after is not None and index >= self.script.cut_after:
                reply.cut()
                return
            free = index < preamble or (self.script.first_free and index == preamble)
            if self.script.delay and not free:
                time.sleep(self.script.delay)
            reply.send_chunk(piece)
        reply.end_stream()

    def handle(self, request: RecordedRequest, reply: Reply) -> None:
        raise NotImplementedError

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _answered(self, request: RecordedRequest) -> None:
        with self._lock:
            self.answered_at[id(request)] = time.time()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that went away mid-answer is a normal event for a fake; anything
        # else would already have been turned into a 500 by the handler.
        pass


def _handler_for(server: FakeServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # TCP_NODELAY, as Go's net/http (Ollama) and the providers' servers set it:
        # without it small streamed writes wait ~40 ms on the client's delayed ACK.
        disable_nagle_algorithm = True

        def log_message(self, format: str, *args: Any) -> None:
            pass  # quiet: tests read server.requests instead

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {k.lower(): v for k, v in self.headers.items()}
            path = self.path.split("?", 1)[0]
            peer = "{}:{}".format(*self.client_address[:2])
            recorded = RecordedRequest(
                self.command, path, headers, body, time.time(), peer, time.process_time()
            )
            server._record(recorded)
            server._wait_if_held(recorded)
            if server.script.first_byte_delay:
                time.sleep(server.script.first_byte_delay)
            try:
                server.handle(recorded, Reply(self))
            except ClientGone:
                self.close_connection = True
            finally:
                server._answered(recorded)

        do_GET = _serve
        do_POST = _serve
        do_DELETE = _serve

    return Handler


def demo_main(
    factory: Callable[[argparse.Namespace], FakeServer],
    description: str,
    default_port: int,
    argv: list[str] | None = None,
    extra: Callable[[argparse.ArgumentParser], None] | None = None,
) -> None:
    """``python3 -m tests.fakes.<name>_server --port N``: serve until Ctrl-C or SIGTERM."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--port", type=int, default=default_port)
    parser.add_argument("--delay", type=float, default=0.05, help="seconds between chunks")
    if extra is not None:
        extra(parser)
    args = parser.parse_args(argv)
    server = factory(args)
    server.script_reply(server.script.chunks, delay=args.delay)
    models = getattr(server, "models", [])
    print(f"fake {server.name} at {server.url} with {', '.join(models)}", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    server.start()
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


def cloud_demo_main(
    server: Callable[..., FakeServer], provider: str, port: int, argv: list[str] | None = None
) -> None:
    """A cloud fake on its own; it checks no API key unless given ``--api-key``."""
    demo_main(
        lambda args: server(args.port, api_key=args.api_key),
        f"Run the fake {provider} for demos (no API key checked unless --api-key).",
        port,
        argv,
        lambda parser: parser.add_argument("--api-key", help="the key it requires, if any"),
    )
