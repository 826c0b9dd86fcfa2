"""Small helpers the worker tests share."""

from __future__ import annotations

import socket
from typing import Any

from workers import WorkerSpec
from workers.contract import ContextBriefing, OutboundPayload


class Recorder:
    """A ``disclose`` callback that keeps what it was shown, and can refuse."""

    def __init__(self, refuse: Exception | None = None) -> None:
        self.payloads: list[OutboundPayload] = []
        self.refuse = refuse

    async def __call__(self, payload: OutboundPayload) -> None:
        self.payloads.append(payload)
        if self.refuse is not None:
            raise self.refuse


def briefing() -> ContextBriefing:
    return ContextBriefing(facts=["The person likes tea."], constraints=["Be brief."])


def closed_port() -> int:
    """A loopback port nothing listens on (bound, read, released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def openai_spec(base_url: str, **settings: Any) -> WorkerSpec:
    fields = {"id": "gpt", "model": "gpt-4o-mini", "privacy_class": "external_provider"}
    return WorkerSpec(kind="openai", base_url=base_url, **{**fields, **settings})


def anthropic_spec(base_url: str, **settings: Any) -> WorkerSpec:
    fields = {"id": "claude", "model": "claude-sonnet-4-5", "privacy_class": "approved_provider"}
    return WorkerSpec(kind="anthropic", base_url=base_url, **{**fields, **settings})
