"""``ares agents list [--json]``, ``ares agents tools [--json]`` and
``ares agents validate [--json] [FILE]``.

``validate`` reads ``ARES_HOME/agents.toml`` (or FILE) over the bundled defaults, against
config.toml's workers and MCP servers, and prints a summary ending in
``✓ Configuration is valid!``; a broken file prints the file, table and key. Exit 0
valid, 2 broken. Unknown keys are warnings (with the known key a typo is close to).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from app.cli.common import ExitCode, print_json, settings_for
from app.config import McpServerSpec, Settings
from app.controller.agents.catalog import known_tools
from app.controller.agents.config import (
    AgentsConfig,
    AgentsConfigError,
    WorkflowSpec,
    load_agents,
)
from app.controller.agents.delegation.edges import edges
from app.controller.agents.mcp_servers import probe_servers
from app.controller.agents.tools.registry import builtin_tools

VALID = "✓ Configuration is valid!"


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("agents", help="list and check agents.toml")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    listing = verbs.add_parser("list", help="every agent, its model, tools and personas")
    listing.add_argument("--json", action="store_true", help="print one JSON object")
    listing.set_defaults(func=run_list)
    tools = verbs.add_parser("tools", help="every tool: built-in, and each MCP server's")
    tools.add_argument("--json", action="store_true", help="print one JSON object")
    tools.set_defaults(func=run_tools)
    validate = verbs.add_parser("validate", help="check agents.toml and print a summary")
    validate.add_argument("file", nargs="?", help="the file to check (default: ARES_HOME's)")
    validate.add_argument("--json", action="store_true", help="print one JSON object")
    validate.set_defaults(func=run_validate)


def _load(args: argparse.Namespace) -> tuple[Path, AgentsConfig]:
    paths, settings = settings_for(args)
    path = Path(args.file).expanduser() if getattr(args, "file", None) else paths.agents
    config = load_agents(
        path, workers=[w.id for w in settings.workers], tools=known_tools(settings)
    )
    return path, config


def run_list(args: argparse.Namespace) -> int:
    try:
        _, config = _load(args)
    except AgentsConfigError as exc:
        print(f"ares: {exc}", file=sys.stderr)
        return int(ExitCode.USAGE)
    rows = summary(config)["agents"]
    if args.json:
        print_json({"agents": rows})
        return int(ExitCode.OK)
    for row in rows:
        personas = ", ".join(p["id"] for p in row["personas"]) or "none"
        print(
            f"{row['name']} ({row['source']}: {row['file']}) model {row['model']} "
            f"on {row['worker']}; tools: {', '.join(row['tools']) or 'none'}; "
            f"personas: {personas}"
        )
    return int(ExitCode.OK)


def run_tools(args: argparse.Namespace) -> int:
    """Built-in tools, then each MCP server's (started to list them, then stopped); a
    server that fails is a row with its error, and the exit code is 3."""
    _, settings = settings_for(args)
    builtin = [
        {"name": t.name, "source": "builtin", "asks_first": not t.read_only}
        for t in builtin_tools()
    ]
    servers = [s.model_dump() for s in asyncio.run(probe_servers(settings.mcp_servers))]
    mcp = [
        {
            "name": name,
            "source": f"mcp:{s['id']}",
            "asks_first": name.split(".")[-1]
            not in settings_server(settings, s["id"]).read_only_tools,
        }
        for s in servers
        for name in s["tools"]
    ]
    if args.json:
        print_json({"tools": builtin + mcp, "mcp_servers": servers})
    else:
        for row in builtin + mcp:
            ask = " (asks first)" if row["asks_first"] else ""
            print(f"{row['name']} [{row['source']}]{ask}")
        for s in servers:
            if s["state"] != "ready":
                print(f"mcp server {s['id']}: failed: {s['error']}")
    ok = all(s["state"] == "ready" for s in servers)
    return int(ExitCode.OK if ok else ExitCode.UNAVAILABLE)


def settings_server(settings: Settings, server_id: str) -> McpServerSpec:
    return next(s for s in settings.mcp_servers if s.id == server_id)


def run_validate(args: argparse.Namespace) -> int:
    path = Path(args.file).expanduser() if args.file else None
    try:
        path, config = _load(args)
    except AgentsConfigError as exc:
        if args.json:
            print_json({"valid": False, "file": str(path or ""), "error": str(exc)})
        print(f"ares: {exc}", file=sys.stderr)
        return int(ExitCode.USAGE)
    report = {"valid": True, "file": str(path) if path.exists() else None, **summary(config)}
    if args.json:
        print_json(report)
        return int(ExitCode.OK)
    _print_summary(report)
    return int(ExitCode.OK)


def summary(config: AgentsConfig) -> dict[str, Any]:
    models = [
        {
            "name": name,
            "worker": m.worker,
            "model": m.model,
            "temperature": m.temperature,
            "max_tokens": m.max_tokens,
            "source": config.source("models", name),
        }
        for name, m in sorted(config.models.items())
    ]
    agents = [
        {
            "name": name,
            "model": a.model,
            "worker": config.models[a.model].worker,
            "tools": list(a.tools),
            "allowed_tools": a.allowed_tools,
            "default_persona": a.default_persona,
            "personas": [
                {"id": p.id, "label": p.label, "aliases": list(p.aliases)} for p in a.personas
            ],
            "source": config.source("agents", name),
            "file": config.file_of("agents", name),
            "delegates_to": [
                {"agent": e.target, "detached": e.detached, "tool": e.tool} for e in edges(a)
            ],
            "max_delegation_depth": a.max_delegation_depth,
            "max_agent_appearances": a.max_agent_appearances,
        }
        for name, a in sorted(config.agents.items())
    ]
    workflows = [
        {
            "name": name,
            **w.model_dump(include=set(WorkflowSpec.model_fields)),
            "source": config.source("workflows", name),
        }
        for name, w in sorted(config.workflows.items())
    ]
    return {
        "files": dict(config.files),
        "models": models,
        "agents": agents,
        "workflows": workflows,
        "warnings": list(config.warnings),
    }


def _print_summary(report: dict[str, Any]) -> None:
    print(f"File: {report['file'] or '(none: bundled defaults only)'}")
    print(f"Models ({len(report['models'])}):")
    for m in report["models"]:
        model = f" model {m['model']}" if m["model"] else ""
        print(f"  {m['name']}: worker {m['worker']}{model} [{m['source']}]")
    print(f"Agents ({len(report['agents'])}):")
    for a in report["agents"]:
        print(f"  {a['name']}: model {a['model']} [{a['source']}]")
        print(f"    tools: {', '.join(a['tools']) or 'none'}")
        if a["personas"]:
            print(f"    personas: {', '.join(p['id'] for p in a['personas'])}")
        if a["delegates_to"]:
            print(f"    delegates to: {', '.join(e['tool'] for e in a['delegates_to'])}")
    if report["workflows"]:
        print(f"Workflows ({len(report['workflows'])}):")
    for w in report["workflows"]:
        fallback = f", fallback {w['fallback_agent']}" if w["fallback_agent"] else ""
        print(f"  {w['name']}: enters at {w['entry_agent']}{fallback} [{w['source']}]")
    for warning in report["warnings"]:
        print(f"⚠ {warning}")
    print(VALID)
