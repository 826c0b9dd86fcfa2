"""Awaited delegation end to end: the real companion and memory, the fake providers.

An orchestrator on the local worker hands a task to a researcher on a cloud worker:
every hop is a child turn through the same egress, so the cloud fake receives what the
policy allows (placeholders, not the e-mail and the name), each hop has its own ledger
row, and the answer comes back with the values restored on the device.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.agents.config import AgentsConfigError
from app.controller.agents.delegation.child import run_delegated
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.events import (
    ToolRan,
    ToolRefused,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnStarted,
)
from app.controller.turn import TurnRequest
from memory import AsyncMemoryStore
from tests.agents.conftest import FAST, agents_from, provider_workers
from tests.fakes.anthropic_server import FakeAnthropic
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

[agents.orchestrator]
model = "local"
system_prompt = "You coordinate."
delegates_to = ["researcher"]

[agents.researcher]
model = "cloud"
system_prompt = "You research."

[agents.boss]
model = "claude"
system_prompt = "You decide."
delegates_to = ["local-helper"]

[agents.local-helper]
model = "local"
system_prompt = "You look things up here."
tools = ["calculate"]

[agents.alpha]
model = "local"
delegates_to = ["beta"]

[agents.beta]
model = "local"
delegates_to = ["alpha"]

[agents.a1]
model = "local"
delegates_to = ["a2"]
max_delegation_depth = 2

[agents.a2]
model = "local"
delegates_to = ["a3"]

[agents.a3]
model = "local"
delegates_to = ["a4"]

[agents.a4]
model = "local"

[agents.clerk]
model = "local"
tools = ["calculate"]
delegates_to = ["researcher", "billing"]

[[agents.clerk.personas]]
id = "front-desk"
allowed_tools = ["calculate", "ask_researcher"]

[agents.billing]
model = "local"
"""

EMAIL = "marta.w@example.com"
NAME = "Marta Wiśniewska"
CHAT = "/api/chat"
OPENAI_CHAT = "/v1/chat/completions"


@dataclass
class Rig:
    companion: Companion
    ollama: FakeOllama
    openai: FakeOpenAI
    anthropic: FakeAnthropic


@pytest.fixture
async def rig(tmp_path: Path, test_keyring: None) -> AsyncIterator[Rig]:
    (tmp_path / "agents.toml").write_text(AGENTS, encoding="utf-8")
    with FakeOllama() as ollama, FakeOpenAI() as openai, FakeAnthropic() as anthropic:
        settings = Settings.model_validate({"workers": provider_workers(ollama, openai, anthropic)})
        memory = await AsyncMemoryStore.open(tmp_path / "ares.db", passphrase="t", scrypt_cost=FAST)
        companion = Companion(
            settings,
            memory,
            FixedConsent(ConsentAnswer.PSEUDONYMISE),
            agents_file=tmp_path / "agents.toml",
        )
        try:
            yield Rig(companion, ollama, openai, anthropic)
        finally:
            await companion.aclose()


async def _turn(rig: Rig, message: str, **request: object) -> list[TurnEvent]:
    return [e async for e in rig.companion.turn(TurnRequest(message=message, **request))]


def _finished(events: list[TurnEvent]) -> TurnFinished:
    done = [e for e in events if isinstance(e, TurnFinished)]
    assert done, [e for e in events if isinstance(e, TurnFailed)]
    return done[0]


def _tool_result(request_json: dict[str, object]) -> object:
    messages = request_json["messages"]
    assert isinstance(messages, list)
    last = messages[-1]
    assert last["role"] == "tool", last
    return json.loads(last["content"])


