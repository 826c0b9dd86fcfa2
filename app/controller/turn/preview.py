"""What a turn would send, computed by the real pipeline without sending or storing.

Files (the request's and the conversation's earlier ones) are judged and redacted as a
turn would; a long one is excerpted, since a preview calls no model to summarise it.
"""

from __future__ import annotations

import uuid

from pydantic import BaseModel, Field

from app.controller.egress import EgressRefused
from app.controller.routing import RouteRefused
from app.controller.turn.files import consent_asked, earlier_files, judge_files, planned
from app.controller.turn.request import TurnRequest
from app.controller.turn.steps import (
    ConsentTicket,
    TurnParts,
    ask_consent,
    brief,
    compile_memory,
    redaction,
    refusal,
    route,
    take_in,
)
from trust import Classification, Pseudonymiser, Sensitivity, Vault
from workers import OutboundPayload, Worker, WorkerError


class PreviewFinding(BaseModel):
    start: int
    end: int
    kind: str
    sensitivity: Sensitivity
    detector: str


class Preview(BaseModel):
    decision: str  # send | pseudonymise | refuse
    sensitivity: Sensitivity
    worker: str | None
    destination: str | None = None
    payload: str | None = None  # the exact request body (or stdin text), as UTF-8
    reason: str = ""
    findings: list[PreviewFinding] = Field(default_factory=list)

    @classmethod
    def of(
        cls, verdict: Classification, worker: Worker, payload: OutboundPayload, decision: str
    ) -> Preview:
        return cls(
            decision=decision,
            sensitivity=verdict.sensitivity,
            worker=worker.worker_id,
            destination=payload.destination,
            payload=payload.body.decode("utf-8", errors="replace"),
            findings=_findings(verdict),
        )

    @classmethod
    def refused(cls, verdict: Classification, reason: str, worker_id: str | None) -> Preview:
        return cls(
            decision="refuse",
            sensitivity=verdict.sensitivity,
            worker=worker_id,
            reason=reason,
            findings=_findings(verdict),
        )


def _findings(verdict: Classification) -> list[PreviewFinding]:
    return [
        PreviewFinding(
            start=f.start, end=f.end, kind=f.kind, sensitivity=f.sensitivity, detector=f.detector
        )
        for f in verdict.findings
    ]


async def preview(parts: TurnParts, request: TurnRequest) -> Preview:
    """Every step of the turn but the sending: nothing is stored, no consent remembered."""
    intake = await take_in(parts, request)
    text, verdict, recalled = intake.text, intake.verdict, intake.recalled
    pseudonymiser = Pseudonymiser(Vault(recalled.vault))
    turn_id = uuid.uuid4().hex
    try:
        worker = (await route(parts.router, request.worker_id)).worker
        verdicts = redaction(verdict, worker, parts.policy)
        judged = await judge_files(
            parts,
            worker,
            intake.files,
            text,
            pseudonymiser.vault,
            conversation_id=request.conversation_id or "",
            turn_id=turn_id,
            earlier=await earlier_files(parts.memory, recalled.offered.history),
            summarise_locally=False,
        )
        files = planned(judged, worker, parts.policy)
        decision = None
        if consent_asked(verdicts, files):
            ticket = ConsentTicket(
                turn_id=turn_id,
                origin=request.origin,
                agent=request.agent,
                conversation_id=request.conversation_id,
            )
            decision = await ask_consent(
                parts,
                ticket,
                worker,
                text,
                verdicts,
                pseudonymiser.vault,
                remember=False,
                files=files,
            )
            stop = refusal(decision, worker.worker_id)
            if stop is not None:
                raise stop
        compiled = await compile_memory(
            parts, worker, recalled.offered, pseudonymiser, message=text
        )
        p = brief(
            worker,
            compiled,
            pseudonymiser,
            text,
            verdict,
            verdicts,
            decision,
            conversation_id=request.conversation_id or "",
            turn_id=turn_id,
            files=files,
        )
        parts.egress.check(p.worker, p.briefing, p.message, p.clearance)
    except (RouteRefused, EgressRefused, WorkerError) as exc:
        return Preview.refused(verdict, str(exc), request.worker_id)
    return Preview.of(verdict, p.worker, p.worker.render(p.briefing, p.message), p.decision)
