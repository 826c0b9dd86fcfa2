"""The MemoryStore API the controller codes against, on a real SQLite file."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory import DisclosureIn, MemoryStore, MemoryStoreError, NotFound
from tests.memory.conftest import reopen
from trust.sensitivity import Sensitivity


def test_conversation_round_trip_across_reopen(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation("Boiler trouble")
    store.add_message(conv.id, "user", "The boiler is rattling", sensitivity=Sensitivity.PERSONAL)
    store.add_message(conv.id, "assistant", "Bleed the radiators.", worker="local")
    store.close()

    again = reopen(db_path)
    try:
        assert again.conversation(conv.id).title == "Boiler trouble"
        got = again.messages(conv.id)
        assert [(m.role, m.text) for m in got] == [
            ("user", "The boiler is rattling"),
            ("assistant", "Bleed the radiators."),
        ]
        assert got[0].sensitivity is Sensitivity.PERSONAL
        assert got[1].worker == "local"
        assert all(m.state == "complete" and m.error is None for m in got)
    finally:
        again.close()


def test_conversation_ids_are_short_and_url_safe(store: MemoryStore) -> None:
    conv = store.create_conversation()
    assert len(conv.id) == 12
    assert all(ch.isalnum() or ch in "-_" for ch in conv.id)


def test_conversations_newest_activity_first(store: MemoryStore) -> None:
    first = store.create_conversation("first")
    second = store.create_conversation("second")
    store.add_message(first.id, "user", "back to the first one")
    assert [c.id for c in store.conversations()] == [first.id, second.id]
    assert len(store.conversations(limit=1)) == 1


def test_rename_conversation(store: MemoryStore) -> None:
    conv = store.create_conversation("draft")
    store.rename_conversation(conv.id, "Boiler, winter 2026")
    assert store.conversation(conv.id).title == "Boiler, winter 2026"
    with pytest.raises(NotFound):
        store.rename_conversation("nope", "x")


def test_missing_conversation_is_a_clear_key_error(store: MemoryStore) -> None:
    with pytest.raises(KeyError) as caught:
        store.conversation("nope")
    assert isinstance(caught.value, NotFound)
    assert str(caught.value) == "No conversation with id 'nope'."
    with pytest.raises(NotFound):
        store.add_message("nope", "user", "hello")


def test_messages_limit_gives_the_last_n_oldest_first(store: MemoryStore) -> None:
    conv = store.create_conversation()
    for i in range(5):
        store.add_message(conv.id, "user", f"message {i}")
    assert [m.text for m in store.messages(conv.id, limit=2)] == ["message 3", "message 4"]


def test_streaming_message_is_saved_as_it_arrives(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation()
    answer = store.add_message(conv.id, "assistant", "", worker="local", state="streaming")
    store.append_to_message(answer.id, "Hello, ")
    # Another store (another window, `ares memory` in a terminal) sees every committed
    # chunk, and leaves a stream whose writer is alive alone.
    with reopen(db_path) as other:
        seen = other.message(answer.id)
        assert (seen.text, seen.state) == ("Hello, ", "streaming")
        assert other.recovered == []
    store.append_to_message(answer.id, "world")
    store.finish_message(answer.id)
    assert store.message(answer.id).text == "Hello, world"


def test_finish_message_completes_or_replaces(store: MemoryStore) -> None:
    conv = store.create_conversation()
    answer = store.add_message(conv.id, "assistant", "", state="streaming")
    store.append_to_message(answer.id, "Hel")
    store.append_to_message(answer.id, "lo")
    store.finish_message(answer.id)
    assert store.message(answer.id).text == "Hello"
    assert store.message(answer.id).state == "complete"
    store.finish_message(answer.id, state="interrupted", text="Hel")
    assert (store.message(answer.id).text, store.message(answer.id).state) == (
        "Hel",
        "interrupted",
    )
    with pytest.raises(MemoryStoreError, match="not streaming"):
        store.append_to_message(answer.id, "more")


def test_bad_role_or_state_is_refused(store: MemoryStore) -> None:
    conv = store.create_conversation()
    with pytest.raises(ValueError, match="role"):
        store.add_message(conv.id, "robot", "hi")
    with pytest.raises(ValueError, match="state"):
        store.add_message(conv.id, "user", "hi", state="done")


def test_ledger_is_newest_first_and_keeps_the_exact_payload(store: MemoryStore) -> None:
    body = b'{"messages": [{"role": "user", "content": "hi [EMAIL_1]"}]}'
    first = store.record_disclosure(
        DisclosureIn(
            worker="openai:gpt-4o-mini",
            destination="https://api.openai.com/v1/chat/completions",
            model="gpt-4o-mini",
            sensitivity=Sensitivity.PERSONAL,
            kinds=["EMAIL", "EMAIL", "PERSON"],
            placeholders=["[EMAIL_1]"],
            consent_id="c-1",
            payload=body,
            conversation_id="conv",
            turn_id="turn-1",
        )
    )
    second = store.record_disclosure(DisclosureIn(worker="w", destination="d", payload=b"x"))
    assert [e.id for e in store.ledger()] == [second.id, first.id]
    entry = store.ledger()[1]
    assert entry.kinds == ["EMAIL", "PERSON"]
    assert entry.byte_count == len(body)
    assert entry.sha256 == __import__("hashlib").sha256(body).hexdigest()
    assert (entry.consent_id, entry.turn_id, entry.conversation_id) == ("c-1", "turn-1", "conv")
    assert store.disclosure_payload(first.id) == body
    with pytest.raises(NotFound):
        store.disclosure_payload(999)


def test_ledger_and_journal_refuse_updates(store: MemoryStore) -> None:
    store.record_disclosure(DisclosureIn(worker="w", destination="d", payload=b"x"))
    store.journal("t", "classified", {"class": "public"})
    conn = store._db.conn
    for statement in ("UPDATE ledger SET worker = 'x'", "DELETE FROM journal"):
        with pytest.raises(Exception, match="append-only"):
            conn.execute(statement)


def test_journal_events_in_order_per_turn(store: MemoryStore) -> None:
    store.journal("turn-1", "classified", {"class": "private"}, conversation_id="c")
    store.journal("turn-2", "classified", {"class": "public"})
    store.journal("turn-1", "routed", {"worker": "local"})
    events = store.journal_events("turn-1")
    assert [(e.event, e.payload) for e in events] == [
        ("classified", {"class": "private"}),
        ("routed", {"worker": "local"}),
    ]
    assert events[0].conversation_id == "c"


def test_vault_upserts_per_conversation(store: MemoryStore) -> None:
    store.save_vault("c1", {"[EMAIL_1]": "ann@example.org"})
    store.save_vault("c1", {"[PHONE_1]": "+44 20 7946 0958"})
    store.save_vault("c2", {"[EMAIL_1]": "bob@example.org"})
    assert store.vault("c1") == {"[EMAIL_1]": "ann@example.org", "[PHONE_1]": "+44 20 7946 0958"}
    assert store.vault("c2") == {"[EMAIL_1]": "bob@example.org"}
    assert store.vault("none") == {}


def test_facts_are_editable_and_forgettable(store: MemoryStore) -> None:
    fact = store.remember("My sister is called Maja")
    assert (fact.sensitivity, fact.source) == (Sensitivity.PERSONAL, "person")
    store.remember("Prefers short answers", sensitivity=Sensitivity.PUBLIC, source="companion")
    store.update_fact(fact.id, text="My sister is called Maya", sensitivity=Sensitivity.PRIVATE)
    texts = {f.text: f.sensitivity for f in store.facts()}
    assert texts == {
        "My sister is called Maya": Sensitivity.PRIVATE,
        "Prefers short answers": Sensitivity.PUBLIC,
    }
    store.forget(fact.id)
    assert [f.text for f in store.facts()] == ["Prefers short answers"]
    with pytest.raises(NotFound):
        store.forget(fact.id)


def test_working_state_and_scratchpad(store: MemoryStore) -> None:
    assert store.get_working("task") is None
    store.set_working("task", {"step": 1})
    store.set_working("task", {"step": 2})
    assert store.get_working("task") == {"step": 2}
    store.scratchpad_put("task-9", {"notes": ["a"]})
    assert store.scratchpad_get("task-9") == {"notes": ["a"]}
    store.scratchpad_clear("task-9")
    assert store.scratchpad_get("task-9") is None


def test_delete_conversation_takes_messages_index_and_vault(store: MemoryStore) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "the boiler again")
    store.save_vault(conv.id, {"[EMAIL_1]": "a@b.c"})
    store.delete_conversation(conv.id)
    assert store.search("boiler") == []
    assert store.vault(conv.id) == {}
    with pytest.raises(NotFound):
        store.conversation(conv.id)


def test_delete_conversation_takes_its_working_memory_and_keeps_the_others(
    store: MemoryStore,
) -> None:
    gone, kept = store.create_conversation(), store.create_conversation()
    for conv in (gone, kept):
        store.set_working(f"agent:{conv.id}", {"agent": "coder"})
        store.set_working(f"consent:{conv.id}:gpt", {"answer": "send"})
    store.set_working("unrelated", {"x": 1})
    store.delete_conversation(gone.id)
    assert store.get_working(f"agent:{gone.id}") is None
    assert store.get_working(f"consent:{gone.id}:gpt") is None
    assert store.get_working(f"agent:{kept.id}") == {"agent": "coder"}
    assert store.get_working(f"consent:{kept.id}:gpt") == {"answer": "send"}
    assert store.get_working("unrelated") == {"x": 1}
