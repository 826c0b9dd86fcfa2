"""The window's answer to a tool that would act: a question showing the exact command,
path or URL, and which agent asks. The default button is "Deny". Asked by the window's
consent broker (``DialogConsent``) for a consent request that carries an approval."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.controller.consent import ALLOW, DENY, ConsentDecision, ConsentRequest
from app.ui.dialogs import confirm


def approval_text(request: ConsentRequest) -> str:
    approval = request.approval
    assert approval is not None, "only an approval request is shown this way"
    who = (request.agent or "An agent") + (f" ({request.persona})" if request.persona else "")
    text = f"{who} wants to {approval.action}:\n\n{approval.subject}"
    if approval.detail:
        text += f"\n\n{approval.detail[:1000]}"
    return text


async def ask_approval(parent: QWidget | None, request: ConsentRequest) -> ConsentDecision:
    allowed = await confirm(parent, "ARES — allow this?", approval_text(request), "Allow")
    return ALLOW if allowed else DENY
