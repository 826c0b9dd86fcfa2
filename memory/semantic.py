"""Facts and preferences, the pseudonym vault, working state and the scratchpad.

All values are sealed; keys (fact ids, placeholders, working keys, task ids) are not.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from memory.box import Box, next_id
from memory.crypto import aad
from memory.errors import CorruptRow, NotFound
from memory.records import Fact, to_datetime
from memory.sql import IN_LIST, Connection, Table, members
from memory.tables import FACT_INDEX, FACTS, SCRATCHPAD, VAULT, WORKING
from trust.sensitivity import Sensitivity

log = logging.getLogger("ares.memory")


def fact_aad(fact_id: int) -> bytes:
    return aad("facts", fact_id, "text")


def index_fact(conn: Connection, box: Box, fact_id: int, text: str, ts: float) -> None:
    """(Re)writes the fact's row of the blind index, as ``index_message`` does a message's."""
    conn.execute(f"DELETE FROM {FACT_INDEX} WHERE rowid = ?", (fact_id,))
    conn.execute(
        f"INSERT INTO {FACT_INDEX} (rowid, terms, ts) VALUES (?, ?, ?)",
        (fact_id, box.index.document(text), ts),
    )


def remember(
    conn: Connection,
    box: Box,
    text: str,
    *,
    sensitivity: Sensitivity = Sensitivity.PERSONAL,
    source: str = "person",
) -> Fact:
    fact_id = next_id(conn, "facts")
    now = box.clock()
    conn.insert(
        FACTS,
        {
            "id": fact_id,
            "text_sealed": box.sealer.seal(text, fact_aad(fact_id)),
            "sensitivity": Sensitivity(sensitivity).value,
            "source": source,
            "created_at": now,
            "updated_at": now,
        },
    )
    index_fact(conn, box, fact_id, text, now)
    return fact(conn, box, fact_id)


def _fact_row(conn: Connection, fact_id: int) -> Any:
    row = conn.execute("SELECT * FROM facts WHERE id = ?", (fact_id,)).first()
    if row is None:
        raise NotFound(f"No fact with id {fact_id}.")
    return row


def fact(conn: Connection, box: Box, fact_id: int) -> Fact:
    row = _fact_row(conn, fact_id)
    return _to_fact(row, box.open_text(row.text_sealed, fact_aad(row.id), "facts", row.id))


def facts(conn: Connection, box: Box) -> list[Fact]:
    rows = conn.execute("SELECT * FROM facts ORDER BY id").all()
    result = []
    for row in rows:
        try:
            text = box.open_text(row.text_sealed, fact_aad(row.id), "facts", row.id)
            result.append(_to_fact(row, text))
        except CorruptRow as exc:
            log.warning("%s", exc)
            result.append(_to_fact(row, "", error=str(exc)))
    return result


def _to_fact(row: Any, text: str, error: str | None = None) -> Fact:
    return Fact(
        id=row.id,
        text=text,
        sensitivity=Sensitivity(row.sensitivity),
        source=row.source,
        created_at=to_datetime(row.created_at),
        updated_at=to_datetime(row.updated_at),
        error=error,
    )


def update_fact(
    conn: Connection,
    box: Box,
    fact_id: int,
    *,
    text: str | None = None,
    sensitivity: Sensitivity | None = None,
) -> Fact:
    _fact_row(conn, fact_id)
    values: dict[str, Any] = {"updated_at": box.clock()}
    if text is not None:
        values["text_sealed"] = box.sealer.seal(text, fact_aad(fact_id))
    if sensitivity is not None:
        values["sensitivity"] = Sensitivity(sensitivity).value
    conn.update(FACTS, values, id=fact_id)
    if text is not None:
        index_fact(conn, box, fact_id, text, values["updated_at"])
    return fact(conn, box, fact_id)


def forget(conn: Connection, _box: Box, fact_id: int) -> None:
    """Delete the fact; its bytes are zeroed in the file (the store flushes the WAL)."""
    _fact_row(conn, fact_id)
    conn.delete(FACTS, id=fact_id)
    conn.execute(f"DELETE FROM {FACT_INDEX} WHERE rowid = ?", (fact_id,))
    # As for a deleted conversation: merging the segments drops the fact's tokens.
    conn.execute(f"INSERT INTO {FACT_INDEX} ({FACT_INDEX}) VALUES ('optimize')")


def vault_aad(conversation_id: str, placeholder: str) -> bytes:
    return aad("vault", conversation_id, placeholder)


def vault(conn: Connection, box: Box, conversation_id: str) -> dict[str, str]:
    """The whole mapping, or ``CorruptRow``: a vault with a silent gap would leave a
    placeholder unrestored or, worse, reassigned to another value."""
    rows = conn.execute("SELECT * FROM vault WHERE conversation_id = ?", (conversation_id,)).all()
    return {
        row.placeholder: box.open_text(
            row.value_sealed,
            vault_aad(conversation_id, row.placeholder),
            "vault",
            f"{conversation_id}/{row.placeholder}",
        )
        for row in rows
    }


def save_vault(conn: Connection, box: Box, conversation_id: str, entries: dict[str, str]) -> None:
    now = box.clock()
    for placeholder, value in entries.items():
        sealed = box.sealer.seal(value, vault_aad(conversation_id, placeholder))
        row = {"cid": conversation_id, "placeholder": placeholder, "sealed": sealed, "now": now}
        conn.execute(_SAVE_VAULT, row)


_SAVE_VAULT = """
INSERT INTO vault (conversation_id, placeholder, value_sealed, created_at)
VALUES (:cid, :placeholder, :sealed, :now)
ON CONFLICT (conversation_id, placeholder) DO UPDATE SET value_sealed = excluded.value_sealed
"""


def _put_json(
    conn: Connection, box: Box, table: Table, key_column: str, key: str, value: Any
) -> None:
    sealed = box.sealer.seal(json.dumps(value, ensure_ascii=False), aad(table.name, key))
    conn.execute(
        f"INSERT INTO {table.name} ({key_column}, value_sealed, updated_at) "
        "VALUES (:key, :sealed, :now) "
        f"ON CONFLICT ({key_column}) DO UPDATE SET "
        "value_sealed = excluded.value_sealed, updated_at = excluded.updated_at",
        {"key": key, "sealed": sealed, "now": box.clock()},
    )


def _get_json(conn: Connection, box: Box, table: Table, key_column: str, key: str) -> Any:
    row = conn.execute(
        f"SELECT value_sealed FROM {table.name} WHERE {key_column} = ?", (key,)
    ).first()
    if row is None:
        return None
    return json.loads(box.open_text(row.value_sealed, aad(table.name, key), table.name, key))


def _clear(conn: Connection, table: Table, key_column: str, key: str) -> None:
    conn.delete(table, **{key_column: key})


def set_working(conn: Connection, box: Box, key: str, value: dict[str, Any]) -> None:
    _put_json(conn, box, WORKING, "key", key, value)


def get_working(conn: Connection, box: Box, key: str) -> dict[str, Any] | None:
    value: dict[str, Any] | None = _get_json(conn, box, WORKING, "key", key)
    return value


def clear_working(conn: Connection, _box: Box, key: str) -> None:
    _clear(conn, WORKING, "key", key)


def all_working(conn: Connection, box: Box) -> dict[str, Any]:
    """Every working key and its value; a damaged one maps to its error."""
    result: dict[str, Any] = {}
    for key in conn.execute("SELECT key FROM working ORDER BY key").scalars():
        try:
            result[key] = get_working(conn, box, key)
        except CorruptRow as exc:
            result[key] = {"error": str(exc)}
    return result


def scratchpad_put(conn: Connection, box: Box, task_id: str, value: dict[str, Any]) -> None:
    _put_json(conn, box, SCRATCHPAD, "task_id", task_id, value)


def scratchpad_get(conn: Connection, box: Box, task_id: str) -> dict[str, Any] | None:
    value: dict[str, Any] | None = _get_json(conn, box, SCRATCHPAD, "task_id", task_id)
    return value


def scratchpad_clear(conn: Connection, _box: Box, task_id: str) -> None:
    """Call when the task ends, whatever its outcome."""
    _clear(conn, SCRATCHPAD, "task_id", task_id)


def clear_working_of(conn: Connection, conversation_id: str) -> None:
    """Working memory kept for one conversation (keys such as ``agent:ID`` or
    ``consent:ID:worker``): it goes with the conversation."""
    keys = conn.execute("SELECT key FROM working").scalars()
    doomed = [key for key in keys if conversation_id in key.split(":")]
    if doomed:
        conn.execute(f"DELETE FROM working WHERE key IN {IN_LIST}", {"ids": members(doomed)})


def clear_vault(conn: Connection, conversation_id: str) -> None:
    conn.delete(VAULT, conversation_id=conversation_id)
