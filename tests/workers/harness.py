"""One face for every adapter and its fake, so the contract suite is written once.

A ``Harness`` builds the adapter under test against its fake (a loopback server, or a
fake agent executable), scripts the fake's next answer, and says what the fake received.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.http_base import FakeServer
from tests.fakes.openai_server import FakeOpenAI
from tests.workers.helpers import anthropic_spec, openai_spec
from workers import WorkerSpec, build_worker
from workers.anthropic import AnthropicWorker
from workers.command import CommandWorker
from workers.contract import Worker
from workers.keys import KeyProvider
from workers.openai import OpenAIWorker

FAST = {"retry_backoff": 0.01, "connect_timeout": 2.0, "read_timeout": 5.0}
HTTP_KINDS = ("ollama", "openai", "anthropic")
COMMAND_KINDS = ("claude", "codex")
ALL_KINDS = HTTP_KINDS + COMMAND_KINDS


def static_key(value: str) -> KeyProvider:
    return lambda name: value


@dataclass
class Harness:
    kind: str
    tmp: Path
    server: FakeServer | None = None
    agent: Path | None = None
    flags: list[str] = field(default_factory=list)

    # --- building --------------------------------------------------------------------
    def worker(self, **overrides: Any) -> Worker:
        settings = {**FAST, **overrides}
        if self.kind == "ollama":
            assert self.server is not None
            spec = WorkerSpec(
                id="local", kind="ollama", base_url=self.server.url, model="llama3.2:3b", **settings
            )
            return build_worker(spec)
        if self.kind == "openai":
            assert isinstance(self.server, FakeOpenAI)
            spec = openai_spec(self.server.base_url, **settings)
            return OpenAIWorker(spec, key_provider=static_key(str(self.server.api_key)))
        if self.kind == "anthropic":
            assert isinstance(self.server, FakeAnthropic)
            spec = anthropic_spec(self.server.url, **settings)
            return AnthropicWorker(spec, key_provider=static_key(str(self.server.api_key)))
        assert self.agent is not None
        head = ["-p", "--output-format", "stream-json", "--verbose"]
        if self.kind == "codex":
            head = ["exec", "--json", "-"]
        fmt = "claude-stream-json" if self.kind == "claude" else "codex-json"
        spec = WorkerSpec(
            id=f"{self.kind}-cli",
            kind="command",
            command=[str(self.agent), *head, *self.flags, *self.command_files()],
            format=fmt,
            privacy_class="approved_provider",
            **settings,
        )
        worker = build_worker(spec)
        assert isinstance(worker, CommandWorker)
        return worker

    # --- scripting -------------------------------------------------------------------
    def script(self, chunks: list[str], delay: float = 0.0) -> None:
        if self.server is not None:
            self.server.script_reply(chunks, delay)
        else:
            self.flags += ["--fake-chunks", "|".join(chunks), "--fake-delay", str(delay)]

    def hang_before_answer(self) -> None:
        if self.server is not None:
            self.server.delay_headers(3.0)
        else:
            self.flags += ["--fake-mode", "hang"]

    def slow_after_first(self) -> None:
        """The first piece comes at once, the rest only long after the test ends."""
        if self.server is not None:
            self.server.script_reply(["first", "second", "third"], delay=3.0)
            self.server.script.first_free = True
        else:
            self.flags += ["--fake-mode", "hang-after-first", "--fake-child"]
            self.flags += ["--fake-chunks", "first|second|third"]

    # --- what the fake received ------------------------------------------------------
    def command_files(self) -> list[str]:
        return ["--fake-record", str(self.record_path), "--fake-pid-file", str(self.pid_path)]

    @property
    def record_path(self) -> Path:
        return self.tmp / f"{self.kind}-record.json"

    @property
    def pid_path(self) -> Path:
        return self.tmp / f"{self.kind}-pids"

    def received(self) -> list[bytes]:
        """The request bodies (or stdin texts) the fake got, in order."""
        if self.server is not None:
            return [r.body for r in self.server.requests if r.method == "POST" and r.body]
        if not self.record_path.exists():
            return []
        return [json.loads(self.record_path.read_text())["stdin"].encode()]

    def pids(self) -> list[int]:
        if not self.pid_path.exists():
            return []
        return [int(p) for p in self.pid_path.read_text().split()]


def alive(pid: int) -> bool:
    """True while the process exists and is not a zombie."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
