"""``ares doctor [--json]``: is everything ARES needs here and working?

Reports paths, the keyring backend and whether it round-trips, each worker's
availability with the models it lists, each MCP server (started, its tools listed,
stopped) and the Qt platform. Exit 0 when every check passes, 3 when a worker or an MCP
server is unavailable, 2 when the configuration is broken.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from app.cli.common import ExitCode, home_paths, print_json
from app.controller.views.doctor_report import DoctorReport, doctor_report


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("doctor", help="check paths, keyring, workers and Qt")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    report = asyncio.run(doctor_report(home_paths(args), qt_status()))
    if args.json:
        print_json(report)
    else:
        _print_human(report)
    if not report.healthy_config:
        return int(ExitCode.USAGE)
    healthy = report.workers_available and report.mcp_available
    return int(ExitCode.OK if healthy else ExitCode.UNAVAILABLE)


def qt_status() -> dict[str, Any]:
    from app.ui.platform import describe_platform

    return describe_platform()


def _print_human(report: DoctorReport) -> None:
    print(f"home:      {report.home}")
    config = report.config
    state = "ok" if config.ok else config.error or "not read"
    print(f"config:    {config.path} ({'present' if config.exists else 'defaults'}, {state})")
    print(f"database:  {report.database.path}")
    ring = report.keyring
    print(f"keyring:   {ring.backend} ({'works' if ring.works else 'NOT working'})")
    print(f"qt:        {report.qt.get('summary', '')}")
    for w in report.workers:
        status = "available" if w.available else f"unavailable: {w.reason}"
        models = f" models: {', '.join(w.models)}" if w.models else ""
        print(f"worker {w.id} ({w.kind}, {w.privacy_class}): {status}{models}")
    for m in report.mcp_servers:
        tools = ", ".join(m.tools) or "none"
        state = f"ready, tools: {tools}" if m.state == "ready" else f"failed: {m.error}"
        print(f"mcp server {m.id} ({m.transport}): {state}")
