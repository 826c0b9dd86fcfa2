"""Asking for consent, and remembering an answer given "for this conversation".

A remembered answer is kept in working memory under ``consent:<conversation>:<worker>``
and reused for that worker only; every decision gets a fresh consent id, so each ledger
row links to the record of its own task.
"""

from __future__ import annotations

import uuid

from app.controller.consent import (
    ConsentDecision,
    ConsentItem,
    ConsentQueue,
    ConsentRequest,
)
from memory import AsyncMemoryStore
from trust import Finding


def consent_request(
    worker_id: str, privacy_class: str, text: str, findings: list[Finding]
) -> ConsentRequest:
    items = [
        ConsentItem(
            kind=f.kind, sensitivity=f.sensitivity, start=f.start, end=f.end, text=f.value(text)
        )
        for f in findings
    ]
    return ConsentRequest(
        worker_id=worker_id, privacy_class=privacy_class, message=text, items=items
    )


class ConsentDesk:
    def __init__(self, memory: AsyncMemoryStore, queue: ConsentQueue, timeout: float) -> None:
        self.memory = memory
        self.queue = queue
        self.timeout = timeout

    async def decide(
        self, request: ConsentRequest, conversation_id: str | None, *, remember: bool
    ) -> ConsentDecision:
        key = _key(conversation_id, request.worker_id) if conversation_id else None
        saved = await self.memory.get_working(key) if key else None
        if saved is not None:
            return _fresh(ConsentDecision.model_validate(saved))
        decision = _fresh(await self.queue.ask(request, self.timeout))
        if key and remember and decision.scope == "conversation":
            await self.memory.set_working(key, decision.model_dump(mode="json"))
        return decision


def _fresh(decision: ConsentDecision) -> ConsentDecision:
    return decision.model_copy(update={"consent_id": uuid.uuid4().hex})


def _key(conversation_id: str, worker_id: str) -> str:
    return f"consent:{conversation_id}:{worker_id}"
