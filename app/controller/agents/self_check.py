"""Self-check: an agent looks at its own answer ``self_check_rounds`` times.

Each round is one critique call as that agent — a model call through the egress like
any other (``review_gate.Ask``) — over the byte-stable ``TEMPLATE`` with the task and
the current answer: did it address the task, are there obvious errors or omissions;
reply with the answer unchanged, or with the corrected one. Then::

    the reply is the answer verbatim        done early: nothing left to fix
    the call failed, or the reply is empty  the last good answer stands, no more rounds
    a structured (JSON) answer, and the     the last good answer stands: a result keeps
      reply is not JSON of the same shape     its shape for whoever reads it
    otherwise                               the reply is the answer for the next round

Zero rounds (the default) makes no call.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from pydantic import BaseModel

from app.controller.agents.review_gate import Ask

log = logging.getLogger("ares.agents")

TEMPLATE = (
    "Check your answer to the task below before it is handed back.\n"
    "1. Did it address the task?\n"
    "2. Are there obvious errors or omissions?\n"
    "If it needs no change, reply with the answer exactly as it is, character for "
    "character. Otherwise reply with the corrected answer only, in the same form (if "
    "it is JSON, the same JSON shape), without comments about the check.\n\n"
    "## Task\n{task}\n\n## Answer\n{answer}\n"
)


class Checked(BaseModel):
    answer: str
    rounds: int  # critique calls made
    stopped: str  # "verbatim", "error", "shape", "rounds" (all ran) or "off"


def critique_message(task: str, answer: str) -> str:
    return TEMPLATE.format(task=task, answer=answer)


async def self_check(agent: str, rounds: int, task: str, answer: str, ask: Ask) -> Checked:
    current, made = answer, 0
    for _ in range(rounds):
        made += 1
        try:
            outcome = await ask(agent, critique_message(task, current))
        except Exception as exc:
            log.warning("self-check by %s failed (%s)", agent, type(exc).__name__)
            return Checked(answer=current, rounds=made, stopped="error")
        reply = outcome.answer if outcome.ok else ""
        if not reply.strip():
            return Checked(answer=current, rounds=made, stopped="error")
        if reply.strip() == current.strip():
            return Checked(answer=current, rounds=made, stopped="verbatim")
        if not same_shape(current, reply):
            return Checked(answer=current, rounds=made, stopped="shape")
        current = reply
    return Checked(answer=current, rounds=made, stopped="rounds" if rounds else "off")


def same_shape(before: str, after: str) -> bool:
    """Plain text may become any text; JSON must stay JSON of the same kind, and an
    object must keep its keys."""
    old = _json(before)
    if old is None:
        return True
    new = _json(after)
    if new is None or type(new) is not type(old):
        return False
    return not isinstance(old, dict) or set(old) == set(new)


def _json(text: str) -> Any:
    body = text.strip()
    if body.startswith("```"):  # a fenced block: ```json … ```
        body = body.partition("\n")[2].rstrip().removesuffix("```")
    if body[:1] not in ("{", "["):
        return None
    try:
        return json.loads(body)
    except ValueError:
        return None
