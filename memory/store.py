"""``MemoryStore``: the one door to ARES's memory. Synchronous; see ``async_store`` for
the event loop. Every method is one transaction and returns plain records.

    store = MemoryStore.open(paths.database, passphrase=os.environ.get("ARES_PASSPHRASE"))
    conv = store.create_conversation("Boiler")
    store.add_message(conv.id, "user", "The boiler is making noises again")
    store.search("what did I say about the boiler")
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Concatenate, Generic, ParamSpec, Self, TypeVar, overload

from memory import attachments as attached
from memory import bootstrap, episodic, migrations, semantic
from memory import ledger as ledger_rows
from memory import plans as plan_rows
from memory import recall as recall_relevant
from memory import runs as run_rows
from memory import schedules as timetable
from memory import search as blind_search
from memory import spending as ledger_spending
from memory.box import Box, Clock
from memory.database import Database
from memory.export import build_export
from memory.keys import DEFAULT_COST, ScryptCost
from memory.records import AttachmentIn, Message, RanAs
from memory.rekey import rekey as rotate_keys
from memory.sessions import Session
from memory.sql import Connection
from trust.sensitivity import Sensitivity

log = logging.getLogger("ares.memory")

P = ParamSpec("P")
T = TypeVar("T")


class _Op(Generic[P, T]):
    """A store method made of a function ``fn(conn, box, ...)`` of ``episodic``,
    ``semantic``, ``ledger``, ``search`` or ``export``: one read (or write) transaction
    around it. The function's signature and docstring are the method's, declared once;
    ``AsyncMemoryStore`` derives its coroutines from the same methods."""

    def __init__(
        self,
        fn: Callable[Concatenate[Connection, Box, P], T],
        *,
        writes: bool = False,
        checkpoint: bool = False,
    ) -> None:
        self.fn = fn
        self.writes = writes
        self.checkpoint = checkpoint  # flush the WAL after: deleted bytes must not linger
        functools.update_wrapper(self, fn)

    @overload
    def __get__(self, store: None, owner: type[Any]) -> Self: ...
    @overload
    def __get__(self, store: MemoryStore, owner: type[Any]) -> Callable[P, T]: ...
    def __get__(self, store: MemoryStore | None, owner: type[Any]) -> Self | Callable[P, T]:
        if store is None:
            return self

        @functools.wraps(self.fn)
        def bound(*args: P.args, **kwargs: P.kwargs) -> T:
            return self(store, *args, **kwargs)

        return bound

    def __call__(self, store: MemoryStore, /, *args: P.args, **kwargs: P.kwargs) -> T:
        db = store._db
        with db.write() if self.writes else db.read() as conn:
            result = self.fn(conn, store._box, *args, **kwargs)
        if self.checkpoint:
            db.checkpoint()
        return result


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
                migrations.migrate(conn, box)
                recovered = episodic.recover_streaming(conn, box, session)
        except BaseException:
            db.close()
            if session is not None:
                session.close()
            raise
        return cls(db, box, session, recovered)

    def checkpoint(self) -> None:
        """Everything committed goes from the WAL into the database file."""
        self._db.checkpoint()

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

    def integrity_check(self) -> str:
        """SQLite's own verdict on the file: "ok", or what is wrong."""
        with self._db.read() as conn:
            rows = conn.execute("PRAGMA integrity_check").all()
        return "; ".join(str(row[0]) for row in rows)

    def __repr__(self) -> str:
        return f"MemoryStore({str(self.path)!r})"

    # -- episodic ---------------------------------------------------------------------

    create_conversation = _Op(episodic.create_conversation, writes=True)
    conversations = _Op(episodic.conversations)
    conversation = _Op(episodic.conversation)
    rename_conversation = _Op(episodic.rename_conversation, writes=True)

    def delete_conversation(self, conversation_id: str) -> None:
        """The conversation, its messages, their index rows, its vault and its working
        memory, and the same for each of its sub-threads. (The ledger and the run
        journal are append-only records of what happened: they stay.)"""
        with self._db.write() as conn:
            episodic.conversation(conn, self._box, conversation_id)
            doomed = [conversation_id, *episodic.sub_threads(conn, conversation_id)]
            for cid in doomed:
                semantic.clear_vault(conn, cid)
                semantic.clear_working_of(conn, cid)
            episodic.delete_conversation(conn, doomed)
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
        ran_as: RanAs | None = None,
        attachments: Sequence[AttachmentIn] = (),
    ) -> Message:
        """Committed when this returns: call it before any worker sees the message. Its
        files are stored with it, in the same write."""
        with self._db.write() as conn:
            made = episodic.add_message(
                conn,
                self._box,
                conversation_id,
                role,
                text,
                worker=worker,
                sensitivity=sensitivity,
                state=state,
                writer=self._session.id,
                ran_as=ran_as,
                files=[attached.indexed(f.name, f.text) for f in attachments],
            )
            if not attachments:
                return made
            files = attached.add_attachments(conn, self._box, made.id, conversation_id, attachments)
            return made.model_copy(update={"attachments": files})

    attachment_text = _Op(attached.attachment_text)
    append_to_message = _Op(episodic.append_to_message, writes=True)
    finish_message = _Op(episodic.finish_message, writes=True)
    enrich_message = _Op(episodic.enrich_message, writes=True)
    message = _Op(episodic.message)
    messages = _Op(episodic.messages)

    # -- ledger and journal -----------------------------------------------------------

    record_disclosure = _Op(ledger_rows.record_disclosure, writes=True)
    ledger = _Op(ledger_rows.ledger)
    record_cost = _Op(ledger_rows.record_cost, writes=True)
    disclosure = _Op(ledger_rows.disclosure)
    disclosure_payload = _Op(ledger_rows.disclosure_payload)
    journal = _Op(ledger_rows.journal, writes=True)
    journal_events = _Op(ledger_rows.journal_events)
    recent_journal = _Op(ledger_rows.recent_journal)
    spending = _Op(ledger_spending.spending)

    # -- vault, facts, working state --------------------------------------------------

    vault = _Op(semantic.vault)
    save_vault = _Op(semantic.save_vault, writes=True)
    remember = _Op(semantic.remember, writes=True)
    facts = _Op(semantic.facts)
    update_fact = _Op(semantic.update_fact, writes=True)
    forget = _Op(semantic.forget, writes=True, checkpoint=True)
    set_working = _Op(semantic.set_working, writes=True)
    get_working = _Op(semantic.get_working)
    clear_working = _Op(semantic.clear_working, writes=True)
    scratchpad_put = _Op(semantic.scratchpad_put, writes=True)
    scratchpad_get = _Op(semantic.scratchpad_get)
    scratchpad_clear = _Op(semantic.scratchpad_clear, writes=True)

    # -- schedules --------------------------------------------------------------------

    add_schedule = _Op(timetable.add_schedule, writes=True)
    schedules = _Op(timetable.schedules)
    schedule = _Op(timetable.schedule)
    remove_schedule = _Op(timetable.remove_schedule, writes=True)
    advance_schedule = _Op(timetable.advance_schedule, writes=True)
    record_schedule_run = _Op(timetable.record_schedule_run, writes=True)

    # -- background runs --------------------------------------------------------------

    add_run = _Op(run_rows.add_run, writes=True)
    run = _Op(run_rows.run)
    runs = _Op(run_rows.runs)
    claim_run = _Op(run_rows.claim_run, writes=True)
    request_cancel = _Op(run_rows.request_cancel, writes=True)
    settle_run = _Op(run_rows.settle_run, writes=True)

    # -- plans ------------------------------------------------------------------------

    create_plan = _Op(plan_rows.create_plan, writes=True)
    plan = _Op(plan_rows.plan)
    plans = _Op(plan_rows.plans)
    set_plan = _Op(plan_rows.set_plan, writes=True)
    set_step = _Op(plan_rows.set_step, writes=True)

    def claim_plan(self, plan_id: str) -> plan_rows.PlanRecord:
        """This session runs the plan from now on; ``PlanBusy`` while another live
        process runs it (a writer that died — kill -9 included — has no claim)."""
        with self._db.write() as conn:
            current = plan_rows.plan(conn, self._box, plan_id)
            writer = current.writer
            if writer and writer != self._session.id and self._session.is_alive(writer):
                raise plan_rows.PlanBusy(
                    f"Plan {plan_id} is being run by another ARES (process "
                    f"{writer.split('-')[0]}); wait for it or cancel it."
                )
            plan_rows.set_plan(conn, self._box, plan_id, writer=self._session.id)
            return plan_rows.plan(conn, self._box, plan_id)

    def interrupted_plans(self) -> list[str]:
        """Plans marked running whose process is gone: what a resume continues."""
        with self._db.read() as conn:
            running = plan_rows.running_plans(conn, self._box)
        return [pid for pid, writer in running if not self._session.is_alive(writer)]

    # -- search and export ------------------------------------------------------------

    search = _Op(blind_search.search)
    recall = _Op(recall_relevant.recall)
    context = _Op(recall_relevant.context)
    search_facts = _Op(blind_search.search_facts)
    export = _Op(build_export)
