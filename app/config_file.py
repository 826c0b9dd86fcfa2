"""``config.toml`` as the person wrote it: read strictly as UTF-8, changed in place.

Saving never regenerates the file. The document is parsed with tomlkit (which keeps
comments, order and layout), only the values that differ between what was read and what
is saved are set, the new text is written to a temporary file and moved over the old one
(the old one is kept as ``config.toml.bak``), and a file that changed on disk since ARES
read it is never overwritten: ``ConfigChanged`` says so, and the caller offers a reload.

Errors (both are ``ConfigError``s, so the CLI exits 2 and the window shows the text)::

    ConfigError
     └── ConfigChanged   the file changed on disk since it was read
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.container import Container
from tomlkit.items import AoT, Item, Table

Data = Mapping[str, Any]
ABSENT = "absent"  # the digest of a file that does not exist


class ConfigError(Exception):
    """The configuration cannot be used; the message says where and why."""


class ConfigChanged(ConfigError):
    """The file changed on disk after it was read; saving would lose those edits."""


# What each config file held when this process last read or wrote it.
_seen: dict[Path, str] = {}


def _digest(text: str | None) -> str:
    return ABSENT if text is None else hashlib.sha256(text.encode()).hexdigest()


def read(path: Path, *, remember: bool = True) -> str | None:
    """The file's text (None if there is none); remembered, to notice later edits."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        text = None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot be read: {exc.strerror}") from None
    else:
        text = decode(path, raw)
    if remember:
        _seen[path] = _digest(text)
    return text


def decode(path: Path, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ConfigError(
            f"{path}: not UTF-8 text (byte 0x{raw[exc.start]:02x} on line {line}); "
            "save it as UTF-8 and start ARES again."
        ) from None


def changed_on_disk(path: Path) -> bool:
    """Whether the file differs from what this process last read or wrote."""
    try:
        now = read(path, remember=False)
    except ConfigError:
        return True
    return path in _seen and _digest(now) != _seen[path]


def text_for_saving(path: Path) -> str | None:
    """The current text, after checking nobody changed it since it was read."""
    if changed_on_disk(path):
        raise ConfigChanged(
            f"{path} changed on disk since ARES read it; nothing was saved. "
            "Reload it to see those changes, then make yours again."
        )
    return read(path, remember=False)


def write(path: Path, text: str) -> None:
    """Atomically: a crash mid-write leaves the old file whole; the old one stays as
    ``<name>.bak``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        if path.exists():
            shutil.copymode(path, tmp)
            shutil.copy2(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _seen[path] = _digest(text)


# --- changing the document in place ----------------------------------------------------
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
