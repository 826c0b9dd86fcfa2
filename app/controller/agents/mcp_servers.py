"""MCP servers as tool providers, through the official ``mcp`` SDK.

Each ``[[mcp_servers]]`` of config.toml is started over stdio (``command`` + ``args``,
with the same environment allow-list as command workers plus the names in ``env``) or
reached over streamable HTTP (``url``). Its tools appear as ``mcp.<server>.<tool>``; a
tool not in ``read_only_tools`` asks the person before each call. A server that fails
to start is reported (``status``) and offers no tools — never an exception for the turn.

The SDK's client lives in a task of its own for the server's whole life: anyio requires
its context to be left in the task that entered it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel

from app.config import McpServerSpec
from app.controller.agents.tools.base import Approval, Args, Tool, ToolContext, ToolFailure
from workers import ToolSpec
from workers.command import ENV_ALLOW
from workers.http import scrub

log = logging.getLogger("ares.tools")

PREFIX = "mcp"
CALL_TIMEOUT = 120.0
RESULT_KEEP = 32 * 1024  # characters of a result handed back


def tool_name(server: str, tool: str) -> str:
    return f"{PREFIX}.{server}.{tool}"


class ServerStatus(BaseModel):
    id: str
    transport: Literal["stdio", "http"]
    state: Literal["stopped", "ready", "failed"]
    error: str = ""
    tools: list[str] = []


class _Listed(BaseModel):
    name: str
    description: str = ""
    input_schema: dict[str, Any] = {}


class McpServer:
    """One server: started on demand, stopped with ``aclose``."""

    def __init__(self, spec: McpServerSpec) -> None:
        self.spec = spec
        self.state: Literal["stopped", "ready", "failed"] = "stopped"
        self.error = ""
        self.listed: list[_Listed] = []
        self._client: Any = None
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        self._stop = asyncio.Event()
        self._lock = asyncio.Lock()

    @property
    def status(self) -> ServerStatus:
        return ServerStatus(
            id=self.spec.id,
            transport="http" if self.spec.url else "stdio",
            state=self.state,
            error=self.error,
            tools=[tool_name(self.spec.id, t.name) for t in self.listed],
        )

    async def start(self) -> ServerStatus:
        async with self._lock:
            if self._task is None:
                self._task = asyncio.create_task(self._serve(), name=f"mcp:{self.spec.id}")
                try:
                    await asyncio.wait_for(self._ready.wait(), self.spec.startup_timeout)
                except TimeoutError:
                    await self._cancel()
                    self._fail(f"did not answer within {self.spec.startup_timeout:g} s")
        return self.status

    async def _serve(self) -> None:
        from mcp import Client

        try:
            async with Client(self._target(), read_timeout_seconds=CALL_TIMEOUT) as client:
                listing = await client.list_tools()
                self.listed = [
                    _Listed(
                        name=t.name, description=t.description or "", input_schema=t.input_schema
                    )
                    for t in listing.tools
                ]
                self._client = client
                self.state = "ready"
                self._ready.set()
                await self._stop.wait()
        except asyncio.CancelledError:
            raise
        except BaseException as exc:  # anyio wraps failures in exception groups
            self._fail(_reason(exc))
        finally:
            self._client = None
            if self.state == "ready":
                self.state = "stopped"
            self._ready.set()

    def _target(self) -> Any:
        if self.spec.url:
            return self.spec.url
        from mcp import StdioServerParameters

        names = (*ENV_ALLOW, *self.spec.env)
        env = {name: os.environ[name] for name in names if name in os.environ}
        assert self.spec.command is not None
        return StdioServerParameters(command=self.spec.command, args=list(self.spec.args), env=env)

    def _fail(self, reason: str) -> None:
        self.state = "failed"
        self.error = reason
        self.listed = []
        log.warning("MCP server %s failed: %s", self.spec.id, reason)

    async def call(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        client = self._client
        if client is None:
            raise ToolFailure("tool_failed", f"MCP server {self.spec.id!r} is not running.")
        try:
            result = await client.call_tool(tool, arguments)
        except Exception as exc:
            raise ToolFailure(
                "tool_failed", f"MCP server {self.spec.id!r}: {_reason(exc)}"
            ) from None
        text = "\n".join(getattr(block, "text", "") for block in result.content)
        if result.is_error:
            raise ToolFailure("tool_failed", text[:500] or "the tool reported an error")
        answer: dict[str, Any] = {"text": text[:RESULT_KEEP]}
        if result.structured_content and result.structured_content != {"result": text}:
            answer["structured"] = result.structured_content
        return answer

    async def aclose(self) -> None:
        self._stop.set()
        await self._end_task()

    async def _end_task(self) -> None:
        task = self._task
        if task is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(task), 10.0)
        except TimeoutError:
            await self._cancel()
        self._task = None

    async def _cancel(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task


class McpTool(Tool):
    """One tool of a running server, as the agents see it."""

    def __init__(self, server: McpServer, listed: _Listed) -> None:
        self.server = server
        self.tool = listed.name
        self.name = tool_name(server.spec.id, listed.name)
        self.description = listed.description or f"{listed.name} (MCP server {server.spec.id})"
        self.schema = listed.input_schema or {"type": "object", "properties": {}}
        self.read_only = listed.name in server.spec.read_only_tools
        self.arguments = Args

    def spec(self) -> ToolSpec:
        return ToolSpec(name=self.name, description=self.description, parameters=self.schema)

    def parse(self, raw: dict[str, Any]) -> Any:
        return dict(raw)  # the server validates against its own schema

    def approval(self, args: Any, ctx: ToolContext) -> Approval | None:
        if self.read_only:
            return None
        shown = json.dumps(args, ensure_ascii=False)
        return Approval(tool=self.name, action="call", subject=f"{self.name} {shown}")

    async def run(self, args: Any, ctx: ToolContext) -> Any:
        return await self.server.call(self.tool, args)


class McpHub:
    """Every configured server; started only when an agent lists one of its tools."""

    def __init__(self, specs: Iterable[McpServerSpec]) -> None:
        self.servers = {spec.id: McpServer(spec) for spec in specs}

    def needed(self, patterns: Iterable[str]) -> list[McpServer]:
        """Servers whose tools an agent lists (``mcp.files.read`` or ``mcp.files.*``)."""
        wanted = set()
        for pattern in patterns:
            parts = pattern.split(".")
            if len(parts) >= 2 and parts[0] == PREFIX and parts[1] in self.servers:
                wanted.add(parts[1])
        return [self.servers[s] for s in sorted(wanted)]

    async def start(self, servers: Iterable[McpServer]) -> list[ServerStatus]:
        return list(await asyncio.gather(*(s.start() for s in servers)))

    def tools(self) -> list[McpTool]:
        return [
            McpTool(server, listed)
            for server in self.servers.values()
            if server.state == "ready"
            for listed in server.listed
        ]

    async def aclose(self) -> None:
        await asyncio.gather(*(s.aclose() for s in self.servers.values()))


def _reason(exc: BaseException) -> str:
    """The innermost failure, in one short line without anything key-like."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = str(exc) or type(exc).__name__
    if isinstance(exc, OSError) and exc.strerror:
        text = f"{exc.strerror}: {exc.filename or ''}".strip(": ")
    return scrub(text)[:300]


async def probe_servers(specs: Iterable[McpServerSpec]) -> list[ServerStatus]:
    """Each server started, its tools listed, stopped again: a failure is a status."""
    hub = McpHub(specs)
    try:
        return await hub.start(hub.servers.values())
    finally:
        await hub.aclose()
