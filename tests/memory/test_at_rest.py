"""Evidence: what a stolen laptop's disk holds. The raw bytes of the database file, its
WAL and its shared-memory file contain none of the sensitive strings written through
the store — and search still finds the conversation."""

from __future__ import annotations

from pathlib import Path

from memory import DisclosureIn, Enrichment, MemoryStore
from tests.memory.conftest import PASSPHRASE, reopen
from trust.sensitivity import Sensitivity

SECRETS = {
    "title": "Boiler and the Hendricks diagnosis",
    "message": "The boiler at 42 Wallaby Way leaks; Dr Okonkwo says my HbA1c is 9.1%",
    "answer": "Call Plumbfix on 07700 900461 and ask about the thermocouple",
    "fact": "My IBAN is GB82 WEST 1234 5698 7654 32",
    "vault": "maja.lindqvist@example.org",
    "journal": "sk-live-51Habcdefghijklmnopqrstuvwx",
    "ledger": "Zephyrine Quarterbridge",
    "working": "surprise party for Anneliese",
    "scratch": "draft letter to the tribunal",
    "enrichment": "Quarrelsome landlord Brattwhistle",
}


def _needles() -> list[bytes]:
    """Every full string, and every distinctive word of them, in the encodings SQLite
    could use, in both the original case and lower case."""
    words = {w for text in SECRETS.values() for w in text.replace(";", " ").split() if len(w) > 5}
    found = []
    for text in [*SECRETS.values(), *words, PASSPHRASE]:
        for variant in {text, text.lower()}:
            found += [variant.encode("utf-8"), variant.encode("utf-16-le")]
    return found


def _fill(store: MemoryStore) -> str:
    conv = store.create_conversation(SECRETS["title"])
    store.add_message(conv.id, "user", SECRETS["message"], sensitivity=Sensitivity.SENSITIVE)
    answer = store.add_message(conv.id, "assistant", "", worker="local", state="streaming")
    store.append_to_message(answer.id, SECRETS["answer"][:20])
    store.append_to_message(answer.id, SECRETS["answer"][20:])
    store.finish_message(answer.id)
    store.enrich_message(answer.id, Enrichment(intent=SECRETS["enrichment"], keywords=["x"]))
    store.remember(SECRETS["fact"], sensitivity=Sensitivity.SENSITIVE)
    store.save_vault(conv.id, {"[EMAIL_1]": SECRETS["vault"]})
    store.journal("turn-1", "dispatched", {"leaked": SECRETS["journal"]}, conversation_id=conv.id)
    store.record_disclosure(
        DisclosureIn(worker="cloud", destination="https://api", payload=SECRETS["ledger"].encode())
    )
    store.set_working("task", {"what": SECRETS["working"]})
    store.scratchpad_put("task-1", {"note": SECRETS["scratch"]})
    return conv.id


def _raw(db_path: Path) -> dict[str, bytes]:
    files = [db_path, *(db_path.with_name(db_path.name + s) for s in ("-wal", "-shm"))]
    return {f.name: f.read_bytes() for f in files if f.exists()}


def _leaks(raw: dict[str, bytes]) -> list[str]:
    return [
        f"{needle!r} in {name}"
        for name, data in raw.items()
        for needle in _needles()
        if needle in data
    ]


def test_nothing_sensitive_in_the_file_or_its_wal_while_open(
    store: MemoryStore, db_path: Path
) -> None:
    conv_id = _fill(store)
    raw = _raw(db_path)
    assert db_path.name + "-wal" in raw and len(raw[db_path.name + "-wal"]) > 0
    assert _leaks(raw) == []
    hits = store.search("what did I say about the boiler")
    assert [h.conversation_id for h in hits] == [conv_id]
    assert "boiler" in hits[0].snippet


def test_nothing_sensitive_after_close_and_search_still_finds_it(
    store: MemoryStore, db_path: Path
) -> None:
    conv_id = _fill(store)
    store.close()
    assert _leaks(_raw(db_path)) == []
    with reopen(db_path) as again:
        assert again.search("thermocouple")[0].conversation_id == conv_id
        assert again.search("Okonkwo HbA1c")[0].conversation_id == conv_id


def test_the_sanity_check_would_catch_plaintext(tmp_path: Path) -> None:
    """The scan itself works: the same text in a plain SQLite file is found."""
    import sqlite3

    plain = tmp_path / "plain.db"
    with sqlite3.connect(plain) as conn:
        conn.execute("CREATE TABLE t (x TEXT)")
        conn.execute("INSERT INTO t VALUES (?)", (SECRETS["message"],))
    conn.close()
    assert _leaks(_raw(plain)) != []


def _sealed(store: MemoryStore, sql: str) -> bytes:
    (value,) = store._db.conn.execute(sql).one()
    return bytes(value)


def test_forgotten_facts_and_deleted_conversations_leave_no_bytes(
    store: MemoryStore, db_path: Path
) -> None:
    fact = store.remember("to be forgotten")
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "to be deleted")
    store.set_working(f"summary:{conv.id}", {"text": "a summary to be deleted", "through": 1})
    store.set_working(f"consent:{conv.id}:gpt", {"answer": "send"})
    store.set_working("kept", {"other": "state"})
    summary = _sealed(store, f"SELECT value_sealed FROM working WHERE key = 'summary:{conv.id}'")
    fact_bytes = _sealed(store, f"SELECT text_sealed FROM facts WHERE id = {fact.id}")
    message_bytes = _sealed(store, "SELECT text_sealed FROM messages")
    terms = _sealed(store, "SELECT CAST(terms AS BLOB) FROM message_index")
    store.forget(fact.id)
    store.delete_conversation(conv.id)
    assert store.get_working(f"summary:{conv.id}") is None
    assert store.get_working(f"consent:{conv.id}:gpt") is None
    assert store.get_working("kept") == {"other": "state"}
    for name, data in _raw(db_path).items():  # while still open: file and WAL
        for gone in (fact_bytes, message_bytes, terms, summary):
            assert gone not in data, name


def test_the_files_are_private_to_the_person(store: MemoryStore, db_path: Path) -> None:
    import stat

    store.create_conversation("x")
    for name in ("", "-wal", "-shm"):
        mode = stat.S_IMODE(db_path.with_name(db_path.name + name).stat().st_mode)
        assert mode == 0o600, (name, oct(mode))
