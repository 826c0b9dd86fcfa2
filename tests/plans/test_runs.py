"""Plans run end to end on the echo fakes: each step a child turn through the egress."""

from __future__ import annotations

import asyncio
from typing import Any

from app.controller.agents.approval import FixedApproval
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.plans import PlanDeclined, PlanJournal, PlanRunner, load_plan
from app.controller.turn import TurnRequest
from tests.controller.echo import Rig, last_user_text
from tests.fakes.http_base import FakeServer, RecordedRequest

IBAN = "DE44 5001 0517 5407 3249 31"
EMAIL = "anna.keller@example.org"


def chats(server: FakeServer) -> list[RecordedRequest]:
    return [r for r in list(server.requests) if r.method == "POST" and "chat" in r.path]


def sent_for(server: FakeServer, objective: str) -> list[RecordedRequest]:
    return [r for r in chats(server) if (last_user_text(r) or "").startswith(objective)]


async def run_plan(companion: Companion, data: dict[str, Any]) -> Any:
    runner = PlanRunner(companion)
    plan_id = await runner.start(runner.prepare(load_plan(data)))
    return await runner.run(plan_id)


async def test_independent_steps_overlap_and_the_third_waits_for_both(
    companion: Companion, rig: Rig
) -> None:
    rig.ollama.delay = 0.05  # each answer streams in pieces: the two can overlap
    view = await run_plan(
        companion,
        {
            "goal": "Compare two teas",
            "max_parallel": 2,
            "steps": [
                {"id": "green", "objective": "Describe green tea in two lines."},
                {"id": "black", "objective": "Describe black tea in two lines."},
                {
                    "id": "compare",
                    "objective": "Compare the two teas.",
                    "depends_on": ["green", "black"],
                },
            ],
        },
    )
    assert view.status == "done", view
    [green] = sent_for(rig.ollama, "Describe green tea")
    [black] = sent_for(rig.ollama, "Describe black tea")
    [compare] = sent_for(rig.ollama, "Compare the two teas.")
    (g0, g1), (b0, b1), (c0, _c1) = (rig.ollama.span(r) for r in (green, black, compare))
    assert max(g0, b0) < min(g1, b1)  # both were being answered at the same time
    assert c0 >= max(g1, b1)  # the third started after both were answered
    compared = last_user_text(compare) or ""
    assert "[step green]\nDescribe green tea in two lines." in compared
    assert "[step black]\nDescribe black tea in two lines." in compared
    assert [s.status for s in view.steps] == ["done", "done", "done"]
    assert all(s.worker == "local" and s.started_at and s.finished_at for s in view.steps)
    assert view.answer is not None and view.answer.startswith("Compare the two teas.")
    assert "- step green: local" in view.answer and "- step compare: local" in view.answer
    # Every step's turn is filed under the plan in the journal and the ledger.
    tree = await companion.memory.journal_events(view.plan_id, descendants=True)
    assert {e.event for e in tree} >= {"plan_did_start", "turn_did_start", "plan_did_finish"}
    step_turns = {e.turn_id for e in tree if e.event == "turn_did_start"}
    assert len(step_turns) == 3
    rows = [e for e in await companion.memory.ledger() if e.turn_id in step_turns]
    assert len(rows) == 3


async def test_max_parallel_one_runs_the_steps_one_after_another(
    companion: Companion, rig: Rig
) -> None:
    rig.ollama.delay = 0.02
    view = await run_plan(
        companion,
        {
            "goal": "g",
            "max_parallel": 1,
            "steps": [
                {"id": "a", "objective": "First thing."},
                {"id": "b", "objective": "Second."},
            ],
        },
    )
    assert view.status == "done"
    (_a0, a1), (b0, _b1) = (rig.ollama.span(r) for r in chats(rig.ollama))
    assert a1 <= b0


def _pay_plan() -> dict[str, Any]:
    return {
        "goal": "Pay the rent",
        "steps": [
            {"id": "transfer", "objective": f"Draft a transfer from {IBAN}.", "worker": "gpt-ext"}
        ],
    }


async def test_a_step_over_the_policy_limit_for_its_worker_asks_consent(
    companion: Companion, rig: Rig
) -> None:
    companion.set_approvals(FixedApproval(True))  # the plan itself is approved
    broker = FixedConsent(ConsentAnswer.KEEP_LOCAL)
    companion.set_consent(broker)
    view = await run_plan(companion, _pay_plan())
    [asked] = broker.requests
    assert asked.origin == "plan_step" and asked.worker_id == "gpt-ext"
    assert [i.kind for i in asked.items] == ["IBAN"]
    assert view.status == "failed" and view.steps[0].status == "failed"
    assert chats(rig.openai) == []  # kept local: nothing went
    record = await companion.memory.plan(view.plan_id)
    assert "step 'transfer' failed on gpt-ext: Kept on this device" in record.spec["error"]
    # Answered "pseudonymise", the step runs and the IBAN leaves only as a placeholder.
    broker.answer = ConsentAnswer.PSEUDONYMISE
    view = await run_plan(companion, _pay_plan())
    assert view.status == "done"
    [sent] = chats(rig.openai)
    assert IBAN.replace(" ", "") not in sent.body.decode().replace(" ", "")
    assert view.steps[0].answer == f"Draft a transfer from {IBAN}."  # restored on the device


