"""Agents in a running ARES: which agent and persona a turn runs under, with what tools.

``begin`` is called before a turn stores anything: it reads agents.toml afresh (a turn
keeps what it read), resolves the agent and persona — refusing an unknown persona with
``PersonaNotFound`` there — and returns the request with the agent's worker filled in
and the ``AgentRun`` the tool loop needs. ``pin`` records a named persona on the
conversation once the turn has one.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

from pydantic import BaseModel

from app.config import Settings
from app.controller.agents.catalog import known_tools, skill_folders
from app.controller.agents.compaction import Compactor
from app.controller.agents.config import AgentsConfig, AgentsConfigError, ModelSpec, load_agents
from app.controller.agents.delegation.child import Host
from app.controller.agents.delegation.edges import edges
from app.controller.agents.delegation.tool import DelegateTool, Starter
from app.controller.agents.enrichment import enrich
from app.controller.agents.executor import ToolExecutor
from app.controller.agents.loop import AgentRun, ToolLoop
from app.controller.agents.mcp_servers import McpHub
from app.controller.agents.outbound import release_through
from app.controller.agents.personas import (
    AgentNotFound,
    PersonaNotFound,
    Selection,
    find_agent,
    select,
)
from app.controller.agents.pinning import Pinned, pin, pinned
from app.controller.agents.tools.base import ToolContext
from app.controller.agents.tools.registry import ToolRegistry, builtin_tools
from app.controller.agents.tools.skills import LoadSkill, Skill, discover
from app.controller.consent import ConsentAnswer, ConsentQueue, FixedConsent
from app.controller.egress import Egress
from app.controller.events import TurnEvent, TurnFailed, TurnFinished, TurnStarted
from app.controller.turn import pipeline
from app.controller.turn.request import TurnRequest
from app.controller.turn.steps import TurnParts
from memory import AsyncMemoryStore
from workers import Sampling, Worker, build_worker


def find_agent_or_none(config: AgentsConfig, name: str) -> str | None:
    try:
        return find_agent(config, name)[0]
    except AgentNotFound:
        return None


def model_for(config: AgentsConfig, default: ModelSpec, asked: str | None) -> ModelSpec:
    """The model a turn runs on: one it asks for by ``[models]`` name, or by a model
    name on the agent's worker; else the agent's."""
    if not asked:
        return default
    if asked in config.models:
        return config.models[asked]
    return default.model_copy(update={"model": asked})


def frozen_prompt(selection: Selection, prompt: str) -> Selection:
    """The selection with the prompt a plan froze, whatever agents.toml says now."""
    agent = selection.agent.model_copy(update={"system_prompt": prompt})
    persona = selection.persona
    if persona is not None:
        persona = persona.model_copy(update={"system_prompt": prompt})
    return selection.model_copy(update={"agent": agent, "persona": persona})


def capped(selection: Selection, rounds: int | None) -> Selection:
    """The selection with at most ``rounds`` rounds of tool calls (a delegated
    sub-workflow's cap), its agent's own limit when that is lower."""
    agent = selection.agent
    if rounds is None or rounds >= agent.max_tool_iterations:
        return selection
    limited = agent.model_copy(update={"max_tool_iterations": rounds})
    return selection.model_copy(update={"agent": limited})


class AgentChoice(BaseModel):
    """One entry of the window's picker."""

    label: str
    agent: str
    persona: str | None = None
    workflow: str | None = None  # the message runs through this workflow instead


class AgentRuntime:
    def __init__(
        self,
        agents_file: Path | None,
        memory: AsyncMemoryStore,
        consent: ConsentQueue | None = None,
        *,
        host: Host | None = None,
        starter: Starter | None = None,
    ) -> None:
        self.agents_file = agents_file
        self.memory = memory
        self.host = host  # who runs a delegated task: without one, no ask_/start_ tools
        self.starter = starter
        # Approvals are asked in the companion's consent queue; nobody to ask is a "no".
        self.consent = consent or ConsentQueue(FixedConsent(ConsentAnswer.PSEUDONYMISE))
        self.mcp = McpHub([])
        self._overrides: dict[tuple[str, str], Worker] = {}
        self._enriching: set[asyncio.Task[object]] = set()  # after answers, off their path

    def config(self, settings: Settings) -> AgentsConfig:
        return load_agents(
            self.agents_file,
            workers=[w.id for w in settings.workers],
            tools=known_tools(settings),
        )

    async def begin(
        self, request: TurnRequest, settings: Settings, egress: Egress
    ) -> tuple[TurnRequest, AgentRun | None]:
        """The request as it will run, and the agent run — None for a plain turn."""
        held = await pinned(self.memory, request.conversation_id)
        name = request.agent or held.agent
        if name is None:
            return request, None
        config = self.config(settings)
        if request.is_child and find_agent_or_none(config, name) is None:
            return request, None  # a child turn's agent may be a label only (a planner's)
        selection = select(
            config,
            name,
            requested=request.persona,
            pinned=held.persona if held.agent == name else None,
        )
        if request.system_prompt is not None:
            selection = frozen_prompt(selection, request.system_prompt)
        selection = capped(selection, request.tool_rounds)
        model = model_for(config, config.models[selection.agent.model], request.model)
        registry = await self._registry(selection, settings, discover(skill_folders(config)))
        for tool in self._delegations(selection, request):
            registry.add(tool)
        run = AgentRun(
            selection=selection,
            registry=registry,
            executor=self._executor(request, registry, settings, egress),
            sampling=Sampling(temperature=model.temperature, max_tokens=model.max_tokens),
            worker=self._override(settings, model.worker, model.model),
            tools=request.tools,
        )
        persona = selection.persona
        ready = request.model_copy(
            update={
                "agent": selection.agent_name,
                "persona": persona.id if persona else None,
                "persona_label": (persona.label or persona.id) if persona else None,
                "worker_id": request.worker_id or model.worker,
            }
        )
        return ready, run

    def choices(self, settings: Settings) -> list[AgentChoice]:
        """Every agent, then each of its personas; none when agents.toml is broken (the
        window says so on the first agent turn)."""
        try:
            config = self.config(settings)
        except AgentsConfigError:
            return []
        made = []
        for name, agent in sorted(config.agents.items()):
            made.append(AgentChoice(label=name, agent=name))
            made += [
                AgentChoice(label=f"{name} · {p.label or p.id}", agent=name, persona=p.id)
                for p in agent.personas
            ]
        made += [
            AgentChoice(label=f"Workflow · {name}", agent=spec.entry_agent, workflow=name)
            for name, spec in sorted(config.workflows.items())
        ]
        return made

    async def pinned(self, conversation_id: str) -> Pinned:
        return await pinned(self.memory, conversation_id)

    async def turn(
        self, parts: TurnParts, settings: Settings, egress: Egress, request: TurnRequest
    ) -> AsyncIterator[TurnEvent]:
        """The turn's events, journaled: as an agent when the request names one (or the
        conversation is pinned to one), else the plain pipeline. An unknown agent or
        persona, or a broken agents.toml, ends it before anything is stored."""
        try:
            request, run = await self.begin(request, settings, egress)
        except (PersonaNotFound, AgentNotFound, AgentsConfigError) as exc:
            yield TurnFailed(turn_id=uuid.uuid4().hex, error=str(exc), reason="config")
            return
        if run is None:
            events = pipeline.run(parts, request)
        else:
            compact = Compactor() if run.selection.agent.compaction_enabled else None
            events = pipeline.run(parts, request, sender=ToolLoop(run), compact=compact)
        async for event in pipeline.journaled(parts, request, events):
            if run is not None and isinstance(event, TurnStarted):
                await self.pin(event.conversation_id, run.selection)
            enriching = run is not None and run.selection.agent.ambient_enrichment
            if enriching and isinstance(event, TurnFinished):
                self._enrich_later(parts, request, event)
            yield event

    def _enrich_later(self, parts: TurnParts, request: TurnRequest, done: TurnFinished) -> None:
        """Ambient enrichment as a task of its own: the answer is shown without waiting."""
        task = asyncio.ensure_future(
            enrich(
                parts,
                message_id=done.message_id,
                message=request.message,
                answer=done.answer,
                conversation_id=done.conversation_id,
                turn_id=done.turn_id,
            )
        )
        self._enriching.add(task)
        task.add_done_callback(self._enriching.discard)

    async def settle(self, timeout: float = 30.0) -> None:
        """Lets enrichment still running finish (up to ``timeout``), then stops the rest:
        before the workers close, so a call in flight keeps its client."""
        pending = [t for t in self._enriching if not t.done()]
        if not pending:
            return
        _, late = await asyncio.wait(pending, timeout=timeout)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late)  # a cancel of this task itself still propagates

    async def pin(self, conversation_id: str, selection: Selection) -> None:
        """The conversation's agent; its persona too when the message named one."""
        named = selection.persona.id if selection.pin and selection.persona else None
        await pin(self.memory, conversation_id, selection.agent_name, named)

    async def _registry(
        self, selection: Selection, settings: Settings, skills: list[Skill]
    ) -> ToolRegistry:
        if [s.spec for s in self.mcp.servers.values()] != settings.mcp_servers:
            await self.mcp.aclose()
            self.mcp = McpHub(settings.mcp_servers)
        servers = self.mcp.needed([*selection.agent.tools])
        await self.mcp.start(s for s in servers if s.state == "stopped")
        builtins = [t for t in builtin_tools() if t.name != LoadSkill.name]
        return ToolRegistry([*builtins, LoadSkill(skills), *self.mcp.tools()])

    def _delegations(self, selection: Selection, request: TurnRequest) -> list[DelegateTool]:
        """The agent's ``ask_``/``start_`` tools, carrying the chain that reached it."""
        if self.host is None:
            return []
        chain = [*request.chain, selection.agent_name]
        return [
            DelegateTool(e, self.host, chain=chain, depth=request.depth, starter=self.starter)
            for e in edges(selection.agent)
        ]

    def _executor(
        self, request: TurnRequest, registry: ToolRegistry, settings: Settings, egress: Egress
    ) -> ToolExecutor:
        context = ToolContext(
            memory=self.memory,
            read_roots=[root.expanduser() for root in settings.tools.read_roots],
            conversation_id=request.conversation_id,
            command_timeout=settings.tools.command_timeout,
        )
        context.release = release_through(egress, context)
        return ToolExecutor(registry, self.consent, context, enabled=request.tools)

    def _override(self, settings: Settings, worker_id: str, model: str | None) -> Worker | None:
        """A worker with the agent's own model name, when ``[models]`` gives one."""
        if not model:
            return None
        spec = settings.worker(worker_id)
        if spec.model == model:
            return None
        key = (worker_id, model)
        if key not in self._overrides:
            self._overrides[key] = build_worker(spec.model_copy(update={"model": model}))
        return self._overrides[key]

    async def aclose(self) -> None:
        await self.settle()
        await self.mcp.aclose()
        for worker in self._overrides.values():
            await worker.aclose()
        self._overrides.clear()
