"""What a parser keeps while it reads one answer — whether it ended, why, what it cost:
per-call state, so it lives on the parser made for the call, never on the (shared)
worker. The SSE parsers of the HTTP APIs and the line parsers of command-line agents
share it."""

from __future__ import annotations

from workers.errors import BadResponse


class AnswerParser:
    """``name`` is who speaks: the provider's name, or the agent's program."""

    def __init__(self, worker_id: str, name: str) -> None:
        self.worker_id = worker_id
        self.name = name
        self.done = False
        self.finish_reason = ""
        self.tokens_in = 0
        self.tokens_out = 0
        self.money: float | None = None  # when the answer itself says what it cost

    def bad(self, what: str) -> BadResponse:
        return BadResponse(f"{self.name} sent {what}.", worker_id=self.worker_id)
