"""Running a turn from the command line: opening the companion and the consent prompt.

Shared by ``ares chat`` and ``ares preview`` so both see the pipeline the window sees.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from app.cli.common import CliError, ExitCode, settings_for
from app.cli.memory import PASSPHRASE_ENV, ask_passphrase
from app.controller.companion import Companion
from app.controller.consent import (
    ConsentAnswer,
    ConsentBroker,
    ConsentDecision,
    ConsentRequest,
    FixedConsent,
)
from memory import AsyncMemoryStore, KeyUnavailable, MemoryStoreError

CONSENT_CHOICES = {"allow": ConsentAnswer.SEND_AS_IS, "deny": ConsentAnswer.PSEUDONYMISE}

EXIT_FOR_FAILURE = {
    "unavailable": ExitCode.UNAVAILABLE,
    "refused": ExitCode.REFUSED,
    "cancelled": ExitCode.REFUSED,
    "worker_error": ExitCode.WORKER_ERROR,
    "config": ExitCode.USAGE,
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


def add_consent_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--consent",
        choices=("ask", "allow", "deny"),
        default="ask",
        help="what to answer when sensitive data needs consent "
        "(ask on a terminal; deny pseudonymises; default: ask, or deny without a terminal)",
    )


@asynccontextmanager
async def open_memory(args: argparse.Namespace) -> AsyncIterator[AsyncMemoryStore]:
    """The memory, unlocked as ``ares memory`` does it: keyring, else ARES_PASSPHRASE,
    else a no-echo prompt on a terminal, else a clear error (exit 2)."""
    paths, _ = settings_for(args)
    paths.home.mkdir(parents=True, exist_ok=True)
    passphrase = os.environ.get(PASSPHRASE_ENV) or None
    try:
        memory = await AsyncMemoryStore.open(paths.database, passphrase=passphrase)
    except KeyUnavailable as exc:
        if passphrase is not None or not sys.stdin.isatty():
            raise CliError(str(exc), ExitCode.USAGE) from None
        asked = ask_passphrase(new=not paths.database.exists())
        memory = await _open_with(paths.database, asked)
    except MemoryStoreError as exc:
        raise CliError(str(exc), ExitCode.USAGE) from None
    try:
        yield memory
    finally:
        await memory.close()


async def _open_with(database: Path, passphrase: str) -> AsyncMemoryStore:
    try:
        return await AsyncMemoryStore.open(database, passphrase=passphrase)
    except MemoryStoreError as exc:
        raise CliError(str(exc), ExitCode.USAGE) from None


@asynccontextmanager
async def open_companion(
    args: argparse.Namespace, consent: ConsentBroker
) -> AsyncIterator[Companion]:
    _, settings = settings_for(args)
    async with open_memory(args) as memory:
        companion = Companion(settings, memory, consent)
        try:
            yield companion
        finally:
            await companion.close_workers()
