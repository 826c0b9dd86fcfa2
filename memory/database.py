"""One SQLite connection with the pragmas ARES relies on, and explicit transactions.

The driver runs in autocommit mode and we say BEGIN/COMMIT ourselves: Python's sqlite3
would otherwise open transactions implicitly and commit DDL on its own, which breaks
all-or-nothing migrations. Writes take ``BEGIN IMMEDIATE`` so the write lock is held
from the first statement (another ARES process waits on ``busy_timeout`` instead of
failing half-way), which also makes "next id" reads inside a write race-free.

WAL with ``synchronous=NORMAL``: a killed process (kill -9) loses nothing committed;
a power cut may roll back the last few transactions but never corrupts the file.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memory.sql import Connection

BUSY_TIMEOUT_MS = 5000


def _lenient_text(raw: bytes) -> str:
    # A damaged row may hold invalid UTF-8 where a sealed BLOB was: decoding leniently
    # lets that one row fail to open (CorruptRow) instead of the whole query failing.
    return raw.decode("utf-8", "surrogateescape")


def _connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: autocommit, so the BEGINs below are the only transactions.
    raw = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    raw.text_factory = _lenient_text
    try:
        for pragma in _PRAGMAS:
            raw.execute(pragma).close()
    except BaseException:
        raw.close()  # a damaged file: nothing of it stays open
        raise
    return raw


_PRAGMAS = (
    f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}",
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = NORMAL",
    "PRAGMA foreign_keys = ON",
    # Freed space is zeroed: a forgotten fact or an overwritten stream leaves no old
    # ciphertext (or index entry) behind for someone who later learns the key.
    "PRAGMA secure_delete = ON",
)


class Database:
    """The store's single connection. Transactions nest: only the outermost commits."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn = Connection(_connect(path))
        self._lock = threading.RLock()
        self._depth = 0

    @contextmanager
    def write(self) -> Iterator[Connection]:
        with self._transaction("BEGIN IMMEDIATE") as conn:
            yield conn

    @contextmanager
    def read(self) -> Iterator[Connection]:
        # A deferred transaction gives one consistent snapshot across several SELECTs.
        with self._transaction("BEGIN") as conn:
            yield conn

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[Connection]:
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            self.conn.execute(begin)
            self._depth = 1
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            else:
                self.conn.execute("COMMIT")
            finally:
                self._depth = 0

    def checkpoint(self) -> None:
        """Copy the WAL into the file and empty it (best effort: a reader in another
        process can keep old frames alive until it finishes)."""
        with self._lock:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def compact(self) -> None:
        """Rewrite the file without free pages and empty the WAL (outside a transaction,
        as SQLite requires): what was deleted or re-sealed is then really gone."""
        with self._lock:
            self.conn.execute("VACUUM")
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        with self._lock:
            # The WAL goes into the file first, so a closed database is one whole file.
            if not self.conn.closed:
                with contextlib.suppress(sqlite3.Error):
                    self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                self.conn.close()


def file_kind(path: Path) -> str:
    """What is at ``path``, read without writing: "new" (absent, empty, or an SQLite
    file with no tables), "ares" (has our schema table) or "foreign" (anything else,
    which ARES must never write into)."""
    if not path.exists() or path.stat().st_size == 0:
        return "new"
    conn = sqlite3.connect(str(path))
    try:
        names = {
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
    except sqlite3.DatabaseError:
        return "foreign"
    finally:
        conn.close()
    if "schema_version" in names:
        return "ares"
    return "foreign" if names else "new"
