"""A plan that cannot run is refused before anything runs, in sentences naming the step."""

from __future__ import annotations

from typing import Any

import pytest

from app.controller.plans import PlanInvalid, PlanUnreadable, load_plan, read_judgement
from app.controller.plans.model import order


def step(step_id: str, *deps: str, **extra: Any) -> dict[str, Any]:
    return {"id": step_id, "objective": f"do {step_id}", "depends_on": list(deps), **extra}


def problems(data: Any) -> list[str]:
    with pytest.raises(PlanInvalid) as caught:
        load_plan(data)
    return caught.value.problems


def test_a_valid_plan_loads_and_orders_its_steps() -> None:
    plan = load_plan(
        {"goal": "g", "max_parallel": 2, "steps": [step("c", "a", "b"), step("a"), step("b")]}
    )
    assert order(plan) == ["a", "b", "c"]
    assert [s.id for s in plan.sinks()] == ["c"]


def test_duplicate_ids_unknown_dependencies_and_cycles_name_the_step() -> None:
    assert problems({"goal": "g", "steps": [step("a"), step("a")]}) == [
        "step 'a': the id is used by another step too"
    ]
    assert problems({"goal": "g", "steps": [step("a"), step("b", "z")]}) == [
        "step 'b': depends on 'z', which is not a step of this plan"
    ]
    assert problems({"goal": "g", "steps": [step("a", "a")]})[0] == "step 'a': depends on itself"
    [cycle] = problems({"goal": "g", "steps": [step("a", "c"), step("b", "a"), step("c", "b")]})
    assert cycle == "step 'a': its dependencies go round in a cycle ('a' → 'c' → 'b' → 'a')"


def test_bad_fields_name_the_step_by_id_or_position() -> None:
    found = problems(
        {
            "goal": "g",
            "steps": [
                {"id": "fetch", "objective": ""},
                {"objective": "x"},
                step("c", colour="red"),
            ],
        }
    )
    assert found[0].startswith("step 'fetch': objective:")
    assert found[1] == "step 2: id: Field required"
    assert found[2] == "step 'c': colour: is not a field of a plan step"
    assert problems({"steps": []})[:2] == [
        "goal: Field required",
        "steps: List should have at least 1 item after validation, not 0",
    ]
    assert problems(["not", "an", "object"]) == [
        "a plan is a JSON object with goal, max_parallel and steps"
    ]


def test_the_local_models_answer_is_read_robustly() -> None:
    assert not read_judgement('Sure! {"complex": false}').complex
    one = '{"goal": "g", "steps": [{"id": "a", "objective": "o"}]}'
    fenced = '```json\n{"complex": true, "plan": ' + one + "}\n```"
    judged = read_judgement(fenced)
    assert judged.plan is not None and judged.plan.steps[0].id == "a"
    bare = 'Here is the plan: {"goal": "g", "steps": [{"id": "a", "objective": "o"}]} Done.'
    assert read_judgement(bare).complex
    with pytest.raises(PlanUnreadable, match="held no JSON object"):
        read_judgement("I would split it in three parts.")
    with pytest.raises(PlanUnreadable, match="did not say whether"):
        read_judgement('{"answer": 42}')
    with pytest.raises(PlanUnreadable, match="step 'b': depends on 'q'"):
        read_judgement(
            '{"complex": true, "plan": {"goal": "g", "steps": '
            '[{"id": "b", "objective": "o", "depends_on": ["q"]}]}}'
        )
    with pytest.raises(PlanUnreadable, match="held no JSON object"):
        read_judgement('{"complex": tru')
