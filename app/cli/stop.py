"""``ares stop [--clear] [--json]``: the emergency stop, from another process.

It reaches the ARES running for this home (the window or the tray, through its
single-instance socket), which cancels every turn and task in flight and lets nothing
leave until the stop is cleared (``--clear``, or the window's button). Background runs
of any process of this home are cancelled too, through their rows: each stops at its
next call boundary, and one nobody runs any more settles ``cancelled`` at once.
``--clear`` lets work start again; it restarts nothing that was cancelled.

Exit codes: 0 (also when no ARES is running: there was nothing in flight to reach).
"""

from __future__ import annotations

import argparse
import asyncio

from app.cli.common import home_paths, print_json
from app.cli.turns import open_records
from app.controller.records import MemoryStoreError


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("stop", help="emergency stop of a running ARES (--clear: resume)")
    parser.add_argument("--clear", action="store_true", help="clear the emergency stop")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from app.ui.single_instance import send_to_running

    home = home_paths(args).home
    reply = send_to_running(home, "clear" if args.clear else "stop")
    cancelled: list[str] = []
    problem = None
    if not args.clear:
        try:
            cancelled = asyncio.run(_cancel_runs(args))
        except MemoryStoreError as exc:
            problem = str(exc)
    if args.json:
        print_json(
            {
                "reached": reply is not None,
                "reply": reply,
                "cleared": bool(args.clear),
                "runs_cancelled": cancelled,
                "problem": problem,
            }
        )
        return 0
    if reply is None:
        print(f"No ARES is running for {home}.")
    else:
        print(f"ARES: {reply}.")
    if cancelled:
        print(f"Background runs cancelled: {', '.join(cancelled)}")
    if problem:
        print(f"Background runs not reached: {problem}")
    return 0


async def _cancel_runs(args: argparse.Namespace) -> list[str]:
    async with open_records(args) as records:
        running = [r.run_id for r in await records.runs(limit=1000) if r.running]
        for run_id in running:
            await records.cancel_run(run_id)
    return running
