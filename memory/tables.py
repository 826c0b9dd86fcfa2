"""The tables, declared once as SQLAlchemy Core tables; they mirror the latest schema.

Migrations (``memory/migrations.py``) create and change the real schema with frozen SQL,
so an old database is upgraded step by step; a test checks these declarations still
match what the migrations build. Rows are internal: the store turns them into records.

Columns named ``*_sealed`` hold AES-GCM sealed bytes (``memory/crypto.py``); everything
else is metadata stored in the clear: ids, roles, classes, worker names, times, sizes.
Times are seconds since the epoch (REAL), cheap to sort and to rank by recency.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, ForeignKey, Integer, LargeBinary, MetaData, String, Table

# Core, not SQLModel classes: the store builds statements without the ORM, and class
# building cost a second of every start (``python -X importtime``).
METADATA = MetaData()


# Facts about this database file: its random id (names its keyring entry).
META = Table(
    "meta",
    METADATA,
    Column("key", String, primary_key=True),
    Column("value", String, nullable=False),
)

SCHEMA_VERSION = Table(
    "schema_version",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("version", Integer, nullable=False),
)

# The data key wrapped by one master key: from the keyring or from a passphrase.
KEY_ENVELOPES = Table(
    "key_envelopes",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("method", String, nullable=False),  # "keyring" | "passphrase"
    Column("key_ref", String, nullable=True),  # keyring entry name (never the key)
    Column("kdf_salt", LargeBinary, nullable=True),
    Column("kdf_n", Integer, nullable=True),
    Column("kdf_r", Integer, nullable=True),
    Column("kdf_p", Integer, nullable=True),
    Column("wrapped", LargeBinary, nullable=False),
    Column("created_at", Float, nullable=False),
)

CONVERSATIONS = Table(
    "conversations",
    METADATA,
    Column("id", String, primary_key=True),
    Column("title_sealed", LargeBinary, nullable=False),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False, index=True),
    # Set for a sub-thread: the conversation and turn a child turn was started under.
    Column("parent_conversation_id", String, nullable=True, index=True),
    Column("parent_turn_id", String, nullable=True),
)

MESSAGES = Table(
    "messages",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("conversation_id", String, ForeignKey("conversations.id"), nullable=False, index=True),
    Column("role", String, nullable=False),
    Column("text_sealed", LargeBinary, nullable=False),
    Column("worker", String, nullable=True),
    Column("sensitivity", String, nullable=False),
    Column("state", String, nullable=False, index=True),
    Column("writer", String, nullable=True),  # session streaming into it (memory/sessions.py)
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("run_id", String, nullable=True),  # posted by a background delegation run
    # Since v4: the agent and persona the message ran under, and the answer's enrichment.
    Column("agent", String, nullable=True),
    Column("persona", String, nullable=True),
    Column("persona_label", String, nullable=True),
    Column("enrichment_sealed", LargeBinary, nullable=True),
)

FACTS = Table(
    "facts",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("text_sealed", LargeBinary, nullable=False),
    Column("sensitivity", String, nullable=False),
    Column("source", String, nullable=False),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
)

# Pseudonym vault: the placeholder is in the clear (it is what workers see anyway).
VAULT = Table(
    "vault",
    METADATA,
    Column("conversation_id", String, primary_key=True),
    Column("placeholder", String, primary_key=True),
    Column("value_sealed", LargeBinary, nullable=False),
    Column("created_at", Float, nullable=False),
)

# Append-only (triggers refuse UPDATE and DELETE, but for the cost, written once).
# kinds/placeholders are JSON lists.
LEDGER = Table(
    "ledger",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("at", Float, nullable=False, index=True),
    Column("worker", String, nullable=False),
    Column("destination", String, nullable=False),
    Column("model", String, nullable=False),
    Column("sensitivity", String, nullable=False),
    Column("kinds", String, nullable=False),
    Column("placeholders", String, nullable=False),
    Column("consent_id", String, nullable=True),
    Column("byte_count", Integer, nullable=False),
    Column("sha256", String, nullable=False),
    Column("conversation_id", String, nullable=True),
    Column("turn_id", String, nullable=True),
    Column("payload_sealed", LargeBinary, nullable=False),
    # Written once, after the answer (the row is written before the bytes leave).
    Column("tokens_in", Integer, nullable=True),
    Column("tokens_out", Integer, nullable=True),
    Column("money", Float, nullable=True),
    Column("currency", String, nullable=True),
)

# Append-only: one row per pipeline event of a turn; the payload is sealed JSON.
JOURNAL = Table(
    "journal",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("turn_id", String, nullable=False, index=True),
    Column("conversation_id", String, nullable=True),
    Column("event", String, nullable=False),
    Column("payload_sealed", LargeBinary, nullable=False),
    Column("at", Float, nullable=False),
    Column("parent_turn_id", String, nullable=True, index=True),
)

WORKING = Table(
    "working",
    METADATA,
    Column("key", String, primary_key=True),
    Column("value_sealed", LargeBinary, nullable=False),
    Column("updated_at", Float, nullable=False),
)

SCRATCHPAD = Table(
    "scratchpad",
    METADATA,
    Column("task_id", String, primary_key=True),
    Column("value_sealed", LargeBinary, nullable=False),
    Column("updated_at", Float, nullable=False),
)

# A background delegation: who runs what for which conversation, and how it settled.
# ``chain`` is a JSON list of agent names; ``owner`` the process running it ("pid:N").
RUNS = Table(
    "runs",
    METADATA,
    Column("id", String, primary_key=True),
    Column("agent", String, nullable=False),
    Column("status", String, nullable=False, index=True),
    Column("conversation_id", String, nullable=False),
    Column("parent_turn_id", String, nullable=False),
    Column("depth", Integer, nullable=False),
    Column("chain", String, nullable=False),
    Column("task_sealed", LargeBinary, nullable=False),
    Column("error_sealed", LargeBinary, nullable=True),
    Column("message_id", Integer, nullable=True),
    Column("owner", String, nullable=True),
    Column("cancel_requested_at", Float, nullable=True),
    Column("created_at", Float, nullable=False, index=True),
    Column("updated_at", Float, nullable=False),
    Column("finished_at", Float, nullable=True),
)

# The FTS5 blind indexes are virtual tables Core does not declare; see migrations.py.
MESSAGE_INDEX = "message_index"
FACT_INDEX = "fact_index"  # rowid = fact id, same columns as message_index

# Tasks that run on a timetable (since v7). The task is the person's text: sealed. Its
# timing (interval or cron expression), agent name and outcomes are metadata.
SCHEDULES = Table(
    "schedules",
    METADATA,
    Column("id", String, primary_key=True),
    Column("task_sealed", LargeBinary, nullable=False),
    Column("every_seconds", Integer, nullable=True),
    Column("cron", String, nullable=True),
    Column("agent", String, nullable=True),
    Column("catch_up", String, nullable=False),
    Column("created_at", Float, nullable=False),
    Column("next_run", Float, nullable=False, index=True),
    Column("last_run", Float, nullable=True),
    Column("last_status", String, nullable=True),
    Column("last_reason", String, nullable=True),
    Column("last_turn_id", String, nullable=True),
    Column("last_conversation_id", String, nullable=True),
    Column("runs", Integer, nullable=False),
)

# A plan (since v6): what it says is sealed JSON; status, writer and times are not.
PLANS = Table(
    "plans",
    METADATA,
    Column("id", String, primary_key=True),
    Column("status", String, nullable=False, index=True),
    Column("spec_sealed", LargeBinary, nullable=False),
    Column("answer_sealed", LargeBinary, nullable=True),
    Column("conversation_id", String, nullable=True),
    Column("writer", String, nullable=True),  # the session running it (memory/sessions.py)
    Column("created_at", Float, nullable=False, index=True),
    Column("updated_at", Float, nullable=False),
)

# One row per step of a plan; its answer, error and checks are sealed JSON.
PLAN_STEPS = Table(
    "plan_steps",
    METADATA,
    Column("plan_id", String, primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("status", String, nullable=False),
    Column("worker", String, nullable=True),
    Column("turn_id", String, nullable=True),
    Column("attempts", Integer, nullable=False),
    Column("started_at", Float, nullable=True),
    Column("finished_at", Float, nullable=True),
    Column("state_sealed", LargeBinary, nullable=True),
    Column("tokens_in", Integer, nullable=True),
    Column("tokens_out", Integer, nullable=True),
    Column("money", Float, nullable=True),
    Column("currency", String, nullable=True),
)

# Files sent with a message (since v8): name and text sealed like the message's text;
# type, size, page count and class are metadata.
ATTACHMENTS = Table(
    "attachments",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("message_id", Integer, ForeignKey("messages.id"), nullable=False, index=True),
    Column("conversation_id", String, nullable=False, index=True),
    Column("name_sealed", LargeBinary, nullable=False),
    Column("text_sealed", LargeBinary, nullable=False),
    Column("media_type", String, nullable=False),
    Column("size_bytes", Integer, nullable=False),
    Column("pages", Integer, nullable=True),
    Column("sensitivity", String, nullable=False),
    Column("created_at", Float, nullable=False),
)
