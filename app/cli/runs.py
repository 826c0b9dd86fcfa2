"""``ares runs list|show|cancel [RUN_ID] [--json]``: background delegations.

``list`` prints every run, newest first (``started``, ``delivered``, ``failed`` or
``cancelled``); ``show RUN_ID`` one run with its task and the answer it posted;
``cancel RUN_ID`` cancels it — the process running it stops it at its next call
boundary, and a run nobody runs any more settles ``cancelled`` at once. Exit codes: 0,
2 for an unknown run id.
"""

from __future__ import annotations

import argparse
import asyncio

from app.cli.common import CliError, ExitCode, print_json
from app.cli.turns import open_records
from app.controller.records import MemoryStoreError
from app.controller.views.runs import RunItem


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("runs", help="background delegations: list, show, cancel")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run, runs_command="list")
    actions = parser.add_subparsers(dest="runs_command", metavar="ACTION")
    listing = actions.add_parser("list", help="every run, newest first")
    listing.add_argument("--json", action="store_true", help="print a JSON list")
    for name, help_text in (("show", "one run, its task and answer"), ("cancel", "cancel it")):
        action = actions.add_parser(name, help=help_text)
        action.add_argument("run_id", metavar="RUN_ID")
        action.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    return asyncio.run(_run(args))


async def _run(args: argparse.Namespace) -> int:
    async with open_records(args) as records:
        try:
            if args.runs_command == "show":
                _print(await records.run(args.run_id), args.json)
            elif args.runs_command == "cancel":
                _print(await records.cancel_run(args.run_id), args.json)
            else:
                _print_list(await records.runs(), args.json)
        except MemoryStoreError as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None
    return int(ExitCode.OK)


def _print_list(items: list[RunItem], as_json: bool) -> None:
    if as_json:
        print_json([i.model_dump(mode="json", exclude={"task", "answer"}) for i in items])
        return
    if not items:
        print("No background runs.")
    for item in items:
        when = item.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
        print(f"{item.run_id}  {item.status:<9}  {item.agent}  {when}")


def _print(item: RunItem, as_json: bool) -> None:
    if as_json:
        print_json(item)
        return
    print(f"run {item.run_id}: {item.status}")
    print(f"  agent: {item.agent} (chain: {' → '.join(item.chain)})")
    print(f"  conversation: {item.conversation_id}")
    if item.cancel_requested and item.status == "started":
        print("  cancel asked: it stops at its next step")
    if item.task is not None:
        print(f"  task: {item.task}")
    if item.error:
        print(f"  error: {item.error}")
    if item.answer is not None:
        print(f"  posted: {item.answer}")
