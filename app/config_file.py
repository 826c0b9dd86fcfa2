"""``config.toml`` on disk: read strictly as UTF-8, written atomically with a backup.

Saving never regenerates the file: ``app.config_patch`` changes the parsed document in
place. The new text is written to a temporary file and moved over the old one (the old
one is kept as ``config.toml.bak``), and a file that changed on disk since ARES read it
is never overwritten: ``ConfigChanged`` says so, and the caller offers a reload.

Errors (both are ``ConfigError``s, so the CLI exits 2 and the window shows the text)::

    ConfigError
     └── ConfigChanged   the file changed on disk since it was read
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

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
