"""MCP servers written with the SDK: their tools through the executor, and a server that
cannot start reported instead of raised."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.config import McpServerSpec
from app.controller.agents.approval import FixedApproval
from app.controller.agents.executor import ToolExecutor
from app.controller.agents.mcp_servers import McpHub
from app.controller.agents.personas import select
from app.controller.agents.tools.base import ToolContext
from app.controller.agents.tools.registry import ToolRegistry, builtin_tools
from app.controller.consent import ConsentQueue
from memory import AsyncMemoryStore
from tests.agents.conftest import agents_from
from tests.fakes.fixtures import REPO
from workers import ToolCall

AGENTS = """\
[models.m]
worker = "local"

[agents.clerk]
model = "m"
tools = ["mcp.shop.*"]
"""


def fake_server_spec(notes: Path, **extra: object) -> McpServerSpec:
    return McpServerSpec.model_validate(
        {
            "id": "shop",
            "command": sys.executable,
            "args": ["-m", "tests.fakes.mcp_server"],
            "env": ["NOTES_FILE", "PYTHONPATH"],
            "read_only_tools": ["lookup_order", "show_env"],
            "startup_timeout": 120,  # importing the SDK takes seconds on a loaded machine
            **extra,
        }
    )


async def test_an_mcp_servers_tools_run_and_acting_ones_ask_first(
    memory: AsyncMemoryStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    notes = tmp_path / "notes.txt"
    monkeypatch.setenv("NOTES_FILE", str(notes))
    monkeypatch.setenv("PYTHONPATH", str(REPO))
    monkeypatch.setenv("SOME_API_TOKEN", "tok_not_for_the_server")
    hub = McpHub([fake_server_spec(notes)])
    try:
        [status] = await hub.start(hub.needed(["mcp.shop.*"]))
        assert status.state == "ready", status.error
        assert status.tools == ["mcp.shop.lookup_order", "mcp.shop.add_note", "mcp.shop.show_env"]
        registry = ToolRegistry([*builtin_tools(), *hub.tools()])
        assert [s.name for s in registry.specs(["mcp.shop.lookup_order"])] == [
            "mcp__shop__lookup_order"
        ]
        clerk = select(agents_from(AGENTS, tmp_path), "clerk")
        ctx = ToolContext(memory=memory)
        denying = ToolExecutor(registry, ConsentQueue(FixedApproval(False)), ctx)

        order = await denying.run(
            ToolCall(name="mcp__shop__lookup_order", arguments={"order_id": "A-1001"}), clerk, "t"
        )
        assert order.status == "ok"
        assert "jan.kowalski@example.com" in order.result["text"]

        note = ToolCall(name="mcp__shop__add_note", arguments={"text": "call back"})
        refused = await denying.run(note, clerk, "t")
        assert refused.status == "approval_denied"
        assert not notes.exists()
        allowing = ToolExecutor(registry, ConsentQueue(FixedApproval(True)), ctx)
        assert (await allowing.run(note, clerk, "t")).status == "ok"
        assert notes.read_text() == "call back\n"

        env = await denying.run(ToolCall(name="mcp.shop.show_env", arguments={}), clerk, "t")
        assert "SOME_API_TOKEN" not in env.result["text"]
        assert "NOTES_FILE" in env.result["text"]
    finally:
        await hub.aclose()


async def test_a_server_that_cannot_start_is_reported(tmp_path: Path) -> None:
    missing = McpServerSpec(id="gone", command=str(tmp_path / "no-such-server"))
    crashing = McpServerSpec(
        id="crash", command=sys.executable, args=["-c", "raise SystemExit(3)"], startup_timeout=5
    )
    hub = McpHub([missing, crashing])
    try:
        statuses = await hub.start(hub.servers.values())
        assert [s.state for s in statuses] == ["failed", "failed"]
        assert "no-such-server" in statuses[0].error
        assert statuses[1].error
        assert hub.tools() == []
    finally:
        await hub.aclose()
