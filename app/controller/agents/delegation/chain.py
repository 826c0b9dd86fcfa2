"""The guards on a chain of delegations, checked before a task is handed on.

``chain`` is the agents the task has passed through, the one delegating now last. A
target already on it ``max_agent_appearances`` times (the target's setting) is a cycle;
otherwise a chain longer than the strictest ``max_delegation_depth`` of the agents on it
(counted in hops: orchestrator → researcher is one) is refused. The messages are the
stable texts the model (and a script) reads::

    delegation cycle: alpha → beta → alpha — alpha 2 times on one chain
    delegation depth limit of 5 reached
"""

from __future__ import annotations

from app.controller.agents.config import AgentsConfig
from app.controller.agents.personas import AgentNotFound, find_agent
from app.controller.turn.request import MAX_DEPTH


class DelegationRefused(Exception):
    """The task was not handed on; the message says why, in the stable words above."""


def target_of(config: AgentsConfig, target: str) -> str:
    """The agent a name delegates to (an alias names its agent)."""
    try:
        return find_agent(config, target)[0]
    except AgentNotFound as exc:
        raise DelegationRefused(str(exc)) from None


def guard(config: AgentsConfig, chain: list[str], target: str, *, depth: int) -> None:
    """Raises ``DelegationRefused`` when ``target`` may not run under ``chain``;
    ``depth`` is the child turn's depth (its hops from the person's turn)."""
    spec = config.agents[target]
    full = [*chain, target]
    if chain.count(target) >= spec.max_agent_appearances:
        path = " → ".join(full)
        raise DelegationRefused(
            f"delegation cycle: {path} — {target} {full.count(target)} times on one chain"
        )
    limits = [config.agents[n].max_delegation_depth for n in full if n in config.agents]
    limit = min([*limits, MAX_DEPTH])
    if len(chain) > limit or depth > MAX_DEPTH:
        raise DelegationRefused(f"delegation depth limit of {limit} reached")
