"""The tools ARES knows: the built-ins, and whatever MCP servers offer (``mcp.<server>.
<tool>``). A name that is in no registry is ``tool_unknown`` to the model."""

from __future__ import annotations

from collections.abc import Iterable

from app.controller.agents.tools.base import Tool
from app.controller.agents.tools.calculator import Calculate
from app.controller.agents.tools.clock import CurrentTime
from app.controller.agents.tools.command import RunCommand
from app.controller.agents.tools.fetch import FetchUrl
from app.controller.agents.tools.files import DeleteFile, ListDir, ReadFile, WriteFile
from app.controller.agents.tools.memory_tools import MemorySearch, Remember
from workers import ToolSpec


def builtin_tools() -> list[Tool]:
    return [
        MemorySearch(),
        Remember(),
        CurrentTime(),
        Calculate(),
        ReadFile(),
        ListDir(),
        WriteFile(),
        DeleteFile(),
        RunCommand(),
        FetchUrl(),
    ]


BUILTIN_NAMES: frozenset[str] = frozenset(t.name for t in builtin_tools())


class ToolRegistry:
    def __init__(self, tools: Iterable[Tool] | None = None) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in builtin_tools() if tools is None else tools:
            self.add(tool)

    def add(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name!r} is registered twice")
        self._tools[tool.name] = tool

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return sorted(self._tools)

    def specs(self, names: Iterable[str]) -> list[ToolSpec]:
        return [self._tools[n].spec() for n in names if n in self._tools]
