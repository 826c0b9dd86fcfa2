"""Background delegation runs: a durable row from start to the one settlement.

A run is ``started`` until it settles ``delivered`` (its answer posted), ``failed`` or
``cancelled`` (a message saying so posted) — once: settling a settled run changes
nothing. The post and the settlement are one transaction, so a crash never leaves an
answer posted twice or a run settled without its message. A conversation deleted
meanwhile receives nothing; the run still settles. The task and the error are sealed
like every text of the person's.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from memory import episodic
from memory.box import Box
from memory.crypto import aad
from memory.errors import NotFound
from memory.records import RUN_STATUSES, Run, RunStatus, to_datetime
from memory.sql import Connection
from memory.tables import MESSAGES, RUNS
from trust.sensitivity import Sensitivity


def run_aad(run_id: str, column: str) -> bytes:
    return aad("runs", run_id, column)


def add_run(
    conn: Connection,
    box: Box,
    *,
    agent: str,
    conversation_id: str,
    parent_turn_id: str,
    depth: int,
    chain: list[str],
    task: str,
    owner: str | None = None,
) -> Run:
    """A new ``started`` run answering into ``conversation_id``."""
    episodic.conversation(conn, box, conversation_id)  # it answers somewhere that exists
    run_id = uuid.uuid4().hex[:16]
    now = box.clock()
    conn.insert(
        RUNS,
        {
            "id": run_id,
            "agent": agent,
            "status": "started",
            "conversation_id": conversation_id,
            "parent_turn_id": parent_turn_id,
            "depth": depth,
            "chain": json.dumps(chain),
            "task_sealed": box.sealer.seal(task, run_aad(run_id, "task")),
            "owner": owner,
            "created_at": now,
            "updated_at": now,
        },
    )
    return run(conn, box, run_id)


def run(conn: Connection, box: Box, run_id: str) -> Run:
    row = conn.execute("SELECT * FROM runs WHERE id = ?", (run_id,)).first()
    if row is None:
        raise NotFound(f"No background run with id {run_id!r}.")
    return _to_run(box, row)


def runs(conn: Connection, box: Box, *, status: str | None = None, limit: int = 100) -> list[Run]:
    """Newest first."""
    rows = conn.execute(_RUNS, {"status": status, "limit": limit}).all()
    return [_to_run(box, row) for row in rows]


_RUNS = """
SELECT * FROM runs WHERE :status IS NULL OR status = :status
ORDER BY created_at DESC, id LIMIT :limit
"""


def claim_run(conn: Connection, box: Box, run_id: str, owner: str) -> Run:
    """This process runs it now (a resumed run changes hands)."""
    _update(conn, box, run_id, owner=owner)
    return run(conn, box, run_id)


def request_cancel(conn: Connection, box: Box, run_id: str) -> Run:
    """Marks a started run to be cancelled by whoever runs it (or resumes it); a settled
    run is left as it is."""
    found = run(conn, box, run_id)
    if found.status == "started" and not found.cancel_requested:
        _update(conn, box, run_id, cancel_requested_at=box.clock())
    return run(conn, box, run_id)


def settle_run(
    conn: Connection,
    box: Box,
    run_id: str,
    status: RunStatus,
    *,
    post: str,
    error: str | None = None,
    worker: str | None = None,
    sensitivity: Sensitivity = Sensitivity.PUBLIC,
) -> Run:
    """Settles a started run and posts ``post`` into its conversation as a message of
    its own, stamped with the run's id — unless the conversation is gone."""
    if status not in RUN_STATUSES or status == "started":
        raise ValueError(f"a run settles delivered, failed or cancelled, not {status!r}")
    found = run(conn, box, run_id)
    if found.status != "started":
        return found  # settled once, for good
    message_id = None
    alive = conn.execute(
        "SELECT id FROM conversations WHERE id = ?", (found.conversation_id,)
    ).first()
    if alive is not None:
        posted = episodic.add_message(
            conn,
            box,
            found.conversation_id,
            "assistant",
            post,
            worker=worker,
            sensitivity=sensitivity,
            state="complete",
            writer="",
        )
        conn.update(MESSAGES, {"run_id": run_id}, id=posted.id)
        message_id = posted.id
    now = box.clock()
    sealed_error = box.sealer.seal(error, run_aad(run_id, "error")) if error else None
    _update(
        conn,
        box,
        run_id,
        status=status,
        message_id=message_id,
        error_sealed=sealed_error,
        finished_at=now,
    )
    return run(conn, box, run_id)


def _update(conn: Connection, box: Box, run_id: str, **values: Any) -> None:
    if conn.update(RUNS, {"updated_at": box.clock(), **values}, id=run_id) == 0:
        raise NotFound(f"No background run with id {run_id!r}.")


def _to_run(box: Box, row: Any) -> Run:
    error = None
    if row.error_sealed is not None:
        error = box.open_text(row.error_sealed, run_aad(row.id, "error"), "runs", row.id)
    return Run(
        id=row.id,
        agent=row.agent,
        status=row.status,
        conversation_id=row.conversation_id,
        parent_turn_id=row.parent_turn_id,
        depth=row.depth,
        chain=json.loads(row.chain),
        task=box.open_text(row.task_sealed, run_aad(row.id, "task"), "runs", row.id),
        error=error,
        message_id=row.message_id,
        owner=row.owner,
        cancel_requested=row.cancel_requested_at is not None,
        created_at=to_datetime(row.created_at),
        updated_at=to_datetime(row.updated_at),
        finished_at=to_datetime(row.finished_at) if row.finished_at is not None else None,
    )
