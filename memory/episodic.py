"""Conversations and their messages: sealed text, streaming saves, recovery, indexing."""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Sequence
from typing import Any

from memory.attachments import attachments_of, delete_attachments
from memory.box import Box, next_id
from memory.crypto import aad
from memory.errors import CorruptRow, MemoryStoreError, NotFound
from memory.records import ROLES, STATES, Conversation, Enrichment, Message, RanAs, to_datetime
from memory.sessions import Session
from memory.sql import IN_LIST, Connection, members
from memory.tables import CONVERSATIONS, MESSAGE_INDEX, MESSAGES
from trust.sensitivity import Sensitivity

log = logging.getLogger("ares.memory")


def conversation_aad(conversation_id: str) -> bytes:
    return aad("conversations", conversation_id, "title")


def message_aad(message_id: int, conversation_id: str) -> bytes:
    # The conversation is part of the identity: a message moved into another
    # conversation (or another row) no longer opens.
    return aad("messages", message_id, conversation_id)


def enrichment_aad(message_id: int, conversation_id: str) -> bytes:
    return aad("messages", message_id, conversation_id, "enrichment")


def new_conversation_id() -> str:
    return secrets.token_urlsafe(9)  # 12 URL-safe characters, 72 random bits


def create_conversation(
    conn: Connection,
    box: Box,
    title: str = "",
    *,
    parent_conversation_id: str | None = None,
    parent_turn_id: str | None = None,
) -> Conversation:
    cid = new_conversation_id()
    now = box.clock()
    sealed = box.sealer.seal(title, conversation_aad(cid))
    if parent_conversation_id is not None:
        conversation(conn, box, parent_conversation_id)  # a sub-thread needs its parent
    conn.insert(
        CONVERSATIONS,
        {
            "id": cid,
            "title_sealed": sealed,
            "created_at": now,
            "updated_at": now,
            "parent_conversation_id": parent_conversation_id,
            "parent_turn_id": parent_turn_id,
        },
    )
    return Conversation(
        id=cid,
        title=title,
        created_at=to_datetime(now),
        updated_at=to_datetime(now),
        parent_conversation_id=parent_conversation_id,
        parent_turn_id=parent_turn_id,
    )


def rename_conversation(conn: Connection, box: Box, conversation_id: str, title: str) -> None:
    sealed = box.sealer.seal(title, conversation_aad(conversation_id))
    if conn.update(CONVERSATIONS, {"title_sealed": sealed}, id=conversation_id) == 0:
        raise NotFound(f"No conversation with id {conversation_id!r}.")


def _to_conversation(box: Box, row: Any) -> Conversation:
    return Conversation(
        id=row.id,
        title=box.open_text(row.title_sealed, conversation_aad(row.id), "conversations", row.id),
        created_at=to_datetime(row.created_at),
        updated_at=to_datetime(row.updated_at),
        parent_conversation_id=row.parent_conversation_id,
        parent_turn_id=row.parent_turn_id,
    )


def conversation(conn: Connection, box: Box, conversation_id: str) -> Conversation:
    row = conn.execute("SELECT * FROM conversations WHERE id = ?", (conversation_id,)).first()
    if row is None:
        raise NotFound(f"No conversation with id {conversation_id!r}.")
    return _to_conversation(box, row)


# Top-level conversations when :parent is NULL, else that one's sub-threads.
_CONVERSATIONS = """
SELECT * FROM conversations
WHERE (:parent IS NULL AND parent_conversation_id IS NULL) OR parent_conversation_id = :parent
ORDER BY updated_at DESC LIMIT :limit
"""
_MESSAGES = "SELECT * FROM messages WHERE conversation_id = ? ORDER BY id"
_LAST_MESSAGES = "SELECT * FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ?"


def conversations(
    conn: Connection, box: Box, limit: int = 50, *, parent: str | None = None
) -> list[Conversation]:
    """The person's conversations, newest first; with ``parent``, that one's sub-threads
    (child turns' own conversations), which the person's list never shows."""
    rows = conn.execute(_CONVERSATIONS, {"parent": parent, "limit": limit}).all()
    return [_to_conversation(box, row) for row in rows]


def sub_threads(conn: Connection, conversation_id: str) -> list[str]:
    """Every sub-thread under a conversation, at any depth."""
    found: list[str] = []
    frontier = [conversation_id]
    while frontier:
        children = conn.execute(
            f"SELECT id FROM conversations WHERE parent_conversation_id IN {IN_LIST}",
            {"ids": members(frontier)},
        ).scalars()
        found += children
        frontier = list(children)
    return found


