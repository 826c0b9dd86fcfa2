"""The turn as a building block: a ``TurnRequest`` in, events out, a ``TurnOutcome`` at
the end. ``request`` says who started it and where it writes, ``steps`` are the
pipeline's typed steps up to the brief and ``answering`` the send, restore and check,
``pipeline`` composes them, ``preview`` runs all but sending."""

from app.controller.turn.pipeline import outcome, run
from app.controller.turn.preview import Preview, PreviewFinding, preview
from app.controller.turn.request import (
    MAX_DEPTH,
    FailureReason,
    Lineage,
    Origin,
    TurnOutcome,
    TurnRequest,
    child_request,
    valid_text,
)
from app.controller.turn.steps import TurnParts

__all__ = [
    "MAX_DEPTH",
    "FailureReason",
    "Lineage",
    "Origin",
    "Preview",
    "PreviewFinding",
    "TurnOutcome",
    "TurnParts",
    "TurnRequest",
    "child_request",
    "outcome",
    "preview",
    "run",
    "valid_text",
]
