"""One tool call, from the model's request to the result the model will see.

Unknown → ``tool_unknown``; not allowed by the agent's list, then the persona's →
``tool_forbidden``; bad arguments → ``invalid_arguments``; an action the person must
approve and did not → ``approval_denied``; a delegation a guard stops →
``delegation_refused``. None of these runs anything. A delegated task that failed or
was cancelled reports ``delegation_failed`` / ``subtask_cancelled``. A tool that
fails reports ``tool_failed`` with a message; an exception never escapes to the loop.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from app.controller.agents.approval import APPROVAL_TIMEOUT, ask
from app.controller.agents.personas import Selection
from app.controller.agents.tools.base import Approval, ToolContext, ToolFailure
from app.controller.agents.tools.registry import ToolRegistry
from app.controller.consent import ConsentQueue, approval_request
from workers import ToolCall
from workers.http import scrub

log = logging.getLogger("ares.tools")

Status = Literal[
    "ok",
    "tool_unknown",
    "tool_forbidden",
    "invalid_arguments",
    "approval_denied",
    "egress_refused",
    "tool_failed",
    "delegation_refused",
    "delegation_failed",
    "subtask_cancelled",
]


class ToolOutcome(BaseModel):
    model_config = ConfigDict(frozen=True)

    call: ToolCall
    status: Status
    result: Any  # what the model receives, before the loop classifies it
    approval: Approval | None = None

    @property
    def ran(self) -> bool:
        return self.status in (
            "ok",
            "tool_failed",
            "egress_refused",
            "delegation_failed",
            "subtask_cancelled",
        )

    def text(self) -> str:
        return json.dumps(self.result, ensure_ascii=False, default=str)


class ToolExecutor:
    def __init__(
        self,
        registry: ToolRegistry,
        consent: ConsentQueue,
        context: ToolContext,
        *,
        approval_timeout: float = APPROVAL_TIMEOUT,
        enabled: bool = True,
    ) -> None:
        self.enabled = enabled  # off: a delegated task asked to run without tools
        self.registry = registry
        self.consent = consent  # approvals are consent requests, asked in the same queue
        self.context = context
        self.approval_timeout = approval_timeout

    async def run(self, call: ToolCall, selection: Selection, turn_id: str) -> ToolOutcome:
        call = call.model_copy(update={"name": self.registry.canonical(call.name)})
        self.context.turn_id = turn_id
        tool = self.registry.get(call.name)
        if tool is None:
            return _refused(call, "tool_unknown", f"There is no tool named {call.name!r}.")
        if not self.enabled:
            return _refused(call, "tool_forbidden", "This task runs without tools.")
        if not selection.may_use(call.name):
            who = f"agent {selection.agent_name!r}"
            if selection.persona is not None:
                who += f" under persona {selection.persona.id!r}"
            return _refused(call, "tool_forbidden", f"The {who} may not use {call.name}.")
        approval: Approval | None = None
        try:
            args = tool.parse(call.arguments)
            approval = tool.approval(args, self.context)
            if approval is not None and not await self._approved(approval, selection, turn_id):
                denied = f"The person did not allow: {approval.subject}"
                raise ToolFailure("approval_denied", denied)
            result = await tool.run(args, self.context)
        except ToolFailure as failure:
            return ToolOutcome(
                call=call,
                status=_status(failure.code),
                result=failure.result(call.name),
                approval=approval,
            )
        except Exception as exc:  # a tool's bug must not end the person's turn
            log.warning("tool %s failed: %s", call.name, type(exc).__name__)
            crash = ToolFailure("tool_failed", scrub(f"{type(exc).__name__}: {exc}")[:500])
            return ToolOutcome(
                call=call, status="tool_failed", result=crash.result(call.name), approval=approval
            )
        return ToolOutcome(call=call, status="ok", result=result, approval=approval)

    async def _approved(self, approval: Approval, selection: Selection, turn_id: str) -> bool:
        request = approval_request(
            approval,
            turn_id=turn_id,
            agent=selection.agent_name,
            persona=selection.persona.id if selection.persona else None,
        )
        return await ask(self.consent, request, self.approval_timeout)


def _refused(call: ToolCall, code: Status, message: str) -> ToolOutcome:
    return ToolOutcome(
        call=call, status=code, result={"error": code, "tool": call.name, "message": message}
    )


def _status(code: str) -> Status:
    known: tuple[Status, ...] = (
        "tool_unknown",
        "tool_forbidden",
        "invalid_arguments",
        "approval_denied",
        "egress_refused",
        "delegation_refused",
        "delegation_failed",
        "subtask_cancelled",
    )
    return next((s for s in known if s == code), "tool_failed")
