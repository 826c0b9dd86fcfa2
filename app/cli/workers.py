"""``ares workers [--json]``: every configured worker, where its data goes, and whether
it can be used now (and if not, why). Exit 0 when all are available, 3 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from app.cli.common import ExitCode, print_json, settings_for
from app.config import Settings
from workers import WorkerSpec, build_worker


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("workers", help="list workers, their privacy class and availability")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    _, settings = settings_for(args)
    rows = asyncio.run(describe_all(settings))
    if args.json:
        print_json(rows)
    else:
        for row in rows:
            print(_line(row))
    ok = all(row["available"] for row in rows if row["eligible"])
    return int(ExitCode.OK if ok else ExitCode.UNAVAILABLE)


async def describe_all(settings: Settings) -> list[dict[str, Any]]:
    return list(await asyncio.gather(*(describe(s, settings) for s in settings.workers)))


async def describe(spec: WorkerSpec, settings: Settings) -> dict[str, Any]:
    worker = build_worker(spec)
    try:
        availability = await worker.check_availability()
    finally:
        await worker.aclose()
    eligible = not (settings.local_only and worker.data_location == "cloud")
    return {
        "id": spec.id,
        "kind": spec.kind,
        "model": worker.model,
        "privacy_class": str(spec.privacy),
        "data_location": worker.data_location,
        "eligible": eligible,
        "available": availability.available,
        "reason": availability.reason if eligible else "local-only mode is on",
        "models": availability.models,
        "context_length": availability.context_length,
        "default": settings.default_worker == spec.id,
    }


def _line(row: dict[str, Any]) -> str:
    state = "available" if row["available"] else f"unavailable: {row['reason']}"
    if not row["eligible"]:
        state = f"not used: {row['reason']}"
    model = f" {row['model']}" if row["model"] else ""
    star = "*" if row["default"] else " "
    return f"{star}{row['id']}  {row['kind']}{model}  {row['privacy_class']}  — {state}"
