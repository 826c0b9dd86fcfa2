"""Everything in the store, decrypted, as one document: what ``ares memory export``
writes to the file the person names. Damaged rows are listed with their error."""

from __future__ import annotations

import base64
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, Field

from memory import episodic, ledger, semantic
from memory.box import Box
from memory.errors import CorruptRow
from memory.records import Conversation, DisclosureEntry, Fact, JournalEvent, Message
from memory.sql import Connection

FORMAT = "ares-memory-export/1"


class ConversationExport(BaseModel):
    conversation: Conversation
    messages: list[Message]
    vault: dict[str, str] = Field(default_factory=dict)
    vault_error: str | None = None


class DisclosureExport(BaseModel):
    entry: DisclosureEntry
    payload_text: str | None = None  # when the payload is UTF-8 (JSON bodies are)
    payload_base64: str | None = None
    error: str | None = None


class MemoryExport(BaseModel):
    format: str = FORMAT
    exported_at: datetime
    conversations: list[ConversationExport]
    facts: list[Fact]
    ledger: list[DisclosureExport]
    journal: list[JournalEvent]
    working: dict[str, Any]


def disclosure_export(entry: DisclosureEntry, payload: bytes | CorruptRow) -> DisclosureExport:
    if isinstance(payload, CorruptRow):
        return DisclosureExport(entry=entry, error=str(payload))
    try:
        return DisclosureExport(entry=entry, payload_text=payload.decode())
    except UnicodeDecodeError:
        return DisclosureExport(entry=entry, payload_base64=base64.b64encode(payload).decode())


def build_export(conn: Connection, box: Box) -> MemoryExport:
    """Run inside one read transaction, so the export is one consistent snapshot."""
    conversations = []
    for conv in episodic.conversations(conn, box, limit=-1):
        item = ConversationExport(
            conversation=conv, messages=episodic.messages(conn, box, conv.id, None)
        )
        try:
            item.vault = semantic.vault(conn, box, conv.id)
        except CorruptRow as exc:
            item.vault_error = str(exc)
        conversations.append(item)
    disclosures = []
    for entry in ledger.ledger(conn, box, limit=-1):
        try:
            payload: bytes | CorruptRow = ledger.disclosure_payload(conn, box, entry.id)
        except CorruptRow as exc:
            payload = exc
        disclosures.append(disclosure_export(entry, payload))
    return MemoryExport(
        exported_at=datetime.now(tz=UTC),
        conversations=conversations,
        facts=semantic.facts(conn, box),
        ledger=disclosures,
        journal=ledger.all_journal_events(conn, box),
        working=semantic.all_working(conn, box),
    )
