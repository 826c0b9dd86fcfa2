"""The tool loop end to end: the real companion, the fake providers, real tools."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.agents.approval import FixedApproval
from app.controller.companion import Companion
from app.controller.events import ToolRan, ToolRefused, TurnEvent, TurnFailed, TurnFinished
from app.controller.turn import TurnRequest
from app.controller.views.conversations import RanAsItem as RanAs
from tests.agents.conftest import EMAIL, TOKEN, companion_at, provider_workers
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.fixtures import REPO
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI

AGENTS = """\
[models.local]
worker = "local"

[models.cloud]
worker = "gpt"

[models.claude]
worker = "claude"

[agents.helper]
model = "local"
system_prompt = "You are a helper."
tools = ["memory_search", "calculate", "run_command", "read_file"]
max_tool_iterations = 2

[[agents.helper.personas]]
id = "safe"
system_prompt = "{base_prompt} Be careful."
allowed_tools = ["memory_search", "calculate"]

[agents.researcher]
model = "cloud"
system_prompt = "You research."
tools = ["read_file", "memory_search", "mcp.shop.*"]
parallel_tools = true

[agents.writer]
model = "claude"
tools = ["read_file", "skills"]
"""


@dataclass
class Rig:
    companion: Companion
    ollama: FakeOllama
    openai: FakeOpenAI
    anthropic: FakeAnthropic
    folder: Path


@pytest.fixture
async def rig(tmp_path: Path, test_keyring: None) -> AsyncIterator[Rig]:
    granted = tmp_path / "granted"
    granted.mkdir()
    skills = tmp_path / "skills"
    (skills / "reply").mkdir(parents=True)
    (skills / "reply" / "SKILL.md").write_text(
        f"---\nname: reply\ndescription: Answer mail\n---\nSign as {EMAIL}.\n", encoding="utf-8"
    )
    (tmp_path / "agents.toml").write_text(
        AGENTS + f'\n[skills]\npersonal_dir = "{skills}"\n', encoding="utf-8"
    )
    with FakeOllama() as ollama, FakeOpenAI() as openai, FakeAnthropic() as anthropic:
        settings = Settings.model_validate(
            {
                "workers": provider_workers(ollama, openai, anthropic),
                "tools": {"read_roots": [str(granted)]},
                "mcp_servers": [
                    {
                        "id": "shop",
                        "command": sys.executable,
                        "args": ["-m", "tests.fakes.mcp_server"],
                        "env": ["PYTHONPATH"],
                        "read_only_tools": ["lookup_order"],
                        "startup_timeout": 120,
                    }
                ],
            }
        )
        companion = await companion_at(tmp_path, settings)
        try:
            yield Rig(companion, ollama, openai, anthropic, granted)
        finally:
            await companion.aclose()


async def _turn(rig: Rig, message: str, **request: object) -> list[TurnEvent]:
    return [e async for e in rig.companion.turn(TurnRequest(message=message, **request))]


def _finished(events: list[TurnEvent]) -> TurnFinished:
    done = [e for e in events if isinstance(e, TurnFinished)]
    assert done, [e for e in events if isinstance(e, TurnFailed)]
    return done[0]


async def test_an_agent_searches_memory_and_answers_with_it(rig: Rig) -> None:
    earlier = (await rig.companion.memory.create_conversation("trip")).id
    await rig.companion.memory.add_message(earlier, "user", "The ferry to Hel leaves at 7:40.")
    rig.ollama.script_steps(
        Step(tool_calls=[("memory_search", {"query": "ferry"})]),
        Step(chunks=["The ferry", " leaves at 7:40."]),
    )
    events = await _turn(rig, "When does my ferry leave?", agent="helper")
    finished = _finished(events)
    assert finished.answer == "The ferry leaves at 7:40."
    chats = [r.json() for r in rig.ollama.requests_to("/api/chat")]
    assert len(chats) == 2
    assert [t["function"]["name"] for t in chats[0]["tools"]] == [
        "calculate",
        "memory_search",
        "read_file",
        "run_command",
    ]
    assert chats[0]["messages"][0]["content"].startswith("You are a helper.")
    tool_turn = chats[1]["messages"][-1]
    assert tool_turn["role"] == "tool" and tool_turn["tool_name"] == "memory_search"
    assert "The ferry to Hel leaves at 7:40." in tool_turn["content"]
    ran = [e for e in events if isinstance(e, ToolRan)]
    assert [(e.tool, e.status) for e in ran] == [("memory_search", "ok")]
    journal = await rig.companion.memory.journal_events(finished.turn_id)
    assert "tool_did_run" in [j.event for j in journal]
    assert len(finished.ledger_ids) == 2  # one ledger row per round


async def test_a_forbidden_call_and_a_denied_approval_have_no_effect(rig: Rig) -> None:
    target = rig.folder / "made-by-the-agent"
    touch = ("run_command", {"argv": ["touch", str(target)]})
    rig.ollama.script_steps(Step(tool_calls=[touch]), Step(chunks=["I could not."]))
    events = await _turn(rig, "Make a file.", agent="helper", persona="safe")
    assert [(e.tool, e.reason) for e in events if isinstance(e, ToolRefused)] == [
        ("run_command", "tool_forbidden")
    ]
    assert not target.exists()
    result = json.loads(rig.ollama.requests_to("/api/chat")[-1].json()["messages"][-1]["content"])
    assert result["error"] == "tool_forbidden" and result["tool"] == "run_command"
    journal = await rig.companion.memory.journal_events(_finished(events).turn_id)
    assert [j.payload["reason"] for j in journal if j.event == "tool_was_refused"] == [
        "tool_forbidden"
    ]

    asked = FixedApproval(False)
    rig.companion.set_consent(asked)  # approvals are asked on the consent path
    rig.ollama.script_steps(Step(tool_calls=[touch]), Step(chunks=["Denied."]))
    events = await _turn(rig, "Make a file.", agent="helper")
    assert [(e.tool, e.reason) for e in events if isinstance(e, ToolRefused)] == [
        ("run_command", "approval_denied")
    ]
    assert [r.approval.subject for r in asked.requests] == [f"touch {target}"]
    assert not target.exists()


async def test_a_tool_result_reaches_the_cloud_pseudonymised_and_without_the_token(
    rig: Rig,
) -> None:
    (rig.folder / "contacts.txt").write_text(
        f"Write to {EMAIL} about the deploy.\ntoken: {TOKEN}\n", encoding="utf-8"
    )
    rig.openai.script_steps(
        Step(tool_calls=[("read_file", {"path": "contacts.txt"})]),
        Step(chunks=["Done: I wrote to [EMAIL_1]."]),
    )
    events = await _turn(rig, "Who do I write to?", agent="researcher")
    finished = _finished(events)
    second = rig.openai.requests_to("/v1/chat/completions")[-1]
    assert EMAIL.encode() not in second.body
    assert TOKEN.encode() not in second.body
    assert TOKEN[:12].encode() not in second.body
    tool_turn = second.json()["messages"][-1]
    assert tool_turn["role"] == "tool"
    assert "[EMAIL_1]" in tool_turn["content"]
    # The person sees the real address again; the ledger row is the exact bytes sent.
    assert finished.answer == f"Done: I wrote to {EMAIL}."
    rows = {row.id: row for row in await rig.companion.memory.ledger()}
    last = rows[finished.ledger_ids[-1]]
    assert last.sha256 == second.sha256
    assert "[EMAIL_1]" in last.placeholders
    payload = await rig.companion.memory.disclosure_payload(last.id)
    assert payload == second.body


async def test_a_secret_in_a_tool_result_reaches_no_model_not_even_a_local_one(
    rig: Rig,
) -> None:
    (rig.folder / "env.txt").write_text(f"GITHUB_TOKEN={TOKEN}\n", encoding="utf-8")
    rig.ollama.script_steps(
        Step(tool_calls=[("read_file", {"path": "env.txt"})]), Step(chunks=["Read it."])
    )
    _finished(await _turn(rig, "What is in env.txt?", agent="helper"))
    for request in rig.ollama.requests_to("/api/chat"):
        assert TOKEN.encode() not in request.body


async def test_anthropic_rounds_pair_results_with_calls(rig: Rig) -> None:
    (rig.folder / "a.txt").write_text("alpha", encoding="utf-8")
    rig.anthropic.script_steps(
        Step(tool_calls=[("read_file", {"path": "a.txt"}), ("read_file", {"path": "a.txt"})]),
        Step(chunks=["Both say alpha."]),
    )
    finished = _finished(await _turn(rig, "Read a.txt twice.", agent="writer"))
    assert finished.answer == "Both say alpha."
    last = rig.anthropic.requests_to("/v1/messages")[-1].json()["messages"][-1]
    assert [b["type"] for b in last["content"]] == ["tool_result", "tool_result"]


async def test_the_iteration_cap_ends_the_loop_and_the_model_must_answer(rig: Rig) -> None:
    again = Step(tool_calls=[("calculate", {"expression": "1+1"})])
    rig.ollama.script_steps(
        again,
        again,
        Step(chunks=["2, finally."], tool_calls=[("calculate", {"expression": "2+2"})]),
    )
    events = await _turn(rig, "Add forever.", agent="helper")
    finished = _finished(events)
    chats = [r.json() for r in rig.ollama.requests_to("/api/chat")]
    assert len(chats) == 3  # two rounds of tools, then the answer
    assert "You have used all 2 rounds of tool calls" in chats[2]["messages"][0]["content"]
    assert len([e for e in events if isinstance(e, ToolRan)]) == 2  # the third call never ran
    assert finished.answer == "2, finally."


async def test_an_agent_calls_a_real_mcp_servers_tool(
    rig: Rig, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTHONPATH", str(REPO))
    rig.openai.script_steps(
        Step(tool_calls=[("mcp__shop__lookup_order", {"order_id": "A-1001"})]),
        Step(chunks=["Your order A-1001 is paid."]),
    )
    events = await _turn(rig, "Is order A-1001 paid?", agent="researcher")
    finished = _finished(events)
    assert [(e.tool, e.status) for e in events if isinstance(e, ToolRan)] == [
        ("mcp.shop.lookup_order", "ok")
    ]
    first, second = rig.openai.requests_to("/v1/chat/completions")[-2:]
    assert "mcp__shop__lookup_order" in [t["function"]["name"] for t in first.json()["tools"]]
    result = second.json()["messages"][-1]["content"]
    assert "2 ferry tickets to Hel" in result
    assert EMAIL not in result and "[EMAIL_1]" in result
    assert finished.answer == "Your order A-1001 is paid."


async def test_personas_resolve_pin_and_refuse_unknown_ids(rig: Rig) -> None:
    rig.ollama.script_reply(["ok"])
    first = _finished(await _turn(rig, "hi", agent="helper", persona="safe"))
    chats = rig.ollama.requests_to("/api/chat")
    assert chats[-1].json()["messages"][0]["content"].startswith("You are a helper. Be careful.")
    # The conversation keeps the agent and the persona the message named.
    _finished(await _turn(rig, "again", conversation_id=first.conversation_id))
    again = rig.ollama.requests_to("/api/chat")[-1].json()
    assert again["messages"][0]["content"].startswith("You are a helper. Be careful.")
    assert [t["function"]["name"] for t in again["tools"]] == ["calculate", "memory_search"]
    journal = await rig.companion.memory.journal_events(first.turn_id)
    started = next(j for j in journal if j.event == "turn_did_start")
    assert (started.payload["agent"], started.payload["persona"]) == ("helper", "safe")
    # Every stored message records the persona it ran under, the pinned turn's too;
    # the window's view model shows it.
    safe = RanAs(agent="helper", persona="safe", persona_label="safe")
    stored = await rig.companion.records.messages(first.conversation_id)
    assert [(m.role, m.ran_as) for m in stored] == [
        ("user", safe), ("assistant", safe), ("user", safe), ("assistant", safe)
    ]  # fmt: skip
    plain = _finished(await _turn(rig, "no agent here", worker_id="local"))
    assert [m.ran_as for m in await rig.companion.records.messages(plain.conversation_id)] == [
        None,
        None,
    ]

    before = len(await rig.companion.memory.conversations())
    events = await _turn(rig, "hi", agent="helper", persona="pirate")
    [failed] = events
    assert isinstance(failed, TurnFailed) and failed.reason == "config"
    assert failed.error.startswith("persona_not_found:")
    assert len(await rig.companion.memory.conversations()) == before  # nothing stored


async def test_a_skill_loads_on_demand_and_its_text_is_judged_like_any_result(rig: Rig) -> None:
    rig.anthropic.script_steps(
        Step(tool_calls=[("skills", {"name": "reply"})]), Step(chunks=["Signed."])
    )
    _finished(await _turn(rig, "Reply to the mail.", agent="writer"))
    first, second = rig.anthropic.requests_to("/v1/messages")[-2:]
    offered = {t["name"]: t for t in first.json()["tools"]}
    assert "reply: Answer mail" in offered["skills"]["description"]
    [result] = second.json()["messages"][-1]["content"]
    assert "Sign as [EMAIL_1]." in result["content"]
    assert EMAIL.encode() not in second.body


async def test_a_tool_description_is_checked_before_it_leaves(rig: Rig) -> None:
    from app.controller.egress import Clearance, EgressRefused
    from workers import ContextBriefing, ToolSpec

    briefing = ContextBriefing(
        tools=[ToolSpec(name="x", description=f"Call it with token: {TOKEN}")]
    )
    worker = rig.companion.router.worker("gpt")
    with pytest.raises(EgressRefused):
        rig.companion.egress.check(
            worker, briefing, "hi", Clearance(conversation_id="c", turn_id="t")
        )


def _gone(pid: int) -> bool:
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)
    return False


async def test_config_command_timeout_ends_a_command_and_its_group(rig: Rig) -> None:
    """``[tools] command_timeout`` is the ceiling: a model asking for more gets this."""
    tools = rig.companion.settings.tools.model_copy(update={"command_timeout": 1.5})
    await rig.companion.apply_settings(rig.companion.settings.model_copy(update={"tools": tools}))
    rig.companion.set_consent(FixedApproval(True))
    pidfile = rig.folder / "grandchild.pid"
    script = (
        "import subprocess, sys, time; "
        "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); "
        f"open({str(pidfile)!r}, 'w').write(str(p.pid)); time.sleep(60)"
    )
    call = ("run_command", {"argv": [sys.executable, "-c", script], "timeout": 300})
    rig.ollama.script_steps(Step(tool_calls=[call]), Step(chunks=["It hung."]))
    finished = _finished(await _turn(rig, "Run the slow thing.", agent="helper"))
    assert finished.answer == "It hung."
    result = json.loads(rig.ollama.requests_to("/api/chat")[-1].json()["messages"][-1]["content"])
    assert result["error"] == "tool_failed" and "stopped after 1.5 s" in result["message"]
    assert _gone(int(pidfile.read_text())), "the command's grandchild outlived the timeout"
