"""Files sent with a message: their name and text sealed like the message's text, bound
to the message and conversation they belong to (a row copied elsewhere no longer opens).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from memory.box import Box, next_id
from memory.crypto import aad
from memory.errors import CorruptRow, NotFound
from memory.records import Attachment, AttachmentIn
from memory.sql import IN_LIST, Connection, members
from memory.tables import ATTACHMENTS
from trust.sensitivity import Sensitivity


def attachment_aad(attachment_id: int, message_id: int, conversation_id: str, part: str) -> bytes:
    return aad("attachments", attachment_id, message_id, conversation_id, part)


def add_attachments(
    conn: Connection,
    box: Box,
    message_id: int,
    conversation_id: str,
    files: Sequence[AttachmentIn],
) -> list[Attachment]:
    """In the caller's transaction (the message's own write): a message and its files are
    on disk together or not at all."""
    made = []
    for file in files:
        aid = next_id(conn, "attachments")
        seal = box.sealer.seal
        conn.insert(
            ATTACHMENTS,
            {
                "id": aid,
                "message_id": message_id,
                "conversation_id": conversation_id,
                "name_sealed": seal(
                    file.name, attachment_aad(aid, message_id, conversation_id, "name")
                ),
                "text_sealed": seal(
                    file.text, attachment_aad(aid, message_id, conversation_id, "text")
                ),
                "media_type": file.media_type,
                "size_bytes": file.size_bytes,
                "pages": file.pages,
                "sensitivity": Sensitivity(file.sensitivity).value,
                "created_at": box.clock(),
            },
        )
        listed = file.model_dump(exclude={"text"})
        made.append(Attachment(id=aid, message_id=message_id, **listed))
    return made


def attachments_of(conn: Connection, box: Box, conversation_id: str) -> dict[int, list[Attachment]]:
    """Every file of a conversation, by message id: one query, names only (texts stay
    sealed until asked for)."""
    rows = conn.execute(
        "SELECT * FROM attachments WHERE conversation_id = ? ORDER BY id", (conversation_id,)
    ).all()
    found: dict[int, list[Attachment]] = {}
    for row in rows:
        found.setdefault(row.message_id, []).append(_record(box, row))
    return found


def attachment_text(conn: Connection, box: Box, attachment_id: int) -> str:
    """The stored text of one file."""
    row = conn.execute("SELECT * FROM attachments WHERE id = ?", (attachment_id,)).first()
    if row is None:
        raise NotFound(f"No attached file with id {attachment_id}.")
    return _open(box, row, "text")


def indexed(name: str, text: str) -> str:
    """What of a file the search index holds with its message: its name and text."""
    return f"{name}\n{text}"


def message_files(conn: Connection, box: Box, message_id: int) -> list[tuple[str, str]]:
    """The name and text of each file of one message (for a search hit's snippet)."""
    return [(name, text) for _, name, text in _opened(conn, box, message_id)]


def file_texts(conn: Connection, box: Box) -> dict[int, list[str]]:
    """Every file's indexed text, by message id (for rebuilding the index)."""
    found: dict[int, list[str]] = {}
    for message_id, name, text in _opened(conn, box):
        found.setdefault(message_id, []).append(indexed(name, text))
    return found


def _opened(
    conn: Connection, box: Box, message_id: int | None = None
) -> Iterator[tuple[int, str, str]]:
    """(message id, name, text) of each file (of one message, or of all); one that does
    not open is left out, and its message is still found by its own words."""
    query = "SELECT * FROM attachments WHERE ? IS NULL OR message_id = ? ORDER BY id"
    for row in conn.execute(query, (message_id, message_id)).all():
        try:
            yield row.message_id, _open(box, row, "name"), _open(box, row, "text")
        except CorruptRow:
            continue


def _open(box: Box, row: Any, part: str) -> str:
    associated = attachment_aad(row.id, row.message_id, row.conversation_id, part)
    return box.open_text(getattr(row, f"{part}_sealed"), associated, "attachments", row.id)


def delete_attachments(conn: Connection, conversation_ids: list[str]) -> None:
    conn.execute(
        f"DELETE FROM attachments WHERE conversation_id IN {IN_LIST}",
        {"ids": members(conversation_ids)},
    )


def _record(box: Box, row: Any) -> Attachment:
    try:
        name = _open(box, row, "name")
    except CorruptRow:
        name = "(a damaged file)"  # one bad row must not hide the conversation
    return Attachment(
        id=row.id,
        message_id=row.message_id,
        name=name,
        media_type=row.media_type,
        size_bytes=row.size_bytes,
        pages=row.pages,
        sensitivity=Sensitivity(row.sensitivity),
    )
