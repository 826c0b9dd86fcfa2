"""An agent's ``delegates_to`` as the tools its model is offered: ``ask_<target>`` waits
for the target's answer, ``start_<target>`` starts it in the background. The target's
name with every character that is not a letter or a digit made ``_`` (providers allow
few characters in tool names)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from app.controller.agents.config import AgentSpec

ASK = "ask_"
START = "start_"
_NOT_ALNUM = re.compile(r"[^A-Za-z0-9]")


class Edge(BaseModel):
    model_config = ConfigDict(frozen=True)

    target: str
    detached: bool = False

    @property
    def tool(self) -> str:
        return tool_name(self.target, detached=self.detached)


def tool_name(target: str, *, detached: bool) -> str:
    return (START if detached else ASK) + _NOT_ALNUM.sub("_", target)


def edges(agent: AgentSpec) -> list[Edge]:
    """The agent's edges in the order it lists them; a target listed twice the same way
    is one edge."""
    made: dict[str, Edge] = {}
    for declared in agent.delegates_to:
        edge = Edge(target=declared.agent, detached=declared.detached)
        made.setdefault(edge.tool, edge)
    return list(made.values())


def edge_tools(agent: AgentSpec) -> set[str]:
    return {edge.tool for edge in edges(agent)}
