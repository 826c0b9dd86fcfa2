"""``ares ledger [--json] [--limit N]``: what left the device, newest first.

Each row: time, worker, destination, sensitivity, byte count and the sha256 of the exact
payload, so a person can check any request against what a provider logged.
"""

from __future__ import annotations

import argparse
import asyncio

from app.cli.common import print_json
from app.cli.turns import open_memory


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("ledger", help="what left the device")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.add_argument("--limit", type=int, default=50, help="newest N entries (default 50)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    return asyncio.run(_ledger(args))


async def _ledger(args: argparse.Namespace) -> int:
    async with open_memory(args) as memory:
        entries = await memory.ledger(limit=max(args.limit, 0))
    if args.json:
        print_json(
            [
                {
                    "id": e.id,
                    "time": e.at.isoformat(),
                    "worker": e.worker,
                    "destination": e.destination,
                    "model": e.model,
                    "sensitivity": e.sensitivity,
                    "kinds": e.kinds,
                    "placeholders": e.placeholders,
                    "consent_id": e.consent_id,
                    "bytes": e.byte_count,
                    "sha256": e.sha256,
                    "conversation": e.conversation_id,
                }
                for e in entries
            ]
        )
        return 0
    if not entries:
        print("Nothing has left this device yet.")
    for e in entries:
        print(
            f"{e.at:%Y-%m-%d %H:%M:%S}  {e.worker:<16} {e.sensitivity:<9} "
            f"{e.byte_count:>7} B  {e.destination}  sha256:{e.sha256[:16]}…"
        )
    return 0
