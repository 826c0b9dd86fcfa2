"""The plan's answer: what its last steps found, followed by where each part came from
— which step, which worker, which sources. Composed on the device from the steps'
answers: no further call, so nothing more leaves."""

from __future__ import annotations

import re

from app.controller.plans.journal import StepState
from app.controller.plans.model import Plan

_URL = re.compile(r"https?://[^\s<>()\[\]\"'`]+")


def sources_in(answer: str, tools: list[str]) -> list[str]:
    """What a step's answer rests on: the tools it ran and the addresses it cites."""
    cited = [url.rstrip(".,;:!?") for url in _URL.findall(answer)]
    return list(dict.fromkeys([*(f"tool:{t}" for t in tools), *cited]))


def compose(plan: Plan, states: dict[str, StepState], workers: dict[str, str]) -> str:
    sinks = plan.sinks()
    if len(sinks) == 1:
        body = states[sinks[0].id].answer.strip()
    else:
        body = "\n\n".join(f"## {s.id}\n{states[s.id].answer.strip()}" for s in sinks)
    lines = ["", "", "---", "Provenance:"]
    for step in plan.steps:
        state = states[step.id]
        line = f"- step {step.id}: {workers.get(step.id, '?')}"
        review = state.review
        if review:
            line += f"; cross-checked by {review.get('worker')}: {review.get('decision')}"
        if state.sources:
            line += f"; sources: {', '.join(state.sources)}"
        lines.append(line)
    return body + "\n".join(lines)
