"""``ares ledger [--json] [--limit N]``: what left the device, newest first.

Each row: time, worker, destination, sensitivity, byte count and the sha256 of the exact
payload, so a person can check any request against what a provider logged, the turn it
belongs to, and what the call cost (``cost``: tokens in and out, money and currency where
prices are known; ``null`` fields until the worker answered).

``ares ledger show ID [--json]`` prints the exact bytes row ID sent (with ``--json``, the
row and its payload as text); ``ares ledger export --csv|--json FILE`` writes every row
(never a payload) as the ledger view exports them.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from app.cli.common import CliError, ExitCode, check_target, print_json
from app.cli.turns import open_records
from app.controller.budgets import cost_label, total_label
from app.controller.records import MemoryStoreError, Records
from app.controller.views.ledger_rows import write_export


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("ledger", help="what left the device")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.add_argument("--limit", type=int, default=50, help="newest N entries (default 50)")
    parser.set_defaults(func=run, ledger_command=None)
    actions = parser.add_subparsers(dest="ledger_command", metavar="ACTION")

    show = actions.add_parser("show", help="the exact payload one row sent")
    show.add_argument("entry_id", type=int, metavar="ID")
    show.add_argument("--json", action="store_true", help="the row and its payload as JSON")

    export = actions.add_parser("export", help="write every row to a CSV or JSON file")
    fmt = export.add_mutually_exclusive_group(required=True)
    fmt.add_argument("--csv", dest="format", action="store_const", const="csv")
    fmt.add_argument("--json", dest="format", action="store_const", const="json")
    export.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    export.add_argument("file", type=Path, metavar="FILE")


def run(args: argparse.Namespace) -> int:
    if args.ledger_command == "export":
        check_target(args.file, force=args.force)  # before asking for any key
    return asyncio.run(_run(args))


async def _run(args: argparse.Namespace) -> int:
    async with open_records(args) as records:
        try:
            if args.ledger_command == "show":
                return await _show(records, args)
            if args.ledger_command == "export":
                return await _export(records, args)
            return await _list(records, args)
        except MemoryStoreError as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None


async def _list(records: Records, args: argparse.Namespace) -> int:
    rows = await records.ledger(limit=max(args.limit, 0))
    if args.json:
        print_json(rows)
        return 0
    if not rows:
        print("Nothing has left this device yet.")
    for row in rows:
        print(
            f"{row.at:%Y-%m-%d %H:%M:%S}  {row.worker:<16} {row.sensitivity:<9} "
            f"{row.bytes:>7} B  {row.destination}  sha256:{row.sha256[:16]}…  "
            f"{cost_label(row.cost)}"
        )
    if rows:
        print(f"total: {total_label(row.cost for row in rows)}")
    return 0


async def _show(records: Records, args: argparse.Namespace) -> int:
    row = await records.ledger_row(args.entry_id)
    payload = await records.payload(args.entry_id)
    if args.json:
        text = payload.decode("utf-8", errors="replace")
        print_json({**row.model_dump(mode="json"), "payload": text})
        return 0
    # The bytes as they left, unchanged, so `ares ledger show 7 | sha256sum` matches.
    sys.stdout.buffer.write(payload)
    sys.stdout.flush()
    return 0


async def _export(records: Records, args: argparse.Namespace) -> int:
    rows = await records.ledger(limit=None)
    write_export(rows, args.file, args.format)
    print(f"Exported {len(rows)} ledger rows to {args.file}.")
    return 0
