"""``MemoryStore``: the one door to ARES's memory. Synchronous; see ``async_store`` for
the event loop. Every method is one transaction and returns plain records.

    store = MemoryStore.open(paths.database, passphrase=os.environ.get("ARES_PASSPHRASE"))
    conv = store.create_conversation("Boiler")
    store.add_message(conv.id, "user", "The boiler is making noises again")
    store.search("what did I say about the boiler")
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from memory import bootstrap, episodic, ledger, migrations, search, semantic
from memory.box import Box, Clock
from memory.database import Database
from memory.export import MemoryExport, build_export
from memory.keys import DEFAULT_COST, ScryptCost
from memory.records import (
    Conversation,
    DisclosureEntry,
    DisclosureIn,
    Fact,
    JournalEvent,
    Message,
    SearchHit,
)
from memory.rekey import rekey as rotate_keys
from memory.sessions import Session
from trust.sensitivity import Sensitivity

log = logging.getLogger("ares.memory")


class MemoryStore:
    def __init__(self, db: Database, box: Box, session: Session, recovered: list[int]) -> None:
        self._db = db
        self._box = box
        self._session = session
        self.path: Path = db.path
        self.recovered = recovered  # ids of messages marked interrupted on this open

    @classmethod
    def open(
        cls,
        path: Path,
        *,
        passphrase: str | None = None,
        scrypt_cost: ScryptCost = DEFAULT_COST,
        clock: Clock | None = None,
    ) -> MemoryStore:
        """Open (or create) the database at ``path``. The master key comes from the OS
        keyring when it works, else from ``passphrase``; with neither, ``KeyUnavailable``.
        ``scrypt_cost`` only applies when a passphrase envelope is created."""
        db, data_key = bootstrap.open_database(Path(path), passphrase, scrypt_cost)
        box = Box.from_key(data_key) if clock is None else Box.from_key(data_key, clock)
        session = None
        try:
            session = Session(db.path)
            with db.write() as conn:
                migrations.migrate(conn, box.sealer)
                recovered = episodic.recover_streaming(conn, box, session)
        except BaseException:
            db.close()
            if session is not None:
                session.close()
            raise
        return cls(db, box, session, recovered)

    def close(self) -> None:
        self._db.close()
        self._session.close()

    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def rekey(
        self, *, passphrase: str | None = None, scrypt_cost: ScryptCost = DEFAULT_COST
    ) -> None:
        """Rotate every key: new data key, everything re-sealed, index rebuilt. The new
        master key goes to the keyring when one works, and ``passphrase`` (if given)
        protects it too. Without either, ``KeyUnavailable`` and nothing changes."""
        self._box = rotate_keys(self._db, self._box, passphrase, scrypt_cost)

    def export(self) -> MemoryExport:
        """Everything, decrypted, in one consistent snapshot (for ``ares memory export``)."""
        with self._db.read() as conn:
            return build_export(conn, self._box)

    def integrity_check(self) -> str:
        """SQLite's own verdict on the file: "ok", or what is wrong."""
        with self._db.read() as conn:
            rows = conn.exec_driver_sql("PRAGMA integrity_check").all()
        return "; ".join(str(row[0]) for row in rows)

    def __repr__(self) -> str:
        return f"MemoryStore({str(self.path)!r})"

    # -- episodic ---------------------------------------------------------------------

    def create_conversation(self, title: str = "") -> Conversation:
        with self._db.write() as conn:
            return episodic.create_conversation(conn, self._box, title)

    def conversations(self, limit: int = 50) -> list[Conversation]:
        with self._db.read() as conn:
            return episodic.conversations(conn, self._box, limit)

    def conversation(self, conversation_id: str) -> Conversation:
        with self._db.read() as conn:
            return episodic.conversation(conn, self._box, conversation_id)

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        with self._db.write() as conn:
            episodic.rename_conversation(conn, self._box, conversation_id, title)

    def delete_conversation(self, conversation_id: str) -> None:
        """The conversation, its messages, their index rows and its vault."""
        with self._db.write() as conn:
            episodic.conversation(conn, self._box, conversation_id)
            semantic.clear_vault(conn, conversation_id)
            episodic.delete_conversation(conn, conversation_id)
        self._db.checkpoint()  # with secure_delete, no copy of it stays in the WAL

    def add_message(
        self,
        conversation_id: str,
        role: str,
        text: str,
        *,
        worker: str | None = None,
        sensitivity: Sensitivity = Sensitivity.PUBLIC,
        state: str = "complete",
    ) -> Message:
        """Committed when this returns: call it before any worker sees the message."""
        with self._db.write() as conn:
            return episodic.add_message(
                conn,
                self._box,
                conversation_id,
                role,
                text,
                worker=worker,
                sensitivity=sensitivity,
                state=state,
                writer=self._session.id,
            )

    def append_to_message(self, message_id: int, delta: str) -> None:
        """Add a streamed chunk to a 'streaming' message; committed on return."""
        with self._db.write() as conn:
            episodic.append_to_message(conn, self._box, message_id, delta)

    def finish_message(
        self, message_id: int, *, state: str = "complete", text: str | None = None
    ) -> None:
        """End streaming: 'complete' or 'interrupted'; ``text`` replaces what arrived."""
        with self._db.write() as conn:
            episodic.finish_message(conn, self._box, message_id, state=state, text=text)

    def message(self, message_id: int) -> Message:
        with self._db.read() as conn:
            return episodic.message(conn, self._box, message_id)

    def messages(self, conversation_id: str, limit: int | None = None) -> list[Message]:
        """Oldest first; with ``limit``, the last ``limit`` messages. A damaged row comes
        back with ``error`` set and empty text instead of hiding the others."""
        with self._db.read() as conn:
            return episodic.messages(conn, self._box, conversation_id, limit)

    # -- ledger and journal -----------------------------------------------------------

    def record_disclosure(self, entry: DisclosureIn) -> DisclosureEntry:
        with self._db.write() as conn:
            return ledger.record_disclosure(conn, self._box, entry)

    def ledger(self, limit: int = 50) -> list[DisclosureEntry]:
        with self._db.read() as conn:
            return ledger.ledger(conn, limit)

    def disclosure_payload(self, entry_id: int) -> bytes:
        with self._db.read() as conn:
            return ledger.disclosure_payload(conn, self._box, entry_id)

    def journal(
        self,
        turn_id: str,
        event: str,
        payload: dict[str, Any],
        *,
        conversation_id: str | None = None,
    ) -> None:
        with self._db.write() as conn:
            ledger.journal(conn, self._box, turn_id, event, payload, conversation_id)

    def journal_events(self, turn_id: str) -> list[JournalEvent]:
        with self._db.read() as conn:
            return ledger.journal_events(conn, self._box, turn_id)

    # -- vault, facts, working state --------------------------------------------------

    def vault(self, conversation_id: str) -> dict[str, str]:
        with self._db.read() as conn:
            return semantic.vault(conn, self._box, conversation_id)

    def save_vault(self, conversation_id: str, entries: dict[str, str]) -> None:
        with self._db.write() as conn:
            semantic.save_vault(conn, self._box, conversation_id, entries)

    def remember(
        self,
        text: str,
        *,
        sensitivity: Sensitivity = Sensitivity.PERSONAL,
        source: str = "person",
    ) -> Fact:
        with self._db.write() as conn:
            return semantic.remember(conn, self._box, text, sensitivity, source)

    def facts(self) -> list[Fact]:
        with self._db.read() as conn:
            return semantic.facts(conn, self._box)

    def update_fact(
        self,
        fact_id: int,
        *,
        text: str | None = None,
        sensitivity: Sensitivity | None = None,
    ) -> Fact:
        with self._db.write() as conn:
            return semantic.update_fact(conn, self._box, fact_id, text, sensitivity)

    def forget(self, fact_id: int) -> None:
        """Delete the fact; its bytes are zeroed in the file and flushed from the WAL."""
        with self._db.write() as conn:
            semantic.forget(conn, fact_id)
        self._db.checkpoint()

    def set_working(self, key: str, value: dict[str, Any]) -> None:
        with self._db.write() as conn:
            semantic.set_working(conn, self._box, key, value)

    def get_working(self, key: str) -> dict[str, Any] | None:
        with self._db.read() as conn:
            return semantic.get_working(conn, self._box, key)

    def clear_working(self, key: str) -> None:
        with self._db.write() as conn:
            semantic.clear_working(conn, key)

    def scratchpad_put(self, task_id: str, value: dict[str, Any]) -> None:
        with self._db.write() as conn:
            semantic.scratchpad_put(conn, self._box, task_id, value)

    def scratchpad_get(self, task_id: str) -> dict[str, Any] | None:
        with self._db.read() as conn:
            return semantic.scratchpad_get(conn, self._box, task_id)

    def scratchpad_clear(self, task_id: str) -> None:
        """Call when the task ends, whatever its outcome."""
        with self._db.write() as conn:
            semantic.scratchpad_clear(conn, task_id)

    # -- search -----------------------------------------------------------------------

    def search(
        self, query: str, limit: int = 20, *, max_terms: int | None = None
    ) -> list[SearchHit]:
        with self._db.read() as conn:
            return search.search(conn, self._box, query, limit, max_terms)
