"""A plan, as the person writes it or the local model proposes it, and its validation.

    {"goal": str, "max_parallel": int,
     "steps": [{"id", "objective", "agent"?, "worker"?, "depends_on": [ids],
                "requires_approval": bool, "high_stakes": bool}]}

``load_plan`` turns a dict into a ``Plan`` or raises ``PlanInvalid`` whose sentences
name the step at fault: ids unique, every dependency a step of the plan, no cycle.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

MAX_STEPS = 50


class PlanInvalid(ValueError):
    """The plan cannot run; ``problems`` are sentences, each naming its step."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


class PlanStep(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1, max_length=64)
    objective: str = Field(min_length=1)
    agent: str | None = None
    worker: str | None = None
    depends_on: list[str] = Field(default_factory=list)
    requires_approval: bool = False
    high_stakes: bool = False

    @field_validator("id", "objective")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be blank")
        return value.strip()


class Plan(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    goal: str = Field(min_length=1)
    max_parallel: int = Field(default=2, ge=1, le=16)
    steps: list[PlanStep] = Field(min_length=1, max_length=MAX_STEPS)

    def step(self, step_id: str) -> PlanStep:
        return next(s for s in self.steps if s.id == step_id)

    def position(self, step_id: str) -> int:
        return next(i for i, s in enumerate(self.steps) if s.id == step_id)

    def dependants(self, step_id: str) -> list[str]:
        return [s.id for s in self.steps if step_id in s.depends_on]

    def sinks(self) -> list[PlanStep]:
        """The steps nothing else builds on: what the answer is made of."""
        used = {dep for s in self.steps for dep in s.depends_on}
        return [s for s in self.steps if s.id not in used]


def load_plan(data: Any) -> Plan:
    """A valid plan, or ``PlanInvalid`` naming each step at fault."""
    if not isinstance(data, dict):
        raise PlanInvalid(["a plan is a JSON object with goal, max_parallel and steps"])
    try:
        plan = Plan.model_validate(data)
    except ValidationError as exc:
        raise PlanInvalid(list(_field_problems(exc, data))) from None
    problems = list(_graph_problems(plan))
    if problems:
        raise PlanInvalid(problems)
    return plan


def _field_problems(exc: ValidationError, data: dict[str, Any]) -> Iterator[str]:
    raw = data.get("steps")
    steps: list[Any] = raw if isinstance(raw, list) else []
    for error in exc.errors(include_url=False, include_input=False):
        loc = list(error["loc"])
        message = error["msg"]
        if error["type"] == "extra_forbidden":
            message = "is not a field of a plan step" if loc[:1] == ["steps"] else message
        if len(loc) >= 2 and loc[0] == "steps" and isinstance(loc[1], int):
            yield f"{_step_name(steps, loc[1])}: {'.'.join(map(str, loc[2:])) or 'step'}: {message}"
        else:
            yield f"{'.'.join(map(str, loc)) or 'plan'}: {message}"


def _step_name(steps: list[Any], index: int) -> str:
    raw = steps[index] if index < len(steps) else None
    step_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(step_id, str) and step_id.strip():
        return f"step {step_id.strip()!r}"
    return f"step {index + 1}"


def _graph_problems(plan: Plan) -> Iterator[str]:
    seen: set[str] = set()
    for step in plan.steps:
        if step.id in seen:
            yield f"step {step.id!r}: the id is used by another step too"
        seen.add(step.id)
    for step in plan.steps:
        for dep in step.depends_on:
            if dep == step.id:
                yield f"step {step.id!r}: depends on itself"
            elif dep not in seen:
                yield f"step {step.id!r}: depends on {dep!r}, which is not a step of this plan"
    if seen and all(d in seen for s in plan.steps for d in s.depends_on):
        cycle = _cycle(plan)
        if cycle:
            path = " → ".join(repr(s) for s in cycle)
            yield f"step {cycle[0]!r}: its dependencies go round in a cycle ({path})"


def _cycle(plan: Plan) -> list[str] | None:
    """One dependency cycle, as the path that closes it, or None."""
    deps = {s.id: [d for d in s.depends_on if d != s.id] for s in plan.steps}
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        stack.append(node)
        for dep in deps.get(node, []):
            if state.get(dep) == "open":
                return [*stack[stack.index(dep) :], dep]
            if dep not in state:
                found = visit(dep)
                if found:
                    return found
        stack.pop()
        state[node] = "closed"
        return None

    for step in plan.steps:
        if step.id not in state:
            found = visit(step.id)
            if found:
                return found
    return None


def order(plan: Plan) -> list[str]:
    """The steps in an order where each comes after what it depends on."""
    placed: list[str] = []
    while len(placed) < len(plan.steps):
        for step in plan.steps:
            if step.id not in placed and all(d in placed for d in step.depends_on):
                placed.append(step.id)
    return placed
