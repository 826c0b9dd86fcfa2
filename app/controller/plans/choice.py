"""Which worker a step runs on: the step's agent's model, else the worker it names,
else ARES's choice by capability, privacy class and cost.

ARES's choice ranks every worker the policy allows (local-only mode leaves only local
ones): first those that may take the step's input without asking the person (a local
worker always may), then by price — a local worker costs nothing, a priced cloud
worker its price per token, an unpriced one counts as the dearest. ``Chooser`` makes
that choice against the running companion and takes the first that is available and
can chat (``Frozen`` capability check); ``StepPreview`` is the choice as shown before
a plan starts.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from app.config import Settings
from app.controller.agents.config import AgentsConfig
from app.controller.agents.personas import AgentNotFound, Selection, find_agent, select
from app.controller.agents.tools.registry import builtin_tools
from app.controller.plans.model import PlanInvalid, PlanStep
from app.controller.redaction import plan as redaction_plan
from app.controller.turn.steps import classify
from trust import Classification, Policy, PrivacyClass
from workers import WorkerSpec

if TYPE_CHECKING:
    from app.controller.companion import Companion


class StepPreview(BaseModel):
    """Where a step would run, as shown before the plan starts."""

    id: str
    worker: str
    cloud: bool
    reason: str


class AgentFreeze(BaseModel):
    """What a step's agent ran with when the plan was made: kept for a resume."""

    model_config = ConfigDict(frozen=True)

    agent: str
    persona: str | None
    system_prompt: str
    worker: str
    idempotent: bool


def freeze_agent(step: PlanStep, config: AgentsConfig) -> AgentFreeze:
    """The step's agent, persona, prompt and worker, or ``PlanInvalid`` naming it."""
    assert step.agent is not None
    try:
        name, _persona = find_agent(config, step.agent)
    except AgentNotFound:
        known = ", ".join(sorted(config.agents)) or "none"
        raise PlanInvalid(
            [f"step {step.id!r}: agent {step.agent!r} is not in agents.toml (known: {known})"]
        ) from None
    selection = select(config, step.agent)
    worker = step.worker or config.models[selection.agent.model].worker
    persona = selection.persona.id if selection.persona else None
    return AgentFreeze(
        agent=name,
        persona=persona,
        system_prompt=selection.system_prompt,
        worker=worker,
        idempotent=_read_only(selection),
    )


_READ_ONLY = {tool.name for tool in builtin_tools() if tool.read_only}


def _read_only(selection: Selection) -> bool:
    """Running it twice changes nothing: every tool it may use only reads (an MCP
    tool's effects are unknown, so it counts as acting)."""
    return all(tool in _READ_ONLY for tool in selection.agent.tools if selection.may_use(tool))


def check_worker(step: PlanStep, settings: Settings) -> None:
    if step.worker is None:
        return
    if all(spec.id != step.worker for spec in settings.workers):
        known = ", ".join(spec.id for spec in settings.workers) or "none"
        raise PlanInvalid(
            [f"step {step.id!r}: worker {step.worker!r} is not in config.toml (known: {known})"]
        )


def price(spec: WorkerSpec) -> float:
    if spec.privacy is PrivacyClass.LOCAL_ONLY:
        return 0.0
    if spec.price_in_per_mtok is None and spec.price_out_per_mtok is None:
        return math.inf
    return (spec.price_in_per_mtok or 0.0) + (spec.price_out_per_mtok or 0.0)


def ranked(
    settings: Settings, policy: Policy, verdict: Classification, exclude: set[str] | None = None
) -> list[WorkerSpec]:
    """Every allowed worker, best first for a step whose input has ``verdict``."""
    allowed = [
        spec
        for spec in settings.workers
        if policy.eligible(spec.privacy) and spec.id not in (exclude or set())
    ]

    def key(spec: WorkerSpec) -> tuple[bool, float]:
        asks = bool(redaction_plan(verdict, spec.privacy, policy).consent)
        return asks, price(spec)

    return sorted(allowed, key=key)  # stable: config.toml's order breaks ties


def is_cloud(spec: WorkerSpec) -> bool:
    return spec.privacy is not PrivacyClass.LOCAL_ONLY


class Chooser:
    """A step's worker picked from the companion's settings, policy and router."""

    def __init__(self, companion: Companion) -> None:
        self.companion = companion

    def named(self, step: PlanStep, frozen: AgentFreeze | None) -> WorkerSpec | None:
        wanted = frozen.worker if frozen else step.worker
        if wanted is None:
            return None
        return self.companion.settings.worker(wanted)

    def ranked(self, text: str, exclude: set[str] | None = None) -> list[WorkerSpec]:
        companion = self.companion
        verdict = classify(companion.engine, companion.policy, text)
        return ranked(companion.settings, companion.policy, verdict, exclude)

    async def pick(
        self, step: PlanStep, frozen: AgentFreeze | None, message: str
    ) -> WorkerSpec | None:
        named = self.named(step, frozen)
        if named is not None:
            return named
        return await self.available(self.ranked(message))

    async def available(self, options: list[WorkerSpec]) -> WorkerSpec | None:
        """The first that answers and can chat: ARES's capability check."""
        router = self.companion.router
        for option in options:
            status = await router.availability(router.worker(option.id))
            # A worker that reports capabilities must list "chat" (an Ollama embedding
            # model does not); one that reports none is a chat API.
            chats = not status.capabilities or "chat" in status.capabilities
            if status.available and chats:
                return option
        return None
