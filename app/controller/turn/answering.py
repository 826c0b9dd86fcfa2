"""The turn's last steps — send, restore, check — and what they hand on: one call
through the egress, streamed, its placeholders restored on the device and the answer
saved as it comes, then the checks over the whole answer.

Apart from ``steps``, which decides what may leave and how (classify through brief),
because this is the only part of a turn that reaches a worker, and it goes through
``Egress``; an agent's tool loop reuses ``relay`` and ``kept_if_cut`` for each round.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from app.controller.agents.delegation.tokens import checkpoint
from app.controller.answers import AnswerWriter, Check, evaluate
from app.controller.egress import Clearance, Dispatch
from app.controller.events import ChunkReceived
from app.controller.turn.request import valid_text
from app.controller.turn.steps import Prepared, StepModel, TurnParts
from trust import Vault
from workers import ContextBriefing, Cost, ToolCall


class Answered(StepModel):
    """The answer as stored, what the worker said (placeholders and all), and its cost.
    ``clearance`` is what the last call went under when it differs from the prepared
    one (an agent's tool results widen it)."""

    message_id: int
    text: str
    raw: str
    cost: Cost
    ledger_ids: list[int]
    clearance: Clearance | None = None


@dataclass
class Heard:
    """What one call's stream carried: the text as the worker said it (placeholders and
    all, for the checks) and the tools it asked for."""

    raw: list[str] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)


async def relay(
    call: Dispatch,
    briefing: ContextBriefing,
    message: str,
    vault: Vault,
    writer: AnswerWriter,
    heard: Heard,
) -> AsyncIterator[ChunkReceived]:
    """One call through the egress: placeholders restored on the device, the answer
    saved as it comes, each piece shown; what was said is collected in ``heard``."""
    turn_id = call.clearance.turn_id
    restorer = vault.stream_restorer()
    async with contextlib.aclosing(call.send(briefing, message)) as chunks:
        async for chunk in chunks:
            heard.tool_calls.extend(chunk.tool_calls)
            text = valid_text(chunk.text)
            heard.raw.append(text)
            shown = restorer.feed(text)
            if shown:
                await writer.add(shown)
                yield ChunkReceived(turn_id=turn_id, text=shown)
    tail = restorer.flush()
    if tail:
        await writer.add(tail)
        yield ChunkReceived(turn_id=turn_id, text=tail)


@contextlib.asynccontextmanager
async def kept_if_cut(writer: AnswerWriter) -> AsyncIterator[None]:
    """A cancelled or failed answer keeps what came, marked interrupted."""
    try:
        yield
    except BaseException:
        if writer.started:
            await asyncio.shield(writer.close("interrupted"))
        raise


async def send(
    parts: TurnParts, prepared: Prepared, vault: Vault, conversation_id: str
) -> AsyncIterator[ChunkReceived | Answered]:
    """Streams the answer through the egress, restoring placeholders on the device and
    saving it as it comes; the last item is the ``Answered`` record. Cancelled, the
    partial answer is kept and marked interrupted."""
    checkpoint()  # a cancelled task makes no more calls
    call = parts.egress.open(prepared.worker, prepared.clearance)
    writer = AnswerWriter(
        parts.memory, conversation_id, prepared.worker.worker_id, ran_as=prepared.ran_as
    )
    heard = Heard()
    async with kept_if_cut(writer):
        async for shown in relay(call, prepared.briefing, prepared.message, vault, writer, heard):
            yield shown
    message_id = await writer.close("complete")
    yield Answered(
        message_id=message_id,
        text=writer.text,
        raw="".join(heard.raw),
        cost=call.cost,
        ledger_ids=list(call.ledger_ids),
    )


async def check(
    parts: TurnParts, answered: Answered, vault: Vault, prepared: Prepared
) -> list[Check]:
    """The answer checks, off the loop: CPU work over the whole answer."""
    return await asyncio.to_thread(
        evaluate,
        answered.raw,
        answered.text,
        withheld=held_back(vault, prepared.clearance.placeholders),
        data_location=prepared.worker.data_location,
        engine=parts.engine,
    )


def held_back(vault: Vault, placeholders: list[str]) -> dict[str, str]:
    """The values this turn's payload stood in for: what this worker must not know. (A
    value held back earlier may have gone as it is to this worker, and may be echoed.)"""
    entries = vault.entries
    return {p: entries[p] for p in placeholders if p in entries}
