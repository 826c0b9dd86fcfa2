"""The window's answer to a tool that would act: a question showing the exact command,
path or URL, and which agent asks. The default button is "Deny"."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.controller.agents.approval import ApprovalRequest
from app.ui.dialogs import confirm


def approval_text(request: ApprovalRequest) -> str:
    approval = request.approval
    who = request.agent + (f" ({request.persona})" if request.persona else "")
    text = f"{who} wants to {approval.action}:\n\n{approval.subject}"
    if approval.detail:
        text += f"\n\n{approval.detail[:1000]}"
    return text


class DialogApproval:
    def __init__(self, parent: QWidget | None) -> None:
        self.parent = parent

    async def approve(self, request: ApprovalRequest) -> bool:
        return await confirm(self.parent, "ARES — allow this?", approval_text(request), "Allow")
