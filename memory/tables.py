"""The tables, declared once; they mirror the latest schema.

Migrations (``memory/migrations.py``) create and change the real schema with frozen SQL,
so an old database is upgraded step by step; a test checks these declarations still
match what the migrations build. Rows are internal: the store turns them into records.

Columns named ``*_sealed`` hold AES-GCM sealed bytes (``memory/crypto.py``); everything
else is metadata stored in the clear: ids, roles, classes, worker names, times, sizes.
Times are seconds since the epoch (REAL), cheap to sort and to rank by recency.
"""

from __future__ import annotations

from memory.sql import Table, blob, integer, real, text

# Facts about this database file: its random id (names its keyring entry).
META = Table(
    "meta",
    text("key", key=True),
    text("value", nullable=False),
)

SCHEMA_VERSION = Table(
    "schema_version",
    integer("id", key=True),
    integer("version", nullable=False),
)

# The data key wrapped by one master key: from the keyring or from a passphrase.
KEY_ENVELOPES = Table(
    "key_envelopes",
    integer("id", key=True),
    text("method", nullable=False),  # "keyring" | "passphrase"
    text("key_ref"),  # keyring entry name (never the key)
    blob("kdf_salt"),
    integer("kdf_n"),
    integer("kdf_r"),
    integer("kdf_p"),
    blob("wrapped", nullable=False),
    real("created_at", nullable=False),
)

CONVERSATIONS = Table(
    "conversations",
    text("id", key=True),
    blob("title_sealed", nullable=False),
    real("created_at", nullable=False),
    real("updated_at", nullable=False),
    # Set for a sub-thread: the conversation and turn a child turn was started under.
    text("parent_conversation_id"),
    text("parent_turn_id"),
)

MESSAGES = Table(
    "messages",
    integer("id", key=True),
    text("conversation_id", nullable=False),
    text("role", nullable=False),
    blob("text_sealed", nullable=False),
    text("worker"),
    text("sensitivity", nullable=False),
    text("state", nullable=False),
    text("writer"),  # session streaming into it (memory/sessions.py)
    real("created_at", nullable=False),
    real("updated_at", nullable=False),
    text("run_id"),  # posted by a background delegation run
    # Since v4: the agent and persona the message ran under, and the answer's enrichment.
    text("agent"),
    text("persona"),
    text("persona_label"),
    blob("enrichment_sealed"),
)

FACTS = Table(
    "facts",
    integer("id", key=True),
    blob("text_sealed", nullable=False),
    text("sensitivity", nullable=False),
    text("source", nullable=False),
    real("created_at", nullable=False),
    real("updated_at", nullable=False),
)

# Pseudonym vault: the placeholder is in the clear (it is what workers see anyway).
VAULT = Table(
    "vault",
    text("conversation_id", key=True),
    text("placeholder", key=True),
    blob("value_sealed", nullable=False),
    real("created_at", nullable=False),
)

# Append-only (triggers refuse UPDATE and DELETE, but for the cost, written once).
# kinds/placeholders are JSON lists.
LEDGER = Table(
    "ledger",
    integer("id", key=True),
    real("at", nullable=False),
    text("worker", nullable=False),
    text("destination", nullable=False),
    text("model", nullable=False),
    text("sensitivity", nullable=False),
    text("kinds", nullable=False),
    text("placeholders", nullable=False),
    text("consent_id"),
    integer("byte_count", nullable=False),
    text("sha256", nullable=False),
    text("conversation_id"),
    text("turn_id"),
    blob("payload_sealed", nullable=False),
    # Written once, after the answer (the row is written before the bytes leave).
    integer("tokens_in"),
    integer("tokens_out"),
    real("money"),
    text("currency"),
)

# Append-only: one row per pipeline event of a turn; the payload is sealed JSON.
JOURNAL = Table(
    "journal",
    integer("id", key=True),
    text("turn_id", nullable=False),
    text("conversation_id"),
    text("event", nullable=False),
    blob("payload_sealed", nullable=False),
    real("at", nullable=False),
    text("parent_turn_id"),
)

