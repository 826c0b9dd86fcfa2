"""Recall before a turn: the earlier messages relevant to this one, each once, and why.

Bounded whatever the store's size, and without ranking every match: each of the
message's longest words costs one look at its posting list, capped at ``COMMON`` rows;
a word found in that many messages or more says nothing about what is relevant and is
dropped. The rows the remaining words point at are scored from the postings alone — the
summed inverse document frequency of the words each shares with the message (the index
keeps each word once per message, so there is no term frequency to weigh), the newer
first among equals — and only the few that pass are decrypted.

Relevance is a threshold, not "the five best": a message is recalled only when it shares
at least two of those distinctive words with the new one (one, when the new message has
no more than ``SHORT`` words to look at: "Where did I put my token?"), and the record
says which words matched and the score.
"""

from __future__ import annotations

import logging
import math
from collections import defaultdict

from memory import episodic, semantic
from memory.box import Box
from memory.episodic import message_aad, to_message
from memory.errors import CorruptRow
from memory.records import Message, Recalled, TurnContext
from memory.sql import Connection
from memory.tables import MESSAGE_INDEX, MESSAGES

log = logging.getLogger("ares.memory")

COMMON = 200  # a word in this many messages or more is not distinctive
QUERY_WORDS = 12  # the message's longest words are looked at, at most this many
CANDIDATES = 4  # rows decrypted per recalled message at most, for the filters below
SHORT = 3  # a message with this few words to look at recalls on any one of them

# Plain SQL on the hot path: building SQLAlchemy statements per call costs more than
# running them.
_POSTINGS = f"SELECT rowid FROM {MESSAGE_INDEX} WHERE {MESSAGE_INDEX} MATCH ? LIMIT {COMMON}"
_NEWEST = f"SELECT max(id) FROM {MESSAGES.name}"  # ids are dense: the number of messages
_ROWS = f"SELECT * FROM {MESSAGES.name} WHERE id IN"


def recall(
    conn: Connection, box: Box, query: str, limit: int = 5, *, exclude: str | None = None
) -> list[Recalled]:
    """What is relevant to ``query`` from conversations other than ``exclude``, at most
    ``limit`` messages, each once: bounded work however many messages are stored."""
    tokens = box.index.tokens(query, QUERY_WORDS)
    postings = {
        word: [int(r[0]) for r in conn.execute(_POSTINGS, (token,))]
        for word, token in tokens.items()
    }
    distinctive = {w: ids for w, ids in postings.items() if 0 < len(ids) < COMMON}
    if not distinctive or limit <= 0:
        return []
    # Counted over all the message's words: one shared word out of many is chance.
    needed = 1 if len(tokens) <= SHORT else 2
    stored = conn.execute(_NEWEST).scalar() or 1
    weight = {
        w: math.log(1 + (stored - len(r) + 0.5) / (len(r) + 0.5)) for w, r in distinctive.items()
    }
    shared: dict[int, list[str]] = defaultdict(list)
    for word, ids in distinctive.items():
        for mid in ids:
            shared[mid].append(word)
    ranked = sorted(
        (
            (sum(weight[w] for w in words), mid, sorted(words))
            for mid, words in shared.items()
            if len(words) >= needed
        ),
        reverse=True,
    )[: limit * CANDIDATES]
    wanted = [mid for _, mid, _ in ranked]
    marks = ", ".join("?" * len(wanted))
    fetched = conn.execute(f"{_ROWS} ({marks})", tuple(wanted)).all() if wanted else []
    rows = {r.id: r for r in fetched}
    found: list[Recalled] = []
    seen: set[str] = set()
    for score, mid, matched in ranked:
        row = rows.get(mid)
        if row is None or row.conversation_id == exclude or row.state == "streaming":
            continue
        try:
            text = box.open_text(
                row.text_sealed, message_aad(row.id, row.conversation_id), "messages", row.id
            )
        except CorruptRow as exc:
            log.warning("recall skipped a message: %s", exc)
            continue
        same = " ".join(text.split()).casefold()
        if same in seen:
            continue
        seen.add(same)
        found.append(Recalled(message=to_message(row, text), matched=matched, score=score))
        if len(found) == limit:
            break
    return found


def context(
    conn: Connection,
    box: Box,
    conversation_id: str | None,
    query: str,
    history: int = 50,
    memories: int = 5,
) -> TurnContext:
    """Everything a turn reads before it briefs a worker, in one read: the conversation's
    vault and last ``history`` messages, the facts, and what ``query`` recalls from
    elsewhere. One trip to the memory thread instead of four, on every message."""
    vault: dict[str, str] = {}
    recent: list[Message] = []
    if conversation_id is not None:
        vault = semantic.vault(conn, box, conversation_id)
        recent = episodic.messages(conn, box, conversation_id, history)
    return TurnContext(
        vault=vault,
        history=recent,
        facts=semantic.facts(conn, box),
        recalled=recall(conn, box, query, memories, exclude=conversation_id),
    )
