"""``memory_search`` and ``remember``: the agent reads and adds to the person's memory.

What they return is the person's own data; the loop classifies it before any model
sees it, exactly like a recalled memory in a briefing.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from app.controller.agents.tools.base import Args, Tool, ToolContext, ToolFailure
from trust import Sensitivity

SNIPPET = 500  # characters of each hit


class SearchArgs(Args):
    query: str = Field(min_length=1, description="words to look for in past conversations")
    limit: int = Field(default=5, ge=1, le=20, description="most hits to return")


class MemorySearch(Tool):
    name = "memory_search"
    description = "Search the person's past conversations; returns matching messages."
    arguments = SearchArgs

    async def run(self, args: SearchArgs, ctx: ToolContext) -> Any:
        hits = await ctx.memory.search(args.query, limit=args.limit)
        found = []
        for hit in hits:
            message = await ctx.memory.message(hit.message_id)
            if message.error:
                continue  # a row that cannot be read is never handed on
            found.append(
                {
                    "conversation": hit.conversation_id,
                    "role": message.role,
                    "when": message.created_at.isoformat(timespec="seconds"),
                    "text": message.text[:SNIPPET],
                }
            )
        return {"query": args.query, "hits": found}


class RememberArgs(Args):
    fact: str = Field(min_length=1, description="one fact about the person, in a sentence")
    sensitivity: Sensitivity = Field(
        default=Sensitivity.PERSONAL,
        alias="class",
        description="public, personal, private or sensitive",
    )


class Remember(Tool):
    name = "remember"
    description = "Store a fact about the person for later conversations."
    arguments = RememberArgs
    read_only = False

    async def run(self, args: RememberArgs, ctx: ToolContext) -> Any:
        if args.sensitivity is Sensitivity.SECRET:
            raise ToolFailure("tool_failed", "Secrets are never stored as facts.")
        fact = await ctx.memory.remember(args.fact, sensitivity=args.sensitivity, source="agent")
        return {"remembered": fact.id, "class": str(args.sensitivity)}
