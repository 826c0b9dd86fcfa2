"""The store's SQL, spoken to Python's own sqlite3: a connection that returns rows with
named fields, and statements built from a table's declared columns.

SQLAlchemy did this before; its import alone cost an idle window ~20 MB and a start
~150 ms (``python -X importtime``), for statements simple enough to write out. Values
always travel as parameters, never in the SQL text, so neither a value nor a sealed
byte appears in an error message.
"""

from __future__ import annotations

import json
import sqlite3
from collections import namedtuple
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

Params = Mapping[str, Any] | Sequence[Any]


@dataclass(frozen=True)
class Column:
    name: str
    type: str  # the SQLite type affinity: TEXT, INTEGER, REAL or BLOB
    nullable: bool = True
    primary_key: bool = False


@dataclass(frozen=True)
class Table:
    """A table as the latest schema has it (``memory/tables.py``)."""

    name: str
    columns: tuple[Column, ...]

    def __init__(self, name: str, *columns: Column) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "columns", columns)


def text(name: str, *, nullable: bool = True, key: bool = False) -> Column:
    return Column(name, "TEXT", nullable and not key, key)


def integer(name: str, *, nullable: bool = True, key: bool = False) -> Column:
    return Column(name, "INTEGER", nullable and not key, key)


def real(name: str, *, nullable: bool = True) -> Column:
    return Column(name, "REAL", nullable)


def blob(name: str, *, nullable: bool = True) -> Column:
    return Column(name, "BLOB", nullable)


@lru_cache(maxsize=256)
def _row_type(names: tuple[str, ...]) -> Any:
    return namedtuple("Row", names, rename=True)


class Result:
    """The rows of one statement, read once: ``all``, ``first``, ``one``, ``scalar``,
    ``scalars``; ``rowcount`` for a write."""

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self._cursor = cursor
        self.rowcount: int = cursor.rowcount
        description = cursor.description
        self._row = _row_type(tuple(d[0] for d in description)) if description else None

    def all(self) -> list[Any]:
        rows = self._cursor.fetchall()
        return rows if self._row is None else [self._row._make(r) for r in rows]

    def first(self) -> Any | None:
        row = self._cursor.fetchone()
        self._cursor.close()
        if row is None or self._row is None:
            return row
        return self._row._make(row)

    def one(self) -> Any:
        rows = self.all()
        if len(rows) != 1:
            raise sqlite3.DatabaseError(f"expected one row, got {len(rows)}")
        return rows[0]

    def scalar(self) -> Any | None:
        row = self._cursor.fetchone()
        self._cursor.close()
        return None if row is None else row[0]

    def scalars(self) -> list[Any]:
        return [row[0] for row in self._cursor.fetchall()]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.all())


class Connection:
    """One sqlite3 connection in autocommit mode (``memory/database.py`` says BEGIN)."""

    def __init__(self, raw: sqlite3.Connection) -> None:
        self._raw = raw
        self.closed = False

    def execute(self, sql: str, params: Params = ()) -> Result:
        return Result(self._raw.execute(sql, params))

    def insert(self, table: Table, values: Mapping[str, Any]) -> Result:
        return self.execute(_insert_sql(table.name, tuple(values)), values)

    def update(self, table: Table, values: Mapping[str, Any], **where: Any) -> int:
        """``UPDATE table SET values WHERE`` every ``where`` column equals its value; the
        number of rows changed."""
        sql = _update_sql(table.name, tuple(values), tuple(where))
        params = {**{f"set_{k}": v for k, v in values.items()}, **where}
        return self.execute(sql, params).rowcount

    def delete(self, table: Table, **where: Any) -> int:
        clause = " AND ".join(f"{k} = :{k}" for k in where) or "1"
        return self.execute(f"DELETE FROM {table.name} WHERE {clause}", where).rowcount

    def close(self) -> None:
        self._raw.close()
        self.closed = True


@lru_cache(maxsize=128)
def _insert_sql(table: str, columns: tuple[str, ...]) -> str:
    names = ", ".join(columns)
    marks = ", ".join(f":{c}" for c in columns)
    return f"INSERT INTO {table} ({names}) VALUES ({marks})"


@lru_cache(maxsize=128)
def _update_sql(table: str, columns: tuple[str, ...], where: tuple[str, ...]) -> str:
    sets = ", ".join(f"{c} = :set_{c}" for c in columns)
    clause = " AND ".join(f"{k} = :{k}" for k in where) or "1"
    return f"UPDATE {table} SET {sets} WHERE {clause}"


def members(values: Iterable[Any]) -> str:
    """One parameter for ``column IN (SELECT value FROM json_each(:ids))``: SQLite reads
    the list itself, so a list of any length is one bound value."""
    return json.dumps(list(values))


IN_LIST = "(SELECT value FROM json_each(:ids))"
