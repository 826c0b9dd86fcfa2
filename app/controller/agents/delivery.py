"""What a delegated task delivers to whoever delegated it: the target agent's answer
after its self-check rounds and its review gate (both off by default, both the target
agent's settings in agents.toml).

Every critique and review call is ``asker``'s child turn of the delegating turn — the
same pipeline, egress, Trust Engine, consent and ledger as any model call, with no
tools and no recall of other conversations. A task that did not answer (refused,
failed, cancelled) delivers its error and is neither checked nor reviewed.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Literal

from pydantic import BaseModel

from app.controller.agents.config import AgentsConfig
from app.controller.agents.delegation.child import DelegationResult, Host
from app.controller.agents.review_gate import Ask, review
from app.controller.agents.self_check import self_check
from app.controller.turn.request import Lineage, TurnOutcome, child_request

log = logging.getLogger("ares.agents")

Review = Literal["accepted", "rejected", "passed"]

REJECTED_POST = (
    "The {agent} agent's answer did not pass its review: {notes}\n\n"
    "Its answer, for what it is worth:\n\n{original}"
)


class Delivered(BaseModel):
    """One task's result as the delegating side receives it."""

    task: str
    agent: str
    status: str  # a DelegationStatus, or "rejected" by the review gate
    result: str | dict[str, Any] = ""
    error: str = ""
    self_check_rounds: int = 0
    review: Review | None = None  # None: the gate is off (or nothing to review)
    delegation: DelegationResult

    def text(self) -> str:
        """As text for a person or a model: a structured result as JSON."""
        if isinstance(self.result, dict):
            return json.dumps(self.result, ensure_ascii=False, indent=2)
        return self.result if self.status == "answered" else f"({self.status}: {self.error})"


def asker(host: Host, parent: Lineage) -> Ask:
    """Critique and review calls: child turns of ``parent`` as the named agent."""

    async def ask(agent: str, message: str) -> TurnOutcome:
        request = child_request(parent, message, agent=agent).model_copy(
            update={"recall": False, "tools": False}
        )
        return await host.run_turn(request)

    return ask


async def deliver(config: AgentsConfig, done: DelegationResult, task: str, ask: Ask) -> Delivered:
    """``done`` checked and reviewed as its agent's settings say."""
    base = Delivered(task=task, agent=done.agent, status=done.status, delegation=done)
    spec = config.agents.get(done.agent)
    if not done.ok or spec is None:
        return base.model_copy(update={"error": done.error})
    answer, rounds = done.answer, 0
    if spec.self_check_rounds:
        checked = await self_check(done.agent, spec.self_check_rounds, task, answer, ask)
        answer, rounds = checked.answer, checked.rounds
    reviewed = await review(spec, done.agent, task, answer, ask)
    verdict = None if reviewed.verdict == "off" else reviewed.verdict
    status = "rejected" if verdict == "rejected" else done.status
    return base.model_copy(
        update={
            "status": status,
            "result": reviewed.result,
            "self_check_rounds": rounds,
            "review": verdict,
        }
    )


async def delivered_post(
    config: AgentsConfig, done: DelegationResult, task: str, ask: Ask
) -> DelegationResult:
    """A background run's result with the answer it posts, after the same self-check and
    review gate an awaited one goes through: a rejection posts the review's notes with
    the answer, so the person judges it. The gate's own failure never loses the answer."""
    try:
        delivered = await deliver(config, done, task, ask)
    except Exception as exc:
        log.warning("checks of %s's background answer failed: %s", done.agent, type(exc).__name__)
        return done
    if delivered.review == "rejected" and isinstance(delivered.result, dict):
        notes = str(delivered.result["review"]["notes"]).strip() or "no reason given"
        original = delivered.result["metadata"]["original_result"]
        post = REJECTED_POST.format(agent=done.agent, notes=notes, original=original)
        return done.model_copy(update={"answer": post})
    return done.model_copy(update={"answer": delivered.text()})
