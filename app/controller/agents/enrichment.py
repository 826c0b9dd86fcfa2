"""Ambient enrichment (``ambient_enrichment = true`` on an agent, off by default): after
an answer, two calls to the *local* model at once — the exchange's intent, and its
keywords — stored with the answer (sealed, like its text).

It runs after the answer was shown and stored, as a task of its own: it never delays
the answer, and a failure (no local worker, a worker error, a refusal, a reply that
says nothing) is logged at debug level and leaves the answer as it was.
"""

from __future__ import annotations

import asyncio
import logging
import re

from app.controller.agents.local_model import LocalJobFailed, ask_local, local_worker, prepare
from app.controller.turn.steps import TurnParts
from memory import Enrichment
from trust import Vault

log = logging.getLogger("ares.agents")

INPUT_CHARS = 4000  # of the exchange, from its start
MAX_KEYWORDS = 8
INTENT_PROMPT = (
    "Classify the intent of the person's message in the exchange below in at most five "
    "words (for example: question, request for help, planning, small talk). Reply with "
    "the label only."
)
KEYWORDS_PROMPT = (
    f"List up to {MAX_KEYWORDS} keywords for the exchange below, separated by commas. "
    "Reply with the keywords only."
)


def exchange_text(message: str, answer: str) -> str:
    return f"Person: {message}\n\nAssistant: {answer}"[:INPUT_CHARS]


def keywords(reply: str) -> list[str]:
    found: list[str] = []
    for raw in re.split(r"[,\n;]", reply):
        word = raw.strip(" \t-*•.\"'").strip()
        if word and len(word) <= 60 and word.casefold() not in {w.casefold() for w in found}:
            found.append(word)
    return found[:MAX_KEYWORDS]


def intent(reply: str) -> str | None:
    lines = [line.strip(" \t-*•.\"'") for line in reply.splitlines() if line.strip()]
    return lines[0][:80] if lines else None


async def enrich(
    parts: TurnParts,
    *,
    message_id: int,
    message: str,
    answer: str,
    conversation_id: str,
    turn_id: str,
) -> Enrichment | None:
    """Asks, stores and returns the enrichment; None (logged at debug) when it failed."""
    try:
        worker = local_worker(parts)
        vault = Vault(await parts.memory.vault(conversation_id))
        text, clearance = await prepare(
            parts,
            worker,
            exchange_text(message, answer),
            vault,
            conversation_id=conversation_id,
            turn_id=turn_id,
        )
        replies = await asyncio.gather(
            ask_local(parts, worker, INTENT_PROMPT, text, clearance, vault),
            ask_local(parts, worker, KEYWORDS_PROMPT, text, clearance, vault),
            return_exceptions=True,  # one failing call must not leave the other running
        )
        said = [_said(reply, message_id) for reply in replies]
        found = Enrichment(intent=intent(said[0]), keywords=keywords(said[1]))
        if found.intent is None and not found.keywords:
            raise LocalJobFailed("the local model said nothing")
        await parts.memory.enrich_message(message_id, found)
        return found
    except LocalJobFailed as exc:
        log.debug("enrichment of message %d skipped: %s", message_id, exc)
    except Exception as exc:  # never the answer's problem: logged, never raised
        log.debug("enrichment of message %d failed: %s", message_id, type(exc).__name__)
    return None


def _said(reply: str | BaseException, message_id: int) -> str:
    if isinstance(reply, BaseException):
        if not isinstance(reply, Exception):
            raise reply  # a cancel is not a failure to note
        log.debug("an enrichment call for message %d failed: %s", message_id, reply)
        return ""
    return reply
