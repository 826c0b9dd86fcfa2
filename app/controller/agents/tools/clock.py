"""``current_time``: the date and time on this device."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from app.controller.agents.tools.base import Args, Tool, ToolContext


class NoArgs(Args):
    pass


class CurrentTime(Tool):
    name = "current_time"
    description = "The current local date, time and time zone, and the time in UTC."
    arguments = NoArgs

    async def run(self, args: NoArgs, ctx: ToolContext) -> Any:
        local = datetime.now().astimezone()
        return {
            "local": local.isoformat(timespec="seconds"),
            "timezone": local.tzname() or "",
            "utc": datetime.now(UTC).isoformat(timespec="seconds"),
            "weekday": local.strftime("%A"),
        }
