"""Changing a parsed ``config.toml`` in place (tomlkit keeps comments, order, layout):
only the values that differ between what was read and what is saved are set.

Imported only when saving, so commands that just read settings start faster.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomlkit
from tomlkit.container import Container
from tomlkit.items import AoT, Item, Table

Data = Mapping[str, Any]


def patch(table: Container | Table, old: Data, new: Data, defaults: Data) -> None:
    """Set in ``table`` what differs between ``old`` and ``new`` (both in file shape);
    a key left out of the file stays out while its value is the default."""
    for key in [*old, *(k for k in new if k not in old)]:
        before, after = old.get(key), new.get(key)
        if before == after:
            continue
        if after is None:
            if key in table:
                del table[key]
        elif isinstance(before, dict) and isinstance(after, dict) and key in table:
            inner = table[key]
            if isinstance(inner, Table | Container):
                patch(inner, before, after, {})
            else:
                _set(table, key, after)
        elif key in table or defaults.get(key) != after:
            _set(table, key, after)


def patch_list(doc: Container, key: str, old: list[Data], new: list[Data], defaults: Data) -> None:
    """An array of tables matched by ``id``: entries kept are patched, removed ones
    deleted, new ones appended; the entries nobody changed are left exactly as written."""
    before = {entry["id"]: entry for entry in old}
    after = {entry["id"]: entry for entry in new}
    tables = doc.get(key)
    if not isinstance(tables, AoT):
        tables = None
    written = {str(t.get("id")): t for t in tables} if tables is not None else {}
    for worker_id, table in list(written.items()):
        if worker_id in before and worker_id not in after:
            assert tables is not None
            tables.remove(table)
    for worker_id, entry in after.items():
        if worker_id in written:
            patch(written[worker_id], before.get(worker_id, {}), entry, defaults)
        elif before.get(worker_id) != entry:
            table = tomlkit.table()
            for name, value in entry.items():
                if defaults.get(name) != value or name in ("id", "kind", "privacy_class"):
                    table.add(name, value)
            table.add(tomlkit.nl())
            if tables is None:
                tables = tomlkit.aot()
                doc.append(key, tables)
            tables.append(table)


def _set(table: Container | Table, key: str, value: Any) -> None:
    """Set a value, keeping the comment that followed the old one on its line."""
    item = tomlkit.item(value)
    old = table.item(key) if key in table else None
    if isinstance(old, Item) and not isinstance(item, Table):
        item.trivia.comment_ws = old.trivia.comment_ws
        item.trivia.comment = old.trivia.comment
    table[key] = item
