"""Which agent and persona a message runs under, and what that persona changes.

Resolution, in order: the persona the message names → the one pinned on the
conversation (if this agent declares it) → the agent's ``default_persona`` → a persona
with id ``default`` → none. A persona the message names is pinned on the conversation;
a fallback is not. An unknown id is refused with ``PersonaNotFound`` before anything is
stored. An old agent name that is now a persona's alias resolves to the agent owning
that persona, under that persona.

The result is frozen: a turn keeps the persona it started with even if the file changes.
"""

from __future__ import annotations

from fnmatch import fnmatchcase

from pydantic import BaseModel, ConfigDict

from app.controller.agents.config import AgentsConfig, AgentSpec, PersonaSpec
from app.controller.agents.delegation.edges import edge_tools

BASE_PROMPT = "{base_prompt}"


class PersonaNotFound(Exception):
    """``persona_not_found``: the message named a persona its agent does not declare."""

    code = "persona_not_found"

    def __init__(self, agent: str, persona: str, known: list[str]) -> None:
        listed = ", ".join(known) or "none"
        super().__init__(
            f"persona_not_found: agent {agent!r} has no persona {persona!r} (it has: {listed})"
        )
        self.agent = agent
        self.persona = persona


class AgentNotFound(Exception):
    code = "agent_not_found"

    def __init__(self, agent: str, known: list[str]) -> None:
        listed = ", ".join(known) or "none"
        super().__init__(f"agent_not_found: no agent {agent!r} in agents.toml (defined: {listed})")
        self.agent = agent


class Persona(BaseModel):
    """A persona as a turn keeps it: id, label, allow-list and the prompt it yields."""

    model_config = ConfigDict(frozen=True)

    id: str
    label: str = ""
    allowed_tools: list[str] | None = None
    system_prompt: str = ""


class Selection(BaseModel):
    """The agent and persona one turn runs under, resolved once at its start."""

    model_config = ConfigDict(frozen=True)

    agent_name: str
    agent: AgentSpec
    persona: Persona | None = None
    pin: bool = False  # the message named the persona: keep it on the conversation

    @property
    def system_prompt(self) -> str:
        return self.persona.system_prompt if self.persona else self.agent.system_prompt

    def may_use(self, tool: str) -> bool:
        """The agent's list, then the persona's: a persona narrows, never widens. An
        agent's delegation tools are on its list by its ``delegates_to``."""
        agent = self.agent
        if not _listed(tool, agent.tools) and tool not in edge_tools(agent):
            return False
        if agent.allowed_tools is not None and not _listed(tool, agent.allowed_tools):
            return False
        allowed = self.persona.allowed_tools if self.persona else None
        return allowed is None or _listed(tool, allowed)


def _listed(tool: str, patterns: list[str]) -> bool:
    return any(p == tool or (p.endswith("*") and fnmatchcase(tool, p)) for p in patterns)


def prompt_for(agent: AgentSpec, persona: PersonaSpec | None) -> str:
    """The persona's prompt replaces the agent's, or wraps it at ``{base_prompt}``; a
    persona without a prompt keeps the agent's."""
    if persona is None or persona.system_prompt is None:
        return agent.system_prompt
    if BASE_PROMPT in persona.system_prompt:
        return persona.system_prompt.replace(BASE_PROMPT, agent.system_prompt)
    return persona.system_prompt


def find_agent(config: AgentsConfig, name: str) -> tuple[str, str | None]:
    """``(agent name, persona id or None)`` for a name: an agent, or an alias."""
    if name in config.agents:
        return name, None
    for agent_name, agent in sorted(config.agents.items()):
        for persona in agent.personas:
            if name in persona.aliases:
                return agent_name, persona.id
    raise AgentNotFound(name, sorted(config.agents))


def select(
    config: AgentsConfig,
    agent_name: str,
    *,
    requested: str | None = None,
    pinned: str | None = None,
) -> Selection:
    """The agent (or alias) ``agent_name`` under the persona the rules above choose."""
    name, aliased = find_agent(config, agent_name)
    agent = config.agents[name]
    requested = requested or aliased
    spec, pin = _choose(name, agent, requested, pinned)
    persona = None
    if spec is not None:
        persona = Persona(
            id=spec.id,
            label=spec.label,
            allowed_tools=list(spec.allowed_tools) if spec.allowed_tools is not None else None,
            system_prompt=prompt_for(agent, spec),
        )
    return Selection(agent_name=name, agent=agent, persona=persona, pin=pin)


def _choose(
    name: str, agent: AgentSpec, requested: str | None, pinned: str | None
) -> tuple[PersonaSpec | None, bool]:
    if requested:
        spec = agent.persona(requested)
        if spec is None:
            raise PersonaNotFound(name, requested, [p.id for p in agent.personas])
        return spec, True
    if pinned and (spec := agent.persona(pinned)) is not None:
        return spec, False
    if agent.default_persona and (spec := agent.persona(agent.default_persona)) is not None:
        return spec, False
    return agent.persona("default"), False
