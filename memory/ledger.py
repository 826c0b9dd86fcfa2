"""The disclosure ledger and the run journal: both append-only, payloads sealed.

Ledger metadata (worker, destination, model, class, kinds, placeholders, size, hash) is
kept in the clear: it says what kind of thing left and where, never a value. The exact
bytes that left are sealed next to it so the person can read them back.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

from memory.box import Box, next_id
from memory.crypto import OpenFailed, aad
from memory.errors import CorruptRow, NotFound
from memory.records import CallCost, DisclosureEntry, DisclosureIn, JournalEvent, to_datetime
from memory.sql import IN_LIST, Connection, members
from memory.tables import JOURNAL, LEDGER
from trust.sensitivity import Sensitivity

log = logging.getLogger("ares.memory")


def ledger_aad(entry_id: int) -> bytes:
    return aad("ledger", entry_id, "payload")


def journal_aad(event_id: int, turn_id: str) -> bytes:
    return aad("journal", event_id, turn_id)


def record_disclosure(conn: Connection, box: Box, entry: DisclosureIn) -> DisclosureEntry:
    entry_id = next_id(conn, "ledger")
    values: dict[str, Any] = {
        "id": entry_id,
        "at": box.clock(),
        "worker": entry.worker,
        "destination": entry.destination,
        "model": entry.model,
        "sensitivity": Sensitivity(entry.sensitivity).value,
        "kinds": json.dumps(sorted(set(entry.kinds))),
        "placeholders": json.dumps(sorted(set(entry.placeholders))),
        "consent_id": entry.consent_id,
        "byte_count": len(entry.payload),
        "sha256": hashlib.sha256(entry.payload).hexdigest(),
        "conversation_id": entry.conversation_id,
        "turn_id": entry.turn_id,
        "payload_sealed": box.sealer.seal(entry.payload, ledger_aad(entry_id)),
    }
    conn.insert(LEDGER, values)
    return _to_entry(values)


def _to_entry(row: Any) -> DisclosureEntry:
    get = (row if isinstance(row, dict) else row._asdict()).__getitem__
    return DisclosureEntry(
        id=get("id"),
        at=to_datetime(get("at")),
        worker=get("worker"),
        destination=get("destination"),
        model=get("model"),
        sensitivity=Sensitivity(get("sensitivity")),
        kinds=json.loads(get("kinds")),
        placeholders=json.loads(get("placeholders")),
        consent_id=get("consent_id"),
        byte_count=get("byte_count"),
        sha256=get("sha256"),
        conversation_id=get("conversation_id"),
        turn_id=get("turn_id"),
        tokens_in=_optional(get, "tokens_in"),
        tokens_out=_optional(get, "tokens_out"),
        money=_optional(get, "money"),
        currency=_optional(get, "currency"),
    )


def _optional(get: Any, column: str) -> Any:
    try:
        return get(column)
    except KeyError:  # a row just written: its cost comes later
        return None


def record_cost(conn: Connection, _box: Box, entry_id: int, cost: CallCost) -> None:
    """What the call filed under ``entry_id`` cost; written once."""
    values = {
        "tokens_in": cost.tokens_in,
        "tokens_out": cost.tokens_out,
        "money": cost.money,
        "currency": cost.currency,
    }
    if conn.update(LEDGER, values, id=entry_id) == 0:
        raise NotFound(f"No ledger entry with id {entry_id}.")


def ledger(conn: Connection, _box: Box, limit: int | None = 50) -> list[DisclosureEntry]:
    """The newest ``limit`` rows, newest first (``None``: every row)."""
    rows = conn.execute(
        "SELECT * FROM ledger ORDER BY id DESC LIMIT ?", (-1 if limit is None else limit,)
    ).all()
    return [_to_entry(row) for row in rows]


def disclosure(conn: Connection, _box: Box, entry_id: int) -> DisclosureEntry:
    row = conn.execute("SELECT * FROM ledger WHERE id = ?", (entry_id,)).first()
    if row is None:
        raise NotFound(f"No ledger entry with id {entry_id}.")
    return _to_entry(row)


def disclosure_payload(conn: Connection, box: Box, entry_id: int) -> bytes:
    row = conn.execute(
        "SELECT payload_sealed, sha256 FROM ledger WHERE id = ?", (entry_id,)
    ).first()
    if row is None:
        raise NotFound(f"No ledger entry with id {entry_id}.")
    try:
        payload = box.sealer.open(row.payload_sealed, ledger_aad(entry_id))
    except OpenFailed:
        raise CorruptRow("ledger", entry_id) from None
    if hashlib.sha256(payload).hexdigest() != row.sha256:
        raise CorruptRow("ledger", entry_id)
    return payload


def journal(
    conn: Connection,
    box: Box,
    turn_id: str,
    event: str,
    payload: dict[str, Any],
    *,
    conversation_id: str | None = None,
    parent_turn_id: str | None = None,
) -> None:
    event_id = next_id(conn, "journal")
    body = json.dumps(payload, ensure_ascii=False, default=str)
    conn.insert(
        JOURNAL,
        {
            "id": event_id,
            "turn_id": turn_id,
            "parent_turn_id": parent_turn_id,
            "conversation_id": conversation_id,
            "event": event,
            "payload_sealed": box.sealer.seal(body, journal_aad(event_id, turn_id)),
            "at": box.clock(),
        },
    )


# The turn and every turn started under it, at any depth: one indexed walk.
_TURN_TREE = """
    WITH RECURSIVE tree(turn_id) AS (
        SELECT :turn_id
        UNION
        SELECT journal.turn_id FROM journal JOIN tree ON journal.parent_turn_id = tree.turn_id
    )
    SELECT turn_id FROM tree
    """


def journal_events(
    conn: Connection, box: Box, turn_id: str, *, descendants: bool = False
) -> list[JournalEvent]:
    """One turn's events; with ``descendants``, also those of every turn under it."""
    turns = [turn_id]
    if descendants:
        turns = conn.execute(_TURN_TREE, {"turn_id": turn_id}).scalars()
    rows = conn.execute(
        f"SELECT * FROM journal WHERE turn_id IN {IN_LIST} ORDER BY id", {"ids": members(turns)}
    ).all()
    return [_to_event(box, row) for row in rows]


def recent_journal(conn: Connection, box: Box, limit: int = 200) -> list[JournalEvent]:
    """The latest events, oldest first."""
    rows = conn.execute("SELECT * FROM journal ORDER BY id DESC LIMIT ?", (limit,)).all()
    return [_to_event(box, row) for row in reversed(rows)]


def all_journal_events(conn: Connection, box: Box) -> list[JournalEvent]:
    rows = conn.execute("SELECT * FROM journal ORDER BY id").all()
    return [_to_event(box, row) for row in rows]


def _to_event(box: Box, row: Any) -> JournalEvent:
    error = None
    try:
        payload = json.loads(
            box.open_text(row.payload_sealed, journal_aad(row.id, row.turn_id), "journal", row.id)
        )
    except CorruptRow as exc:
        log.warning("%s", exc)
        payload, error = {}, str(exc)
    return JournalEvent(
        id=row.id,
        turn_id=row.turn_id,
        conversation_id=row.conversation_id,
        parent_turn_id=row.parent_turn_id,
        event=row.event,
        payload=payload,
        at=to_datetime(row.at),
        error=error,
    )
