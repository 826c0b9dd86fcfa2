"""The privacy badge under an answer: its class, where it went, what was held back.

Built from the turn's events (``RouteChosen``, ``BriefingReady``, ``TurnFinished``) as
they arrive, or from the run journal for answers loaded from memory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.controller.events import (
    BriefingReady,
    ChecksDone,
    RouteChosen,
    TurnEvent,
    TurnFinished,
    canonical,
    name_of,
)
from app.ui.answer_figures import figures


@dataclass
class Badge:
    message_id: int = 0
    turn_id: str = ""
    worker_id: str = ""
    data_location: str = ""
    sensitivity: str = "public"
    held_back: int = 0
    withheld_kinds: list[str] = field(default_factory=list)
    ledger_id: int | None = None
    decision: str = ""
    manifest: list[dict[str, Any]] = field(default_factory=list)
    checks: list[dict[str, str]] = field(default_factory=list)
    display: str = ""  # the answer as it may be rendered (flagged fetches made inert)
    figures: str = ""  # tokens, speed, time and cost of the answer, as far as known

    @property
    def flagged(self) -> list[dict[str, str]]:
        """The answer checks that did not pass."""
        return [c for c in self.checks if c.get("status") != "pass"]

    @property
    def local(self) -> bool:
        return self.data_location == "local"

    def text(self) -> str:
        """One phrase for where it went, what left and what was held back."""
        if self.local:
            text = f"stayed on this device ({self.worker_id}) · nothing left it"
        else:
            text = (
                f"sent to {self.worker_id} (cloud) · left: {self.sensitivity} text · "
                f"held back: {self.held()}"
            )
        if self.flagged:
            names = ", ".join(f"{c.get('name')} {c.get('status')}" for c in self.flagged)
            text += f" · checks: {names}"
        return text

    def held(self) -> str:
        if not self.held_back:
            return "nothing"
        kinds = self.withheld_kinds[:3] + (["…"] if len(self.withheld_kinds) > 3 else [])
        plural = "s" if self.held_back != 1 else ""
        return f"{self.held_back} value{plural}" + (f" ({', '.join(kinds)})" if kinds else "")

    def tooltip(self) -> str:
        kinds = ", ".join(self.withheld_kinds) or "none"
        return f"Held back: {kinds}. Click to see exactly what left and why."

    def take(self, event: TurnEvent) -> None:
        """Folds one turn event into the badge."""
        self.turn_id = event.turn_id
        if isinstance(event, RouteChosen):
            self.worker_id = event.worker_id
            self.data_location = event.data_location
        elif isinstance(event, BriefingReady):
            self.held_back = event.placeholders
            self.withheld_kinds = list(event.withheld_kinds)
            self.manifest = [entry.model_dump(mode="json") for entry in event.manifest]
            self.decision = event.decision
        elif isinstance(event, ChecksDone):
            self.checks = [check.model_dump(mode="json") for check in event.checks]
        elif isinstance(event, TurnFinished):
            self.display = event.display
            self.message_id = event.message_id
            self.worker_id = event.worker_id
            self.sensitivity = str(event.sensitivity)
            self.ledger_id = event.ledger_id
            self.figures = figures(event.cost, None)  # the session adds the time

    @classmethod
    def from_journal(cls, turn_id: str, events: list[tuple[str, dict[str, Any]]]) -> Badge | None:
        """The badge of a finished turn from its journal rows ``(event, payload)``."""
        badge = cls(turn_id=turn_id)
        finished = False
        for name, payload in ((canonical(n), p) for n, p in events):
            if name == name_of(RouteChosen):
                badge.data_location = str(payload.get("data_location", ""))
            elif name == name_of(BriefingReady):
                badge.held_back = int(payload.get("placeholders", 0))
                badge.withheld_kinds = list(payload.get("withheld_kinds", []))
                badge.manifest = list(payload.get("manifest", []))
                badge.decision = str(payload.get("decision", ""))
            elif name == name_of(ChecksDone):
                badge.checks = list(payload.get("checks", []))
            elif name == name_of(TurnFinished):
                finished = True
                badge.display = str(payload.get("display", ""))
                badge.message_id = int(payload["message_id"])
                badge.worker_id = str(payload.get("worker_id", ""))
                badge.sensitivity = str(payload.get("sensitivity", "public"))
                badge.ledger_id = payload.get("ledger_id")
                badge.figures = figures(payload.get("cost"), None)
        return badge if finished else None
