"""Running a turn from the command line: opening the companion and the consent prompt.

Shared by ``ares chat`` and ``ares preview`` so both see the pipeline the window sees.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from app.cli.common import CliError, ExitCode, settings_for
from app.cli.memory import open_records as open_memory_at
from app.controller.agents.approval import FixedApproval
from app.controller.consent import (
    ALLOW,
    DENY,
    ByKind,
    ConsentAnswer,
    ConsentBroker,
    ConsentDecision,
    ConsentRequest,
    FixedConsent,
)
from app.controller.records import Records

if TYPE_CHECKING:  # the turn pipeline loads for the commands that run turns only
    from app.controller.companion import Companion
    from app.controller.files import AttachmentIn

CONSENT_CHOICES = {"allow": ConsentAnswer.SEND_AS_IS, "deny": ConsentAnswer.PSEUDONYMISE}

EXIT_FOR_FAILURE = {
    "unavailable": ExitCode.UNAVAILABLE,
    "refused": ExitCode.REFUSED,
    "cancelled": ExitCode.REFUSED,
    "worker_error": ExitCode.WORKER_ERROR,
    "config": ExitCode.USAGE,
    "too_large": ExitCode.USAGE,  # the message does not fit the worker's context
}


class TerminalConsent:
    """Asks on the terminal; shows the values, since they are the person's own."""

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        err = sys.stderr
        print(f"\nThis message would send to {request.worker_id}:", file=err)
        for item in request.items:
            print(f"  {item.kind} ({item.sensitivity}): {item.text!r}", file=err)
        prompt = "[p]seudonymise (default), [s]end as is, [k]eep local, [c]ancel? "
        choice = input(prompt).strip().lower()[:1]
        answer = {
            "s": ConsentAnswer.SEND_AS_IS,
            "k": ConsentAnswer.KEEP_LOCAL,
            "c": ConsentAnswer.CANCEL,
        }.get(choice, ConsentAnswer.PSEUDONYMISE)
        return ConsentDecision(answer=answer)


def consent_broker(choice: str | None) -> ConsentBroker:
    """``ask`` prompts on a terminal; without one, the answer is "deny" (pseudonymise)."""
    if choice in CONSENT_CHOICES:
        return FixedConsent(CONSENT_CHOICES[choice])
    if choice == "ask" and sys.stdin.isatty():
        return TerminalConsent()
    return FixedConsent(ConsentAnswer.PSEUDONYMISE)


class TerminalApproval:
    """Asks on the terminal whether a tool may act, showing the exact command, path or
    URL (the consent requests that carry an ``approval``)."""

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        err, approval = sys.stderr, request.approval
        if approval is None:  # not an approval: never sent as it is from here
            return ConsentDecision(answer=ConsentAnswer.PSEUDONYMISE)
        print(f"\n{request.agent} wants to {approval.action}: {approval.subject}", file=err)
        if approval.detail:
            print(f"  {approval.detail[:500]}", file=err)
        return ALLOW if input("Allow? [y/N] ").strip().lower()[:1] == "y" else DENY


def approval_broker(choice: str | None) -> ConsentBroker:
    """``ask`` prompts on a terminal; without one, every tool that acts is denied."""
    if choice in ("allow", "deny"):
        return FixedApproval(choice == "allow")
    if choice == "ask" and sys.stdin.isatty():
        return TerminalApproval()
    return FixedApproval(False)


def add_agent_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--agent", help="run the turn as this agent (agents.toml)")
    parser.add_argument("--persona", help="under this persona of the agent (pinned)")
    add_approve_option(
        parser,
        "what to answer when a tool would act (run a command, write or delete a "
        "file, fetch a URL): ask on a terminal; default: ask, or deny without a terminal",
    )


def add_approve_option(parser: argparse.ArgumentParser, help_text: str) -> None:
    parser.add_argument(
        "--approve", choices=("ask", "allow", "deny"), default="ask", help=help_text
    )


def add_consent_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--consent",
        choices=("ask", "allow", "deny"),
        default="ask",
        help="what to answer when sensitive data needs consent "
        "(ask on a terminal; deny pseudonymises; default: ask, or deny without a terminal)",
    )


def add_attach_option(parser: argparse.ArgumentParser, verb: str) -> None:
    parser.add_argument(
        "--attach",
        action="append",
        default=[],
        metavar="FILE",
        help=f"{verb} a text, Markdown, code or PDF file with the message (repeatable)",
    )


def read_attachments(args: argparse.Namespace, what: str) -> list[AttachmentIn]:
    """The ``--attach`` files read, or exit 2 naming the file (``what``: what did not
    happen, e.g. "Nothing was sent.")."""
    from app.controller.files import FileRefused, read_file

    try:
        return [read_file(Path(name)) for name in args.attach]
    except FileRefused as exc:
        raise CliError(f"{exc} {what}", ExitCode.USAGE) from None


@asynccontextmanager
async def open_records(args: argparse.Namespace) -> AsyncIterator[Records]:
    """The memory, unlocked as ``ares memory`` does it: keyring, else ARES_PASSPHRASE,
    else a no-echo prompt on a terminal, else a clear error (exit 2)."""
    paths, _ = settings_for(args)
    paths.home.mkdir(parents=True, exist_ok=True)
    async with open_memory_at(paths) as records:
        yield records


@asynccontextmanager
async def open_companion(
    args: argparse.Namespace, consent: ConsentBroker
) -> AsyncIterator[Companion]:
    from app.controller.companion import Companion

    paths, settings = settings_for(args)
    async with open_records(args) as records:
        # One broker for both kinds of question; --consent and --approve answer each.
        broker = ByKind(consent, approval_broker(getattr(args, "approve", None)))
        companion = Companion(settings, records.memory, broker, agents_file=paths.agents)
        companion.on_budget_alert(lambda alert: print(f"ares: {alert.sentence()}", file=sys.stderr))
        try:
            yield companion
        finally:
            await companion.agents.settle()  # enrichment after the answer, then close
            await companion.runs.aclose()  # cut off: they resume at the next start
            await companion.close_workers()
            await companion.agents.aclose()
