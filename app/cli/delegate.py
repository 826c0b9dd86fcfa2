"""``ares delegate [--agent NAME] [--json] [--parse-only] [--conversation ID]
[--consent …] [--approve …] ARGS``

Hands tasks to an agent as ``/delegate ARGS`` in the chat box does (the same turn).
ARGS are read as the chat box reads them — the argument words joined by spaces, then
``delegate_args.parse`` — so quote them for the shell as one argument when they hold
double quotes or a bare ``|``::

    ares delegate --parse-only --json 'translate "hello | world" --model fast-model --tools'

The options of ``ares delegate`` come before ARGS; everything from the first word that
is not one of them is ARGS, flags included (``--parallel``, ``--model X``, ``--tools``).
``--parse-only`` prints what was parsed and runs nothing. Exit codes: 0 every task
answered (a rejection by the review gate included), 2 usage (a bad ARGS, no task, an
unknown agent), 4 a task was refused or cancelled, 5 a task failed.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from app.cli.common import CliError, ExitCode, print_json
from app.cli.turns import EXIT_FOR_FAILURE, add_consent_option, consent_broker, open_companion
from app.controller.agents.delegate_args import DelegateArgs, DelegateArgsError, parse
from app.controller.agents.delegate_turn import COMMAND
from app.controller.events import ChunkReceived, TaskDelegated, TurnFailed, TurnFinished
from app.controller.turn import TurnRequest

NAME = "delegate"
_FLAGS = frozenset({"--json", "--parse-only", "-h", "--help"})
_WITH_VALUE = frozenset({"--agent", "--conversation", "--consent", "--approve"})
_TOP_WITH_VALUE = frozenset({"--home"})
EXIT_FOR_STATUS = {"refused": ExitCode.REFUSED, "cancelled": ExitCode.REFUSED}


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        NAME,
        help="hand tasks to an agent, as /delegate does in the chat box",
        description="ARGS: tasks separated by a bare |, or --parallel (one task per "
        "word after it); --model NAME; --tools. Quote ARGS as one argument.",
    )
    parser.add_argument("--agent", help="the agent that does the tasks (default: assistant)")
    parser.add_argument("--conversation", help="continue this conversation id")
    parser.add_argument("--json", action="store_true", help="print one JSON object at the end")
    parser.add_argument(
        "--parse-only", action="store_true", help="print what ARGS say and run nothing"
    )
    add_consent_option(parser)
    parser.add_argument(
        "--approve",
        choices=("ask", "allow", "deny"),
        default="ask",
        help="what to answer when a tool would act (with --tools)",
    )
    parser.add_argument("args", nargs=argparse.REMAINDER, help="the tasks and their flags")
    parser.set_defaults(func=run)


def split_argv(argv: list[str]) -> tuple[list[str], list[str]]:
    """``(options, ARGS)`` when ``argv`` runs ``ares delegate``, ARGS led by ``--`` so
    argparse takes ARGS' own flags for words; else ``(argv, [])``."""
    position = 0
    while position < len(argv) and argv[position] != NAME:
        if not argv[position].startswith("-"):
            return argv, []  # another command
        position += 2 if argv[position] in _TOP_WITH_VALUE else 1
    position += 1
    while position < len(argv):
        word = argv[position]
        option = word.split("=", 1)[0]
        if word == "--":
            return argv[:position], ["--", *argv[position + 1 :]]
        if option in _FLAGS:
            position += 1
        elif option in _WITH_VALUE:
            position += 1 if "=" in word else 2
        else:
            break
    if position >= len(argv):
        return argv, []
    return argv[:position], ["--", *argv[position:]]


def run(args: argparse.Namespace) -> int:
    words = list(args.args)
    text = " ".join(words[1:] if words[:1] == ["--"] else words)
    try:
        parsed = parse(text)
    except DelegateArgsError as exc:
        raise CliError(str(exc), ExitCode.USAGE) from None
    if parsed.truncated:
        print(
            f"ares: {parsed.truncated} parallel task(s) past the first {len(parsed.tasks)} "
            "were dropped",
            file=sys.stderr,
        )
    if args.parse_only:
        return _show_parsed(parsed, as_json=args.json)
    if not parsed.tasks:
        raise CliError("Nothing to delegate: give a task after the flags.", ExitCode.USAGE)
    request = TurnRequest(
        message=f"{COMMAND} {text}", agent=args.agent, conversation_id=args.conversation
    )
    return asyncio.run(_delegate(args, request, parsed))


def _show_parsed(parsed: DelegateArgs, *, as_json: bool) -> int:
    if as_json:
        print_json(parsed)
        return int(ExitCode.OK)
    mode = "parallel" if parsed.parallel else "in order"
    print(f"{len(parsed.tasks)} task(s), {mode}; model: {parsed.model or 'the agent’s'}; "
          f"tools: {'on' if parsed.tools else 'off'}")  # fmt: skip
    for number, task in enumerate(parsed.texts(), start=1):
        print(f"  {number}. {task}")
    return int(ExitCode.OK)


async def _delegate(args: argparse.Namespace, request: TurnRequest, parsed: DelegateArgs) -> int:
    tasks: list[dict[str, Any]] = []
    async with open_companion(args, consent_broker(args.consent)) as companion:
        async for event in companion.turn(request):
            if isinstance(event, TaskDelegated):
                tasks.append(_task_row(event))
                if not args.json and event.status not in ("answered", "rejected"):
                    print(
                        f"[task {event.index + 1}: {event.status}] {event.error}", file=sys.stderr
                    )
            elif isinstance(event, ChunkReceived) and not args.json:
                sys.stdout.write(event.text + "\n")
            elif isinstance(event, TurnFinished):
                if args.json:
                    print_json(_summary(event, parsed, tasks))
                return int(_exit_code(tasks))
            elif isinstance(event, TurnFailed):
                if args.json:
                    print_json(
                        {"turn": event.turn_id, "error": event.error, "reason": event.reason}
                    )
                print(f"ares: {event.error}", file=sys.stderr)
                return int(EXIT_FOR_FAILURE[event.reason])
    return int(ExitCode.WORKER_ERROR)


def _task_row(event: TaskDelegated) -> dict[str, Any]:
    return {
        "task": event.task,
        "agent": event.agent,
        "status": event.status,
        "result": event.result,
        "error": event.error,
        "turn": event.child_turn_id,
        "worker": event.worker_id,
        "ledger_ids": event.ledger_ids,
        "review": event.review,
        "self_check_rounds": event.self_check_rounds,
    }


def _summary(
    event: TurnFinished, parsed: DelegateArgs, tasks: list[dict[str, Any]]
) -> dict[str, Any]:
    return {
        "turn": event.turn_id,
        "conversation": event.conversation_id,
        **parsed.model_dump(mode="json"),
        "results": tasks,
        "answer": event.answer,
        "ledger_ids": event.ledger_ids,
        "cost": event.cost.model_dump(mode="json"),
    }


def _exit_code(tasks: list[dict[str, Any]]) -> ExitCode:
    for row in tasks:
        if row["status"] not in ("answered", "rejected"):
            return EXIT_FOR_STATUS.get(row["status"], ExitCode.WORKER_ERROR)
    return ExitCode.OK
