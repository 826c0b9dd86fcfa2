"""``ares budget set --worker ID|--all --monthly AMOUNT [--soft 0.8] [--per-task AMOUNT]
[--currency CUR]`` and ``ares budget show [--json]``.

``set`` writes ``[budgets]`` of config.toml, changing nothing else in the file (comments
and hand edits stay). ``show`` reads this month's spend from the ledger's costs: per
worker what it spent, its limits and its state (``ok``, ``alert`` past the soft
threshold, ``stopped`` at the monthly limit), and the budget of all workers if there is
one. Amounts in different currencies are never added. Exit 2 on a bad value.
"""

from __future__ import annotations

import argparse
import asyncio
import time

from app.cli.common import CliError, ExitCode, print_json, settings_for
from app.cli.turns import open_records
from app.config import BudgetLimit, save_settings
from app.controller.budgets import BudgetReport, read_report
from app.controller.views.control_center import all_budget_line, spend_row


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("budget", help="monthly budgets for cloud workers")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    put = verbs.add_parser("set", help="set a worker's budget, or that of all of them")
    who = put.add_mutually_exclusive_group(required=True)
    who.add_argument("--worker", help="the worker id from config.toml")
    who.add_argument("--all", action="store_true", help="every cloud worker together")
    put.add_argument("--monthly", type=_amount, required=True, help="hard limit per month")
    put.add_argument("--soft", type=_share, default=0.8, help="alert at this share (0.8)")
    put.add_argument("--per-task", type=_amount, help="no single request above this")
    put.add_argument("--currency", help="e.g. EUR (default: the worker's, or USD for --all)")
    put.add_argument("--json", action="store_true", help="print the budgets as JSON")
    put.set_defaults(func=run_set)
    show = verbs.add_parser("show", help="this month's spending against the budgets")
    show.add_argument("--json", action="store_true", help="print one JSON object")
    show.set_defaults(func=run_show)


def _amount(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an amount (e.g. 5 or 2.50)") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text!r}: an amount must be above 0")
    return value


def _share(text: str) -> float:
    value = _amount(text)
    if value > 1:
        raise argparse.ArgumentTypeError(f"{text!r}: the soft threshold is a share, 0 to 1")
    return value


def run_set(args: argparse.Namespace) -> int:
    paths, settings = settings_for(args)
    currency = args.currency.upper() if args.currency else None
    try:
        limit = BudgetLimit(
            monthly=args.monthly, soft=args.soft, per_task=args.per_task, currency=currency
        )
    except ValueError as exc:
        raise CliError(f"That budget cannot be kept: {_first_error(exc)}", ExitCode.USAGE) from None
    budgets = settings.budgets
    if args.all:
        budgets = budgets.model_copy(update={"all": limit})
    else:
        settings.worker(args.worker)  # ConfigError naming the known ones (exit 2)
        budgets = budgets.model_copy(update={"workers": {**budgets.workers, args.worker: limit}})
    save_settings(paths, settings.model_copy(update={"budgets": budgets}))
    if args.json:
        print_json(budgets)
    else:
        whose = "all cloud workers" if args.all else args.worker
        extra = f", at most {args.per_task:g} per task" if args.per_task else ""
        print(
            f"Budget for {whose}: {args.monthly:g}{' ' + currency if currency else ''} a month, "
            f"alert at {round(args.soft * 100)} %{extra}. Saved in {paths.config}."
        )
    return int(ExitCode.OK)


def _first_error(exc: ValueError) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        first = errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return str(exc)


def run_show(args: argparse.Namespace) -> int:
    return asyncio.run(_show(args))


async def _show(args: argparse.Namespace) -> int:
    _, settings = settings_for(args)
    async with open_records(args) as records:
        budgets = await read_report(settings, records.memory, time.time())
    if args.json:
        print_json(budgets)
    else:
        print("\n".join(report_lines(budgets)))
    return int(ExitCode.OK)


def report_lines(report: BudgetReport) -> list[str]:
    lines = [f"Spending in {report.month}:"]
    if not report.workers and report.all is None:
        lines.append("  no cloud worker is configured and nothing was spent.")
    for row in map(spend_row, report.workers):
        lines.append(f"  {row.worker}: {row.spent} {row.limit} — {row.state} ({row.tokens})")
    if report.all is not None:
        lines.append(f"  {all_budget_line(report)}")
    return lines
