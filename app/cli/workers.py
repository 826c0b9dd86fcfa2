"""``ares workers [--json]``: every configured worker, where its data goes, and whether
it can be used now (and if not, why). Exit 0 when all are available, 3 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio

from app.cli.common import ExitCode, print_json, settings_for
from app.controller.views.worker_status import WorkerStatus, worker_statuses


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("workers", help="list workers, their privacy class and availability")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    _, settings = settings_for(args)
    rows = asyncio.run(worker_statuses(settings))
    if args.json:
        print_json(rows)
    else:
        for row in rows:
            print(_line(row))
    ok = all(row.available for row in rows if row.eligible)
    return int(ExitCode.OK if ok else ExitCode.UNAVAILABLE)


def _line(row: WorkerStatus) -> str:
    state = "available" if row.available else f"unavailable: {row.reason}"
    if not row.eligible:
        state = f"not used: {row.reason}"
    model = f" {row.model}" if row.model else ""
    star = "*" if row.default else " "
    return f"{star}{row.id}  {row.kind}{model}  {row.privacy_class}  — {state}"
