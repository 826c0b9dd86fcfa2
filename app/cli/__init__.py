"""``ares``: with no argument the window opens; sub-commands drive the same pipeline.

Each sub-command lives in its own module of this package with ``register(subparsers)``
that adds its parser and sets ``func`` to a ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.cli.common import CliError, ExitCode
from app.cli.ids import with_ids_as_values
from app.config import ConfigError

if TYPE_CHECKING:
    from app.ui.main import Start

# Module names under app.cli, in the order `ares --help` lists them.
COMMANDS = (
    "chat",
    "delegate",
    "classify",
    "preview",
    "ledger",
    "journal",
    "memory",
    "keys",
    "workers",
    "agents",
    "budget",
    "schedule",
    "runs",
    "stop",
    "plan",
    "doctor",
    "quick",
)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """Every sub-command's parser; with ``only``, that one's alone (what running it
    needs: the others' modules are not imported, so it starts sooner)."""
    parser = argparse.ArgumentParser(
        prog="ares",
        description="ARES, a local-first AI companion with a privacy router. "
        "With no command, the window opens.",
    )
    parser.add_argument("--home", help="folder for config, database and logs (or ARES_HOME)")
    parser.add_argument(
        "--version",
        action="store_true",
        help="print the version, the build and the licences of the bundled components",
    )
    parser.add_argument(
        "--tray",
        action="store_true",
        help="start in the tray without showing the window (what the login entry runs)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS if only is None else (only,):
        try:
            module = importlib.import_module(f"app.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"app.cli.{name}":
                raise
            continue  # not built yet
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    window = _window_launch(args_list)
    if window is not None:
        # Straight to the window: importing every sub-command first costs half a second.
        from app.ui.main import run_app

        return run_app(home=window[0], start=window[1])
    command = _command_of(args_list)
    parser = build_parser(command)
    head, delegated = args_list, list[str]()
    if command in (None, "delegate"):
        from app.cli.delegate import split_argv

        head, delegated = split_argv(args_list)  # ARGS of `ares delegate` stay words
    args = parser.parse_args(with_ids_as_values(head) + delegated)
    if args.version:
        return _print_version()
    if args.command is None:
        from app.ui.main import run_app

        return run_app(home=args.home, start="tray" if args.tray else "window")
    try:
        _start_logging(args)
        return int(args.func(args))
    except CliError as exc:
        print(f"ares: {exc}", file=sys.stderr)
        return int(exc.code)
    except ConfigError as exc:
        print(f"ares: {exc}", file=sys.stderr)
        return int(ExitCode.USAGE)
    except KeyboardInterrupt:
        print("ares: cancelled", file=sys.stderr)
        return 130


def _command_of(args: list[str]) -> str | None:
    """The sub-command named after the top-level options, when only its parser is
    needed; None for the top-level help, no command or an unknown one (the whole parser
    lists them all)."""
    words = iter(args)
    for arg in words:
        if arg == "--home":
            next(words, None)
        elif not (arg.startswith("--home=") or arg in ("--tray", "--version")):
            return arg if arg in COMMANDS else None
    return None


def _window_launch(args: list[str]) -> tuple[str | None, Start] | None:
    """``(home, start)`` when the arguments only open the window: nothing, ``--home DIR``,
    ``--tray``, ``quick``, in any order; else None (argparse reads them)."""
    home: str | None = None
    start: Start = "window"
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if arg == "--home" and rest:
            home = rest.pop(0)
        elif arg == "--tray" and start == "window":
            start = "tray"
        elif arg == "quick" and start == "window" and not rest:
            start = "quick"
        else:
            return None
    return home, start


def _print_version() -> int:
    from app.controller.about import build_info

    info = build_info()
    print(info.summary())
    print("Bundled components and their licences:")
    for line in info.licence_lines():
        print(f"  {line}")
    return int(ExitCode.OK)


def _start_logging(args: argparse.Namespace) -> None:
    from app import logs
    from app.config import resolve_home

    try:
        logs.configure(resolve_home(args.home).logs)
    except OSError as exc:  # a read-only home must not stop a command that reads
        print(f"ares: logging disabled: {exc.strerror}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
