"""Asking the local model whether a request needs a plan, and for the plan.

The question goes only to a local worker (the plan never leaves the device): as a
child turn under the request's conversation, so it is classified, journaled and in
the ledger like any turn; its sub-thread is deleted after, so neither the question nor
the plan can be recalled into another turn's briefing. A simple request then runs as
the person's own turn in that conversation; a complex one becomes a plan for
``PlanRunner``.

Errors::

    NoLocalPlanner   no local worker is configured (or local workers are all down)
    PlanUnreadable   the local model's answer held no usable judgement or plan
"""

from __future__ import annotations

from pydantic import BaseModel

from app.controller.agents.config import AgentsConfigError
from app.controller.companion import Companion
from app.controller.plans.journal import new_plan_id
from app.controller.plans.parsing import Judged, PlanUnreadable, read_judgement
from app.controller.plans.prompts import PLANNER
from app.controller.turn import Lineage, TurnOutcome, child_request
from trust import PrivacyClass


class NoLocalPlanner(Exception):
    """Planning needs a local worker; the message says what to do instead."""


class Planned(BaseModel):
    """The judgement, where the request lives, and the id a plan made of it gets."""

    judged: Judged
    conversation_id: str
    plan_id: str
    planner: str  # the local worker that planned it


def local_worker(companion: Companion) -> str:
    settings = companion.settings
    local = [s.id for s in settings.workers if s.privacy is PrivacyClass.LOCAL_ONLY]
    if not local:
        raise NoLocalPlanner(
            "Planning needs a local worker (the plan never leaves this device), and "
            "config.toml has none; add an Ollama worker, or write the plan yourself and "
            "run it with `ares plan run FILE`."
        )
    preferred = settings.default_worker
    return preferred if preferred in local else local[0]


async def plan_request(companion: Companion, request: str) -> Planned:
    """The local model's judgement of ``request``; a plan in it is validated."""
    worker = local_worker(companion)
    memory = companion.memory
    conversation = await memory.create_conversation(request.strip()[:60].splitlines()[0])
    plan_id = new_plan_id()
    root = Lineage(turn_id=plan_id, conversation_id=conversation.id)
    question = PLANNER.format(request=request, **_choices(companion))
    outcome = await companion.run_turn(
        child_request(root, question, origin="plan_step", worker_id=worker)
    )
    if outcome.conversation_id:
        # The question and the plan stay only in the sealed plan record: as messages
        # they could be recalled into a later payload, and the plan would leave.
        await memory.delete_conversation(outcome.conversation_id)
    return Planned(
        judged=_judged(outcome, worker),
        conversation_id=conversation.id,
        plan_id=plan_id,
        planner=worker,
    )


def _judged(outcome: TurnOutcome, worker: str) -> Judged:
    if not outcome.ok:
        raise PlanUnreadable(f"The local model ({worker}) could not plan it: {outcome.error}")
    return read_judgement(outcome.answer)


def _choices(companion: Companion) -> dict[str, str]:
    workers = ", ".join(s.id for s in companion.settings.workers) or "none"
    try:
        agents = ", ".join(sorted(companion.agents.config(companion.settings).agents))
    except AgentsConfigError:
        agents = ""
    return {"workers": workers, "agents": agents or "none"}