async def test_a_local_orchestrator_asks_a_cloud_researcher_who_sees_only_placeholders(
    rig: Rig,
) -> None:
    earlier = (await rig.companion.memory.create_conversation("boiler")).id
    await rig.companion.memory.add_message(earlier, "user", "The boiler pressure was 1.2 bar.")
    task = f"Find out what {NAME} ({EMAIL}) said about the boiler pressure."
    rig.ollama.script_steps(
        Step(tool_calls=[("ask_researcher", {"task": task})]),
        Step(chunks=["The researcher found it: ", f"{NAME} wrote it."]),
    )
    rig.openai.script_steps(Step(chunks=["[PERSON_1] ([EMAIL_1]) said", " it was fixed."]))

    events = await _turn(rig, "Ask the researcher about the boiler.", agent="orchestrator")
    finished = _finished(events)

    first, second = [r.json() for r in rig.ollama.requests_to(CHAT)]
    offered = {t["function"]["name"]: t["function"] for t in first["tools"]}
    assert list(offered) == ["ask_researcher"]
    assert offered["ask_researcher"]["parameters"]["required"] == ["task"]
    # The cloud hop: the task pseudonymised, nothing of the parent's conversation nor of
    # earlier ones, the researcher's own prompt.
    [cloud] = rig.openai.requests_to(OPENAI_CHAT)
    assert EMAIL.encode() not in cloud.body and NAME.encode() not in cloud.body
    assert "Wiśniewska".encode() not in cloud.body
    sent = cloud.json()["messages"]
    assert sent[0]["content"].startswith("You research.")
    assert "[EMAIL_1]" in sent[-1]["content"] and "[PERSON_1]" in sent[-1]["content"]
    assert b"Ask the researcher" not in cloud.body and b"1.2 bar" not in cloud.body
    # Back on the device the values are restored before the (local) parent sees them.
    assert _tool_result(second) == f"{NAME} ({EMAIL}) said it was fixed."
    assert finished.answer == f"The researcher found it: {NAME} wrote it."
    assert [(e.tool, e.status) for e in events if isinstance(e, ToolRan)] == [
        ("ask_researcher", "ok")
    ]
    # One ledger row per hop, each filed under its own turn; the cloud row is the bytes.
    rows = await rig.companion.memory.ledger()
    by_turn: dict[str | None, list[str]] = {}
    for row in rows:
        by_turn.setdefault(row.turn_id, []).append(row.worker)
    child_turns = [t for t in by_turn if t != finished.turn_id]
    assert by_turn[finished.turn_id] == ["local", "local"]
    assert [by_turn[t] for t in child_turns] == [["gpt"]]
    cloud_row = next(r for r in rows if r.worker == "gpt")
    assert cloud_row.sha256 == cloud.sha256
    assert await rig.companion.memory.disclosure_payload(cloud_row.id) == cloud.body
    # The child wrote to a sub-thread; the parent's conversation holds only its turn.
    subs = await rig.companion.memory.conversations(parent=finished.conversation_id)
    assert len(subs) == 1
    texts = [m.text for m in await rig.companion.memory.messages(finished.conversation_id)]
    assert texts == ["Ask the researcher about the boiler.", finished.answer]
    child_journal = await rig.companion.memory.journal_events(child_turns[0])
    started = next(j for j in child_journal if j.event == "turn_did_start")
    assert started.payload["agent"] == "researcher"
    assert started.payload["origin"] == "agent"


async def test_a_cloud_parent_gets_the_childs_answer_pseudonymised_and_the_person_the_values(
    rig: Rig,
) -> None:
    email = "jan.kowalski@example.com"
    rig.anthropic.script_steps(
        Step(tool_calls=[("ask_local_helper", {"task": "Is [EMAIL_1] still active?"})]),
        Step(chunks=["Yes: [EMAIL_1] is active."]),
    )
    rig.ollama.script_steps(Step(chunks=[f"The account {email} is active."]))

    events = await _turn(rig, f"Is {email} still active?", agent="boss")
    finished = _finished(events)

    # The local child got the real value (placeholders restored before the tool ran) …
    [local] = rig.ollama.requests_to(CHAT)
    assert local.json()["messages"][-1]["content"] == f"Is {email} still active?"
    # … and the cloud parent only placeholders, in the tool result too.
    first, second = rig.anthropic.requests_to("/v1/messages")
    for request in (first, second):
        assert email.encode() not in request.body
    [block] = second.json()["messages"][-1]["content"]
    assert block["type"] == "tool_result"
    assert json.loads(block["content"]) == "The account [EMAIL_1] is active."
    assert finished.answer == f"Yes: {email} is active."


