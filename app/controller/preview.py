"""What a turn would send, computed by the real pipeline without sending or storing."""

from __future__ import annotations

from pydantic import BaseModel, Field

from trust import Classification, Sensitivity
from workers import OutboundPayload, Worker


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
