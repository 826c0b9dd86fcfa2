"""A plan's words and its steps' answers are sealed like messages, survive a rekey, and
a plan whose process died is known as interrupted while a live one is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory import MemoryStore, NotFound, PlanBusy
from tests.memory.conftest import FAST, PASSPHRASE, reopen

GOAL = "Move the savings of Anna Keller to the new bank"
ANSWER = "IBAN DE44 5001 0517 5407 3249 31 is the target."


def _plan(store: MemoryStore) -> str:
    store.create_plan("plan-1", {"plan": {"goal": GOAL}}, 2, conversation_id=None)
    store.set_step(
        "plan-1", 0, {"status": "done", "worker": "local", "tokens_in": 3}, state={"answer": ANSWER}
    )
    store.set_plan("plan-1", answer=ANSWER, status="done")
    return "plan-1"


def test_plan_text_and_answers_are_sealed_and_survive_a_rekey(
    store: MemoryStore, db_path: Path
) -> None:
    plan_id = _plan(store)
    store.checkpoint()
    raw = db_path.read_bytes()
    assert b"Anna Keller" not in raw and b"DE44" not in raw
    store.rekey(passphrase=PASSPHRASE, scrypt_cost=FAST)
    record = store.plan(plan_id)
    assert record.spec["plan"]["goal"] == GOAL and record.answer == ANSWER
    first, second = record.steps
    assert (first.status, first.worker, first.state["answer"], first.tokens_in) == (
        "done",
        "local",
        ANSWER,
        3,
    )
    assert second.status == "pending" and second.state == {}
    with pytest.raises(NotFound, match="no plan 'plan-2'"):
        store.plan("plan-2")
    with pytest.raises(ValueError, match="unknown step status"):
        store.set_step(plan_id, 1, {"status": "exploded"})


def test_a_running_plan_belongs_to_its_live_process_only(db_path: Path) -> None:
    first = reopen(db_path)
    first.create_plan("plan-1", {"plan": {}}, 1)
    first.claim_plan("plan-1")
    second = reopen(db_path)
    try:
        assert second.interrupted_plans() == []  # its writer is alive
        with pytest.raises(PlanBusy, match="being run by another ARES"):
            second.claim_plan("plan-1")
        first.close()  # as a killed process's lock goes with it
        assert second.interrupted_plans() == ["plan-1"]
        assert second.claim_plan("plan-1").writer is not None
    finally:
        second.close()
