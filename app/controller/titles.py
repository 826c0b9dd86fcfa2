"""A conversation's title from its first message, written by the *local* model.

Until then (and whenever there is no local model, or it fails) the title is the
message's first words, as the turn stored it. The request goes through the egress like
any other call: classified, checked against the local worker's limit, written in the
ledger under the conversation. A cloud worker is never asked, and a message holding
anything the local worker may not see as it is (a secret) is not sent at all.
"""

from __future__ import annotations

import logging
import secrets

from app.controller.companion import Companion
from app.controller.egress import Clearance, EgressRefused
from trust import PrivacyClass
from workers import ContextBriefing, Sampling, WorkerError

log = logging.getLogger("ares.titles")

WRAPPING = "\"'`*#“”‘’ ."  # quotes, Markdown emphasis, a full stop around a title
MAX_WORDS = 7
MAX_CHARS = 60
MESSAGE_CHARS = 1500  # the start of the message is enough to name it
PERSONA = "You name conversations. You answer with a short title and nothing else."
ASK = (
    "Write a title of at most six words for a conversation that starts with the message "
    "below. Answer with the title only: no quotes, no full stop.\n\nMessage:\n{message}"
)


def clean_title(answer: str) -> str:
    """The model's answer as a title: its first non-empty line, without quotes,
    "Title:" or a trailing full stop, at most ``MAX_WORDS`` words."""
    line = next((ln for ln in answer.splitlines() if ln.strip()), "").strip(WRAPPING)
    if line.lower().startswith("title:"):
        line = line[6:]
    words = line.strip(WRAPPING).split()[:MAX_WORDS]
    return " ".join(words).strip(WRAPPING)[:MAX_CHARS].strip()


async def auto_title(companion: Companion, conversation_id: str) -> str | None:
    """Names the conversation with the local model; the new title, or None when it
    keeps its first words (no local model, a secret in the message, an error)."""
    spec = next(
        (s for s in companion.settings.workers if s.privacy == PrivacyClass.LOCAL_ONLY), None
    )
    if spec is None:
        return None
    messages = await companion.memory.messages(conversation_id, limit=None)
    first = next((m for m in messages if m.role == "user" and not m.error), None)
    if first is None:
        return None
    worker = companion.router.worker(spec.id)
    message = ASK.format(message=first.text[:MESSAGE_CHARS])
    verdict = companion.egress.classify(message)
    if companion.policy.redactions(verdict, worker.privacy_class, consent_given=False):
        return None  # e.g. a password in it: not even the local model sees it for this
    clearance = Clearance(
        conversation_id=conversation_id,
        turn_id=f"title-{secrets.token_hex(6)}",
        sensitivity=verdict.sensitivity,
        kinds=sorted({f.kind for f in verdict.findings}),
    )
    briefing = ContextBriefing(persona=PERSONA, sampling=Sampling(temperature=0.2, max_tokens=24))
    pieces: list[str] = []
    try:
        async for chunk in companion.egress.open(worker, clearance).send(briefing, message):
            pieces.append(chunk.text)
    except (EgressRefused, WorkerError) as exc:
        log.info("no title from %s: %s", spec.id, type(exc).__name__)
        return None
    title = clean_title("".join(pieces))
    if not title:
        return None
    await companion.memory.rename_conversation(conversation_id, title)
    return title
