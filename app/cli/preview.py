"""``ares preview --worker ID [--consent allow|deny] [--attach FILE]... [--json|--jsonl]
MESSAGE|-``

What would leave for that worker, computed by the real pipeline (memory, policy,
consent, briefing, the worker's own request rendering) without sending or storing
anything: ``decision`` (send, pseudonymise or refuse), ``sensitivity``, and ``payload``,
the exact request body the adapter would put on the wire (the stdin text for a command
worker). Without a terminal, ``--consent`` defaults to deny: what needs consent is
pseudonymised. ``--jsonl`` reads ``{"text": ...}`` per line and writes one result per line.
``--attach FILE`` (repeatable) previews the message with that file, as ``ares chat
--attach`` would send it (a long file excerpted: a preview asks no model for a summary);
with ``--conversation``, the files sent earlier in it are previewed too.

Exit codes: 0 ok, 2 usage or config error (or a bad JSONL line), 4 refused (single
message only: with --jsonl a refusal is a result, not an error).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from app.cli.common import CliError, ExitCode, jsonl_texts, print_json, read_text
from app.cli.stdin_text import StdinText
from app.cli.turns import (
    add_attach_option,
    add_consent_option,
    consent_broker,
    open_companion,
    read_attachments,
)
from app.controller.companion import Companion
from app.controller.turn import Preview, TurnRequest


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("preview", help="show what would leave for a worker, send nothing")
    parser.add_argument("message", nargs="?", default="-", help="the message, or - for stdin")
    parser.add_argument("--worker", required=True, help="worker id from config.toml")
    parser.add_argument("--conversation", help="preview as a turn of this conversation")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print one JSON object")
    form.add_argument("--jsonl", action="store_true", help='{"text": ...} per line in and out')
    add_attach_option(parser, "preview")
    add_consent_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    args.files = read_attachments(args, "Nothing was previewed.")
    return asyncio.run(_preview(args))


async def _preview(args: argparse.Namespace) -> int:
    async with open_companion(args, consent_broker(args.consent)) as companion:
        if args.jsonl:
            return await _jsonl(companion, args)
        message = read_text(args.message)
        if not message.strip():
            raise CliError("The message is empty.", ExitCode.USAGE)
        result = await companion.preview(_request(args, message))
    if args.json:
        print_json(result)
    else:
        _print_human(result)
    return int(ExitCode.REFUSED if result.decision == "refuse" else ExitCode.OK)


async def _jsonl(companion: Companion, args: argparse.Namespace) -> int:
    code = ExitCode.OK
    with StdinText() as stream:
        for number, text, problem in jsonl_texts(stream):
            if problem is not None:
                print(f"ares: line {number}: {problem}", file=sys.stderr)
                print_json({"line": number, "error": problem}, compact=True)
                code = ExitCode.USAGE
                continue
            result = await companion.preview(_request(args, text))
            print_json(result, compact=True)
    return int(code)


def _request(args: argparse.Namespace, message: str) -> TurnRequest:
    return TurnRequest(
        message=message,
        worker_id=args.worker,
        conversation_id=args.conversation,
        attachments=args.files,
    )


def _print_human(result: Preview) -> None:
    lines: list[Any] = [
        f"decision:    {result.decision}",
        f"sensitivity: {result.sensitivity}",
        f"worker:      {result.worker}",
    ]
    if result.reason:
        lines.append(f"reason:      {result.reason}")
    if result.destination:
        lines.append(f"destination: {result.destination}")
    if result.payload is not None:
        lines += ["payload:", result.payload]
    sys.stdout.write("\n".join(str(line) for line in lines) + "\n")
