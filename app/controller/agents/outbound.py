"""A tool's way out: what ``fetch_url`` (or any tool that sends) hands the egress."""

from __future__ import annotations

from app.controller.agents.tools.base import Release, ToolContext, ToolFailure
from app.controller.egress import Clearance, Egress, EgressRefused


def release_through(egress: Egress, context: ToolContext) -> Release:
    """Sends through ``egress.release``, filed under the context's conversation and
    turn; a refusal becomes the tool's ``egress_refused`` result."""

    async def release(source: str, destination: str, body: bytes, text: str) -> None:
        clearance = Clearance(
            conversation_id=context.conversation_id or "", turn_id=context.turn_id or ""
        )
        try:
            await egress.release(f"tool:{source}", destination, body, text, clearance)
        except EgressRefused as exc:
            raise ToolFailure("egress_refused", str(exc)) from None

    return release
