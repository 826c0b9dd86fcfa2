"""Asking the person before a tool acts: running a command, writing or deleting a file,
fetching a URL, an MCP tool not marked read-only.

An approval is a kind of consent request (``ConsentRequest.approval``): it goes through
the one consent queue to the one broker the window, the terminal or ``--approve``
installed, so the person answers both kinds of question in one place, one at a time.
No answer in time, or nobody to ask, is a "no".
"""

from __future__ import annotations

from app.controller.consent import (
    ALLOW,
    DENY,
    ConsentAnswer,
    ConsentDecision,
    ConsentQueue,
    ConsentRequest,
    allows,
)

APPROVAL_TIMEOUT = 300.0


class FixedApproval:
    """A broker that answers every approval the same way (``--approve allow|deny``, and
    tests); a disclosure it is asked is pseudonymised, never sent as it is."""

    def __init__(self, allow: bool) -> None:
        self.allow = allow
        self.requests: list[ConsentRequest] = []

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        if request.approval is None:
            return ConsentDecision(answer=ConsentAnswer.PSEUDONYMISE)
        self.requests.append(request)
        return ALLOW if self.allow else DENY


async def ask(queue: ConsentQueue, request: ConsentRequest, timeout: float) -> bool:
    return allows(await queue.ask(request, timeout))
