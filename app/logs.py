"""Where ARES logs, and the last line of defence that keeps secrets out of it.

Categories are named loggers, one per layer, so a person can turn one up without the
others (``ARES_LOG=ares.workers=DEBUG``):

``ares.turn``     the pipeline's steps (ids, classes and kinds — never message text)
``ares.egress``   every payload that leaves: worker, destination, bytes, sha256
``ares.workers``  adapter connections, retries, subprocesses
``ares.memory``   opening, migrations, recovery
``ares.ui``       the window and the tray

Levels: DEBUG for a developer following one turn; INFO for what a person may want to
audit later; WARNING for something that went wrong and was handled; ERROR for something
the person saw fail. Every record passes ``SecretScrubber`` before any handler writes it:
code should never log a secret, and if some library does, it is replaced on the way out.
"""

from __future__ import annotations

import logging
import os
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path

from trust import Sensitivity, TrustEngine

CATEGORIES = ("ares.turn", "ares.egress", "ares.workers", "ares.memory", "ares.ui")
LOG_FILE = "ares.log"
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


class SecretScrubber(logging.Filter):
    """Replaces every secret the Trust Engine finds in a record with ``[REDACTED]``."""

    def __init__(self, engine: TrustEngine | None = None) -> None:
        super().__init__()
        self._engine = engine
        self._building = threading.Lock()

    @property
    def engine(self) -> TrustEngine:
        # Built at the first record, not at start: most commands log nothing, and
        # compiling every detector costs a short command a third of its start-up.
        with self._building:
            if self._engine is None:
                self._engine = TrustEngine()
            return self._engine

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        record.msg, record.args = self.scrub(text), None
        if record.exc_text:
            record.exc_text = self.scrub(record.exc_text)
        record.exc_info = None  # exc_text now carries the scrubbed traceback
        return True

    def scrub(self, text: str) -> str:
        secrets = [
            f for f in self.engine.classify(text).findings if f.sensitivity is Sensitivity.SECRET
        ]
        for finding in sorted(secrets, key=lambda f: f.start, reverse=True):
            text = text[: finding.start] + "[REDACTED]" + text[finding.end :]
        return text


def configure(log_dir: Path, level: int = logging.INFO) -> Path:
    """Log to a rotating file under ``log_dir``; returns the file's path."""
    log_dir.mkdir(parents=True, exist_ok=True)
    path = log_dir / LOG_FILE
    root = logging.getLogger("ares")
    for old in list(root.handlers):
        root.removeHandler(old)
        old.close()
    handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(SecretScrubber())
    root.addHandler(handler)
    root.setLevel(level)
    root.propagate = False
    _apply_overrides(os.environ.get("ARES_LOG", ""))
    return path


def _apply_overrides(spec: str) -> None:
    """``ARES_LOG=ares.workers=DEBUG,ares.turn=WARNING`` sets levels per category."""
    for part in filter(None, (p.strip() for p in spec.split(","))):
        name, _, level = part.partition("=")
        if name in CATEGORIES and level.upper() in logging.getLevelNamesMapping():
            logging.getLogger(name).setLevel(level.upper())
