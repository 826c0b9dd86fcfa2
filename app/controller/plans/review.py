"""The cross-check of a high-stakes step: a second worker reads the step's objective
and answer and gives its verdict in the reviewer's protocol (``agents/verdict.py``:
ACCEPT or REJECT as the first word, then why). The review is a child turn like any
step — classified again for the reviewer, under consent and in the ledger."""

from __future__ import annotations

from pydantic import BaseModel

from app.controller.agents.verdict import parse_verdict


class Review(BaseModel):
    worker: str
    decision: str  # ACCEPT, REJECT, or "none" when the reply held no verdict
    notes: str = ""
    turn_id: str = ""

    @property
    def accepted(self) -> bool:
        return self.decision == "ACCEPT"

    def problem(self, step_id: str) -> str:
        if self.decision == "none":
            return (
                f"step {step_id!r}: the cross-check by {self.worker} gave no verdict "
                "(ACCEPT or REJECT), so its answer was not trusted"
            )
        why = f": {self.notes}" if self.notes else ""
        return f"step {step_id!r}: the cross-check by {self.worker} rejected its answer{why}"


def read_review(worker: str, reply: str, turn_id: str) -> Review:
    verdict = parse_verdict(reply)
    if verdict is None:
        return Review(worker=worker, decision="none", turn_id=turn_id)
    return Review(worker=worker, decision=verdict.decision, notes=verdict.notes, turn_id=turn_id)
