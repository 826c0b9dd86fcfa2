"""A turn started by an agent under a person's turn: its own sub-thread, the same
egress (classification, policy, consent, ledger), only its result back to the parent."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, ConsentDecision, ConsentRequest
from app.controller.turn import TurnRequest, child_request
from tests.controller.echo import Rig

TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
IBAN = "DE44 5001 0517 5407 3249 31"


async def test_a_child_turn_writes_to_its_own_sub_thread_through_the_same_egress(
    companion: Companion, rig: Rig
) -> None:
    parent = await companion.run_turn(TurnRequest(message="Plan my week.", worker_id="gpt-ext"))
    assert parent.ok, parent.error
    task = f"Summarise the build log; the CI token {TOKEN} is in it."
    child = await companion.run_turn(
        child_request(parent.lineage, task, worker_id="gpt-ext", agent="summariser")
    )
    assert child.ok, child.error
    assert child.answer == task  # the echo, restored on the device
    assert child.parent_turn_id == parent.turn_id and child.depth == 1
    # The secret never left: the worker saw a placeholder.
    assert TOKEN not in rig.openai.requests[-1].body.decode()
    # The person's conversation holds only the person's turn.
    mine = await companion.memory.messages(parent.conversation_id or "")
    assert [m.text for m in mine] == ["Plan my week.", "Plan my week."]
    [thread] = await companion.memory.conversations(parent=parent.conversation_id)
    assert thread.id == child.conversation_id and thread.parent_turn_id == parent.turn_id
    assert [m.role for m in await companion.memory.messages(thread.id)] == ["user", "assistant"]
    assert [c.id for c in await companion.memory.conversations()] == [parent.conversation_id]
    # The ledger files the child's payload under the child's turn.
    [entry] = [e for e in await companion.memory.ledger() if e.turn_id == child.turn_id]
    assert entry.id in child.ledger_ids and entry.conversation_id == child.conversation_id
    # "Everything under this task" is one query.
    tree = await companion.memory.journal_events(parent.turn_id, descendants=True)
    assert {e.turn_id for e in tree} == {parent.turn_id, child.turn_id}
    assert all(e.parent_turn_id == parent.turn_id for e in tree if e.turn_id == child.turn_id)


class Recording:
    def __init__(self) -> None:
        self.requests: list[ConsentRequest] = []

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        self.requests.append(request)
        return ConsentDecision(answer=ConsentAnswer.PSEUDONYMISE)


async def test_a_child_turn_asks_consent_saying_which_task_asks(
    companion: Companion, rig: Rig
) -> None:
    broker = Recording()
    companion.set_consent(broker)
    parent = await companion.run_turn(TurnRequest(message="Pay the rent.", worker_id="gpt-ext"))
    child = await companion.run_turn(
        child_request(
            parent.lineage, f"Set up a transfer from {IBAN}.", worker_id="gpt-ext", agent="payer"
        )
    )
    assert child.ok, child.error
    [asked] = broker.requests
    assert (asked.turn_id, asked.origin, asked.agent) == (child.turn_id, "agent", "payer")
    assert IBAN.replace(" ", "") not in rig.openai.requests[-1].body.decode().replace(" ", "")


def test_lineage_is_checked() -> None:
    with pytest.raises(ValidationError, match="no parent turn"):
        TurnRequest(message="x", parent_turn_id="t", depth=1)
    with pytest.raises(ValidationError, match="needs its parent_turn_id"):
        TurnRequest(message="x", origin="agent")
    with pytest.raises(ValidationError, match="depth is 0"):
        TurnRequest(message="x", origin="plan_step", parent_turn_id="t", depth=0)
    with pytest.raises(ValidationError):
        TurnRequest(message="x", origin="agent", parent_turn_id="t", depth=99)
