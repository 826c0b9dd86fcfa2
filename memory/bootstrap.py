"""Opening a database file: create it with a new data key, or unlock and upgrade it.

The order is what keeps the promise "a missing or wrong key changes nothing": the key
is found before any write (a new file is not even created without one), and only then
do migrations and crash recovery run, each in one transaction.
"""

from __future__ import annotations

import logging
import secrets
import time
from pathlib import Path

from memory import crypto, keys, migrations
from memory.database import Database, file_kind
from memory.errors import MemoryStoreError, SchemaError
from memory.keys import Envelope, ScryptCost
from memory.sql import Connection
from memory.tables import KEY_ENVELOPES, META

log = logging.getLogger("ares.memory")


def create(
    path: Path, passphrase: str | None, cost: ScryptCost, *, schema: int | None = None
) -> tuple[Database, bytes]:
    """A new database: the data key, its envelopes (keyring first), and the schema
    (the latest, or version ``schema`` for the tests that upgrade old files)."""
    db_id = secrets.token_hex(16)
    data_key = crypto.new_key()
    envelopes = keys.new_envelopes(data_key, db_id, 1, passphrase, cost, str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    # Only the person may read it: the metadata in the clear (times, workers, sizes)
    # is theirs too. SQLite gives the -wal and -shm files the same mode.
    path.touch(mode=0o600)
    path.chmod(0o600)
    db = Database(path)
    try:
        with db.write() as conn:
            migrations.migrate(conn, None, target=schema)
            conn.insert(META, {"key": "db_id", "value": db_id})
            conn.insert(META, {"key": "key_generation", "value": "1"})
            save_envelopes(conn, envelopes, now=time.time())
    except BaseException:
        db.close()
        raise
    log.info("created memory database %s (key in %s)", path, envelopes[0].method)
    return db, data_key


def unlock(path: Path, passphrase: str | None) -> tuple[Database, bytes]:
    """An existing database: read its envelopes and unwrap the data key. Writes nothing."""
    db = Database(path)
    try:
        with db.read() as conn:
            migrations.check_supported(migrations.current_version(conn), str(path))
            db_id = meta(conn, "db_id")
            envelopes = load_envelopes(conn)
        return db, keys.unlock(envelopes, db_id, passphrase, str(path))
    except BaseException:
        db.close()
        raise


def open_database(path: Path, passphrase: str | None, cost: ScryptCost) -> tuple[Database, bytes]:
    kind = file_kind(path)
    if kind == "new":
        return create(path, passphrase, cost)
    if kind == "foreign":
        raise SchemaError(
            f"{path} is not an ARES memory database (another program's file, or damaged); "
            "it was left untouched. Move it away or choose another ARES_HOME."
        )
    try:
        return unlock(path, passphrase)
    except MemoryStoreError:
        raise
    except Exception as exc:  # damaged beyond what SQLite can read: never overwrite it
        raise SchemaError(
            f"{path} is not a readable ARES memory database ({type(exc).__name__}); "
            "it was left untouched."
        ) from exc


def meta(conn: Connection, key: str) -> str:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).first()
    if row is None:
        raise SchemaError(f"The memory database has no {key!r}; it was not made by ARES.")
    return str(row.value)


def load_envelopes(conn: Connection) -> list[Envelope]:
    rows = conn.execute("SELECT * FROM key_envelopes ORDER BY id").all()
    return [
        Envelope(
            method=row.method,
            wrapped=row.wrapped,
            key_ref=row.key_ref,
            salt=row.kdf_salt,
            cost=ScryptCost(row.kdf_n, row.kdf_r, row.kdf_p) if row.kdf_n else None,
        )
        for row in rows
    ]


def save_envelopes(conn: Connection, envelopes: list[Envelope], now: float) -> None:
    for env in envelopes:
        conn.insert(
            KEY_ENVELOPES,
            {
                "method": env.method,
                "key_ref": env.key_ref,
                "kdf_salt": env.salt,
                "kdf_n": env.cost.n if env.cost else None,
                "kdf_r": env.cost.r if env.cost else None,
                "kdf_p": env.cost.p if env.cost else None,
                "wrapped": env.wrapped,
                "created_at": now,
            },
        )
