"""A real MCP server, written with the official SDK, served over stdio.

Its tools: ``lookup_order`` (read-only: an order's details, with the customer's e-mail
in them, so the privacy of a tool result can be checked), ``add_note`` (it writes a line
to the file named by ``NOTES_FILE``: an MCP tool that acts), and ``show_env`` (which
environment variables the server was started with).

Run: ``python -m tests.fakes.mcp_server`` (stdio).
"""

from __future__ import annotations

import os
from pathlib import Path

from mcp.server.mcpserver import MCPServer

server = MCPServer("ares-test-tools")

ORDERS = {
    "A-1001": "Order A-1001: 2 ferry tickets to Hel, paid. Customer: jan.kowalski@example.com",
}


@server.tool()
def lookup_order(order_id: str) -> str:
    """Look up an order by its id."""
    return ORDERS.get(order_id, f"No order {order_id}.")


@server.tool()
def add_note(text: str) -> str:
    """Append a note to the notes file."""
    path = Path(os.environ["NOTES_FILE"])
    with path.open("a", encoding="utf-8") as handle:
        handle.write(text + "\n")
    return f"noted ({len(text)} characters)"


@server.tool()
def show_env() -> str:
    """The names of the environment variables this server sees."""
    return ",".join(sorted(os.environ))


if __name__ == "__main__":
    server.run("stdio")
