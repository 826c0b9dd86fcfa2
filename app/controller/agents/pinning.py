"""The agent and persona a conversation is pinned to, kept in working memory.

Only a persona a message named is pinned (``Selection.pin``); a fallback is not, so a
later ``default_persona`` change reaches conversations that never chose one.
"""

from __future__ import annotations

from pydantic import BaseModel

from memory import AsyncMemoryStore


class Pinned(BaseModel):
    agent: str | None = None
    persona: str | None = None


def _key(conversation_id: str) -> str:
    return f"agent:{conversation_id}"


async def pinned(memory: AsyncMemoryStore, conversation_id: str | None) -> Pinned:
    if conversation_id is None:
        return Pinned()
    raw = await memory.get_working(_key(conversation_id))
    return Pinned.model_validate(raw) if raw else Pinned()


async def pin(
    memory: AsyncMemoryStore, conversation_id: str, agent: str, persona: str | None
) -> None:
    """The conversation's agent, and its persona when ``persona`` is given (a ``None``
    keeps the one pinned before: a message that names none does not unpin)."""
    before = await pinned(memory, conversation_id)
    kept = persona if persona is not None else (before.persona if before.agent == agent else None)
    await memory.set_working(_key(conversation_id), Pinned(agent=agent, persona=kept).model_dump())
