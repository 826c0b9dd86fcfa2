"""Schema versions: a new file gets the latest; every earlier version upgrades; a failed
upgrade changes nothing; a file from a newer ARES is refused untouched."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memory import Enrichment, MemoryStore, RanAs, SchemaError, bootstrap, migrations
from memory.box import Box, next_id
from memory.migrations import Migration
from memory.semantic import fact_aad
from memory.sql import Connection
from memory.tables import FACTS, TABLES
from tests.memory.conftest import FAST, PASSPHRASE, reopen

Shape = dict[str, set[tuple[str, bool, bool]]]  # table -> (column, required, primary key)


def _columns(db_path: Path) -> Shape:
    conn = sqlite3.connect(db_path)
    try:
        return {
            name: {
                # SQLite reports an INTEGER PRIMARY KEY as nullable: a key counts as required.
                (col[1], bool(col[3]) or bool(col[5]), bool(col[5]))
                for col in conn.execute(f"PRAGMA table_info({name})")
            }
            for name in TABLES
        }
    finally:
        conn.close()


def _declared() -> Shape:
    return {
        name: {(c.name, not c.nullable or c.primary_key, c.primary_key) for c in t.columns}
        for name, t in TABLES.items()
    }


def _version(db_path: Path) -> int:
    conn = sqlite3.connect(db_path)
    try:
        return int(conn.execute("SELECT version FROM schema_version").fetchone()[0])
    finally:
        conn.close()


def test_a_new_file_has_the_latest_schema_as_declared(store: MemoryStore, db_path: Path) -> None:
    store.close()
    assert _version(db_path) == migrations.latest()
    assert _columns(db_path) == _declared()


def _build_at(db_path: Path, version: int) -> None:
    if version == 0:
        db_path.write_bytes(b"")  # an empty file, as a crash before the first commit leaves
        return
    db, _key = bootstrap.create(db_path, PASSPHRASE, FAST, schema=version)
    db.close()


@pytest.mark.parametrize("version", range(migrations.latest()))
def test_upgrade_from_every_earlier_version(db_path: Path, version: int) -> None:
    _build_at(db_path, version)
    with reopen(db_path) as store:
        conv = store.create_conversation("after upgrade")
        store.add_message(conv.id, "user", "works")
        assert store.search("works")[0].conversation_id == conv.id
        # v4: a message records the persona it ran under, and an answer its enrichment
        ran_as = RanAs(agent="helper", persona="pirate", persona_label="Pirate")
        answer = store.add_message(conv.id, "assistant", "arr", ran_as=ran_as)
        store.enrich_message(answer.id, Enrichment(intent="greeting", keywords=["arr"]))
        plain, stamped = store.messages(conv.id)
        assert plain.ran_as is None and stamped.ran_as == ran_as
        assert stamped.enrichment == Enrichment(intent="greeting", keywords=["arr"])
    assert _version(db_path) == migrations.latest()
    assert _columns(db_path) == _declared()


NEXT = migrations.latest() + 1  # a hypothetical next version


def _next_pinned(conn: Connection, box: Box | None) -> None:
    conn.execute("ALTER TABLE conversations ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0")
    assert box is not None  # a migration may re-seal values with the store's key
    conn.execute("UPDATE conversations SET pinned = 1")


def test_a_next_version_slots_in_and_runs_once(
    store: MemoryStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conv = store.create_conversation("before the next version")
    store.add_message(conv.id, "user", "kept across the upgrade")
    store.close()
    calls: list[int] = []

    def counted(conn: Connection, box: Box | None) -> None:
        calls.append(1)
        _next_pinned(conn, box)

    monkeypatch.setattr(
        migrations, "MIGRATIONS", [*migrations.MIGRATIONS, Migration(NEXT, "pin", counted)]
    )
    with reopen(db_path) as again:
        assert again.messages(conv.id)[0].text == "kept across the upgrade"
    with reopen(db_path):
        pass
    assert calls == [1]
    assert _version(db_path) == NEXT


def test_a_failing_migration_changes_nothing(
    store: MemoryStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conv = store.create_conversation("before")
    store.add_message(conv.id, "user", "untouched")
    store.close()
    before = db_path.read_bytes()

    def broken(conn: Connection, _box: Box | None) -> None:
        conn.execute("CREATE TABLE half_done (x INTEGER)")
        raise RuntimeError("disk full, say")

    monkeypatch.setattr(
        migrations, "MIGRATIONS", [*migrations.MIGRATIONS, Migration(NEXT, "broken", broken)]
    )
    latest = NEXT - 1
    with pytest.raises(
        SchemaError, match=rf"version {NEXT} \(broken\) failed.*unchanged at version {latest}"
    ):
        reopen(db_path)
    assert db_path.read_bytes() == before
    monkeypatch.undo()
    with reopen(db_path) as again:
        assert again.messages(conv.id)[0].text == "untouched"


def test_facts_written_before_the_fact_index_are_found_after_the_upgrade(db_path: Path) -> None:
    db, data_key = bootstrap.create(db_path, PASSPHRASE, FAST, schema=1)
    with db.write() as conn:  # a version-1 store wrote these: no fact index existed
        box = Box.from_key(data_key)
        for text in ("My sister lives in Porto", "I am allergic to penicillin"):
            fact_id = next_id(conn, "facts")
            conn.insert(
                FACTS,
                {
                    "id": fact_id,
                    "text_sealed": box.sealer.seal(text, fact_aad(fact_id)),
                    "sensitivity": "personal",
                    "source": "person",
                    "created_at": 1.0,
                    "updated_at": 1.0,
                },
            )
    db.close()
    with reopen(db_path) as store:
        [hit] = store.search_facts("which penicillin")
        assert {f.id: f.text for f in store.facts()}[hit.fact_id] == "I am allergic to penicillin"
        assert "penicillin" in hit.snippet
        assert [h.fact_id for h in store.search_facts("Porto")] == [1]
    assert _version(db_path) == migrations.latest()


def test_a_file_from_a_newer_ares_is_refused_untouched(store: MemoryStore, db_path: Path) -> None:
    store.close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE schema_version SET version = 99")
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(SchemaError, match="version 99, newer than this ARES"):
        MemoryStore.open(db_path, passphrase=PASSPHRASE)
    assert db_path.read_bytes() == before