async def test_earlier_results_are_classified_again_for_the_next_steps_worker(
    companion: Companion, rig: Rig
) -> None:
    companion.set_approvals(FixedApproval(True))
    view = await run_plan(
        companion,
        {
            "goal": "Write to Anna",
            "steps": [
                {"id": "find", "objective": f"Anna's address is {EMAIL}; repeat it."},
                {
                    "id": "draft",
                    "objective": "Draft a note.",
                    "depends_on": ["find"],
                    "worker": "gpt-ext",
                },
            ],
        },
    )
    assert view.status == "done", view
    assert [s.worker for s in view.steps] == ["local", "gpt-ext"]
    [local] = chats(rig.ollama)
    assert EMAIL in local.body.decode()  # the local worker may see it
    [cloud] = chats(rig.openai)
    assert EMAIL not in cloud.body.decode() and "[EMAIL_1]" in cloud.body.decode()
    assert EMAIL in (view.steps[1].answer or "")  # restored on the device


async def test_a_plan_with_a_cloud_step_is_shown_first_and_declining_sends_nothing(
    companion: Companion, rig: Rig
) -> None:
    approvals = FixedApproval(False)
    companion.set_approvals(approvals)
    runner = PlanRunner(companion)
    spec = runner.prepare(load_plan(_pay_plan()))
    try:
        await runner.start(spec)
    except PlanDeclined as exc:
        assert "nothing was sent" in str(exc)
    else:
        raise AssertionError("a declined plan started")
    [asked] = approvals.requests
    assert "transfer → gpt-ext (cloud)" in asked.approval.subject
    assert chats(rig.openai) == [] and await companion.memory.plans() == []


async def test_a_step_that_requires_approval_asks_and_a_no_stops_the_plan(
    companion: Companion, rig: Rig
) -> None:
    approvals = FixedApproval(False)
    companion.set_approvals(approvals)
    data = {
        "goal": "g",
        "steps": [
            {"id": "look", "objective": "Look around."},
            {
                "id": "act",
                "objective": "Act on it.",
                "depends_on": ["look"],
                "requires_approval": True,
            },
        ],
    }
    view = await run_plan(companion, data)
    assert view.status == "failed"
    assert [s.status for s in view.steps] == ["done", "failed"]
    [asked] = approvals.requests
    assert "'act'" in asked.approval.action and asked.approval.subject == "Act on it."
    assert sent_for(rig.ollama, "Act on it.") == []
    record = await companion.memory.plan(view.plan_id)
    assert record.spec["error"].startswith("step 'act' needs your approval")
    approvals.allow = True
    view = await run_plan(companion, data)
    assert view.status == "done" and len(sent_for(rig.ollama, "Act on it.")) == 1


async def test_a_failed_idempotent_step_is_retried_once_and_an_acting_one_is_not(
    companion: Companion, rig: Rig
) -> None:
    companion.set_approvals(FixedApproval(True))
    rig.openai.fail(500, "The server had an error", times=2)  # the model list, then the chat
    view = await run_plan(
        companion,
        {"goal": "g", "steps": [{"id": "ask", "objective": "Hello?", "worker": "gpt-ext"}]},
    )
    assert view.status == "done" and len(chats(rig.openai)) == 2
    rig.openai.reset()
    rig.openai.fail(500, "The server had an error", times=2)  # the model list, then the chat
    # The coder may write files and run commands: running it twice could act twice.
    data = {
        "goal": "g",
        "steps": [{"id": "fix", "objective": "Fix it.", "agent": "coder", "worker": "gpt-ext"}],
    }
    view = await run_plan(companion, data)
    assert view.status == "failed" and len(chats(rig.openai)) == 1
    record = await companion.memory.plan(view.plan_id)
    assert record.spec["error"].startswith("step 'fix' failed on gpt-ext:")


async def test_unknown_workers_and_agents_are_refused_naming_the_step(
    companion: Companion,
) -> None:
    runner = PlanRunner(companion)
    plan = load_plan(
        {
            "goal": "g",
            "steps": [
                {"id": "a", "objective": "o", "worker": "gpu-box"},
                {"id": "b", "objective": "o", "agent": "wizard"},
            ],
        }
    )
    try:
        runner.prepare(plan)
    except ValueError as exc:
        text = str(exc)
    else:
        raise AssertionError("an unknown worker was accepted")
    assert "step 'a': worker 'gpu-box' is not in config.toml" in text
    assert "step 'b': agent 'wizard' is not in agents.toml" in text


async def test_cancel_stops_a_plan_before_its_next_step(companion: Companion, rig: Rig) -> None:
    rig.ollama.delay = 0.05
    runner = PlanRunner(companion)
    data = {
        "goal": "g",
        "steps": [
            {"id": "first", "objective": "The first step, slowly answered."},
            {"id": "second", "objective": "The second step.", "depends_on": ["first"]},
        ],
    }
    plan_id = await runner.start(runner.prepare(load_plan(data)))
    running = asyncio.ensure_future(runner.run(plan_id))
    while not chats(rig.ollama):
        await asyncio.sleep(0.01)
    assert await PlanJournal(companion.memory).cancel(plan_id) == "cancelled"
    view = await running
    assert view.status == "cancelled"
    assert [s.status for s in view.steps] == ["done", "pending"]
    assert sent_for(rig.ollama, "The second step.") == []
    again = await runner.run(plan_id)  # a cancelled plan does not run on
    assert again.status == "cancelled" and len(chats(rig.ollama)) == 1


async def test_a_step_is_sent_its_input_only_not_recalled_conversations(
    companion: Companion, rig: Rig
) -> None:
    earlier = "The boiler pressure dropped again; the plumber comes on Tuesday."
    assert (await companion.run_turn(TurnRequest(message=earlier, worker_id="local"))).ok
    companion.set_approvals(FixedApproval(True))
    objective = "Explain why boiler pressure drops and when to call a plumber."
    data = {"goal": "g", "steps": [{"id": "why", "objective": objective, "worker": "gpt-ext"}]}
    view = await run_plan(companion, data)
    assert view.status == "done", view
    [sent] = chats(rig.openai)
    assert objective in sent.body.decode() and "Tuesday" not in sent.body.decode()
