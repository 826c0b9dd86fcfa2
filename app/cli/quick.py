"""``ares quick``: ARES with its quick prompt up — the launcher's "Quick prompt" action.

(``ares`` itself takes this path before parsing, for speed; this parser is for
``ares --help`` and for combinations such as ``ares --home DIR quick``.)
"""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("quick", help="open ARES with the quick prompt")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from app.ui.main import run_app

    return run_app(home=args.home, start="quick")
