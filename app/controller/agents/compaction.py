"""Compaction (``compaction_enabled = true`` on an agent): the briefing carries the
recent messages as they are and a summary of everything older, written by the *local*
model, so a long conversation costs a bounded working set instead of the last N
messages.

The summary lives in working memory (``summary:<conversation>``: sealed like every
working value) with the id of the last message it covers. When more than
``MAX_RECENT`` messages follow it, the oldest of them are folded into it by one call to
the local worker, until ``KEEP_RECENT`` remain; so a turn calls the local model only
every few turns. The call is an egress call like any other (ledgered under the turn).
When it fails (no local worker, the worker is down, the egress refuses) the turn goes
on with the summary it had and the recent messages: compaction never fails a turn.
"""

from __future__ import annotations

import logging

from pydantic import BaseModel

from app.controller.agents.local_model import LocalJobFailed, ask_local, local_worker, prepare
from app.controller.briefing import BriefingInput, clip
from app.controller.turn.steps import TurnParts
from memory import Message
from trust import Vault

log = logging.getLogger("ares.agents")

KEEP_RECENT = 6  # messages sent as they are after a fold
MAX_RECENT = 12  # more than this after the summary: fold the oldest
SUMMARY_CHARS = 2400  # the working set's bound for the summary (about 600 tokens)
SUMMARY_PROMPT = (
    "You keep the running summary of a conversation between a person and their "
    "assistant. Merge the earlier summary (if any) with the messages that follow it into "
    "one new summary of at most 250 words: facts the person stated, decisions, open "
    "questions, and what the assistant promised. Keep placeholders such as [EMAIL_1] "
    "exactly as written. Reply with the summary only."
)


class Summary(BaseModel):
    text: str = ""
    through: int = 0  # id of the last message the summary covers


def summary_key(conversation_id: str) -> str:
    return f"summary:{conversation_id}"


class Compactor:
    """The pipeline's ``compact`` step for an agent that compacts."""

    async def __call__(
        self,
        parts: TurnParts,
        offered: BriefingInput,
        vault: Vault,
        conversation_id: str,
        turn_id: str,
    ) -> BriefingInput:
        saved = await parts.memory.get_working(summary_key(conversation_id))
        summary = Summary.model_validate(saved) if saved else Summary()
        recent = [m for m in offered.history if m.id > summary.through]
        if len(recent) > MAX_RECENT:
            folded = recent[: len(recent) - KEEP_RECENT]
            try:
                summary = await self._fold(parts, summary, folded, vault, conversation_id, turn_id)
                await parts.memory.set_working(summary_key(conversation_id), summary.model_dump())
                recent = recent[len(folded) :]
            except LocalJobFailed as exc:
                log.debug("compaction skipped: %s", exc)
        return offered.model_copy(update={"history": recent, "summary": summary.text})

    async def _fold(
        self,
        parts: TurnParts,
        summary: Summary,
        folded: list[Message],
        vault: Vault,
        conversation_id: str,
        turn_id: str,
    ) -> Summary:
        worker = local_worker(parts)
        lines = [f"Earlier summary:\n{summary.text}"] if summary.text else []
        lines += [_line(m) for m in folded if not m.error]
        copy = Vault(vault.entries)  # the summary is stored restored: no entries to keep
        text, clearance = await prepare(
            parts,
            worker,
            "\n\n".join(lines),
            copy,
            conversation_id=conversation_id,
            turn_id=turn_id,
        )
        written = await ask_local(parts, worker, SUMMARY_PROMPT, text, clearance, copy)
        if not written:
            raise LocalJobFailed("the local model wrote an empty summary")
        return Summary(text=clip(written, SUMMARY_CHARS), through=folded[-1].id)


def _line(message: Message) -> str:
    who = "Assistant" if message.role == "assistant" else "Person"
    return f"{who}: {message.text}"
