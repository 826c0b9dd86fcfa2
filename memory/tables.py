"""The tables, declared once through SQLModel; they mirror the latest schema version.

Migrations (``memory/migrations.py``) create and change the real schema with frozen SQL,
so an old database is upgraded step by step; a test checks these declarations still
match what the migrations build. Rows are internal: the store turns them into records.

Columns named ``*_sealed`` hold AES-GCM sealed bytes (``memory/crypto.py``); everything
else is metadata stored in the clear: ids, roles, classes, worker names, times, sizes.
Times are seconds since the epoch (REAL), cheap to sort and to rank by recency.
"""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import Table
from sqlmodel import Field, SQLModel


class MetaRow(SQLModel, table=True):
    """Facts about this database file: its random id (names its keyring entry)."""

    __tablename__ = "meta"
    key: str = Field(primary_key=True)
    value: str


class SchemaVersionRow(SQLModel, table=True):
    __tablename__ = "schema_version"
    id: int = Field(default=1, primary_key=True)
    version: int


class KeyEnvelopeRow(SQLModel, table=True):
    """The data key wrapped by one master key: from the keyring or from a passphrase."""

    __tablename__ = "key_envelopes"
    id: int | None = Field(default=None, primary_key=True)
    method: str  # "keyring" | "passphrase"
    key_ref: str | None = None  # keyring entry name (never the key)
    kdf_salt: bytes | None = None
    kdf_n: int | None = None
    kdf_r: int | None = None
    kdf_p: int | None = None
    wrapped: bytes
    created_at: float


class ConversationRow(SQLModel, table=True):
    __tablename__ = "conversations"
    id: str = Field(primary_key=True)
    title_sealed: bytes
    created_at: float
    updated_at: float = Field(index=True)
    # Set for a sub-thread: the conversation and turn a child turn was started under.
    parent_conversation_id: str | None = Field(default=None, index=True)
    parent_turn_id: str | None = None


class MessageRow(SQLModel, table=True):
    __tablename__ = "messages"
    id: int | None = Field(default=None, primary_key=True)
    conversation_id: str = Field(foreign_key="conversations.id", index=True)
    role: str
    text_sealed: bytes
    worker: str | None = None
    sensitivity: str
    state: str = Field(index=True)
    writer: str | None = None  # session streaming into it (memory/sessions.py)
    created_at: float
    updated_at: float


class FactRow(SQLModel, table=True):
    __tablename__ = "facts"
    id: int | None = Field(default=None, primary_key=True)
    text_sealed: bytes
    sensitivity: str
    source: str
    created_at: float
    updated_at: float


class VaultRow(SQLModel, table=True):
    """Pseudonym vault: the placeholder is in the clear (it is what workers see anyway)."""

    __tablename__ = "vault"
    conversation_id: str = Field(primary_key=True)
    placeholder: str = Field(primary_key=True)
    value_sealed: bytes
    created_at: float


class LedgerRow(SQLModel, table=True):
    """Append-only (triggers refuse UPDATE and DELETE, but for the cost, written once).
    kinds/placeholders are JSON lists."""

    __tablename__ = "ledger"
    id: int | None = Field(default=None, primary_key=True)
    at: float = Field(index=True)
    worker: str
    destination: str
    model: str
    sensitivity: str
    kinds: str
    placeholders: str
    consent_id: str | None = None
    byte_count: int
    sha256: str
    conversation_id: str | None = None
    turn_id: str | None = None
    payload_sealed: bytes
    # Written once, after the answer (the row is written before the bytes leave).
    tokens_in: int | None = None
    tokens_out: int | None = None
    money: float | None = None
    currency: str | None = None


class JournalRow(SQLModel, table=True):
    """Append-only: one row per pipeline event of a turn; the payload is sealed JSON."""

    __tablename__ = "journal"
    id: int | None = Field(default=None, primary_key=True)
    turn_id: str = Field(index=True)
    conversation_id: str | None = None
    event: str
    payload_sealed: bytes
    at: float
    parent_turn_id: str | None = Field(default=None, index=True)


class WorkingRow(SQLModel, table=True):
    __tablename__ = "working"
    key: str = Field(primary_key=True)
    value_sealed: bytes
    updated_at: float


class ScratchpadRow(SQLModel, table=True):
    __tablename__ = "scratchpad"
    task_id: str = Field(primary_key=True)
    value_sealed: bytes
    updated_at: float


def table(model: type[SQLModel]) -> Table:
    """The Core table of a model, typed, for statements built without the ORM session."""
    return cast(Table, cast(Any, model).__table__)


META = table(MetaRow)
SCHEMA_VERSION = table(SchemaVersionRow)
KEY_ENVELOPES = table(KeyEnvelopeRow)
CONVERSATIONS = table(ConversationRow)
MESSAGES = table(MessageRow)
FACTS = table(FactRow)
VAULT = table(VaultRow)
LEDGER = table(LedgerRow)
JOURNAL = table(JournalRow)
WORKING = table(WorkingRow)
SCRATCHPAD = table(ScratchpadRow)

# The FTS5 blind indexes are virtual tables SQLModel cannot declare; see migrations.py.
MESSAGE_INDEX = "message_index"
FACT_INDEX = "fact_index"  # rowid = fact id, same columns as message_index
