"""``ares ledger [--json] [--limit N]``: what left the device, newest first.

Each row: time, worker, destination, sensitivity, byte count and the sha256 of the exact
payload, so a person can check any request against what a provider logged, the turn it
belongs to, and what the call cost (``cost``: tokens in and out, money and currency where
prices are known; ``null`` fields until the worker answered).
"""

from __future__ import annotations

import argparse
import asyncio

from app.cli.common import print_json
from app.cli.turns import open_records
from app.controller.budgets import cost_label, total_label


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("ledger", help="what left the device")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.add_argument("--limit", type=int, default=50, help="newest N entries (default 50)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    return asyncio.run(_ledger(args))


async def _ledger(args: argparse.Namespace) -> int:
    async with open_records(args) as records:
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
