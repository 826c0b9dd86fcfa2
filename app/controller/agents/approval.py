"""Asking the person before a tool acts: running a command, writing or deleting a file,
fetching a URL, an MCP tool not marked read-only.

Like consent, an approval broker has a front end per place: the window's dialog, the
terminal's prompt, a fixed answer for ``ares chat --approve allow|deny`` and tests. No
answer in time, or nobody to ask, is a "no".
"""

from __future__ import annotations

import asyncio
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from app.controller.agents.tools.base import Approval

APPROVAL_TIMEOUT = 300.0


class ApprovalRequest(BaseModel):
    """The exact action, and which task asks for it."""

    model_config = ConfigDict(frozen=True)

    approval: Approval
    turn_id: str
    agent: str
    persona: str | None = None
    conversation_id: str | None = None


class ApprovalBroker(Protocol):
    async def approve(self, request: ApprovalRequest) -> bool: ...


class FixedApproval:
    """Answers every request the same way (``--approve allow|deny``, and tests)."""

    def __init__(self, allow: bool) -> None:
        self.allow = allow
        self.requests: list[ApprovalRequest] = []

    async def approve(self, request: ApprovalRequest) -> bool:
        self.requests.append(request)
        return self.allow


async def ask(broker: ApprovalBroker, request: ApprovalRequest, timeout: float) -> bool:
    try:
        return bool(await asyncio.wait_for(broker.approve(request), timeout))
    except TimeoutError:
        return False
