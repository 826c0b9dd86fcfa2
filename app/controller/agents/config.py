"""``agents.toml``: named models, agents and their personas, as pydantic models.

The bundled ``resources/agents.toml`` gives the defaults; ``ARES_HOME/agents.toml``
adds to it, and an agent or model it defines replaces the bundled one of the same name.
Keys ARES does not know are kept (``extra``) and reachable by the code that wants them
— later features read their own keys from here — and ``warnings`` names the known key a
typo is close to. Anything that makes a table unusable raises ``AgentsConfigError`` with
the file, the table and the key:
``agents.toml: [agents.helper] model: 'fast' is not under [models]``.
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationError,
    model_serializer,
)

from app.controller.agents.delegation.edges import edge_tools

AGENTS_FILE = "agents.toml"
BUNDLED: Literal["bundled"] = "bundled"
Source = Literal["bundled", "user"]


class AgentsConfigError(Exception):
    """``agents.toml`` cannot be used; the message names the file, table and key."""


class _Table(BaseModel):
    # Unknown keys are kept, never an error: `extra(key)` reads them.
    model_config = ConfigDict(extra="allow", frozen=True)

    def extra(self, key: str, default: Any = None) -> Any:
        return (self.model_extra or {}).get(key, default)


class ModelSpec(_Table):
    worker: str
    model: str | None = None
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    max_tokens: int | None = Field(default=None, gt=0)


class PersonaSpec(_Table):
    id: str = Field(min_length=1)
    label: str = ""
    description: str = ""
    system_prompt: str | None = None
    allowed_tools: list[str] | None = None
    aliases: list[str] = Field(default_factory=list)


class DelegationEdge(_Table):
    """``{agent = "researcher", detached = true}`` in ``delegates_to``: a plain name is
    the same with ``detached = false`` (the delegating turn waits for the answer)."""

    agent: str = Field(min_length=1)
    detached: bool = False

    @model_serializer(mode="wrap")
    def _as_written(self, handler: SerializerFunctionWrapHandler) -> Any:
        """A plain name was written as a name: rewriting the file keeps it one."""
        dumped = handler(self)
        return self.agent if dumped == {"agent": self.agent} else dumped


def _edge(value: Any) -> Any:
    return {"agent": value} if isinstance(value, str) else value


class AgentSpec(_Table):
    model: str
    system_prompt: str = ""
    tools: list[str] = Field(default_factory=list)
    # None: every tool the agent lists may run. Kept None when the file is rewritten.
    allowed_tools: list[str] | None = None
    max_tool_iterations: int = Field(default=10, ge=1)
    parallel_tools: bool = False
    compaction_enabled: bool = False
    ambient_enrichment: bool = False
    default_persona: str | None = None
    personas: list[PersonaSpec] = Field(default_factory=list)
    # Who this agent may hand a task to, and how far a chain through it may go.
    delegates_to: list[Annotated[DelegationEdge, BeforeValidator(_edge)]] = Field(
        default_factory=list
    )
    max_delegation_depth: int = Field(default=5, ge=1, le=8)  # 8: a turn's deepest child
    max_agent_appearances: int = Field(default=1, ge=1)
    # What happens to this agent's answer to a delegated task before it goes back.
    review_delegated_results: bool = False
    reviewer: str | None = None  # the agent that reviews; default: this agent
    self_check_rounds: int = Field(default=0, ge=0, le=10)

    def persona(self, persona_id: str) -> PersonaSpec | None:
        return next((p for p in self.personas if p.id == persona_id), None)


class WorkflowSpec(_Table):
    """``[workflows.NAME]``: a message enters at ``entry_agent`` and may be handed on."""

    entry_agent: str
    fallback_agent: str | None = None  # when routing fails or names no agent
    max_depth: int = Field(default=3, ge=1, le=8)
    max_iterations: int = Field(default=5, ge=1)
    parallel_subagents: bool = False


class SkillsSpec(_Table):
    project_dir: str | None = None
    personal_dir: str | None = None
    plugin_dirs: list[str] = Field(default_factory=list)


class AgentsFile(_Table):
    """One file as written."""

    models: dict[str, ModelSpec] = Field(default_factory=dict)
    agents: dict[str, AgentSpec] = Field(default_factory=dict)
    workflows: dict[str, WorkflowSpec] = Field(default_factory=dict)
    skills: SkillsSpec | None = None


class AgentsConfig(BaseModel):
    """The bundled file with the person's on top, and where each name came from."""

    model_config = ConfigDict(frozen=True)

    models: dict[str, ModelSpec] = Field(default_factory=dict)
    agents: dict[str, AgentSpec] = Field(default_factory=dict)
    workflows: dict[str, WorkflowSpec] = Field(default_factory=dict)
    skills: SkillsSpec | None = None
    sources: dict[str, Source] = Field(default_factory=dict)  # "agents.NAME" / "models.NAME"
    files: dict[Source, str] = Field(default_factory=dict)
    warnings: list[str] = Field(default_factory=list)

    def agent(self, name: str) -> AgentSpec | None:
        return self.agents.get(name)

    def source(self, table: str, name: str) -> Source:
        return self.sources.get(f"{table}.{name}", BUNDLED)

    def file_of(self, table: str, name: str) -> str:
        return self.files.get(self.source(table, name), AGENTS_FILE)


