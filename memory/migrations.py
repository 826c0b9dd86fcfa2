"""Schema versions and the forward migrations between them.

Each migration is frozen once released: it is the SQL that turned version N-1 into N
on real people's files, so it is never edited, only followed by another. To add v2,
append ``Migration(2, "what changes", _v2)`` and update ``tables.py`` to match; the
tests then upgrade a database built at every earlier version and check the result
against the declarations.

All pending migrations run in the caller's single write transaction: an upgrade either
completes or leaves the file exactly as it was. A migration gets the connection and
the store's ``Box`` (a later version may need to re-seal or index values; ``None`` when
the file is being created and holds nothing yet), never the keys themselves. The
append-only triggers of the ledger and the journal are ``append_only``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from memory import append_only
from memory.box import Box
from memory.errors import CorruptRow, SchemaError
from memory.semantic import fact_aad, index_fact
from memory.sql import Connection


@dataclass(frozen=True)
class Migration:
    version: int
    summary: str
    apply: Callable[[Connection, Box | None], None]


V1_SCHEMA = """
CREATE TABLE schema_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE key_envelopes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    method TEXT NOT NULL,
    key_ref TEXT,
    kdf_salt BLOB,
    kdf_n INTEGER,
    kdf_r INTEGER,
    kdf_p INTEGER,
    wrapped BLOB NOT NULL,
    created_at REAL NOT NULL
);
CREATE TABLE conversations (
    id TEXT PRIMARY KEY,
    title_sealed BLOB NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX ix_conversations_updated_at ON conversations (updated_at);
CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT NOT NULL REFERENCES conversations (id),
    role TEXT NOT NULL,
    text_sealed BLOB NOT NULL,
    worker TEXT,
    sensitivity TEXT NOT NULL,
    state TEXT NOT NULL,
    writer TEXT,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX ix_messages_conversation_id ON messages (conversation_id, id);
CREATE INDEX ix_messages_state ON messages (state);
CREATE TABLE facts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text_sealed BLOB NOT NULL,
    sensitivity TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE TABLE vault (
    conversation_id TEXT NOT NULL,
    placeholder TEXT NOT NULL,
    value_sealed BLOB NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (conversation_id, placeholder)
);
CREATE TABLE ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at REAL NOT NULL,
    worker TEXT NOT NULL,
    destination TEXT NOT NULL,
    model TEXT NOT NULL,
    sensitivity TEXT NOT NULL,
    kinds TEXT NOT NULL,
    placeholders TEXT NOT NULL,
    consent_id TEXT,
    byte_count INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    conversation_id TEXT,
    turn_id TEXT,
    payload_sealed BLOB NOT NULL
);
CREATE INDEX ix_ledger_at ON ledger (at);
CREATE TABLE journal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    turn_id TEXT NOT NULL,
    conversation_id TEXT,
    event TEXT NOT NULL,
    payload_sealed BLOB NOT NULL,
    at REAL NOT NULL
);
CREATE INDEX ix_journal_turn_id ON journal (turn_id, id);
CREATE TABLE working (key TEXT PRIMARY KEY, value_sealed BLOB NOT NULL, updated_at REAL NOT NULL);
CREATE TABLE scratchpad (
    task_id TEXT PRIMARY KEY,
    value_sealed BLOB NOT NULL,
    updated_at REAL NOT NULL
);
-- The blind index: one row per message (rowid = message id), its distinct keyed word
-- hashes as the only indexed column. detail=none: no positions are needed (no phrase
-- queries over hashes), which also keeps word order out of the file.
CREATE VIRTUAL TABLE message_index USING fts5 (
    terms, ts UNINDEXED, tokenize = 'ascii', detail = 'none'
);
"""


def _v1(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V1_SCHEMA):
        conn.execute(statement)
    for name in append_only.TABLES:
        for statement in append_only.v1_triggers(name):
            conn.execute(statement)
    conn.execute("INSERT INTO schema_version (id, version) VALUES (1, 0)")


V2_SCHEMA = """
-- A sub-thread: a child turn's own conversation, under the turn that started it.
ALTER TABLE conversations ADD COLUMN parent_conversation_id TEXT;
ALTER TABLE conversations ADD COLUMN parent_turn_id TEXT;
CREATE INDEX ix_conversations_parent_conversation_id ON conversations (parent_conversation_id);
-- "Everything that happened under this task" is one query over the journal.
ALTER TABLE journal ADD COLUMN parent_turn_id TEXT;
CREATE INDEX ix_journal_parent_turn_id ON journal (parent_turn_id);
-- What each call cost, as the worker reported it.
ALTER TABLE ledger ADD COLUMN tokens_in INTEGER;
ALTER TABLE ledger ADD COLUMN tokens_out INTEGER;
ALTER TABLE ledger ADD COLUMN money REAL;
ALTER TABLE ledger ADD COLUMN currency TEXT;
DROP TRIGGER IF EXISTS ledger_no_update;
DROP TRIGGER IF EXISTS ledger_no_delete
"""


def _v2(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V2_SCHEMA):
        conn.execute(statement)
    for statement in append_only.triggers("ledger"):
        conn.execute(statement)


# Facts get a blind index of their own (rowid = fact id): the message index's rowids are
# message ids, and a shared table would mix the two id spaces.
V3_FACT_INDEX = """
CREATE VIRTUAL TABLE fact_index USING fts5 (
    terms, ts UNINDEXED, tokenize = 'ascii', detail = 'none'
)
"""


def _v3(conn: Connection, box: Box | None) -> None:
    conn.execute(V3_FACT_INDEX)
    if box is None:
        return  # a file being created: no facts to index yet
    rows = conn.execute("SELECT * FROM facts").all()
    for row in rows:
        try:
            text = box.open_text(row.text_sealed, fact_aad(row.id), "facts", row.id)
        except CorruptRow:
            continue  # unreadable already; the facts list shows it, the index cannot help
        index_fact(conn, box, row.id, text, row.updated_at)


# Each message says which agent and persona it ran under (id and label, as the turn
# resolved them at its start: metadata like the worker); an answer may carry the local
# model's ambient enrichment (intent and keywords: derived from the text, so sealed).
V4_SCHEMA = """
ALTER TABLE messages ADD COLUMN agent TEXT;
ALTER TABLE messages ADD COLUMN persona TEXT;
ALTER TABLE messages ADD COLUMN persona_label TEXT;
ALTER TABLE messages ADD COLUMN enrichment_sealed BLOB
"""


def _v4(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V4_SCHEMA):
        conn.execute(statement)


# Background delegations: one durable row per run, settled once (delivered, failed or
# cancelled); the answer is posted as a message of its own that names its run.
V5_SCHEMA = """
CREATE TABLE runs (
    id TEXT PRIMARY KEY,
    agent TEXT NOT NULL,
    status TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    parent_turn_id TEXT NOT NULL,
    depth INTEGER NOT NULL,
    chain TEXT NOT NULL,
    task_sealed BLOB NOT NULL,
    error_sealed BLOB,
    message_id INTEGER,
    owner TEXT,
    cancel_requested_at REAL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    finished_at REAL
);
CREATE INDEX ix_runs_status ON runs (status);
CREATE INDEX ix_runs_created_at ON runs (created_at);
ALTER TABLE messages ADD COLUMN run_id TEXT
"""


def _v5(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V5_SCHEMA):
        conn.execute(statement)


# Tasks on a timetable: `ares schedule`, fired by the window or `ares schedule run-due`.
V7_SCHEDULES = """
CREATE TABLE schedules (
    id TEXT PRIMARY KEY,
    task_sealed BLOB NOT NULL,
    every_seconds INTEGER,
    cron TEXT,
    agent TEXT,
    catch_up TEXT NOT NULL,
    created_at REAL NOT NULL,
    next_run REAL NOT NULL,
    last_run REAL,
    last_status TEXT,
    last_reason TEXT,
    last_turn_id TEXT,
    last_conversation_id TEXT,
    runs INTEGER NOT NULL
);
CREATE INDEX ix_schedules_next_run ON schedules (next_run)
"""


def _v7(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V7_SCHEDULES):
        conn.execute(statement)


def _statements(script: str) -> list[str]:
    lines = [line for line in script.splitlines() if not line.lstrip().startswith("--")]
    return [part.strip() for part in "\n".join(lines).split(";") if part.strip()]


# Plans, journaled step by step (app/controller/plans/): what they say is sealed.
V6_PLANS = """
CREATE TABLE plans (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    spec_sealed BLOB NOT NULL,
    answer_sealed BLOB,
    conversation_id TEXT,
    writer TEXT,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX ix_plans_status ON plans (status);
CREATE INDEX ix_plans_created_at ON plans (created_at);
CREATE TABLE plan_steps (
    plan_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    status TEXT NOT NULL,
    worker TEXT,
    turn_id TEXT,
    attempts INTEGER NOT NULL,
    started_at REAL,
    finished_at REAL,
    state_sealed BLOB,
    tokens_in INTEGER,
    tokens_out INTEGER,
    money REAL,
    currency TEXT,
    PRIMARY KEY (plan_id, position)
)
"""


def _v6(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V6_PLANS):
        conn.execute(statement)


# Files sent with a message: their name and text sealed like the message's.
V8_ATTACHMENTS = """
CREATE TABLE attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES messages (id),
    conversation_id TEXT NOT NULL,
    name_sealed BLOB NOT NULL,
    text_sealed BLOB NOT NULL,
    media_type TEXT NOT NULL,
    size_bytes INTEGER NOT NULL,
    pages INTEGER,
    sensitivity TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE INDEX ix_attachments_message_id ON attachments (message_id);
CREATE INDEX ix_attachments_conversation_id ON attachments (conversation_id)
"""


def _v8(conn: Connection, _box: Box | None) -> None:
    for statement in _statements(V8_ATTACHMENTS):
        conn.execute(statement)


MIGRATIONS: list[Migration] = [
    Migration(1, "initial schema", _v1),
    Migration(2, "turn lineage and costs", _v2),
    Migration(3, "facts in the search index", _v3),
    Migration(4, "messages record their agent, persona and enrichment", _v4),
    Migration(5, "background delegation runs", _v5),
    Migration(6, "plans and their steps", _v6),
    Migration(7, "schedules", _v7),
    Migration(8, "files sent with a message", _v8),
]


def latest() -> int:
    return MIGRATIONS[-1].version


def current_version(conn: Connection) -> int:
    """0 for a file without our schema; else the version recorded in it."""
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).first()
    if exists is None:
        return 0
    row = conn.execute("SELECT version FROM schema_version WHERE id = 1").first()
    return int(row[0]) if row else 0


def check_supported(version: int, where: str) -> None:
    if version > latest():
        raise SchemaError(
            f"The memory database {where} has schema version {version}, newer than this "
            f"ARES understands ({latest()}); update ARES. Nothing was changed."
        )


def migrate(conn: Connection, box: Box | None, *, target: int | None = None) -> list[int]:
    """Apply every migration above the file's version, in the caller's transaction."""
    goal = latest() if target is None else target
    start = current_version(conn)
    applied = []
    for migration in MIGRATIONS:
        if start < migration.version <= goal:
            try:
                migration.apply(conn, box)
            except Exception as exc:
                raise SchemaError(
                    f"Upgrading the memory database to version {migration.version} "
                    f"({migration.summary}) failed: {type(exc).__name__}. It was left "
                    f"unchanged at version {start}."
                ) from exc
            conn.execute("UPDATE schema_version SET version = ? WHERE id = 1", (migration.version,))
            applied.append(migration.version)
    return applied
