"""Fakes that answer with what they were sent, so restoration can be seen end to end.

Each echo server is the project's fake (same wire format, same request log) whose next
answer is the last user message it received, cut into pieces of ``sizes`` characters:
the placeholders it got come back, often split across chunks, and the person should
see the original values. ``echo_agent.py`` does the same as the fake ``claude`` CLI.
The per-request answer lives in a thread-local script, so parallel requests (several
``ares`` processes at once) never see each other's answers.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.controller.chunks import cut
from tests.controller.keyring_env import BACKEND, ENV
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.http_base import FakeServer, RecordedRequest, Reply, Script
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI

ECHO_AGENT = Path(__file__).with_name("echo_agent.py")
CHAT_PATHS = {"/v1/chat/completions", "/v1/messages", "/api/chat"}


class EchoMixin:
    """Mixed in before a fake server class."""

    sizes: list[int]

    def _echo_setup(self) -> None:
        self.sizes = [7]
        self.delay = 0.0

    @property
    def script(self) -> Script:
        local = self.__dict__.get("_local")
        override = getattr(local, "script", None) if local is not None else None
        return override if override is not None else self.__dict__["_shared_script"]

    @script.setter
    def script(self, value: Script) -> None:
        self.__dict__["_shared_script"] = value

    def handle(self, request: RecordedRequest, reply: Reply) -> None:
        local = self.__dict__.setdefault("_local", threading.local())
        text = last_user_text(request) if request.path in CHAT_PATHS else None
        if text is not None:
            local.script = dataclasses.replace(
                self.__dict__["_shared_script"], chunks=cut(text, self.sizes), delay=self.delay
            )
        try:
            super().handle(request, reply)  # type: ignore[misc]
        finally:
            local.script = None


def last_user_text(request: RecordedRequest) -> str | None:
    try:
        messages = request.json()["messages"]
    except (ValueError, KeyError, TypeError):
        return None
    content = messages[-1].get("content") if messages else None
    return content if isinstance(content, str) else None


class EchoOpenAI(EchoMixin, FakeOpenAI):
    def __init__(self) -> None:
        super().__init__()
        self._echo_setup()


class EchoAnthropic(EchoMixin, FakeAnthropic):
    def __init__(self) -> None:
        super().__init__()
        self._echo_setup()


class EchoOllama(EchoMixin, FakeOllama):
    def __init__(self) -> None:
        super().__init__()
        self._echo_setup()


# --- the set of workers every harness test uses -------------------------------------------

KEYS = {"openai": "sk-test-fake-key-0000", "anthropic": "sk-ant-test-fake-0000"}
REPO = Path(__file__).resolve().parents[2]


def child_env() -> dict[str, str]:
    """What a child ``ares`` needs to read the workers' keys from the test keyring."""
    return {ENV: json.dumps(KEYS), "PYTHON_KEYRING_BACKEND": BACKEND, "PYTHONPATH": str(REPO)}


@dataclass
class Rig:
    """The echo fakes, the worker table that points at them, and what they received."""

    openai: EchoOpenAI
    anthropic: EchoAnthropic
    ollama: EchoOllama
    records: Path  # the echo agent writes each stdin it reads here, one file per run
    agent_sizes: list[int] = field(default_factory=lambda: [5])

    @property
    def servers(self) -> list[FakeServer]:
        return [self.openai, self.anthropic, self.ollama]

    def workers(self) -> list[dict[str, Any]]:
        http = {"max_retries": 0, "read_timeout": 20.0}
        rows: list[dict[str, Any]] = [
            {"id": "local", "kind": "ollama", "base_url": self.ollama.url, "model": "llama3.2:3b"},
        ]
        for privacy, tag in (("external_provider", "ext"), ("approved_provider", "appr")):
            rows += [
                {
                    "id": f"gpt-{tag}",
                    "kind": "openai",
                    "base_url": self.openai.base_url,
                    "model": "gpt-4o-mini",
                    "key": "openai",
                    "privacy_class": privacy,
                    **http,
                },
                {
                    "id": f"claude-{tag}",
                    "kind": "anthropic",
                    "base_url": self.anthropic.url,
                    "model": "claude-sonnet-4-5",
                    "key": "anthropic",
                    "privacy_class": privacy,
                    **http,
                },
                {
                    "id": f"cli-{tag}",
                    "kind": "command",
                    "command": self.agent_command(),
                    "format": "claude-stream-json",
                    "privacy_class": privacy,
                    "read_timeout": 20.0,
                },
            ]
        return rows

    def agent_command(self) -> list[str]:
        sizes = ",".join(map(str, self.agent_sizes))
        head = ["-p", "--output-format", "stream-json", "--verbose", "--include-partial-messages"]
        tail = ["--sizes", sizes, "--record", str(self.records)]
        return [sys.executable, str(ECHO_AGENT), *head, *tail]

    def privacy(self, worker_id: str) -> str:
        row = next(w for w in self.workers() if w["id"] == worker_id)
        return str(row.get("privacy_class", "local_only"))

    def toml(self) -> str:
        blocks = []
        for row in self.workers():
            lines = ["[[workers]]"] + [f"{k} = {json.dumps(v)}" for k, v in row.items()]
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks) + "\n"

    def received(self) -> Iterator[bytes]:
        """Every body that reached a worker: chat requests and the agent's stdin."""
        for server in self.servers:
            for request in list(server.requests):
                if request.method == "POST" and request.path in CHAT_PATHS:
                    yield request.body
        for path in sorted(self.records.glob("*.stdin")):
            yield path.read_bytes()
