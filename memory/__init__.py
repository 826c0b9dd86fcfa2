"""ARES memory: one encrypted SQLite file with conversations, facts, working state,
the pseudonym vault, the disclosure ledger and the run journal, searchable through a
blind index. ``MemoryStore`` is the door; ``AsyncMemoryStore`` keeps it off the loop."""

from memory.async_store import AsyncMemoryStore
from memory.errors import (
    CorruptRow,
    KeyUnavailable,
    MemoryError_,
    MemoryStoreError,
    NotFound,
    SchemaError,
    WrongKey,
)
from memory.keys import ScryptCost
from memory.plans import PlanBusy, PlanRecord, StepRecord
from memory.records import (
    CallCost,
    Conversation,
    DisclosureEntry,
    DisclosureIn,
    Enrichment,
    Fact,
    FactHit,
    JournalEvent,
    Message,
    RanAs,
    Recalled,
    Run,
    RunStatus,
    Schedule,
    ScheduleIn,
    SearchHit,
    Spending,
    TurnContext,
)
from memory.store import MemoryStore

__all__ = [
    "AsyncMemoryStore",
    "CallCost",
    "Conversation",
    "CorruptRow",
    "DisclosureEntry",
    "DisclosureIn",
    "Enrichment",
    "Fact",
    "FactHit",
    "JournalEvent",
    "KeyUnavailable",
    "MemoryError_",
    "MemoryStore",
    "MemoryStoreError",
    "Message",
    "NotFound",
    "PlanBusy",
    "PlanRecord",
    "RanAs",
    "Recalled",
    "Run",
    "RunStatus",
    "Schedule",
    "ScheduleIn",
    "SchemaError",
    "ScryptCost",
    "SearchHit",
    "Spending",
    "StepRecord",
    "TurnContext",
    "WrongKey",
]
