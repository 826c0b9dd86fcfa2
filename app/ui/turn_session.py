"""One turn as the window and the quick prompt show it: the controller's events
folded into a message view, a privacy badge and an outcome.

Stopping is cancelling the task that runs ``run``: the pipeline keeps the partial
answer (marked interrupted) and the view marks it too.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from app.controller.companion import Companion
from app.controller.events import (
    ChunkReceived,
    RouteChosen,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnStarted,
)
from app.controller.turn import TurnRequest
from app.ui.answer_figures import figures
from app.ui.attach_bar import files_note
from app.ui.message_render import Shown
from app.ui.message_view import MessageView
from app.ui.privacy_badge import Badge

Listener = Callable[[TurnEvent], None]


def route_note(event: RouteChosen) -> str:
    where = "on this device" if event.data_location == "local" else "in the cloud"
    return f"{event.worker_id}, {where}"


class TurnSession:
    def __init__(self, companion: Companion, view: MessageView) -> None:
        self.companion = companion
        self.view = view
        self.badge = Badge()
        self.conversation_id: str | None = None
        self.outcome: TurnEvent | None = None
        self.first_chunk_at: float | None = None

    async def run(self, request: TurnRequest, listener: Listener | None = None) -> TurnEvent | None:
        """Runs the turn to its end, or until the task running it is cancelled."""
        try:
            async for event in self.companion.turn(request):
                self._show(event, request)
                if listener is not None:
                    listener(event)
        except asyncio.CancelledError:
            self._interrupted()
            raise
        return self.outcome

    def _show(self, event: TurnEvent, request: TurnRequest) -> None:
        self.badge.take(event)
        if isinstance(event, TurnStarted):
            self.conversation_id = event.conversation_id
            note = files_note(f.name for f in request.attachments)
            self.view.show_message(Shown("user", request.message, note))
        elif isinstance(event, RouteChosen):
            self.view.begin_answer(route_note(event))
        elif isinstance(event, ChunkReceived):
            if self.first_chunk_at is None:
                self.first_chunk_at = time.monotonic()
            self.view.add_chunk(event.text)
        elif isinstance(event, TurnFinished):
            self.outcome = event
            took = time.monotonic() - self.first_chunk_at if self.first_chunk_at else None
            self.badge.figures = figures(event.cost, took)
            # The display text has links and images that would carry data out made inert.
            self.view.end_answer(event.display or event.answer, "complete", self.badge)
        elif isinstance(event, TurnFailed):
            self.outcome = event
            if self.view.streaming:
                self.view.end_answer(None, "interrupted", self._partial_badge())
            self.view.show_notice(event.error)

    def _interrupted(self) -> None:
        if self.view.streaming:
            self.view.end_answer(None, "interrupted", self._partial_badge())

    def _partial_badge(self) -> Badge | None:
        """An answer that never finished still shows what left: the route and briefing
        (its ledger row is found by the turn's id when opened)."""
        return self.badge if self.badge.worker_id else None
