"""``ares chat --workflow NAME --json`` as a script runs it: a router on the local fake
Ollama hands a task to a researcher on the fake cloud API; every hop is a step."""

from __future__ import annotations

import json
from pathlib import Path

from app.controller.agents.workflows.engine import FOLLOW_UP, HOW_TO_HAND_ON
from tests.agents.test_delegate_cli import COMPLETIONS, _home, _last_user_text
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import run_ares

AGENTS = """\
[models.cloud]
worker = "cloud"

[models.llama]
worker = "local"

[agents.router]
model = "llama"
system_prompt = "You route."

[agents.researcher]
model = "cloud"
system_prompt = "You research."
tools = ["calculate"]

[agents.helper]
model = "llama"

[workflows.triage]
entry_agent = "router"
fallback_agent = "helper"

[workflows.inner]
entry_agent = "researcher"
"""
MESSAGE = "Where is the boiler manual?"


def triage_with(line: str) -> str:
    """AGENTS with one more line in the triage workflow."""
    return AGENTS.replace("[workflows.inner]", f"{line}\n\n[workflows.inner]")


def _run(home: Path, *extra: str) -> dict[str, object]:
    done = run_ares(home, "chat", "--workflow", "triage", "--json", *extra, MESSAGE)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert isinstance(result, dict)
    return result


def test_a_workflow_run_hands_on_records_each_hop_and_strips_chatter(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, AGENTS)
    fake_ollama.script_steps(
        Step(chunks=["I will ask.\n/delegate researcher find the boiler manual"]),
        Step(chunks=["It is in the cellar, says the researcher."]),
    )
    fake_openai.script_reply(["/delegate router look again\nThe manual is in the cellar."])
    result = _run(ares_home)
    assert list(result) == ["final_response", "steps_executed", "agents_used", "reasoning_path"]
    assert result["final_response"] == "It is in the cellar, says the researcher."
    assert result["agents_used"] == ["router", "researcher"]
    assert result["reasoning_path"] == ["router", "router → researcher", "router"]
    steps = result["steps_executed"]
    assert isinstance(steps, list) and len(steps) == 3
    for step in steps:
        assert {"agent", "input", "output", "started_at", "duration_ms"} <= set(step)
        assert step["duration_ms"] >= 0 and step["started_at"].endswith("+00:00")
    first, hop, _ = steps
    assert first["input"] == HOW_TO_HAND_ON.format(
        message=MESSAGE, agents="assistant, coder, helper, researcher"
    )
    assert (hop["agent"], hop["input"]) == ("researcher", "find the boiler manual")
    # The step records what the researcher said; on its way to the router the slash
    # command is stripped.
    assert hop["output"] == "/delegate router look again\nThe manual is in the cellar."
    follow_up = _last_user_text(fake_ollama.requests_to("/api/chat")[-1].json())
    results = "### researcher: find the boiler manual\nThe manual is in the cellar."
    assert follow_up == FOLLOW_UP.format(message=MESSAGE, results=results)
    assert "/delegate router" not in follow_up
    assert len(fake_openai.requests_to(COMPLETIONS)) == 1  # nothing it said was run
    ledger = json.loads(run_ares(ares_home, "ledger", "--json").stdout)
    assert len(ledger) == 3  # one row per hop


def test_no_matching_agent_goes_to_the_fallback(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, AGENTS)
    fake_ollama.script_steps(
        Step(chunks=["/delegate plumber find a plumber"]),
        Step(chunks=["Call Joe."]),  # the fallback agent, helper
        Step(chunks=["Helper says: call Joe."]),
    )
    result = _run(ares_home)
    hop = result["steps_executed"][1]  # type: ignore[index]
    assert (hop["agent"], hop["kind"], hop["input"]) == ("helper", "fallback", "find a plumber")
    assert result["final_response"] == "Helper says: call Joe."


def test_a_delegated_sub_workflow_cannot_delegate(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, AGENTS)
    fake_ollama.script_steps(
        Step(chunks=["/delegate workflow:inner add up the bills"]),
        Step(chunks=["Done."]),
    )
    fake_openai.script_reply(["/delegate router more\nTotal: 2"])
    steps = _run(ares_home)["steps_executed"]
    assert isinstance(steps, list)
    kinds = [(s["agent"], s["kind"], s["status"]) for s in steps]
    assert kinds == [
        ("router", "agent", "answered"),
        ("workflow:inner", "workflow", "answered"),
        ("researcher", "agent", "answered"),
        ("router", "delegate", "refused"),  # the sub-workflow's own hand-on never ran
        ("router", "agent", "answered"),
    ]
    assert steps[3]["output"] == "a delegated sub-workflow cannot delegate"
    assert steps[1]["output"] == "Total: 2"  # the sub-workflow's answer, chatter stripped
    assert len(fake_openai.requests_to(COMPLETIONS)) == 1


def test_tool_rounds_in_a_delegated_sub_workflow_stop_at_three(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, AGENTS)  # researcher: 10 rounds of its own
    fake_ollama.script_steps(
        Step(chunks=["/delegate workflow:inner add up the bills"]),
        Step(chunks=["Done."]),
    )
    add = Step(tool_calls=[("calculate", {"expression": "1 + 1"})])
    fake_openai.script_steps(add, add, add, add, Step(chunks=["Total: 2"]))
    steps = _run(ares_home)["steps_executed"]
    assert isinstance(steps, list)
    # Three rounds of tools, then the model must answer: four calls, not five.
    assert len(fake_openai.requests_to(COMPLETIONS)) == 4
    assert steps[2]["output"] == "(Stopped after 3 rounds of tool calls without an answer.)"


def test_an_unknown_workflow_is_refused_before_anything_is_stored(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, AGENTS)
    done = run_ares(ares_home, "chat", "--workflow", "triag", MESSAGE)
    assert done.returncode == 2
    assert "workflow_not_found: no workflow 'triag' in agents.toml (defined: inner, triage)" in (
        done.stderr
    )
    assert fake_ollama.requests_to("/api/chat") == []


def test_a_hand_on_past_max_depth_is_refused_and_the_router_told(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, triage_with("max_depth = 1"))
    fake_ollama.script_steps(
        Step(chunks=["/delegate researcher find the manual"]), Step(chunks=["I cannot ask."])
    )
    result = _run(ares_home)
    refused = result["steps_executed"][1]  # type: ignore[index]
    assert (refused["agent"], refused["status"]) == ("researcher", "refused")
    assert refused["output"] == "workflow depth limit of 1 reached"
    follow_up = _last_user_text(fake_ollama.requests_to("/api/chat")[-1].json())
    assert "### researcher: find the manual\nworkflow depth limit of 1 reached" in follow_up
    assert fake_openai.requests_to(COMPLETIONS) == []
    assert result["final_response"] == "I cannot ask."


def test_parallel_subagents_answer_at_the_same_time(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, triage_with("parallel_subagents = true"))
    fake_ollama.script_steps(
        Step(chunks=["/delegate researcher find the manual | find the warranty"]),
        Step(chunks=["Both are in the cellar."]),
    )
    fake_openai.script_reply(["In ", "the ", "cellar."], delay=0.2)
    result = _run(ares_home)
    hops = [s for s in result["steps_executed"] if s["agent"] == "researcher"]  # type: ignore[union-attr]
    assert sorted(h["input"] for h in hops) == ["find the manual", "find the warranty"]
    first, second = (fake_openai.span(r) for r in fake_openai.requests_to(COMPLETIONS))
    assert max(first[0], second[0]) < min(first[1], second[1])  # both answered at once
    assert result["final_response"] == "Both are in the cellar."