WORKING = Table(
    "working",
    text("key", key=True),
    blob("value_sealed", nullable=False),
    real("updated_at", nullable=False),
)

SCRATCHPAD = Table(
    "scratchpad",
    text("task_id", key=True),
    blob("value_sealed", nullable=False),
    real("updated_at", nullable=False),
)

# A background delegation: who runs what for which conversation, and how it settled.
# ``chain`` is a JSON list of agent names; ``owner`` the process running it ("pid:N").
RUNS = Table(
    "runs",
    text("id", key=True),
    text("agent", nullable=False),
    text("status", nullable=False),
    text("conversation_id", nullable=False),
    text("parent_turn_id", nullable=False),
    integer("depth", nullable=False),
    text("chain", nullable=False),
    blob("task_sealed", nullable=False),
    blob("error_sealed"),
    integer("message_id"),
    text("owner"),
    real("cancel_requested_at"),
    real("created_at", nullable=False),
    real("updated_at", nullable=False),
    real("finished_at"),
)

# The FTS5 blind indexes are virtual tables, not declared here; see migrations.py.
MESSAGE_INDEX = "message_index"
FACT_INDEX = "fact_index"  # rowid = fact id, same columns as message_index

# Tasks that run on a timetable (since v7). The task is the person's text: sealed. Its
# timing (interval or cron expression), agent name and outcomes are metadata.
SCHEDULES = Table(
    "schedules",
    text("id", key=True),
    blob("task_sealed", nullable=False),
    integer("every_seconds"),
    text("cron"),
    text("agent"),
    text("catch_up", nullable=False),
    real("created_at", nullable=False),
    real("next_run", nullable=False),
    real("last_run"),
    text("last_status"),
    text("last_reason"),
    text("last_turn_id"),
    text("last_conversation_id"),
    integer("runs", nullable=False),
)

# A plan (since v6): what it says is sealed JSON; status, writer and times are not.
PLANS = Table(
    "plans",
    text("id", key=True),
    text("status", nullable=False),
    blob("spec_sealed", nullable=False),
    blob("answer_sealed"),
    text("conversation_id"),
    text("writer"),  # the session running it (memory/sessions.py)
    real("created_at", nullable=False),
    real("updated_at", nullable=False),
)

# One row per step of a plan; its answer, error and checks are sealed JSON.
PLAN_STEPS = Table(
    "plan_steps",
    text("plan_id", key=True),
    integer("position", key=True),
    text("status", nullable=False),
    text("worker"),
    text("turn_id"),
    integer("attempts", nullable=False),
    real("started_at"),
    real("finished_at"),
    blob("state_sealed"),
    integer("tokens_in"),
    integer("tokens_out"),
    real("money"),
    text("currency"),
)

# Files sent with a message (since v8): name and text sealed like the message's text;
# type, size, page count and class are metadata.
ATTACHMENTS = Table(
    "attachments",
    integer("id", key=True),
    integer("message_id", nullable=False),
    text("conversation_id", nullable=False),
    blob("name_sealed", nullable=False),
    blob("text_sealed", nullable=False),
    text("media_type", nullable=False),
    integer("size_bytes", nullable=False),
    integer("pages"),
    text("sensitivity", nullable=False),
    real("created_at", nullable=False),
)

# Every declared table by name (the schema test compares them with what migrations build).
TABLES: dict[str, Table] = {
    t.name: t
    for t in (
        META,
        SCHEMA_VERSION,
        KEY_ENVELOPES,
        CONVERSATIONS,
        MESSAGES,
        FACTS,
        VAULT,
        LEDGER,
        JOURNAL,
        WORKING,
        SCRATCHPAD,
        RUNS,
        SCHEDULES,
        PLANS,
        PLAN_STEPS,
        ATTACHMENTS,
    )
}
