"""Ranked search over the blind indexes: BM25 on keyed word hashes, boosted by recency.

The score is BM25 (rare words count more) times a recency factor between 1 and 2 that
halves its boost after ``RECENCY_DAYS``; relevance dominates, recency breaks near-ties.
Only the top hits are decrypted, for their snippets. Messages and facts have an index
each (``search``, ``search_facts``), scored the same way. A message's index row holds
its files too: a hit found by what a file says shows that file's words, after its name.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

from memory.attachments import message_files
from memory.blind_index import mentions, snippet
from memory.box import Box
from memory.episodic import message_aad
from memory.errors import CorruptRow
from memory.records import FactHit, SearchHit, to_datetime
from memory.semantic import fact_aad
from memory.sql import IN_LIST, Connection, Table, members
from memory.tables import FACT_INDEX, FACTS, MESSAGE_INDEX, MESSAGES

log = logging.getLogger("ares.memory")

RECENCY_DAYS = 30.0


def _ranked_sql(index: str) -> str:
    return f"""
SELECT rowid, bm25({index})
       * (1.0 + 1.0 / (1.0 + max(0.0, ? - ts) / ({RECENCY_DAYS} * 86400.0))) AS score
FROM {index} WHERE {index} MATCH ? ORDER BY score LIMIT ?
"""


_RANKED = {name: _ranked_sql(name) for name in (MESSAGE_INDEX, FACT_INDEX)}
RANKED = _RANKED[MESSAGE_INDEX]  # the message query, as recall runs it


def _ranked(
    conn: Connection, box: Box, index: str, query: str, limit: int, max_terms: int | None
) -> dict[int, float]:
    """Row id -> score (higher is better), best first; empty for a query of stop words."""
    expression = box.index.query(query, max_terms)
    if expression is None or limit <= 0:
        return {}
    ranked = conn.execute(_RANKED[index], (box.clock(), expression, limit)).all()
    return {int(rowid): -float(score) for rowid, score in ranked}


def _opened(
    conn: Connection,
    box: Box,
    table: Table,
    scores: dict[int, float],
    row_aad: Callable[[Any], bytes],
) -> Iterator[tuple[Any, str, float]]:
    """The ranked rows of ``table`` with their decrypted text, best first; a row that
    cannot be opened is skipped (and logged), never shown half-read."""
    if not scores:
        return
    rows = conn.execute(
        f"SELECT * FROM {table.name} WHERE id IN {IN_LIST}", {"ids": members(scores)}
    ).all()
    by_id = {row.id: row for row in rows}
    for row_id, score in scores.items():
        row = by_id.get(row_id)
        if row is None:
            continue
        try:
            text = box.open_text(row.text_sealed, row_aad(row), table.name, row.id)
        except CorruptRow as exc:
            log.warning("search skipped a hit: %s", exc)
            continue
        yield row, text, score


def search(
    conn: Connection, box: Box, query: str, limit: int = 20, *, max_terms: int | None = None
) -> list[SearchHit]:
    scores = _ranked(conn, box, MESSAGE_INDEX, query, limit, max_terms)
    return [
        SearchHit(
            message_id=row.id,
            conversation_id=row.conversation_id,
            role=row.role,
            snippet=_message_snippet(conn, box, row, text, query),
            score=score,
            created_at=to_datetime(row.created_at),
        )
        for row, text, score in _opened(
            conn, box, MESSAGES, scores, lambda r: message_aad(r.id, r.conversation_id)
        )
    ]


def _message_snippet(conn: Connection, box: Box, row: Any, text: str, query: str) -> str:
    """The message's words around the match; or, when the match is in one of its files,
    that file's, after its name."""
    if not mentions(text, query):
        for name, body in message_files(conn, box, row.id):
            if mentions(body, query) or mentions(name, query):
                return f"{name}: {snippet(body, query)}"
    return snippet(text, query)


def search_facts(conn: Connection, box: Box, query: str, limit: int = 20) -> list[FactHit]:
    scores = _ranked(conn, box, FACT_INDEX, query, limit, None)
    return [
        FactHit(
            fact_id=row.id,
            snippet=snippet(text, query),
            score=score,
            created_at=to_datetime(row.created_at),
        )
        for row, text, score in _opened(conn, box, FACTS, scores, lambda r: fact_aad(r.id))
    ]