async def test_mutual_delegation_is_refused_with_the_cycle_message(rig: Rig) -> None:
    rig.ollama.script_steps(
        Step(tool_calls=[("ask_beta", {"task": "Plan the trip."})]),
        Step(tool_calls=[("ask_alpha", {"task": "Plan the trip, please."})]),
        Step(chunks=["I cannot hand it back."]),
        Step(chunks=["Beta could not help."]),
    )
    events = await _turn(rig, "Plan my trip.", agent="alpha")
    assert _finished(events).answer == "Beta could not help."
    chats = [r.json() for r in rig.ollama.requests_to(CHAT)]
    assert len(chats) == 4  # the refused hop sent nothing
    assert _tool_result(chats[2]) == (
        "delegation cycle: alpha → beta → alpha — alpha 2 times on one chain"
    )
    assert _tool_result(chats[3]) == "I cannot hand it back."


async def test_a_chain_deeper_than_the_limit_is_refused(rig: Rig) -> None:
    rig.ollama.script_steps(
        Step(tool_calls=[("ask_a2", {"task": "go"})]),
        Step(tool_calls=[("ask_a3", {"task": "go"})]),
        Step(tool_calls=[("ask_a4", {"task": "go"})]),
        Step(chunks=["a3 stops."]),
        Step(chunks=["a2 stops."]),
        Step(chunks=["a1 stops."]),
    )
    _finished(await _turn(rig, "Go deep.", agent="a1"))
    chats = [r.json() for r in rig.ollama.requests_to(CHAT)]
    assert len(chats) == 6
    assert _tool_result(chats[3]) == "delegation depth limit of 2 reached"


async def test_the_default_depth_limit_is_five(tmp_path: Path) -> None:
    from app.controller.agents.delegation.chain import DelegationRefused, guard

    names = [f"n{i}" for i in range(8)]
    text = '[models.m]\nworker = "local"\n' + "".join(
        f'[agents.{n}]\nmodel = "m"\ndelegates_to = ["{names[(i + 1) % 8]}"]\n'
        for i, n in enumerate(names)
    )
    config = agents_from(text, tmp_path)
    guard(config, names[:5], "n5", depth=5)  # five hops: allowed
    with pytest.raises(DelegationRefused) as refused:
        guard(config, names[:6], "n6", depth=6)
    assert str(refused.value) == "delegation depth limit of 5 reached"


async def test_a_persona_that_does_not_allow_ask_billing_cannot_delegate_to_billing(
    rig: Rig,
) -> None:
    rig.ollama.script_steps(
        Step(tool_calls=[("ask_billing", {"task": "Refund me."})]), Step(chunks=["No."])
    )
    events = await _turn(rig, "Refund me.", agent="clerk", persona="front-desk")
    chats = [r.json() for r in rig.ollama.requests_to(CHAT)]
    assert [t["function"]["name"] for t in chats[0]["tools"]] == ["ask_researcher", "calculate"]
    assert [(e.tool, e.reason) for e in events if isinstance(e, ToolRefused)] == [
        ("ask_billing", "tool_forbidden")
    ]
    assert len(chats) == 2  # billing never ran
    assert _tool_result(chats[1])["error"] == "tool_forbidden"  # type: ignore[index]


async def test_a_cancelled_token_stops_the_task_at_its_next_boundary(rig: Rig) -> None:
    parent = await rig.companion.run_turn(TurnRequest(message="hello", worker_id="local"))
    lineage = parent.lineage
    asked = len(rig.ollama.requests_to(CHAT))
    # Cancelled before it starts (a cancel racing the start): nothing is sent at all.
    rig.companion.tokens.cancel("run-1", "task-1")
    token = rig.companion.tokens.token("run-1", "task-1")
    early = await run_delegated(
        rig.companion, parent=lineage, chain=[], target="local-helper", task="1+1", cancel=token
    )
    assert early.status == "cancelled" and early.error.startswith("subtask_cancelled")
    assert len(rig.ollama.requests_to(CHAT)) == asked
    # Cancelled while the model answers: the tool it asks for never runs, no next call.
    rig.ollama.script_reply(["thinking", " hard"], delay=0.3)
    rig.ollama.script_steps(
        Step(chunks=["thinking"], tool_calls=[("calculate", {"expression": "1+1"})])
    )
    token = rig.companion.tokens.token("run-2", "task-1")
    events: list[TurnEvent] = []
    running = asyncio.ensure_future(
        run_delegated(
            rig.companion,
            parent=lineage,
            chain=[],
            target="local-helper",
            task="Add one and one.",
            cancel=token,
            listener=events.append,
        )
    )
    while len(rig.ollama.requests_to(CHAT)) == asked:
        await asyncio.sleep(0.02)
    token.cancel()
    result = await running
    assert result.status == "cancelled"
    assert result.error.startswith("subtask_cancelled")
    assert result.answer == ""
    assert len(rig.ollama.requests_to(CHAT)) == asked + 1
    assert not [e for e in events if isinstance(e, ToolRan)]
    failed = [e for e in events if isinstance(e, TurnFailed)]
    assert [f.reason for f in failed] == ["cancelled"]
    # Sticky: the same key stays cancelled; idempotent: cancelling again changes nothing.
    rig.companion.tokens.cancel("run-2")
    assert rig.companion.tokens.token("run-2", "task-1").cancelled


