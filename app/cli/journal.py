"""``ares journal [--turn ID] [--json] [--limit N]``: what the pipeline did, step by step.

With ``--turn``, every event of that turn and of every turn started under it (an
agent's, a plan step's), oldest first; without, the latest events. Exit 2 when the turn
has no events.
"""

from __future__ import annotations

import argparse
import asyncio

from app.cli.common import CliError, ExitCode, print_json
from app.cli.turns import open_records


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("journal", help="what the pipeline did, per turn")
    parser.add_argument("--turn", help="this turn and every turn under it")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.add_argument("--limit", type=int, default=100, help="latest N events (default 100)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    return asyncio.run(_journal(args))


async def _journal(args: argparse.Namespace) -> int:
    async with open_records(args) as records:
        rows = await records.journal(args.turn, limit=max(args.limit, 0))
    if args.turn and not rows:
        raise CliError(f"The journal has nothing for turn {args.turn!r}.", ExitCode.USAGE)
    if args.json:
        print_json(rows)
        return 0
    if not rows:
        print("The journal is empty.")
    for row in rows:
        under = f" under {row.parent_turn[:8]}" if row.parent_turn else ""
        print(f"{row.at:%Y-%m-%d %H:%M:%S}  {row.turn[:8]}{under}  {row.event}")
    return 0
