"""The one way out: every call to a worker goes through ``Egress.dispatch``.

Before a worker may send, the egress checks again, on the exact text that would leave,
that nothing above the worker's limit is in it without a recorded consent, and that no
secret is in it at all. The worker then hands the egress the exact bytes it is about to
put on the wire, and the egress writes the ledger row before they go. A test fails if
any other module calls a worker's ``stream`` or ``generate``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
from collections.abc import AsyncGenerator, Callable, Sequence
from typing import Protocol

from pydantic import BaseModel, Field

from memory import AsyncMemoryStore, CallCost, DisclosureIn
from trust import Classification, Policy, PrivacyClass, Sensitivity, TrustEngine, placeholders
from workers import Chunk, ContextBriefing, Cost, Embedder, OutboundPayload, Worker

log = logging.getLogger("ares.egress")


class EgressRefused(Exception):
    """Nothing was sent; the message says why in one sentence without any value."""


class Clearance(BaseModel):
    """What the controller asserts about an outgoing request, and the ids to file it under."""

    conversation_id: str
    turn_id: str
    sensitivity: Sensitivity = Sensitivity.PUBLIC
    kinds: list[str] = Field(default_factory=list)
    placeholders: list[str] = Field(default_factory=list)
    consent_id: str | None = None


class Dispatch:
    """One call in flight; ``ledger_ids`` fills as the worker discloses payloads."""

    def __init__(self, egress: Egress, worker: Worker, clearance: Clearance) -> None:
        self._egress = egress
        self.worker = worker
        self.clearance = clearance
        self.ledger_ids: list[int] = []
        self.cost = Cost()

    async def disclose(self, payload: OutboundPayload) -> None:
        if self._egress.stopped:
            raise EgressRefused("Emergency stop is on: nothing leaves until it is cleared.")
        entry = await self._egress.memory.record_disclosure(
            DisclosureIn(
                worker=self.worker.worker_id,
                destination=payload.destination,
                model=self.worker.model,
                sensitivity=self.clearance.sensitivity,
                kinds=self.clearance.kinds,
                placeholders=self.clearance.placeholders,
                consent_id=self.clearance.consent_id,
                byte_count=len(payload.body),
                sha256=hashlib.sha256(payload.body).hexdigest(),
                payload=payload.body,
                conversation_id=self.clearance.conversation_id,
                turn_id=self.clearance.turn_id,
            )
        )
        self.ledger_ids.append(entry.id)
        log.info(
            "ledger %d: %d bytes to %s (%s, %s) sha256=%s",
            entry.id,
            entry.byte_count,
            payload.destination,
            self.worker.worker_id,
            self.clearance.sensitivity,
            entry.sha256,
        )

    async def send(self, briefing: ContextBriefing, message: str) -> AsyncGenerator[Chunk, None]:
        parts = outgoing_parts(briefing, message)
        self._egress.check_parts(self.worker, parts, self.clearance)
        await self._egress.budget.admit(self.worker, parts)
        # aclosing: an abandoned stream closes its connection now, on this loop, not
        # whenever the garbage collector gets to it.
        stream = self.worker.stream(briefing, message, disclose=self.disclose)
        async with contextlib.aclosing(stream) as chunks:
            async for chunk in chunks:
                if chunk.cost is not None:
                    self.cost = chunk.cost
                yield chunk
        await self._file_cost()

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Vectors for ``texts`` (memory search), under the same checks and ledger as a
        chat: what is embedded leaves the device just as much."""
        if not isinstance(self.worker, Embedder):
            raise EgressRefused(f"{self.worker.worker_id} cannot embed text.")
        self._egress.check_text(self.worker, "\n".join(texts), self.clearance)
        await self._egress.budget.admit(self.worker, list(texts))
        return await self.worker.embed(texts, disclose=self.disclose)

    async def _file_cost(self) -> None:
        """The cost goes on the row of the request that answered: the last one (retries
        before it got no answer, so no cost)."""
        if self.ledger_ids:
            await self._egress.memory.record_cost(
                self.ledger_ids[-1], CallCost.model_validate(self.cost.model_dump())
            )
            await self._egress.budget.settle(self.worker, self.clearance)


def outgoing_parts(briefing: ContextBriefing, message: str) -> list[str]:
    """Each chat message as it will be sent (the system prompt, the history, the message,
    this turn's tool rounds with their calls' arguments), and the tools offered: their
    descriptions leave too, and some are data (an MCP server's, a skill's)."""
    parts = [m.outgoing_text() for m in briefing.messages(message)]
    parts += [f"{t.description}\n{json.dumps(t.parameters)}" for t in briefing.tools]
    return parts


def _only_placeholders(value: str) -> bool:
    return not placeholders.PATTERN.sub("", value).strip(" \t\n\"'`")


