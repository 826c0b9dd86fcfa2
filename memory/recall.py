"""Recall before a turn: the earlier messages relevant to this one, each once, and why.

Bounded whatever the store's size: each of the message's longest words costs one capped
look at its posting list (at most ``COMMON`` rows), a word found in that many messages
or more says nothing about what is relevant and is dropped, and only the words left are
ranked — so at most ``COMMON`` rows per word are scored, never every match of "please".

Relevance is a threshold, not "the five best": a message is recalled only when it shares
at least two of those distinctive words with the new one (one, when the new message has
no more than ``SHORT`` of them: "Where did I put my token?"), and the record says which
words matched and the BM25 score.
"""

from __future__ import annotations

import logging

from sqlalchemy import Connection, select

from memory import episodic, semantic
from memory.blind_index import terms
from memory.box import Box
from memory.episodic import message_aad, to_message
from memory.errors import CorruptRow
from memory.records import Message, Recalled, TurnContext
from memory.search import RANKED
from memory.tables import MESSAGE_INDEX, MESSAGES

log = logging.getLogger("ares.memory")

COMMON = 200  # a word in this many messages or more is not distinctive
QUERY_WORDS = 12  # the message's longest words are looked at, at most this many
CANDIDATES = 4  # ranked rows fetched per recalled message, for filtering
SHORT = 3  # a message with this few distinctive words recalls on any one of them

_FREQUENCY = (
    f"SELECT count(*) FROM (SELECT rowid FROM {MESSAGE_INDEX} "
    f"WHERE {MESSAGE_INDEX} MATCH ? LIMIT {COMMON})"
)


def recall(
    conn: Connection, box: Box, query: str, limit: int = 5, *, exclude: str | None = None
) -> list[Recalled]:
    """What is relevant to ``query`` from conversations other than ``exclude``, at most
    ``limit`` messages, each once: bounded work however many messages are stored."""
    tokens = box.index.tokens(query, QUERY_WORDS)
    frequency = {w: conn.exec_driver_sql(_FREQUENCY, (t,)).scalar_one() for w, t in tokens.items()}
    distinctive = {w: tokens[w] for w, n in frequency.items() if 0 < n < COMMON}
    if not distinctive or limit <= 0:
        return []
    needed = 1 if len(distinctive) <= SHORT else 2
    expression = " OR ".join(sorted(distinctive.values()))
    ranked = conn.exec_driver_sql(RANKED, (box.clock(), expression, limit * CANDIDATES)).all()
    scores = {int(rowid): -float(score) for rowid, score in ranked}
    rows = {r.id: r for r in conn.execute(select(MESSAGES).where(MESSAGES.c.id.in_(scores)))}
    found: list[Recalled] = []
    seen: set[str] = set()
    for mid, score in scores.items():
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
        matched = sorted(terms(text) & distinctive.keys())
        same = " ".join(text.split()).casefold()
        if len(matched) < needed or same in seen:
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
