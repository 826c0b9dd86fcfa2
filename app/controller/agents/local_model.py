"""Small jobs for the *local* model on the person's own data: summarising old history
(compaction), noting an exchange's intent and keywords (ambient enrichment).

They are worker calls like any other: the text is judged by the policy for the local
worker (a secret goes as a placeholder, even there), the call goes through the egress
(its own ledger row under the turn) and what comes back has the turn's placeholders
restored on the device — it is private memory, stored sealed, and judged again like
any memory item before it is ever put in a briefing.

Errors (a caller decides what a failure means; none is raised past it)::

    LocalJobFailed
     ├── no local worker is configured or eligible
     └── the worker failed or the egress refused (the message says which, no values)
"""

from __future__ import annotations

import asyncio

from app.controller.egress import Clearance, EgressRefused
from app.controller.redaction import highest_sent, plan
from app.controller.turn.steps import TurnParts, classify
from trust import PrivacyClass, Pseudonymiser, Vault
from workers import ContextBriefing, Worker, WorkerError


class LocalJobFailed(Exception):
    """The local model could not do the job; nothing of it was stored."""


def local_worker(parts: TurnParts) -> Worker:
    """The first local-only worker in config.toml."""
    for spec in parts.router.settings.workers:
        if spec.privacy == PrivacyClass.LOCAL_ONLY:
            return parts.router.worker(spec.id)
    raise LocalJobFailed("no local worker is configured")


async def prepare(
    parts: TurnParts,
    worker: Worker,
    text: str,
    vault: Vault,
    *,
    conversation_id: str,
    turn_id: str,
) -> tuple[str, Clearance]:
    """``text`` judged for ``worker``, and the clearance it goes under: what the policy
    holds back becomes placeholders (recorded in ``vault``, so the answer's can be
    restored). Classifying is CPU work: off the loop."""
    pseudonymiser = Pseudonymiser(vault)
    escaped = pseudonymiser.escape(text)
    verdict = await asyncio.to_thread(classify, parts.engine, parts.policy, escaped)
    replace = plan(verdict, worker.privacy_class, parts.policy).to_replace()
    outgoing = pseudonymiser.pseudonymise(escaped, replace)
    clearance = Clearance(
        conversation_id=conversation_id,
        turn_id=turn_id,
        sensitivity=highest_sent(verdict, replace),
        kinds=sorted({f.kind for f in verdict.findings if f not in replace}),
        placeholders=sorted(outgoing.placeholders),
    )
    return outgoing.text, clearance


async def ask_local(
    parts: TurnParts,
    worker: Worker,
    instruction: str,
    text: str,
    clearance: Clearance,
    vault: Vault,
) -> str:
    """One call to the local worker through the egress; the answer with placeholders
    restored. Raises ``LocalJobFailed``."""
    if worker.privacy_class is not PrivacyClass.LOCAL_ONLY:
        raise LocalJobFailed(f"{worker.worker_id} is not a local worker")
    briefing = ContextBriefing(persona=instruction)
    call = parts.egress.open(worker, clearance)
    said: list[str] = []
    try:
        async for chunk in call.send(briefing, text):
            said.append(chunk.text)
    except (EgressRefused, WorkerError) as exc:
        raise LocalJobFailed(f"{type(exc).__name__}: {exc}") from None
    return vault.restore("".join(said)).strip()
