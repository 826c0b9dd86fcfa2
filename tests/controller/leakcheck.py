"""What the leak harness asserts about one turn, whichever way it was driven.

A ``Turn`` records what was asked (message, worker, consent answer, the conversation
before it) and what happened (the answer shown, the ledger row's hash). ``problems``
holds it against what the fakes received: the ledger hash names the body that left,
that body holds none of the values the DESIGN.md matrix withholds from the worker, and
the answer shown is the message with its placeholders restored.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field

from app.controller.consent import ConsentAnswer
from tests.controller.corpus import WITHHELD_FROM, Planted, leaked, leaked_fragments, withheld
from trust import Sensitivity, TrustEngine
from trust.placeholders import escape

ENGINE = TrustEngine()


@dataclass
class Turn:
    message: str
    worker_id: str
    privacy: str
    consent: ConsentAnswer
    history: list[str] = field(default_factory=list)
    planted: list[Planted] = field(default_factory=list)
    answer: str | None = None
    ledger_sha: str | None = None
    error: str | None = None

    @property
    def consent_needed(self) -> bool:
        """A cloud worker and a sensitive value in the message: the broker is asked."""
        if self.privacy == "local_only":
            return False
        findings = ENGINE.classify(escape(self.message)).findings
        return any(f.sensitivity is Sensitivity.SENSITIVE for f in findings)

    @property
    def refused(self) -> bool:
        stop = (ConsentAnswer.KEEP_LOCAL, ConsentAnswer.CANCEL)
        return self.consent_needed and self.consent in stop

    def withheld(self) -> set[str]:
        """Values that must not be in the body. Consent covers the message's sensitive
        values; the history's go as they are only when this turn asked and was told so."""
        send = self.consent is ConsentAnswer.SEND_AS_IS and self.consent_needed
        values = withheld(ENGINE, self.message, self.privacy, consent_send=send)
        for text in self.history:
            values |= withheld(ENGINE, text, self.privacy, consent_send=send)
        return values

    def secrets(self) -> set[str]:
        values = set()
        for text in [self.message, *self.history]:
            escaped = escape(text)
            values |= {
                f.value(escaped)
                for f in ENGINE.classify(escaped).findings
                if f.sensitivity is Sensitivity.SECRET
            }
        return values | {p.value for p in self.planted if p.sensitivity is Sensitivity.SECRET}

    def planted_withheld(self) -> set[str]:
        """The generator's own values that must not leave: independent of detection."""
        floor = WITHHELD_FROM[self.privacy]
        send = self.consent is ConsentAnswer.SEND_AS_IS
        return {
            p.value
            for p in self.planted
            if p.sensitivity >= floor and not (p.sensitivity is Sensitivity.SENSITIVE and send)
        }


def by_sha(bodies: Iterable[bytes]) -> dict[str, bytes]:
    return {hashlib.sha256(body).hexdigest(): body for body in bodies}


def problems(turn: Turn, received: dict[str, bytes]) -> list[str]:
    where = f"{turn.worker_id}/{turn.consent.value}"
    if turn.refused:
        if turn.answer is not None or turn.ledger_sha is not None:
            return [f"{where}: consent said no, yet the turn was sent"]
        return []
    if turn.answer is None:
        return [f"{where}: the turn failed: {turn.error}"]
    body = received.get(turn.ledger_sha or "")
    if body is None:
        return [f"{where}: the ledger sha256 matches no body a fake received"]
    found = []
    values = turn.withheld() | turn.planted_withheld()
    for value in leaked(body, values):
        found.append(f"{where}: a withheld value left: {value[:6]}… ({len(value)} chars)")
    for value in leaked_fragments(body, turn.secrets()):
        found.append(f"{where}: part of a secret left: {value[:6]}… ({len(value)} chars)")
    if turn.answer != escape(turn.message):
        found.append(f"{where}: the answer shown is not the message restored")
    return found
