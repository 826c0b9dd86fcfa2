"""``ares schedule add (--every 30m | --cron "0 8 * * 1-5") [--agent NAME] [--catch-up
once|skip] [--json] TASK``, ``ares schedule list [--json]``, ``ares schedule remove ID``,
``ares schedule run-now ID [--json]`` and ``ares schedule run-due [--json]``.

``run-due`` runs once what is due and exits: for a systemd timer or cron while the
window is not open (the window fires schedules itself). Each run is a turn through the
privacy router with origin ``schedule``, answered into a conversation of its own and
announced by a desktop notification; consent questions get "pseudonymise" and tools
that would act are denied, since nobody is there to ask. Times are ISO 8601, local.
Exit codes: 0, 2 bad input or unknown id, and for ``run-now`` the turn's (3, 4, 5).
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from app.cli.common import CliError, ExitCode, print_json, read_text
from app.cli.turns import EXIT_FOR_FAILURE, consent_broker, open_companion
from app.controller.agents.config import AgentsConfigError
from app.controller.agents.runtime import find_agent_or_none
from app.controller.schedules import ScheduleError, ScheduleRan, ScheduleRunner, check_cron
from app.controller.schedules.timing import parse_every
from app.controller.views.schedule_rows import ScheduleRow, iso_time


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("schedule", help="tasks that run on a timetable")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    add = verbs.add_parser("add", help="a new schedule; prints its id and next run")
    when = add.add_mutually_exclusive_group(required=True)
    when.add_argument("--every", help="an interval: 30m, 2h, 1d")
    when.add_argument("--cron", help='a cron expression in local time: "0 8 * * 1-5"')
    add.add_argument("--agent", help="run it as this agent (agents.toml)")
    add.add_argument(
        "--catch-up",
        choices=("once", "skip"),
        default="once",
        help="runs missed while ARES was not running: make up once (default), or skip",
    )
    add.add_argument("--json", action="store_true")
    add.add_argument("task", help="what to do, or - for stdin")
    add.set_defaults(func=_sync(_add))
    listing = verbs.add_parser("list", help="every schedule, the next to run first")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(func=_sync(_list))
    remove = verbs.add_parser("remove", help="delete a schedule")
    remove.add_argument("id")
    remove.add_argument("--json", action="store_true")
    remove.set_defaults(func=_sync(_remove))
    now = verbs.add_parser("run-now", help="run a schedule now, outside its timetable")
    now.add_argument("id")
    now.add_argument("--json", action="store_true")
    now.set_defaults(func=_sync(_run_now))
    due = verbs.add_parser("run-due", help="run what is due once (for a timer or cron)")
    due.add_argument("--json", action="store_true")
    due.set_defaults(func=_sync(_run_due))


def _sync(command: Any) -> Any:
    def run(args: argparse.Namespace) -> int:
        return int(asyncio.run(command(args)))

    return run


@asynccontextmanager
async def _runner(args: argparse.Namespace) -> AsyncIterator[ScheduleRunner]:
    async with open_companion(args, consent_broker("deny")) as companion:
        yield ScheduleRunner(companion)


async def _add(args: argparse.Namespace) -> int:
    task = read_text(args.task).strip()
    if not task:
        raise CliError("The task is empty; nothing was scheduled.", ExitCode.USAGE)
    try:
        every = parse_every(args.every) if args.every else None
        cron = check_cron(args.cron) if args.cron else None
    except ScheduleError as exc:
        raise CliError(str(exc), ExitCode.USAGE) from None
    async with _runner(args) as runner:
        if args.agent:
            _check_agent(runner, args.agent)
        made = await runner.add(
            task, every=every, cron=cron, agent=args.agent, catch_up=args.catch_up
        )
    if args.json:
        print_json(ScheduleRow.of(made))
    else:
        print(f"{made.id}  next run {iso_time(made.next_run)}")
    return 0


def _check_agent(runner: ScheduleRunner, name: str) -> None:
    companion = runner.companion
    try:
        config = companion.agents.config(companion.settings)
    except AgentsConfigError as exc:
        raise CliError(str(exc), ExitCode.USAGE) from None
    if find_agent_or_none(config, name) is None:
        known = ", ".join(sorted(config.agents)) or "none"
        raise CliError(f"No agent named {name!r} (agents.toml has: {known}).", ExitCode.USAGE)


async def _list(args: argparse.Namespace) -> int:
    async with _runner(args) as runner:
        rows = [ScheduleRow.of(s) for s in await runner.memory.schedules()]
    if args.json:
        print_json(rows)
        return 0
    if not rows:
        print('No schedules. Add one with: ares schedule add --every 1d "..."')
    for row in rows:
        print(f"{row.id}  {row.when:<16} next {row.next_run}  {row.last_result}  {row.task[:50]}")
    return 0


async def _remove(args: argparse.Namespace) -> int:
    async with _runner(args) as runner:
        try:
            await runner.remove(args.id)
        except ScheduleError as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None
    if args.json:
        print_json({"id": args.id, "removed": True})
    else:
        print(f"Removed schedule {args.id}.")
    return 0


async def _run_now(args: argparse.Namespace) -> int:
    async with _runner(args) as runner:
        _announce_on_desktop(runner)
        try:
            ran = await runner.run_now(args.id)
        except ScheduleError as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None
        answer = await _answer(runner, ran)
    _print_run(ran, answer, as_json=args.json)
    if ran.status == "failed" and ran.reason is not None:
        return int(EXIT_FOR_FAILURE.get(ran.reason, ExitCode.WORKER_ERROR))
    return 0


async def _run_due(args: argparse.Namespace) -> int:
    async with _runner(args) as runner:
        _announce_on_desktop(runner)
        runs = await runner.run_due()
        answers = [await _answer(runner, ran) for ran in runs]
    if args.json:
        print_json([_run_json(ran, answer) for ran, answer in zip(runs, answers, strict=True)])
    else:
        if not runs:
            print("Nothing is due.")
        for ran, answer in zip(runs, answers, strict=True):
            _print_run(ran, answer, as_json=False)
    return 0


def _announce_on_desktop(runner: ScheduleRunner) -> None:
    from app.ui.notifications import desktop_notify  # gdbus, no Qt

    def announce(ran: ScheduleRan) -> None:
        desktop_notify("ARES schedule", ran.sentence(), 8000)

    runner.listeners.append(announce)


async def _answer(runner: ScheduleRunner, ran: ScheduleRan) -> str:
    if ran.conversation_id is None or ran.status != "finished":
        return ""
    messages = await runner.memory.messages(ran.conversation_id)
    return next((m.text for m in reversed(messages) if m.role == "assistant"), "")


def _print_run(ran: ScheduleRan, answer: str, *, as_json: bool) -> None:
    if as_json:
        print_json(_run_json(ran, answer))
    elif ran.status == "finished":
        print(f"{ran.schedule_id} ({ran.trigger}): {answer}")
    elif ran.status == "skipped":
        print(f"{ran.schedule_id}: skipped {ran.missed} missed run(s)")
    else:
        print(f"{ran.schedule_id} ({ran.trigger}) failed: {ran.error}")


def _run_json(ran: ScheduleRan, answer: str) -> dict[str, Any]:
    return {
        "schedule": ran.schedule_id,
        "trigger": ran.trigger,
        "status": ran.status,
        "missed": ran.missed,
        "turn": ran.turn_id,
        "conversation": ran.conversation_id,
        "worker": ran.worker_id,
        "answer": answer,
        "error": ran.error,
        "reason": ran.reason,
    }
