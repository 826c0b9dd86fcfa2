"""The test MCP server (``tests/fakes/mcp_server.py``) over streamable HTTP.

Run: ``python -m tests.fakes.mcp_http_server PORT`` — serves ``http://127.0.0.1:PORT/mcp``.
"""

from __future__ import annotations

import sys

from tests.fakes.mcp_server import server

if __name__ == "__main__":
    server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[1]))
