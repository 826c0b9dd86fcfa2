"""A server-sent events reader, as the WHATWG spec defines the format.

Lines ``field: value``; ``data`` lines of one event are joined with newlines; a blank
line dispatches the event; lines starting with ``:`` are comments (keep-alives). An
event still being built when the stream ends is dropped, as the spec says: a stream
cut mid-event must not yield half an event.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass


@dataclass(frozen=True)
class SseEvent:
    event: str  # "message" when the server named none
    data: str


async def read_events(lines: AsyncIterable[str]) -> AsyncIterator[SseEvent]:
    event = ""
    data: list[str] = []
    async for raw in lines:
        line = raw.rstrip("\r\n")
        if not line:
            if data:
                yield SseEvent(event or "message", "\n".join(data))
            event, data = "", []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