# --- reading ---------------------------------------------------------------------------
def bundled_text() -> str:
    return resources.files("resources").joinpath(AGENTS_FILE).read_text(encoding="utf-8")


def parse(text: str, file: str) -> tuple[AgentsFile, list[str]]:
    """One file's tables and the warnings about keys it does not know."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise AgentsConfigError(f"{file}: not valid TOML: {exc}") from None
    try:
        parsed = AgentsFile.model_validate(data)
    except ValidationError as exc:
        raise AgentsConfigError(f"{file}: {_describe(exc)}") from None
    return parsed, [f"{file}: {w}" for w in unknown_keys(parsed)]


def read_file(path: Path) -> tuple[AgentsFile, list[str]]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise AgentsConfigError(f"{path}: cannot be read: {exc.strerror}") from None
    return parse(text, str(path))


def load_agents(
    user_file: Path | None,
    *,
    workers: Iterable[str] | None = None,
    tools: Iterable[str] | None = None,
    bundled: str | None = None,
) -> AgentsConfig:
    """The merged configuration, checked: every agent's model is under ``[models]``,
    every model's worker is in config.toml (when ``workers`` is given), every tool is
    known (when ``tools`` is given: names, ``prefix.*`` patterns allowed)."""
    base, warnings = parse(bundled if bundled is not None else bundled_text(), BUNDLED)
    files: dict[Source, str] = {"bundled": f"resources/{AGENTS_FILE}"}
    sources: dict[str, Source] = {}
    models, agents, workflows = dict(base.models), dict(base.agents), dict(base.workflows)
    skills = base.skills
    if user_file is not None and user_file.exists():
        mine, mine_warnings = read_file(user_file)
        warnings += mine_warnings
        files["user"] = str(user_file)
        models.update(mine.models)
        agents.update(mine.agents)
        workflows.update(mine.workflows)
        for table in ("models", "agents", "workflows"):
            sources.update({f"{table}.{n}": "user" for n in getattr(mine, table)})
        skills = mine.skills or skills
    config = AgentsConfig(
        models=models,
        agents=agents,
        workflows=workflows,
        skills=skills,
        sources=sources,
        files=files,
    )
    warnings += check(config, workers=workers, tools=tools)
    return config.model_copy(update={"warnings": warnings})


# --- checking --------------------------------------------------------------------------
def check(
    config: AgentsConfig, *, workers: Iterable[str] | None, tools: Iterable[str] | None
) -> list[str]:
    """Raise on what makes the person's tables unusable; return warnings about the
    bundled ones (a bundled model on a worker config.toml does not have is not an
    error of the person's, just an agent that cannot run here)."""
    warnings = []
    known_workers = set(workers) if workers is not None else None
    for name, model in config.models.items():
        if known_workers is not None and model.worker not in known_workers:
            listed = ", ".join(sorted(known_workers)) or "none"
            problem = (
                f"{config.file_of('models', name)}: [models.{name}] worker: "
                f"{model.worker!r} is not a worker in config.toml (configured: {listed})"
            )
            if config.source("models", name) == "user":
                raise AgentsConfigError(problem)
            warnings.append(problem)
    for name, agent in config.agents.items():
        _check_agent(config, name, agent, set(tools) if tools is not None else None)
    for name, workflow in config.workflows.items():
        where = f"{config.file_of('workflows', name)}: [workflows.{name}]"
        for key in ("entry_agent", "fallback_agent"):
            _check_names_agent(config, where, key, getattr(workflow, key))
    return warnings


def _check_names_agent(config: AgentsConfig, where: str, key: str, name: str | None) -> None:
    if name is not None and name not in config.agents:
        known = ", ".join(sorted(config.agents)) or "none"
        raise AgentsConfigError(f"{where} {key}: {name!r} is not under [agents] (agents: {known})")


def _check_agent(config: AgentsConfig, name: str, agent: AgentSpec, tools: set[str] | None) -> None:
    where = f"{config.file_of('agents', name)}: [agents.{name}]"
    if agent.model not in config.models:
        raise AgentsConfigError(f"{where} model: {agent.model!r} is not under [models]")
    for edge in agent.delegates_to:
        if edge.agent not in config.agents:
            listed = ", ".join(sorted(config.agents))
            raise AgentsConfigError(
                f"{where} delegates_to: {edge.agent!r} is not an agent (defined: {listed})"
            )
    _check_names_agent(config, where, "reviewer", agent.reviewer)
    if tools is not None:
        own = tools | edge_tools(agent)  # its ask_/start_ tools may be narrowed like any
        lists = [("tools", agent.tools), ("allowed_tools", agent.allowed_tools or [])]
        lists += [(f"personas.{p.id}.allowed_tools", p.allowed_tools or []) for p in agent.personas]
        for key, names in lists:
            for tool in names:
                if not tool_is_known(tool, own):
                    raise AgentsConfigError(f"{where} {key}: {tool!r} is not a known tool")
    ids = [p.id for p in agent.personas]
    for persona_id in ids:
        if ids.count(persona_id) > 1:
            raise AgentsConfigError(f"{where} personas: id {persona_id!r} is declared twice")
    if agent.default_persona is not None and agent.default_persona not in ids:
        raise AgentsConfigError(
            f"{where} default_persona: {agent.default_persona!r} is not one of its personas"
        )
    for persona in agent.personas:
        for alias in persona.aliases:
            owner = _alias_owner(config, alias)
            if alias in config.agents:
                raise AgentsConfigError(
                    f"{where} personas.{persona.id}.aliases: {alias!r} is an agent's name"
                )
            if owner != (name, persona.id):
                raise AgentsConfigError(
                    f"{where} personas.{persona.id}.aliases: {alias!r} is also an alias "
                    f"in [agents.{owner[0]}]"
                )


def _alias_owner(config: AgentsConfig, alias: str) -> tuple[str, str]:
    owners = [
        (agent_name, p.id)
        for agent_name, agent in sorted(config.agents.items())
        for p in agent.personas
        if alias in p.aliases
    ]
    return owners[0]


def tool_is_known(tool: str, known: set[str]) -> bool:
    """A known name, or one under a known prefix (``known`` holds prefixes as
    ``"mcp.files."``); ``prefix.*`` means every tool under a prefix."""
    if tool in known:
        return True
    stem = tool[:-1] if tool.endswith(".*") else tool
    return any(k.endswith(".") and stem.startswith(k) for k in known) or (
        tool.endswith(".*") and any(k.startswith(stem) for k in known)
    )


# --- unknown keys ----------------------------------------------------------------------
def unknown_keys(parsed: AgentsFile) -> list[str]:
    """One warning per key no model declares, e.g. ``[agents.helper] unknown key
    'max_tool_iteration' (did you mean 'max_tool_iterations'?)``."""
    found = _unknown(parsed, AgentsFile, "(top level)")
    for name, model in parsed.models.items():
        found += _unknown(model, ModelSpec, f"[models.{name}]")
    for name, agent in parsed.agents.items():
        found += _unknown(agent, AgentSpec, f"[agents.{name}]")
        for persona in agent.personas:
            found += _unknown(persona, PersonaSpec, f"[agents.{name}] persona {persona.id!r}")
        for edge in agent.delegates_to:
            found += _unknown(edge, DelegationEdge, f"[agents.{name}] delegates_to {edge.agent!r}")
    for name, workflow in parsed.workflows.items():
        found += _unknown(workflow, WorkflowSpec, f"[workflows.{name}]")
    if parsed.skills is not None:
        found += _unknown(parsed.skills, SkillsSpec, "[skills]")
    return found


def _unknown(table: _Table, model: type[_Table], where: str) -> list[str]:
    known = list(model.model_fields)
    out = []
    for key in table.model_extra or {}:
        close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        out.append(f"{where} unknown key {key!r}{hint}")
    return out


def _describe(exc: ValidationError) -> str:
    problems = []
    for err in exc.errors(include_url=False):
        problems.append(f"{_where(err['loc'])}: {_message(err)}")
    return "; ".join(problems)


_TABLES = ("models", "agents", "workflows")


def _where(loc: tuple[int | str, ...]) -> str:
    """``[agents.helper] max_tool_iterations`` for ``('agents', 'helper', 'max_…')``."""
    parts = [str(p) for p in loc]
    if len(parts) >= 3 and parts[0] in _TABLES:
        table, rest = f"[{parts[0]}.{parts[1]}]", parts[2:]
        if len(rest) >= 3 and rest[0] == "personas":
            return f"{table} personas #{int(rest[1]) + 1} {'.'.join(rest[2:])}"
        return f"{table} {'.'.join(rest)}"
    if len(parts) == 2 and parts[0] in _TABLES:
        return f"[{parts[0]}.{parts[1]}]"
    if parts and parts[0] == "skills":
        return f"[skills] {'.'.join(parts[1:])}"
    return ".".join(parts) or "(top level)"


def _message(err: Any) -> str:
    if err["type"] == "missing":
        return "required, but missing"
    text = str(err["msg"])
    text = text[0].lower() + text[1:] if text else text
    value = err.get("input")
    if isinstance(value, str | int | float | bool) and err["type"] != "missing":
        shown = repr(value)
        text += f" (got {shown[:60]})"
    return text


# --- writing ---------------------------------------------------------------------------
def dumps(file: AgentsFile) -> str:
    """The file as TOML with only what was set: an absent ``allowed_tools`` stays absent
    (absent means every tool, an empty list means none), unknown keys stay as written."""
    import tomli_w

    return tomli_w.dumps(file.model_dump(mode="json", exclude_unset=True, exclude_none=True))


def save(path: Path, file: AgentsFile) -> None:
    """Atomically: a crash mid-write leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(dumps(file), encoding="utf-8")
    tmp.replace(path)
