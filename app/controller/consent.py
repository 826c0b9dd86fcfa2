"""The consent broker: how ARES asks the person — before sensitive data leaves, and
before an agent's tool acts (an approval: run a command, write or delete a file, fetch
a URL, an MCP tool not marked read-only).

The window implements it with a dialog, the CLI with a prompt or a flag, tests with a
fixed answer; both kinds of question go through the same broker and the same queue, one
after another. Whatever the front end, a broker that does not answer in time is a "no":
a disclosure is pseudonymised, an action is not taken.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import AbstractContextManager
from enum import StrEnum
from typing import Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from trust import Sensitivity


class ConsentAnswer(StrEnum):
    SEND_AS_IS = "send"
    PSEUDONYMISE = "pseudonymise"
    KEEP_LOCAL = "keep_local"
    CANCEL = "cancel"


# What happens to a finding: the person's choice, sent as it is, replaced by a
# placeholder, or never sent (a secret).
Fate = Literal["ask", "send", "replace", "withhold"]


class ConsentItem(BaseModel):
    """A finding. ``text`` is shown to the person on the device only (a secret's is
    masked); ``placeholder`` is what replaces it when its fate is "replace"."""

    kind: str
    sensitivity: Sensitivity
    start: int
    end: int
    text: str
    source: str = "message"
    fate: Fate = "ask"
    placeholder: str = ""


class Approval(BaseModel):
    """What the person is asked to allow: the exact command, path or URL."""

    model_config = ConfigDict(frozen=True)

    tool: str
    action: str  # "run", "write", "delete", "fetch", "call"
    subject: str  # shown verbatim: the argv, the path, the URL
    detail: str = ""  # e.g. the body to send or the first lines to write


class ConsentRequest(BaseModel):
    """``turn_id``, ``origin`` and ``agent`` say which task asks: several turns (an
    agent's, a plan's steps) may be waiting for an answer at once.
    A disclosure: ``items`` need the person's answer (``ConsentDecision.items`` follows
    their order); ``others`` are the message's other findings, shown with what happens
    to them. An approval (``approval`` set) asks whether a tool may act; answer it with
    ``ALLOW`` or ``DENY``."""

    worker_id: str = ""
    privacy_class: str = ""
    message: str = ""
    items: list[ConsentItem] = Field(default_factory=list)
    others: list[ConsentItem] = Field(default_factory=list)
    turn_id: str = ""
    origin: str = "person"
    agent: str | None = None
    waiting: int = 0  # other requests queued behind this one when it was put to the person
    approval: Approval | None = None
    persona: str | None = None  # the agent's persona, for an approval
    files: list[str] = Field(default_factory=list)  # names of the files sent with it

    def asker(self) -> str:
        """Which task asks, in the person's words."""
        if self.origin == "person":
            return "Your message"
        who = {"agent": "The agent", "plan_step": "A plan step", "schedule": "A scheduled task"}
        label = who.get(self.origin, "A task")
        if self.agent:
            label += f" {self.agent!r}"
        return f"{label} (task {self.turn_id[:8]})" if self.turn_id else label


class ConsentDecision(BaseModel):
    """The answer for the task. ``items``, when given, answers each request item in
    order (send as is or pseudonymise); ``answer`` then says only whether to go on."""

    answer: ConsentAnswer
    scope: Literal["task", "conversation"] = "task"
    consent_id: str = Field(default="")
    items: list[ConsentAnswer] | None = None


# An approval's answers: anything but ALLOW (a timeout's "pseudonymise" included) is a no.
ALLOW = ConsentDecision(answer=ConsentAnswer.SEND_AS_IS)
DENY = ConsentDecision(answer=ConsentAnswer.CANCEL)


def approval_request(
    approval: Approval, *, turn_id: str, agent: str, persona: str | None = None
) -> ConsentRequest:
    return ConsentRequest(approval=approval, turn_id=turn_id, agent=agent, persona=persona)


def allows(decision: ConsentDecision) -> bool:
    """Whether an approval's answer lets the tool act."""
    return decision.answer is ConsentAnswer.SEND_AS_IS


class ConsentBroker(Protocol):
    async def ask(self, request: ConsentRequest) -> ConsentDecision: ...


class FixedConsent:
    """Answers every request the same way: the CLI's --consent flag, and tests (for an
    approval, only SEND_AS_IS allows)."""

    def __init__(self, answer: ConsentAnswer) -> None:
        self.answer = answer
        self.requests: list[ConsentRequest] = []

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        self.requests.append(request)
        return ConsentDecision(answer=self.answer)


async def ask_with_timeout(
    broker: ConsentBroker, request: ConsentRequest, timeout: float
) -> ConsentDecision:
    """Deny by default: no answer in time means pseudonymise, never send."""
    try:
        return await asyncio.wait_for(broker.ask(request), timeout)
    except TimeoutError:
        return ConsentDecision(answer=ConsentAnswer.PSEUDONYMISE)


class ByKind:
    """Disclosures to one broker, approvals to another: the CLI's ``--consent`` and
    ``--approve`` are separate answers to questions on the same path."""

    def __init__(self, disclosures: ConsentBroker, approvals: ConsentBroker) -> None:
        self.disclosures = disclosures
        self.approvals = approvals

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        broker = self.disclosures if request.approval is None else self.approvals
        return await broker.ask(request)


@runtime_checkable
class QueueAware(Protocol):
    """A broker that shows how many requests wait behind the one on screen."""

    def waiting_changed(self, waiting: int) -> None: ...


# ``PendingDesk.track``: (kind, asker, what, turn_id) -> a context while it waits.
Track = Callable[[Literal["consent", "approval"], str, str, str], AbstractContextManager[None]]


def _listed(request: ConsentRequest) -> tuple[Literal["consent", "approval"], str, str, str]:
    """How an open question is listed: kinds and tools, never a value."""
    approval = request.approval
    if approval is not None:
        who = f"The agent {request.agent!r} (task {request.turn_id[:8]})"
        return "approval", who, f"{approval.action}: {approval.subject[:80]}", request.turn_id
    kinds = ", ".join(sorted({item.kind for item in request.items}))
    return "consent", request.asker(), f"send {kinds} to {request.worker_id}", request.turn_id


class ConsentQueue:
    """Several turns may ask at once (an agent's, a plan's steps): the person gets one
    request after another, in the order asked, and none is lost. The timeout runs from
    when a request is put to the person, not while it waits its turn."""

    def __init__(self, broker: ConsentBroker, track: Track | None = None) -> None:
        self.broker = broker
        self._turn = asyncio.Lock()  # FIFO: waiters are woken in the order they came
        self.waiting = 0
        self._track = track  # lists the open questions (the Control Center)

    async def ask(self, request: ConsentRequest, timeout: float) -> ConsentDecision:
        if self._track is None:
            return await self._ask(request, timeout)
        with self._track(*_listed(request)):
            return await self._ask(request, timeout)

    async def _ask(self, request: ConsentRequest, timeout: float) -> ConsentDecision:
        self._count(+1)
        queued = True
        try:
            async with self._turn:
                self._count(-1)
                queued = False
                shown = request.model_copy(update={"waiting": self.waiting})
                return await ask_with_timeout(self.broker, shown, timeout)
        finally:
            if queued:  # cancelled while waiting its turn
                self._count(-1)

    def _count(self, change: int) -> None:
        self.waiting += change
        if isinstance(self.broker, QueueAware):
            self.broker.waiting_changed(self.waiting)