def _check(role: str, state: str) -> None:
    if role not in ROLES:
        raise ValueError(f"role must be one of {sorted(ROLES)}, not {role!r}")
    if state not in STATES:
        raise ValueError(f"state must be one of {sorted(STATES)}, not {state!r}")


def add_message(
    conn: Connection,
    box: Box,
    conversation_id: str,
    role: str,
    text: str,
    *,
    worker: str | None,
    sensitivity: Sensitivity,
    state: str,
    writer: str,
    ran_as: RanAs | None = None,
    files: Sequence[str] = (),
) -> Message:
    """``files``: the indexed texts of the files that go with it (``index_message``)."""
    _check(role, state)
    now = box.clock()
    _touch(conn, conversation_id, now)  # first: it also proves the conversation exists
    mid = next_id(conn, "messages")
    conn.insert(
        MESSAGES,
        {
            "id": mid,
            "conversation_id": conversation_id,
            "role": role,
            "text_sealed": box.sealer.seal(text, message_aad(mid, conversation_id)),
            "worker": worker,
            "sensitivity": Sensitivity(sensitivity).value,
            "state": state,
            "writer": writer if state == "streaming" else None,
            "created_at": now,
            "updated_at": now,
            "agent": ran_as.agent if ran_as else None,
            "persona": ran_as.persona if ran_as else None,
            "persona_label": ran_as.persona_label if ran_as else None,
        },
    )
    if state != "streaming":
        index_message(conn, box, mid, text, now, files)
    return Message(
        id=mid,
        conversation_id=conversation_id,
        role=role,
        text=text,
        worker=worker,
        sensitivity=Sensitivity(sensitivity),
        state=state,
        created_at=to_datetime(now),
        ran_as=ran_as,
    )


def enrich_message(conn: Connection, box: Box, message_id: int, enrichment: Enrichment) -> None:
    """Stores the local model's notes on a message, sealed like its text."""
    row = _message_row(conn, message_id)
    sealed = box.sealer.seal(
        enrichment.model_dump_json(), enrichment_aad(row.id, row.conversation_id)
    )
    conn.update(MESSAGES, {"enrichment_sealed": sealed}, id=message_id)


def _touch(conn: Connection, conversation_id: str, now: float) -> None:
    if conn.update(CONVERSATIONS, {"updated_at": now}, id=conversation_id) == 0:
        raise NotFound(f"No conversation with id {conversation_id!r}.")


def _message_row(conn: Connection, message_id: int) -> Any:
    row = conn.execute("SELECT * FROM messages WHERE id = ?", (message_id,)).first()
    if row is None:
        raise NotFound(f"No message with id {message_id}.")
    return row


def _message_text(box: Box, row: Any) -> str:
    return box.open_text(
        row.text_sealed, message_aad(row.id, row.conversation_id), "messages", row.id
    )


def append_to_message(conn: Connection, box: Box, message_id: int, delta: str) -> None:
    row = _message_row(conn, message_id)
    if row.state != "streaming":
        raise MemoryStoreError(
            f"Message {message_id} is {row.state}, not streaming; it cannot be appended to."
        )
    text = _message_text(box, row) + delta
    _reseal(conn, box, row, text, state="streaming")


def finish_message(
    conn: Connection, box: Box, message_id: int, *, state: str = "complete", text: str | None = None
) -> None:
    """End streaming: 'complete' or 'interrupted'; ``text`` replaces what arrived."""
    if state not in STATES or state == "streaming":
        raise ValueError(f"a message finishes as 'complete' or 'interrupted', not {state!r}")
    row = _message_row(conn, message_id)
    final = _message_text(box, row) if text is None else text
    _reseal(conn, box, row, final, state=state)
    index_message(conn, box, message_id, final, row.created_at)


def _reseal(conn: Connection, box: Box, row: Any, text: str, *, state: str) -> None:
    now = box.clock()
    values = {
        "text_sealed": box.sealer.seal(text, message_aad(row.id, row.conversation_id)),
        "state": state,
        "writer": row.writer if state == "streaming" else None,
        "updated_at": now,
    }
    conn.update(MESSAGES, values, id=row.id)
    _touch(conn, row.conversation_id, now)


def message(conn: Connection, box: Box, message_id: int) -> Message:
    row = _message_row(conn, message_id)
    return to_message(row, _message_text(box, row), enrichment=_enrichment(box, row))


