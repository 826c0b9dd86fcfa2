"""``ares doctor [--json]``: is everything ARES needs here and working?

Reports paths, the keyring backend and whether it round-trips, each worker's
availability with the models it lists, and the Qt platform. Exit 0 when every check
passes, 3 when a worker is unavailable, 2 when the configuration is broken.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from app.cli.common import ExitCode, home_paths, print_json
from app.config import ConfigError, Settings, load_settings
from workers import probe


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("doctor", help="check paths, keyring, workers and Qt")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    paths = home_paths(args)
    report: dict[str, Any] = {
        "home": str(paths.home),
        "config": {"path": str(paths.config), "exists": paths.config.exists()},
        "database": {"path": str(paths.database), "exists": paths.database.exists()},
        "keyring": keyring_status(),
        "qt": qt_status(),
    }
    code = ExitCode.OK
    try:
        settings = load_settings(paths)
        report["config"]["ok"] = True
        report["local_only"] = settings.local_only
        report["workers"] = asyncio.run(_workers(settings))
        if not all(w["available"] for w in report["workers"]):
            code = ExitCode.UNAVAILABLE
    except ConfigError as exc:
        report["config"].update(ok=False, error=str(exc))
        report["workers"] = []
        code = ExitCode.USAGE
    if args.json:
        print_json(report)
    else:
        _print_human(report)
    return int(code)


def keyring_status() -> dict[str, Any]:
    import keyring
    from keyring.errors import KeyringError

    backend = keyring.get_keyring()
    name = f"{type(backend).__module__}.{type(backend).__name__}"
    probe = ("ares-companion-doctor", "probe")
    try:
        keyring.set_password(*probe, "ok")
        works = keyring.get_password(*probe) == "ok"
        keyring.delete_password(*probe)
        return {"backend": name, "works": works}
    except (KeyringError, RuntimeError) as exc:
        return {"backend": name, "works": False, "error": str(exc)}


def qt_status() -> dict[str, Any]:
    from app.ui.platform import describe_platform

    return describe_platform()


async def _workers(settings: Settings) -> list[dict[str, Any]]:
    return list(await asyncio.gather(*(_one_worker(spec) for spec in settings.workers)))


async def _one_worker(spec: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "id": spec.id,
        "kind": spec.kind,
        "privacy_class": str(spec.privacy),
        "model": spec.model,
    }
    status = await probe(spec)
    entry.update(available=status.available, reason=status.reason, models=status.models)
    return entry


def _print_human(report: dict[str, Any]) -> None:
    print(f"home:      {report['home']}")
    config = report["config"]
    state = "ok" if config.get("ok") else config.get("error", "not read")
    print(f"config:    {config['path']} ({'present' if config['exists'] else 'defaults'}, {state})")
    print(f"database:  {report['database']['path']}")
    ring = report["keyring"]
    print(f"keyring:   {ring['backend']} ({'works' if ring['works'] else 'NOT working'})")
    print(f"qt:        {report['qt'].get('summary', '')}")
    for w in report.get("workers", []):
        status = "available" if w["available"] else f"unavailable: {w['reason']}"
        models = f" models: {', '.join(w['models'])}" if w.get("models") else ""
        print(f"worker {w['id']} ({w['kind']}, {w['privacy_class']}): {status}{models}")
