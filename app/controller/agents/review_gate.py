"""The review gate: a delegated result is checked by a reviewer before it goes back.

On when the agent that did the task has ``review_delegated_results = true``; the
reviewer is its ``reviewer`` (default: itself). One reviewer call — a model call through
the egress like any other (``Ask``: a child turn, with its ledger row, Trust Engine and
consent) — over ``review_message``: the byte-stable ``PREAMBLE``, the requested input
and the result. Its verdict (``verdict.parse_verdict``) decides::

    ACCEPT                     the result integrates unchanged
    REJECT                     {"status": "rejected", "review": {"accepted": false,
                                "notes": …}, "metadata": {"delegated_agent": …,
                                "original_result": …}}
    no verdict / call failed   the result passes through as it is (the gate never
                               loses an answer over its own failure)

Off, the gate does nothing at all: no copy of the result, no call.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, Literal

from pydantic import BaseModel

from app.controller.agents.config import AgentSpec
from app.controller.agents.verdict import parse_verdict
from app.controller.turn.request import TurnOutcome

log = logging.getLogger("ares.agents")

# (agent, message) -> the outcome of one model call as that agent, through the egress.
Ask = Callable[[str, str], Awaitable[TurnOutcome]]

PREAMBLE = (
    "You are reviewing work that was delegated to another agent. Decide whether the "
    "result answers the requested input.\n"
    "Reply with ACCEPT or REJECT alone on the first line. After it, in a few lines, say "
    "what is wrong or missing (for REJECT) or anything worth noting (for ACCEPT)."
)


class Reviewed(BaseModel):
    """What the parent receives, and how the gate came to it."""

    result: str | dict[str, Any]
    verdict: Literal["off", "accepted", "rejected", "passed"]  # passed: no verdict


def review_message(task: str, result: str) -> str:
    """Byte for byte the same for the same task and result: nothing else goes in."""
    return f"{PREAMBLE}\n\n## Requested input\n{task}\n\n## Result\n{result}\n"


def rejected(notes: str, delegated_agent: str, original: Any) -> dict[str, Any]:
    return {
        "status": "rejected",
        "review": {"accepted": False, "notes": notes},
        "metadata": {"delegated_agent": delegated_agent, "original_result": original},
    }


async def review(
    spec: AgentSpec, delegated_agent: str, task: str, result: str, ask: Ask
) -> Reviewed:
    """``result`` as the parent receives it: unchanged, or the rejection record."""
    if not spec.review_delegated_results:
        return Reviewed(result=result, verdict="off")
    reviewer = spec.reviewer or delegated_agent
    try:
        outcome = await ask(reviewer, review_message(task, result))
    except Exception as exc:  # the reviewer's failure is not the task's
        log.warning("review by %s failed (%s): passed through", reviewer, type(exc).__name__)
        return Reviewed(result=result, verdict="passed")
    verdict = parse_verdict(outcome.answer) if outcome.ok else None
    if verdict is None:
        return Reviewed(result=result, verdict="passed")
    if verdict.accepted:
        return Reviewed(result=result, verdict="accepted")
    return Reviewed(result=rejected(verdict.notes, delegated_agent, result), verdict="rejected")