async def test_agents_toml_knows_the_delegation_keys_and_checks_the_targets(
    tmp_path: Path,
) -> None:
    config = agents_from(AGENTS, tmp_path)
    assert config.warnings == []
    clerk = config.agents["clerk"]
    assert [(e.agent, e.detached) for e in clerk.delegates_to] == [
        ("researcher", False),
        ("billing", False),
    ]
    assert (clerk.max_delegation_depth, clerk.max_agent_appearances) == (5, 1)
    detached = agents_from(
        AGENTS.replace(
            'delegates_to = ["researcher"]',
            'delegates_to = [{agent = "researcher", detached = true}]',
        ),
        tmp_path,
    )
    assert detached.agents["orchestrator"].delegates_to[0].detached
    with pytest.raises(AgentsConfigError) as bad:
        agents_from(AGENTS.replace('delegates_to = ["beta"]', 'delegates_to = ["gamma"]'), tmp_path)
    assert "[agents.alpha] delegates_to: 'gamma' is not an agent" in str(bad.value)
    with pytest.raises(AgentsConfigError) as depth:
        agents_from(
            AGENTS.replace("max_delegation_depth = 2", "max_delegation_depth = 0"), tmp_path
        )
    assert "[agents.a1] max_delegation_depth" in str(depth.value)


async def test_a_delegation_may_name_the_model_and_run_without_tools(rig: Rig) -> None:
    parent = await rig.companion.run_turn(TurnRequest(message="hello", worker_id="local"))
    rig.openai.script_steps(Step(chunks=["Four."]))
    result = await run_delegated(
        rig.companion,
        parent=parent.lineage,
        chain=[],
        target="local-helper",
        task="What is two and two?",
        model="cloud",  # a [models] name: another worker
        tools=False,
    )
    assert result.ok and result.answer == "Four."
    assert result.chain == ["local-helper"] and result.worker_id == "gpt"
    [sent] = rig.openai.requests_to(OPENAI_CHAT)
    body = sent.json()
    assert "tools" not in body
    assert body["messages"][0]["content"].startswith("You look things up here.")
    unknown = await run_delegated(
        rig.companion, parent=parent.lineage, chain=["boss"], target="nobody", task="hi"
    )
    assert unknown.status == "refused"
    assert unknown.error.startswith("agent_not_found: no agent 'nobody'")


async def test_cancelling_an_awaited_subtask_gives_its_parent_subtask_cancelled_and_nothing_else(
    rig: Rig,
) -> None:
    rig.ollama.script_steps(
        Step(tool_calls=[("ask_researcher", {"task": "Read every manual."})]),
        Step(chunks=["The researcher was stopped."]),
    )
    rig.openai.script_reply(["half an answer"], delay=0.4)
    started: list[str] = []

    def listen(event: TurnEvent) -> None:
        if isinstance(event, TurnStarted) and event.parent_turn_id is None:
            started.append(event.turn_id)

    request = TurnRequest(message="Research the manuals.", agent="orchestrator")
    parent = asyncio.ensure_future(rig.companion.run_turn(request, listen))
    while not rig.openai.requests_to(OPENAI_CHAT):
        await asyncio.sleep(0.02)
    # Every task under the parent turn: its key is <parent turn>/<task>.
    assert rig.companion.tokens.cancel(started[0]) == 1
    outcome = await parent
    assert outcome.ok and outcome.answer == "The researcher was stopped."
    result = _tool_result(rig.ollama.requests_to(CHAT)[-1].json())
    assert isinstance(result, dict) and result["error"] == "subtask_cancelled"
    assert str(result["message"]).startswith("subtask_cancelled")
    assert "half an answer" not in json.dumps(result)  # nothing of it integrates
