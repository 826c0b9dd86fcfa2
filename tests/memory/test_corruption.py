"""A damaged or altered row is a clear error naming that row; the rest stays readable."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memory import CorruptRow, DisclosureIn, MemoryStore, SchemaError
from tests.memory.conftest import reopen


def _tamper(db_path: Path, sql: str, *params: object) -> None:
    """Change the file behind the store's back, as a disk error or an attacker would."""
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("DROP TRIGGER IF EXISTS ledger_no_update")
        conn.execute(sql, params)
    conn.close()


def _flip_last_byte(db_path: Path, table: str, column: str, row_id: int) -> None:
    """Flip the last bit of one sealed value (the GCM tag), keeping it a BLOB."""
    conn = sqlite3.connect(db_path)
    (value,) = conn.execute(f"SELECT {column} FROM {table} WHERE id = ?", (row_id,)).fetchone()
    conn.close()
    _tamper(
        db_path,
        f"UPDATE {table} SET {column} = ? WHERE id = ?",
        value[:-1] + bytes([value[-1] ^ 1]),
        row_id,
    )


def test_a_value_damaged_into_text_is_one_bad_row(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation()
    ids = [store.add_message(conv.id, "user", f"message {i}").id for i in range(2)]
    _tamper(
        db_path, "UPDATE messages SET text_sealed = CAST(X'FF00FE' AS TEXT) WHERE id = ?", ids[0]
    )
    assert [m.error is not None for m in store.messages(conv.id)] == [True, False]


def test_a_damaged_message_is_named_and_the_others_still_read(
    store: MemoryStore, db_path: Path
) -> None:
    conv = store.create_conversation()
    ids = [store.add_message(conv.id, "user", f"message {i}").id for i in range(3)]
    _flip_last_byte(db_path, "messages", "text_sealed", ids[1])

    with pytest.raises(CorruptRow) as caught:
        store.message(ids[1])
    assert str(caught.value) == (
        f"Row {ids[1]} of table 'messages' is damaged or was altered and cannot be "
        "decrypted; the other rows are unaffected."
    )
    listed = store.messages(conv.id)
    assert [m.text for m in listed] == ["message 0", "", "message 2"]
    assert listed[1].error == str(caught.value)
    assert store.message(ids[2]).text == "message 2"


def test_sealed_values_cannot_be_swapped_between_rows(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation()
    first = store.add_message(conv.id, "user", "I consent")
    second = store.add_message(conv.id, "user", "I do not consent")
    _tamper(
        db_path,
        "UPDATE messages SET text_sealed = (SELECT text_sealed FROM messages WHERE id = ?)"
        " WHERE id = ?",
        second.id,
        first.id,
    )
    with pytest.raises(CorruptRow):
        store.message(first.id)
    assert store.message(second.id).text == "I do not consent"


def test_a_message_moved_to_another_conversation_does_not_open(
    store: MemoryStore, db_path: Path
) -> None:
    here = store.create_conversation()
    there = store.create_conversation()
    moved = store.add_message(here.id, "user", "belongs here")
    _tamper(db_path, "UPDATE messages SET conversation_id = ? WHERE id = ?", there.id, moved.id)
    assert store.messages(there.id)[0].error is not None


def test_search_skips_a_damaged_hit(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation()
    bad = store.add_message(conv.id, "user", "boiler one")
    good = store.add_message(conv.id, "user", "boiler two")
    _flip_last_byte(db_path, "messages", "text_sealed", bad.id)
    assert [h.message_id for h in store.search("boiler")] == [good.id]


def test_damaged_fact_ledger_journal_and_vault(store: MemoryStore, db_path: Path) -> None:
    fact = store.remember("fact one")
    store.remember("fact two")
    entry = store.record_disclosure(DisclosureIn(worker="w", destination="d", payload=b"body"))
    store.journal("t", "event", {"a": 1})
    store.save_vault("c", {"[EMAIL_1]": "a@b.c"})
    _flip_last_byte(db_path, "facts", "text_sealed", fact.id)
    _flip_last_byte(db_path, "ledger", "payload_sealed", entry.id)
    _tamper(db_path, "DROP TRIGGER journal_no_update")
    _flip_last_byte(db_path, "journal", "payload_sealed", 1)
    _tamper(db_path, "UPDATE vault SET value_sealed = X'00'")

    facts = store.facts()
    assert [(f.text, f.error is not None) for f in facts] == [("", True), ("fact two", False)]
    with pytest.raises(CorruptRow, match="table 'ledger'"):
        store.disclosure_payload(entry.id)
    assert store.ledger()[0].byte_count == 4  # the metadata is still there
    assert store.journal_events("t")[0].error is not None
    with pytest.raises(CorruptRow, match="table 'vault'"):
        store.vault("c")


def test_rekey_refuses_to_drop_a_damaged_row(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation()
    bad = store.add_message(conv.id, "user", "damaged")
    store.add_message(conv.id, "user", "fine")
    _flip_last_byte(db_path, "messages", "text_sealed", bad.id)
    with pytest.raises(CorruptRow, match=f"Row {bad.id} of table 'messages'"):
        store.rekey(passphrase="new one")
    assert store.messages(conv.id)[1].text == "fine"


def test_a_file_that_is_not_sqlite_is_refused_and_kept(db_path: Path) -> None:
    db_path.write_bytes(b"these are not the bytes you are looking for" * 100)
    before = db_path.read_bytes()
    with pytest.raises(SchemaError, match="not an ARES memory database"):
        reopen(db_path)
    assert db_path.read_bytes() == before


def test_another_programs_sqlite_file_is_never_written_into(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("CREATE TABLE bookmarks (url TEXT)")
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(SchemaError, match="left untouched"):
        reopen(db_path)
    assert db_path.read_bytes() == before


def test_integrity_check_is_ok_on_a_fresh_store(store: MemoryStore) -> None:
    assert store.integrity_check() == "ok"
