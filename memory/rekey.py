"""Rotating the keys: a new data key, every sealed value re-sealed, the blind index
rebuilt, new envelopes, in one transaction.

A new master key goes to the keyring under the next generation's entry name *before*
the commit, and the old entries are deleted only *after* it, so a crash at any point
leaves a database that opens with one key or the other. Afterwards the file is
vacuumed and the WAL truncated, so old ciphertexts and the old envelope do not linger
in free pages where the old key could still open them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from memory import append_only, bootstrap, keys
from memory.attachments import attachment_aad, file_texts
from memory.box import Box
from memory.crypto import OpenFailed, aad, new_key
from memory.database import Database
from memory.episodic import conversation_aad, enrichment_aad, index_message, message_aad
from memory.errors import CorruptRow
from memory.keys import ScryptCost
from memory.ledger import journal_aad, ledger_aad
from memory.plans import plan_aad, step_aad
from memory.runs import run_aad
from memory.schedules import schedule_aad
from memory.semantic import fact_aad, index_fact, vault_aad
from memory.sql import Connection, Table
from memory.tables import (
    ATTACHMENTS,
    CONVERSATIONS,
    FACT_INDEX,
    FACTS,
    JOURNAL,
    KEY_ENVELOPES,
    LEDGER,
    MESSAGE_INDEX,
    MESSAGES,
    META,
    PLAN_STEPS,
    PLANS,
    RUNS,
    SCHEDULES,
    SCRATCHPAD,
    VAULT,
    WORKING,
)

log = logging.getLogger("ares.memory")

Aad = Callable[[Any], bytes]

# Every sealed column, with the associated data of its row and the key of that row.
SEALED: list[tuple[Table, str, Aad, tuple[str, ...]]] = [
    (CONVERSATIONS, "title_sealed", lambda r: conversation_aad(r.id), ("id",)),
    (MESSAGES, "text_sealed", lambda r: message_aad(r.id, r.conversation_id), ("id",)),
    (MESSAGES, "enrichment_sealed", lambda r: enrichment_aad(r.id, r.conversation_id), ("id",)),
    (FACTS, "text_sealed", lambda r: fact_aad(r.id), ("id",)),
    (
        VAULT,
        "value_sealed",
        lambda r: vault_aad(r.conversation_id, r.placeholder),
        ("conversation_id", "placeholder"),
    ),
    (LEDGER, "payload_sealed", lambda r: ledger_aad(r.id), ("id",)),
    (JOURNAL, "payload_sealed", lambda r: journal_aad(r.id, r.turn_id), ("id",)),
    (WORKING, "value_sealed", lambda r: aad("working", r.key), ("key",)),
    (SCRATCHPAD, "value_sealed", lambda r: aad("scratchpad", r.task_id), ("task_id",)),
    (SCHEDULES, "task_sealed", lambda r: schedule_aad(r.id), ("id",)),
    (RUNS, "task_sealed", lambda r: run_aad(r.id, "task"), ("id",)),
    (RUNS, "error_sealed", lambda r: run_aad(r.id, "error"), ("id",)),
    (PLANS, "spec_sealed", lambda r: plan_aad(r.id, "spec"), ("id",)),
    (PLANS, "answer_sealed", lambda r: plan_aad(r.id, "answer"), ("id",)),
    (
        PLAN_STEPS,
        "state_sealed",
        lambda r: step_aad(r.plan_id, r.position),
        ("plan_id", "position"),
    ),
    (
        ATTACHMENTS,
        "name_sealed",
        lambda r: attachment_aad(r.id, r.message_id, r.conversation_id, "name"),
        ("id",),
    ),
    (
        ATTACHMENTS,
        "text_sealed",
        lambda r: attachment_aad(r.id, r.message_id, r.conversation_id, "text"),
        ("id",),
    ),
]


def rekey(db: Database, old: Box, passphrase: str | None, cost: ScryptCost) -> Box:
    data_key = new_key()
    new = Box.from_key(data_key, old.clock)
    with db.write() as conn:
        db_id = bootstrap.meta(conn, "db_id")
        generation = int(bootstrap.meta(conn, "key_generation")) + 1
        old_refs = [e.key_ref for e in bootstrap.load_envelopes(conn) if e.key_ref]
        envelopes = keys.new_envelopes(data_key, db_id, generation, passphrase, cost, str(db.path))
        for name in append_only.TABLES:
            append_only.drop_triggers(conn, name)
        for table, column, row_aad, key_columns in SEALED:
            _reseal_table(conn, old, new, table, column, row_aad, key_columns)
        for name in append_only.TABLES:
            for statement in append_only.triggers(name):
                conn.execute(statement)
        _rebuild_index(conn, new)
        conn.delete(KEY_ENVELOPES)
        bootstrap.save_envelopes(conn, envelopes, now=old.clock())
        conn.update(META, {"value": str(generation)}, key="key_generation")
    for ref in old_refs:
        keys.keyring_delete(ref)
    db.compact()
    log.info("memory keys rotated (generation %d, %s)", generation, envelopes[0].method)
    return new


def _reseal_table(
    conn: Connection,
    old: Box,
    new: Box,
    table: Table,
    column: str,
    row_aad: Aad,
    key_columns: tuple[str, ...],
) -> None:
    for row in conn.execute(f"SELECT * FROM {table.name}").all():
        if getattr(row, column) is None:
            continue  # a nullable sealed column not written (a run's error, a plan's answer,
            # a message's enrichment)
        associated = row_aad(row)
        try:
            plain = old.sealer.open(getattr(row, column), associated)
        except OpenFailed:
            # Refuse rather than drop: the person decides what to do with a damaged row.
            row_id = "/".join(str(getattr(row, k)) for k in key_columns)
            raise CorruptRow(table.name, row_id) from None
        where = {k: getattr(row, k) for k in key_columns}
        conn.update(table, {column: new.sealer.seal(plain, associated)}, **where)


def _rebuild_index(conn: Connection, box: Box) -> None:
    conn.execute(f"DELETE FROM {MESSAGE_INDEX}")
    rows = conn.execute("SELECT * FROM messages WHERE state != 'streaming'").all()
    files = file_texts(conn, box)  # indexed with their message, as when it was stored
    for row in rows:
        text = box.sealer.open_text(row.text_sealed, message_aad(row.id, row.conversation_id))
        index_message(conn, box, row.id, text, row.created_at, files.get(row.id, []))
    conn.execute(f"DELETE FROM {FACT_INDEX}")
    for fact in conn.execute("SELECT * FROM facts").all():
        text = box.sealer.open_text(fact.text_sealed, fact_aad(fact.id))
        index_fact(conn, box, fact.id, text, fact.updated_at)
