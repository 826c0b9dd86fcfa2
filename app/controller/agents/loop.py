"""The tool loop: the turn's ``send`` step for an agent.

The model answers or asks for tools; ARES runs the tools here on the device, and sends
the results back for the next round — until the model answers in text, or
``max_tool_iterations`` rounds have run (then it is told so and must answer; calls it
still makes are not run). With ``parallel_tools`` one round's calls run concurrently.

Every round is a call through the egress (its own ledger row; the egress classifies
the exact outgoing text again). A tool result is data like the person's message: it is
escaped, classified and pseudonymised by the policy for this worker before it joins
the exchange, so a secret in it never reaches any model and, for a cloud model, what
the policy holds back goes as placeholders. Placeholders in the model's tool-call
arguments are restored on the device before a tool runs.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from app.controller.agents.delegation.tokens import checkpoint
from app.controller.agents.executor import ToolExecutor, ToolOutcome
from app.controller.agents.personas import Selection
from app.controller.agents.tools.registry import ToolRegistry, wire_name
from app.controller.answers import AnswerWriter
from app.controller.budgets.costs import add_cost
from app.controller.egress import Clearance
from app.controller.events import ChunkReceived, ToolRan, ToolRefused
from app.controller.redaction import highest_sent
from app.controller.turn.answering import Answered, Heard, kept_if_cut, relay
from app.controller.turn.steps import Prepared, TurnParts, classify
from trust import Classification, Finding, Pseudonymiser, Vault
from workers import ChatMessage, ContextBriefing, Cost, Sampling, ToolCall, Worker

CAP_NOTE = (
    "You have used all {n} rounds of tool calls this turn allows. Do not call any more "
    "tools: answer the person now with what you have, and say what is missing."
)
CAPPED_ANSWER = "(Stopped after {n} rounds of tool calls without an answer.)"

LoopItem = ChunkReceived | ToolRan | ToolRefused | Answered


@dataclass
class AgentRun:
    """What one agent turn runs with, fixed at its start."""

    selection: Selection
    registry: ToolRegistry
    executor: ToolExecutor
    sampling: Sampling = field(default_factory=Sampling)
    worker: Worker | None = None  # a model override of the routed worker
    tools: bool = True  # off: a delegated task asked to run without tools

    @property
    def offered(self) -> list[str]:
        """Tools the model is shown: those the agent and persona allow and ARES has."""
        if not self.tools:
            return []
        return [n for n in self.registry.names() if self.selection.may_use(n)]

    def briefing(self, base: ContextBriefing) -> ContextBriefing:
        prompt = self.selection.system_prompt
        return base.model_copy(
            update={
                "persona": prompt or base.persona,
                "tools": self.registry.specs(self.offered),
                "sampling": self.sampling,
            }
        )


class ToolLoop:
    """``send`` for an agent: same inputs, same last item (``Answered``, with the
    clearance the last round was sent under), tool events in between."""

    def __init__(self, run: AgentRun) -> None:
        self.run = run

    async def __call__(
        self, parts: TurnParts, prepared: Prepared, vault: Vault, conversation_id: str
    ) -> AsyncIterator[LoopItem]:
        agent = self.run.selection.agent
        worker = self.run.worker or prepared.worker
        briefing = self.run.briefing(prepared.briefing)
        pseudonymiser = Pseudonymiser(vault)
        clearance = prepared.clearance
        turn_id = clearance.turn_id
        self.run.executor.context.conversation_id = conversation_id
        writer = AnswerWriter(
            parts.memory, conversation_id, worker.worker_id, ran_as=prepared.ran_as
        )
        exchange: list[ChatMessage] = []
        raw: list[str] = []
        ledger_ids: list[int] = []
        cost = Cost()
        rounds = 0
        async with kept_if_cut(writer):
            while True:
                capped = rounds >= agent.max_tool_iterations
                sent = briefing.model_copy(update={"exchange": list(exchange)})
                if capped:
                    note = CAP_NOTE.format(n=agent.max_tool_iterations)
                    sent = sent.model_copy(update={"constraints": [*sent.constraints, note]})
                checkpoint()  # before each model call: a cancelled task stops here
                call = parts.egress.open(worker, clearance)
                heard = Heard()
                async for shown in relay(call, sent, prepared.message, vault, writer, heard):
                    yield shown
                said, calls = heard.raw, heard.tool_calls
                raw += said
                ledger_ids += call.ledger_ids
                cost = add_cost(cost, call.cost)
                if not calls or capped:
                    if capped and calls and not writer.text.strip():
                        note = CAPPED_ANSWER.format(n=agent.max_tool_iterations)
                        await writer.add(note)
                        yield ChunkReceived(turn_id=turn_id, text=note)
                    break
                rounds += 1
                calls = [_with_id(c, rounds, n) for n, c in enumerate(calls)]
                exchange.append(
                    ChatMessage(role="assistant", content="".join(said), tool_calls=calls)
                )
                for outcome in await self._execute(calls, vault, turn_id):
                    yield _event(outcome, turn_id, rounds)
                    content, clearance = await _admit(
                        parts, outcome.result, worker, pseudonymiser, clearance
                    )
                    exchange.append(
                        ChatMessage(
                            role="tool",
                            content=content,
                            tool_call_id=outcome.call.id,
                            tool_name=wire_name(outcome.call.name),
                        )
                    )
        message_id = await writer.close("complete")
        yield Answered(
            message_id=message_id,
            text=writer.text,
            raw="".join(raw),
            cost=cost,
            ledger_ids=ledger_ids,
            clearance=clearance,
        )

    async def _execute(
        self, calls: list[ToolCall], vault: Vault, turn_id: str
    ) -> list[ToolOutcome]:
        """The round's calls, with placeholders restored: the tools act on real values."""
        restored = [
            c.model_copy(update={"arguments": vault.restore_obj(c.arguments)}) for c in calls
        ]
        executor, selection = self.run.executor, self.run.selection

        async def run(call: ToolCall) -> ToolOutcome:
            checkpoint()  # before each tool call
            return await executor.run(call, selection, turn_id)

        if self.run.selection.agent.parallel_tools:
            return list(await asyncio.gather(*(run(c) for c in restored)))
        return [await run(c) for c in restored]