class StopSwitch:
    """The emergency stop: one per running ARES, shared by every egress built for it, so
    a settings change never clears it."""

    def __init__(self) -> None:
        self.on = False


Classify = Callable[[str], Classification]


class Budget(Protocol):
    """What the month's budgets allow (``app.controller.budgets.BudgetGate``)."""

    async def admit(self, worker: Worker, parts: Sequence[str]) -> None:
        """Raise ``EgressRefused`` when sending ``parts`` would pass a hard limit."""

    async def settle(self, worker: Worker, clearance: Clearance) -> None:
        """After a call's cost is filed: the soft alert, once."""


class Unlimited:
    """No budgets: nothing to check."""

    async def admit(self, worker: Worker, parts: Sequence[str]) -> None:
        return None

    async def settle(self, worker: Worker, clearance: Clearance) -> None:
        return None


class Egress:
    """The rules (engine, policy) are fixed for its life; new settings build a new one.
    ``classify`` may remember verdicts per text (``wiring.Classifier``): the recent
    conversation goes out again with every message, unchanged."""

    def __init__(
        self,
        memory: AsyncMemoryStore,
        engine: TrustEngine,
        policy: Policy,
        stop: StopSwitch | None = None,
        classify: Classify | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.memory = memory
        self.budget: Budget = budget or Unlimited()
        self.engine = engine
        self.policy = policy
        self._stop = stop or StopSwitch()
        self.classify = classify or (lambda text: policy.reclassify(engine.classify(text)))

    @property
    def stopped(self) -> bool:
        return self._stop.on

    def emergency_stop(self) -> None:
        self._stop.on = True

    def clear_stop(self) -> None:
        self._stop.on = False

    def check(
        self, worker: Worker, briefing: ContextBriefing, message: str, clearance: Clearance
    ) -> None:
        """Raise ``EgressRefused`` unless this exact text (``outgoing_parts``) may go to
        this worker."""
        self.check_parts(worker, outgoing_parts(briefing, message), clearance)

    def check_text(self, worker: Worker, outgoing: str, clearance: Clearance) -> None:
        self.check_parts(worker, [outgoing], clearance)

    def check_parts(self, worker: Worker, parts: list[str], clearance: Clearance) -> None:
        if self.stopped:
            raise EgressRefused("Emergency stop is on: nothing leaves until it is cleared.")
        if not self.policy.eligible(worker.privacy_class):
            raise EgressRefused(f"Local-only mode is on, so {worker.worker_id} may not be used.")
        consented = bool(clearance.consent_id)
        for part in parts:
            held = self.policy.redactions(
                self.classify(part), worker.privacy_class, consent_given=consented
            )
            for finding in held:
                if _only_placeholders(finding.value(part)):
                    continue  # e.g. "--token [SECRET_1]": the value was already held back
                log.warning("refused %s for %s", finding.kind, worker.worker_id)
                raise EgressRefused(
                    f"Refused to send to {worker.worker_id}: a {finding.kind} "
                    f"({self.policy.effective(finding)}) would have left without consent."
                )

    def open(self, worker: Worker, clearance: Clearance) -> Dispatch:
        return Dispatch(self, worker, clearance)

    async def release(
        self, source: str, destination: str, body: bytes, text: str, clearance: Clearance
    ) -> int:
        """Let a tool send ``body`` to ``destination`` (``text``: all of it that leaves,
        the URL included), as a worker's payload: refused when it holds anything the
        policy would not send as it is to an unknown destination (an external provider),
        recorded in the ledger before it goes. Returns the ledger row's id."""
        if self.stopped:
            raise EgressRefused("Emergency stop is on: nothing leaves until it is cleared.")
        verdict = self.policy.reclassify(self.engine.classify(text))
        held = self.policy.redactions(verdict, PrivacyClass.EXTERNAL_PROVIDER, consent_given=False)
        for finding in held:
            level = self.policy.effective(finding)
            log.warning("refused %s for %s: %s", finding.kind, source, level)
            raise EgressRefused(
                f"Refused to send to {destination.split('?')[0]}: a {finding.kind} "
                f"({level}) would have left."
            )
        entry = await self.memory.record_disclosure(
            DisclosureIn(
                worker=source,
                destination=destination,
                sensitivity=verdict.sensitivity,
                kinds=sorted({f.kind for f in verdict.findings}),
                byte_count=len(body),
                sha256=hashlib.sha256(body).hexdigest(),
                payload=body,
                conversation_id=clearance.conversation_id,
                turn_id=clearance.turn_id,
            )
        )
        log.info("ledger %d: %d bytes to %s (%s)", entry.id, len(body), destination, source)
        return entry.id
