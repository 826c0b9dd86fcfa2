"""Asking for consent, and remembering an answer given "for this conversation".

A remembered answer is kept in working memory under ``consent:<conversation>:<worker>``
and reused for that worker only; every decision gets a fresh consent id, so each ledger
row links to the record of its own task.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from app.controller.consent import (
    ConsentDecision,
    ConsentItem,
    ConsentQueue,
    ConsentRequest,
    Fate,
)
from app.controller.redaction import RedactionPlan
from memory import AsyncMemoryStore
from trust import Finding, Vault
from trust.kinds import placeholder_kind

# A file sent with the message: its name, its text as it would go, its plan.
FilePlan = tuple[str, str, RedactionPlan]


def consent_request(
    worker_id: str,
    privacy_class: str,
    text: str,
    plan: RedactionPlan,
    vault: Vault,
    files: Sequence[FilePlan] = (),
) -> ConsentRequest:
    """The consent-gated findings to answer — the message's, then each file's, in the
    order ``ConsentDecision.items`` answers them — and every other finding with its fate;
    the placeholders shown are the ones the turn will use (asked of a copy of its
    vault, in the order the turn numbers them: the message first, then each file)."""
    preview = Vault(vault.entries)
    items: list[ConsentItem] = []
    others: list[ConsentItem] = []
    for source, body, judged in [("message", text, plan)] + [
        (f"file {name}", body, judged) for name, body, judged in files
    ]:
        asked, rest = _items(body, judged, preview, source)
        items += asked
        others += rest
    return ConsentRequest(
        worker_id=worker_id,
        privacy_class=privacy_class,
        message=text,
        items=items,
        others=sorted(others, key=lambda item: (item.source != "message", item.start)),
        files=[name for name, _, _ in files],
    )


def _items(
    text: str, plan: RedactionPlan, preview: Vault, source: str
) -> tuple[list[ConsentItem], list[ConsentItem]]:
    replaced = sorted(
        plan.pseudonymise + plan.placeholder, key=lambda f: (-(f.end - f.start), f.start)
    )
    labels = {
        id(f): preview.placeholder_for(placeholder_kind(f), f.value(text))[0] for f in replaced
    }
    others = [_item(f, text, "send", source=source) for f in plan.send]
    others += [_item(f, text, "replace", labels[id(f)], source) for f in plan.pseudonymise]
    others += [_item(f, text, "withhold", source=source) for f in plan.placeholder]
    return [_item(f, text, "ask", source=source) for f in plan.consent], others


def _item(
    finding: Finding, text: str, fate: Fate, placeholder: str = "", source: str = "message"
) -> ConsentItem:
    value = finding.value(text)
    if fate == "withhold":  # a secret is not shown again, even on the device
        value = f"•••• ({len(value)} characters)"
    return ConsentItem(
        kind=finding.kind,
        sensitivity=finding.sensitivity,
        start=finding.start,
        end=finding.end,
        text=value,
        fate=fate,
        placeholder=placeholder,
        source=source,
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