async def _admit(
    parts: TurnParts,
    result: Any,
    worker: Worker,
    pseudonymiser: Pseudonymiser,
    clearance: Clearance,
) -> tuple[str, Clearance]:
    """A tool result as this worker may see it (JSON), and the clearance widened by what
    of it goes as it is. Each string in it is judged on its own, as written — inside a
    JSON encoding a newline becomes ``\\n`` and hides the word before a token. Findings
    that would need consent are pseudonymised: nobody looked at a tool result before it
    would leave."""
    leaves: list[str] = []
    _strings(result, leaves)
    judged = await asyncio.to_thread(_judge, parts, leaves, worker)
    sent: dict[str, str] = {}
    for original, (escaped, verdict, replace) in zip(leaves, judged, strict=True):
        outgoing = pseudonymiser.pseudonymise(escaped, replace)
        sent[original] = outgoing.text
        clearance = clearance.model_copy(
            update={
                "sensitivity": max(clearance.sensitivity, highest_sent(verdict, replace)),
                "kinds": sorted(
                    set(clearance.kinds) | {f.kind for f in verdict.findings if f not in replace}
                ),
                "placeholders": sorted(set(clearance.placeholders) | set(outgoing.placeholders)),
            }
        )
    return json.dumps(_replaced(result, sent), ensure_ascii=False, default=str), clearance


def _judge(
    parts: TurnParts, leaves: list[str], worker: Worker
) -> list[tuple[str, Classification, list[Finding]]]:
    """Each string escaped, classified and the findings the policy holds back from this
    worker: CPU work, run off the loop."""
    judged = []
    for text in leaves:
        escaped = Pseudonymiser(Vault()).escape(text)
        verdict = classify(parts.engine, parts.policy, escaped)
        held = parts.policy.redactions(verdict, worker.privacy_class, consent_given=False)
        judged.append((escaped, verdict, list(held)))
    return judged


def _strings(obj: Any, into: list[str]) -> None:
    if isinstance(obj, str):
        into.append(obj)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            _strings(str(key), into)
            _strings(value, into)
    elif isinstance(obj, list | tuple):
        for value in obj:
            _strings(value, into)


def _replaced(obj: Any, sent: dict[str, str]) -> Any:
    if isinstance(obj, str):
        return sent.get(obj, obj)
    if isinstance(obj, dict):
        return {sent.get(str(k), str(k)): _replaced(v, sent) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_replaced(v, sent) for v in obj]
    return obj


def _with_id(call: ToolCall, round_no: int, index: int) -> ToolCall:
    """Ollama gives calls no id; the APIs that pair results by id need one."""
    return call if call.id else call.model_copy(update={"id": f"call_{round_no}_{index}"})


def _event(outcome: ToolOutcome, turn_id: str, round_no: int) -> ToolRan | ToolRefused:
    approval = outcome.approval.action if outcome.approval else None
    if outcome.ran:
        return ToolRan(
            turn_id=turn_id,
            tool=outcome.call.name,
            call_id=outcome.call.id,
            round=round_no,
            status=outcome.status,
            approved=approval,
        )
    return ToolRefused(
        turn_id=turn_id,
        tool=outcome.call.name,
        call_id=outcome.call.id,
        round=round_no,
        reason=outcome.status,
        approval=approval,
    )
