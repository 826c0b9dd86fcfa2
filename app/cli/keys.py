"""``ares keys set|delete|list``: API keys in the OS keyring, by name.

``set`` reads the key from a prompt without echo on a terminal, or from standard input
otherwise (``printf %s "$KEY" | ares keys set gpt``). The key goes straight to the
keyring; it is never printed, logged or written under ARES_HOME. ``list`` prints names
only. Exit codes: 0 done, 2 usage (e.g. empty key, nothing to delete), 3 no usable
keyring.
"""

from __future__ import annotations

import argparse
import getpass
import sys

from app.cli.common import CliError, ExitCode, print_json, settings_for
from app.config import ConfigError, Settings
from app.controller.views import keys


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("keys", help="store, remove or list API keys in the OS keyring")
    actions = parser.add_subparsers(dest="keys_action", metavar="ACTION", required=True)
    put = actions.add_parser("set", help="store the key for a worker (prompt or stdin)")
    put.add_argument("id", help="worker id (its `key` name is used) or key name")
    drop = actions.add_parser("delete", help="remove a stored key")
    drop.add_argument("id", help="worker id or key name")
    show = actions.add_parser("list", help="names of the stored keys (never values)")
    show.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    settings = _settings(args)
    try:
        if args.keys_action == "set":
            return _set(keys.key_name(settings, args.id), args.id)
        if args.keys_action == "delete":
            return _delete(keys.key_name(settings, args.id))
        return _list(settings, args.json)
    except keys.KeyStoreError as exc:
        raise CliError(str(exc), ExitCode.UNAVAILABLE) from None


def _settings(args: argparse.Namespace) -> Settings | None:
    # Keys can be managed even while the config file is broken: names are then taken
    # as given.
    try:
        return settings_for(args)[1]
    except ConfigError:
        return None


def _read_key(label: str) -> str:
    if sys.stdin.isatty():
        return getpass.getpass(f"API key for {label} (not shown): ").strip()
    return sys.stdin.read().strip()


def _set(name: str, label: str) -> int:
    value = _read_key(label)
    if not value:
        raise CliError("No key given: nothing was stored.", ExitCode.USAGE)
    keys.set_key(name, value)
    print(f"Stored the key {name!r} in the OS keyring ({keys.backend_name()}).")
    return int(ExitCode.OK)


def _delete(name: str) -> int:
    if not keys.delete_key(name):
        raise CliError(f"No key named {name!r} is stored.", ExitCode.USAGE)
    print(f"Removed the key {name!r} from the OS keyring.")
    return int(ExitCode.OK)


def _list(settings: Settings | None, as_json: bool) -> int:
    listing = keys.key_listing(settings)
    if as_json:
        print_json(listing)
    elif not listing:
        print("No API keys stored.")
    else:
        for key in listing:
            used = f"  (workers: {', '.join(key.workers)})" if key.workers else ""
            print(f"{key.name}{used}")
    return int(ExitCode.OK)
