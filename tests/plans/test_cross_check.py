"""A high-stakes step is cross-checked by a second worker against its objective, with
the reviewer's verdict protocol; the review is a turn like any step (classified again
for the reviewer, in the ledger)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.plans import PlanRunner, load_plan
from memory import AsyncMemoryStore
from tests.controller.conftest import FAST, PASSPHRASE
from tests.controller.echo import Rig, last_user_text
from tests.fakes.openai_server import FakeOpenAI
from tests.plans.test_runs import chats

EMAIL = "anna.keller@example.org"
OBJECTIVE = f"Tell {EMAIL} how much 2 and 2 make."
PLAN = {"goal": "g", "steps": [{"id": "sum", "objective": OBJECTIVE, "high_stakes": True}]}


@pytest.fixture
async def checked(
    rig: Rig, fake_openai: FakeOpenAI, tmp_path: Path, test_keyring: None
) -> AsyncIterator[Companion]:
    """A local worker (the echo Ollama) and a cloud worker that reviews."""
    local = next(w for w in rig.workers() if w["id"] == "local")
    checker = {
        "id": "checker",
        "kind": "openai",
        "base_url": fake_openai.base_url,
        "model": "gpt-4o-mini",
        "key": "openai",
        "privacy_class": "external_provider",
        "max_retries": 0,
    }
    settings = Settings.model_validate({"workers": [local, checker]})
    memory = await AsyncMemoryStore.open(
        tmp_path / "ares.db", passphrase=PASSPHRASE, scrypt_cost=FAST
    )
    companion = Companion(settings, memory, FixedConsent(ConsentAnswer.PSEUDONYMISE))
    yield companion
    await companion.aclose()


async def _run(companion: Companion) -> tuple[str, str | None, str]:
    runner = PlanRunner(companion)
    view = await runner.run(await runner.start(runner.prepare(load_plan(PLAN))))
    record = await companion.memory.plan(view.plan_id)
    return view.status, view.answer, record.spec["error"]


async def test_an_accepted_cross_check_lets_the_step_count(
    checked: Companion, rig: Rig, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script_reply(["ACCEPT", ": 2 and 2 make 4."])
    status, answer, _ = await _run(checked)
    assert status == "done"
    [step] = chats(rig.ollama)
    [review] = chats(fake_openai)
    question = last_user_text(review) or ""
    # The reviewer was asked about the objective and the answer, the address withheld.
    assert question.startswith("Check another assistant's answer against its objective.")
    assert question.count("Tell [EMAIL_1] how much 2 and 2 make.") == 2
    assert EMAIL not in review.body.decode() and EMAIL in step.body.decode()
    assert answer is not None and "- step sum: local; cross-checked by checker: ACCEPT" in answer
    # The review is in the ledger, filed under its own turn.
    workers = [e.worker for e in await checked.memory.ledger()]
    assert sorted(workers) == ["checker", "local"]


async def test_a_rejected_step_is_run_again_once_then_the_plan_stops_saying_why(
    checked: Companion, rig: Rig, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script_reply(["REJECT", " — it does not say the sum."])
    status, _answer, error = await _run(checked)
    assert status == "failed"
    assert len(chats(rig.ollama)) == 2 and len(chats(fake_openai)) == 2
    assert (
        error
        == "step 'sum': the cross-check by checker rejected its answer: it does not say the sum."
    )


async def test_a_reply_without_a_verdict_is_not_trusted(
    checked: Companion, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script_reply(["Looks fine to me."])
    status, _answer, error = await _run(checked)
    assert status == "failed" and "gave no verdict" in error
