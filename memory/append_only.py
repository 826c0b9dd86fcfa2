"""The ledger and the journal are append-only: the triggers that keep them so, as v1
created them and as the latest schema has them.

Their own module because two writers of the schema need them: the migrations create
them, and a rekey drops and re-creates them around rewriting the sealed columns.
"""

from __future__ import annotations

from memory.sql import Connection

# The ledger and the journal are append-only; these triggers stop our own bugs (anyone
# who can write the file can drop them, which is why the payloads are sealed).
TABLES = ("ledger", "journal")

# Since v2 a ledger row's cost is written once, after the answer (the row itself is
# written before the bytes leave, when nobody knows the cost yet); every other column
# stays immutable. A migration that adds a ledger column adds it to this list.
_LEDGER_FIXED = (
    "id, at, worker, destination, model, sensitivity, kinds, placeholders, consent_id, "
    "byte_count, sha256, conversation_id, turn_id, payload_sealed"
)
_LEDGER_COST = "tokens_in, tokens_out, money, currency"


def v1_triggers(table_name: str) -> list[str]:
    """Frozen: the triggers v1 created."""
    return [
        f"CREATE TRIGGER {table_name}_no_{verb} BEFORE {verb.upper()} ON {table_name} "
        f"BEGIN SELECT RAISE(ABORT, '{table_name} is append-only'); END"
        for verb in ("update", "delete")
    ]


def triggers(table_name: str) -> list[str]:
    """The triggers of the latest schema (rekey drops and re-creates them)."""
    if table_name != "ledger":
        return v1_triggers(table_name)
    return [
        "CREATE TRIGGER ledger_no_update BEFORE UPDATE OF "
        f"{_LEDGER_FIXED} ON ledger "
        "BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END",
        f"CREATE TRIGGER ledger_cost_once BEFORE UPDATE OF {_LEDGER_COST} ON ledger "
        "WHEN OLD.tokens_in IS NOT NULL "
        "BEGIN SELECT RAISE(ABORT, 'ledger cost is written once'); END",
        "CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger "
        "BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END",
    ]


def drop_triggers(conn: Connection, table_name: str) -> None:
    for verb in ("update", "delete", "cost_once"):
        name = f"{table_name}_{verb}" if verb == "cost_once" else f"{table_name}_no_{verb}"
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
