"""Turn lineage and costs in memory: sub-threads under a turn, the journal of a turn and
everything under it, and a ledger row's cost written once (schema v2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory import CallCost, DisclosureIn, MemoryStore, NotFound, bootstrap
from tests.memory.conftest import FAST, PASSPHRASE, reopen


def test_a_sub_thread_stays_out_of_the_persons_list_and_goes_with_its_parent(
    store: MemoryStore,
) -> None:
    mine = store.create_conversation("mine")
    store.add_message(mine.id, "user", "plan the trip")
    child = store.create_conversation(
        "look up trains", parent_conversation_id=mine.id, parent_turn_id="turn-1"
    )
    grandchild = store.create_conversation("a timetable", parent_conversation_id=child.id)
    store.add_message(child.id, "user", "trains to Lyon")
    store.add_message(grandchild.id, "user", "timetable Lyon")
    assert [c.id for c in store.conversations()] == [mine.id]
    [listed] = store.conversations(parent=mine.id)
    assert (listed.id, listed.parent_turn_id) == (child.id, "turn-1")
    store.delete_conversation(mine.id)
    for gone in (mine.id, child.id, grandchild.id):
        with pytest.raises(NotFound):
            store.conversation(gone)
    assert store.search("Lyon") == []


def test_a_sub_thread_needs_an_existing_parent(store: MemoryStore) -> None:
    with pytest.raises(NotFound):
        store.create_conversation("orphan", parent_conversation_id="nope")


def test_the_journal_of_a_turn_includes_every_turn_under_it(store: MemoryStore) -> None:
    store.journal("parent", "turn_did_start", {})
    store.journal("child", "turn_did_start", {}, parent_turn_id="parent")
    store.journal("other", "turn_did_start", {})
    store.journal("grandchild", "turn_did_start", {}, parent_turn_id="child")
    store.journal("parent", "turn_did_finish", {})
    tree = store.journal_events("parent", descendants=True)
    assert [e.turn_id for e in tree] == ["parent", "child", "grandchild", "parent"]
    assert tree[1].parent_turn_id == "parent"
    assert [e.turn_id for e in store.journal_events("parent")] == ["parent", "parent"]


def test_a_ledger_cost_is_written_once_and_nothing_else_changes(store: MemoryStore) -> None:
    entry = store.record_disclosure(DisclosureIn(worker="w", destination="d", payload=b"x"))
    assert store.ledger()[0].tokens_in is None
    store.record_cost(entry.id, CallCost(tokens_in=12, tokens_out=3, money=0.5, currency="EUR"))
    row = store.ledger()[0]
    assert (row.tokens_in, row.tokens_out, row.money, row.currency) == (12, 3, 0.5, "EUR")
    with pytest.raises(Exception, match="written once"):
        store.record_cost(entry.id, CallCost(tokens_in=1))
    conn = store._db.conn
    for statement in (
        "UPDATE ledger SET worker = 'x'",
        "UPDATE ledger SET payload_sealed = x'00', tokens_in = 1",
        "DELETE FROM ledger",
    ):
        with pytest.raises(Exception, match=r"append-only|written once"):
            conn.execute(statement)
    with pytest.raises(NotFound):
        store.record_cost(999, CallCost())


def test_a_v1_file_keeps_its_rows_and_gains_lineage_and_costs(db_path: Path) -> None:
    db, _key = bootstrap.create(db_path, PASSPHRASE, FAST, schema=1)
    db.close()
    with reopen(db_path) as store:
        entry = store.record_disclosure(DisclosureIn(worker="w", destination="d", payload=b"x"))
        store.record_cost(entry.id, CallCost(tokens_in=5))
        assert store.ledger()[0].tokens_in == 5
        assert store.disclosure_payload(entry.id) == b"x"
