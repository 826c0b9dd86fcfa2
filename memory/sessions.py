"""Which process is still writing a streaming message.

Each open store holds an exclusive ``flock`` on a small file named after its session id
(next to the database, in ``<db>-sessions/``). The kernel drops the lock when the process
dies, however it dies (kill -9 included), so "can I take that lock?" is an exact answer
to "is that writer gone?". Recovery on open then marks as interrupted only the messages
whose writer is gone — never the answer another window is streaming right now.

Where ``fcntl`` does not exist (Windows), every other session counts as gone: the old
rule, "streaming at open means interrupted".
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
from pathlib import Path
from typing import IO

try:
    import fcntl
except ImportError:  # pragma: no cover - not on the platforms we test
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("ares.memory")


def sessions_dir(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + "-sessions")


class Session:
    """This process's claim: held from open to close (or death)."""

    def __init__(self, db_path: Path) -> None:
        self.id = f"{os.getpid()}-{secrets.token_hex(6)}"
        self._dir = sessions_dir(db_path)
        self._file: IO[bytes] | None = None
        if fcntl is None:
            return
        self._dir.mkdir(mode=0o700, exist_ok=True)
        self._file = (self._dir / f"{self.id}.lock").open("wb")
        fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def is_alive(self, session_id: str | None) -> bool:
        """Whether the session that wrote a row still holds its lock."""
        if session_id is None or fcntl is None:
            return False
        if session_id == self.id:
            return True
        path = self._dir / f"{session_id}.lock"
        try:
            handle = path.open("rb")
        except FileNotFoundError:
            return False
        with handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return False

    def sweep(self, session_ids: set[str]) -> None:
        """Remove the lock files of sessions found dead (best effort)."""
        for session_id in session_ids:
            if session_id != self.id:
                with contextlib.suppress(OSError):
                    (self._dir / f"{session_id}.lock").unlink()

    def close(self) -> None:
        if self._file is None:
            return
        path = Path(self._file.name)
        self._file.close()
        with contextlib.suppress(OSError):
            path.unlink()
        self._file = None