def messages(
    conn: Connection, box: Box, conversation_id: str, limit: int | None = None
) -> list[Message]:
    """Oldest first; with ``limit``, the last ``limit`` messages. A damaged row comes
    back with ``error`` set and empty text instead of hiding the others."""
    if limit is None:
        rows = conn.execute(_MESSAGES, (conversation_id,)).all()
    else:
        rows = conn.execute(_LAST_MESSAGES, (conversation_id, limit)).all()[::-1]
    found = [_readable(box, row) for row in rows]
    files = attachments_of(conn, box, conversation_id)
    if not files:
        return found
    return [m.model_copy(update={"attachments": files.get(m.id, [])}) for m in found]


def _readable(box: Box, row: Any) -> Message:
    """The message, or (one bad row must not hide a whole conversation) a stand-in
    carrying the error that names the row."""
    try:
        return to_message(row, _message_text(box, row), enrichment=_enrichment(box, row))
    except CorruptRow as exc:
        log.warning("%s", exc)
        return to_message(row, "", error=str(exc))


def _enrichment(box: Box, row: Any) -> Enrichment | None:
    sealed = getattr(row, "enrichment_sealed", None)
    if sealed is None:
        return None
    opened = box.open_text(sealed, enrichment_aad(row.id, row.conversation_id), "messages", row.id)
    return Enrichment.model_validate(json.loads(opened))


def _ran_as(row: Any) -> RanAs | None:
    agent = getattr(row, "agent", None)
    if agent is None:
        return None
    return RanAs(agent=agent, persona=row.persona, persona_label=row.persona_label)


def to_message(
    row: Any, text: str, error: str | None = None, *, enrichment: Enrichment | None = None
) -> Message:
    return Message(
        id=row.id,
        conversation_id=row.conversation_id,
        role=row.role,
        text=text,
        worker=row.worker,
        sensitivity=Sensitivity(row.sensitivity),
        state=row.state,
        created_at=to_datetime(row.created_at),
        error=error,
        run_id=row.run_id,
        ran_as=_ran_as(row),
        enrichment=enrichment,
    )


def index_message(
    conn: Connection, box: Box, message_id: int, text: str, ts: float, files: Sequence[str] = ()
) -> None:
    """``files``: the indexed texts of the message's files (``attachments.indexed``), so
    that a search for what a file says finds the message it came with."""
    document = "\n".join([text, *files])
    conn.execute(f"DELETE FROM {MESSAGE_INDEX} WHERE rowid = ?", (message_id,))
    conn.execute(
        f"INSERT INTO {MESSAGE_INDEX} (rowid, terms, ts) VALUES (?, ?, ?)",
        (message_id, box.index.document(document), ts),
    )


def recover_streaming(conn: Connection, box: Box, session: Session) -> list[int]:
    """Messages left 'streaming' by a process that died: mark them interrupted, keep the
    text that arrived, and index it. A live writer's stream is left alone. Returns ids."""
    rows = conn.execute("SELECT * FROM messages WHERE state = 'streaming'").all()
    recovered = []
    gone: set[str] = set()
    for row in rows:
        if session.is_alive(row.writer):
            continue
        gone.add(row.writer or "")
        conn.update(MESSAGES, {"state": "interrupted", "writer": None}, id=row.id)
        try:
            index_message(conn, box, row.id, _message_text(box, row), row.created_at)
        except CorruptRow as exc:
            log.warning("%s", exc)
        recovered.append(row.id)
    session.sweep(gone - {""})
    if recovered:
        log.info("marked %d interrupted message(s) after an unclean exit", len(recovered))
    return recovered


def delete_conversation(conn: Connection, conversation_ids: list[str]) -> None:
    """Conversations (a conversation and its sub-threads), their messages, the messages'
    files and index rows."""
    doomed = {"ids": members(conversation_ids)}
    ids = conn.execute(
        f"SELECT id FROM messages WHERE conversation_id IN {IN_LIST}", doomed
    ).scalars()
    for mid in ids:
        conn.execute(f"DELETE FROM {MESSAGE_INDEX} WHERE rowid = ?", (mid,))
    delete_attachments(conn, conversation_ids)
    conn.execute(f"DELETE FROM messages WHERE conversation_id IN {IN_LIST}", doomed)
    conn.execute(f"DELETE FROM conversations WHERE id IN {IN_LIST}", doomed)
    # FTS5 (before SQLite 3.42) only marks deleted rows; merging every segment is what
    # drops their tokens from the file. Costly on a big index, but deleting is rare.
    conn.execute(f"INSERT INTO {MESSAGE_INDEX} ({MESSAGE_INDEX}) VALUES ('optimize')")
