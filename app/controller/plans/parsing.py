"""Reading the local model's answer to the planning prompt: a JSON object somewhere in
its text (bare, in a code fence, after a sentence of preamble).

    {"complex": false}                      → the request stays one turn
    {"complex": true, "plan": {...}}        → the plan (validated by ``load_plan``)
    {"goal": ..., "steps": [...]}           → a plan given without the envelope

Anything else is ``PlanUnreadable`` with a sentence saying what was wrong: a model
that answers badly is reported, never a crash.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel

from app.controller.plans.model import Plan, PlanInvalid, load_plan


class PlanUnreadable(ValueError):
    """The planner's answer holds no usable plan; the message says why."""


class Judged(BaseModel):
    """The local model's judgement: ``plan`` is None for a simple request."""

    plan: Plan | None = None

    @property
    def complex(self) -> bool:
        return self.plan is not None


def read_judgement(answer: str) -> Judged:
    data = first_json_object(answer)
    if data is None:
        raise PlanUnreadable("The local model's answer held no JSON object, so no plan was made.")
    if "steps" in data and "plan" not in data:
        data = {"complex": True, "plan": data}
    flag = data.get("complex")
    if flag is False:
        return Judged()
    if flag is not True:
        raise PlanUnreadable(
            'The local model did not say whether the request is complex ("complex": '
            "true or false), so no plan was made."
        )
    try:
        return Judged(plan=load_plan(data.get("plan")))
    except PlanInvalid as exc:
        raise PlanUnreadable(f"The local model's plan is not valid: {exc}") from None


def first_json_object(text: str) -> dict[str, Any] | None:
    """The first ``{...}`` in ``text`` that parses as a JSON object (the largest one
    starting at each brace, so a nested object is read whole)."""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            value, _end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        if isinstance(value, dict):
            return value
        start = text.find("{", start + 1)
    return None
