"""An MCP server reached over streamable HTTP (the SDK's own server in a child process)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from app.config import McpServerSpec
from app.controller.agents.mcp_servers import McpHub
from tests.fakes.fixtures import REPO


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def http_server() -> Iterator[str]:
    port = _free_port()
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.fakes.mcp_http_server", str(port)],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        child.terminate()
        child.wait(timeout=10)


async def test_a_streamable_http_server_lists_and_runs_its_tools(http_server: str) -> None:
    hub = McpHub([McpServerSpec(id="shop", url=http_server, read_only_tools=["lookup_order"])])
    try:
        [status] = await hub.start(hub.servers.values())
        assert status.state == "ready", status.error
        assert status.transport == "http"
        assert "mcp.shop.lookup_order" in status.tools
        [lookup] = [t for t in hub.tools() if t.name == "mcp.shop.lookup_order"]
        assert lookup.read_only
        result = await hub.servers["shop"].call("lookup_order", {"order_id": "A-1001"})
        assert "2 ferry tickets to Hel" in result["text"]
    finally:
        await hub.aclose()
