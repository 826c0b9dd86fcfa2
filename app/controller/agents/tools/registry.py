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
from app.controller.agents.tools.skills import LoadSkill
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
        LoadSkill(),
    ]


BUILTIN_NAMES: frozenset[str] = frozenset(t.name for t in builtin_tools())


def wire_name(name: str) -> str:
    """The name a model sees: providers allow only ``[A-Za-z0-9_-]`` in tool names, so
    ``mcp.files.read`` goes as ``mcp__files__read``."""
    return name.replace(".", "__")


class ToolRegistry:
    def __init__(self, tools: Iterable[Tool] | None = None) -> None:
        self._tools: dict[str, Tool] = {}
        self._wire: dict[str, str] = {}
        for tool in builtin_tools() if tools is None else tools:
            self.add(tool)

    def add(self, tool: Tool) -> None:
        if tool.name in self._tools or wire_name(tool.name) in self._wire:
            raise ValueError(f"tool {tool.name!r} is registered twice")
        self._tools[tool.name] = tool
        self._wire[wire_name(tool.name)] = tool.name

    def canonical(self, name: str) -> str:
        """ARES's name for what a model called (its wire name, or the name itself)."""
        return self._wire.get(name, name)

    def get(self, name: str) -> Tool | None:
        return self._tools.get(self.canonical(name))

    def names(self) -> list[str]:
        return sorted(self._tools)

    def specs(self, names: Iterable[str]) -> list[ToolSpec]:
        """The tools as offered to a model, under their wire names."""
        specs = []
        for name in names:
            if name in self._tools:
                spec = self._tools[name].spec()
                specs.append(spec.model_copy(update={"name": wire_name(name)}))
        return specs
