"""Ranked search over the blind index: BM25 on keyed word hashes, boosted by recency.

The score is BM25 (rare words count more) times a recency factor between 1 and 2 that
halves its boost after ``RECENCY_DAYS``; relevance dominates, recency breaks near-ties.
Only the top hits are decrypted, for their snippets.
"""

from __future__ import annotations

import logging

from sqlalchemy import Connection, select

from memory.blind_index import snippet
from memory.box import Box
from memory.episodic import message_aad
from memory.errors import CorruptRow
from memory.records import SearchHit, to_datetime
from memory.tables import MESSAGE_INDEX, MESSAGES

log = logging.getLogger("ares.memory")

RECENCY_DAYS = 30.0

RANKED = f"""
SELECT rowid, bm25({MESSAGE_INDEX})
       * (1.0 + 1.0 / (1.0 + max(0.0, ? - ts) / ({RECENCY_DAYS} * 86400.0))) AS score
FROM {MESSAGE_INDEX} WHERE {MESSAGE_INDEX} MATCH ? ORDER BY score LIMIT ?
"""


def search(
    conn: Connection, box: Box, query: str, limit: int = 20, *, max_terms: int | None = None
) -> list[SearchHit]:
    expression = box.index.query(query, max_terms)
    if expression is None or limit <= 0:
        return []
    ranked = conn.exec_driver_sql(RANKED, (box.clock(), expression, limit)).all()
    scores = {int(rowid): -float(score) for rowid, score in ranked}
    rows = conn.execute(select(MESSAGES).where(MESSAGES.c.id.in_(scores))).all()
    by_id = {row.id: row for row in rows}
    hits = []
    for mid, score in scores.items():
        row = by_id.get(mid)
        if row is None:
            continue
        try:
            text = box.open_text(
                row.text_sealed, message_aad(row.id, row.conversation_id), "messages", row.id
            )
        except CorruptRow as exc:
            log.warning("search skipped a hit: %s", exc)
            continue
        hits.append(
            SearchHit(
                message_id=row.id,
                conversation_id=row.conversation_id,
                role=row.role,
                snippet=snippet(text, query),
                score=score,
                created_at=to_datetime(row.created_at),
            )
        )
    return hits
