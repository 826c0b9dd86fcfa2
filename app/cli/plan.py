"""``ares plan "REQUEST" [--dry-run] [--json]``, ``ares plan run FILE|- [--json]``,
``ares plan list [--json]`` and ``ares plan show|resume|cancel ID [--json]``.

A request is judged by the local model: a simple one is answered as one turn, a
complex one becomes a plan made by the local model (the plan never leaves the device)
and runs — shown to you first when a step would go to a cloud worker. Each step is a
turn through the privacy router (consent is asked as for your own message). Progress
goes to stderr, the answer to stdout; ``--json`` prints, for run/show/resume (and a
request that became a plan)::

    {"plan_id", "status": "running|done|failed|cancelled", "answer",
     "steps": [{"id", "status", "worker", "started_at", "finished_at", "answer", "cost"}]}

Exit codes: 0 done (or cancelled by ``cancel``), 2 a bad plan, file or id, 3 a worker
unavailable, 4 refused by policy, consent or your answer (or the plan was cancelled),
5 a worker error or a rejected cross-check; 130 interrupted (``resume`` continues).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from app.cli.common import CliError, ExitCode, print_json
from app.cli.stdin_text import read_all
from app.cli.turns import (
    EXIT_FOR_FAILURE,
    add_approve_option,
    add_consent_option,
    consent_broker,
    open_companion,
)
from app.controller.companion import Companion
from app.controller.plans import (
    PlanBusy,
    PlanDeclined,
    PlanInvalid,
    PlanJournal,
    PlanRunner,
    PlanUnreadable,
    PlanView,
    load_plan,
)
from app.controller.plans.journal import StepState
from app.controller.plans.planner import NoLocalPlanner, plan_request
from app.controller.records import MemoryStoreError
from app.controller.turn import TurnRequest

ACTIONS = ("run", "list", "show", "resume", "cancel")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "plan",
        help="plan and run multi-step work: REQUEST, or run FILE, list, show|resume|cancel ID",
    )
    parser.add_argument(
        "words",
        nargs="+",
        metavar="REQUEST | run FILE | list | show ID | resume ID | cancel ID",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object at the end")
    parser.add_argument(
        "--dry-run", action="store_true", help="show the plan and where each step would run"
    )
    add_consent_option(parser)
    add_approve_option(
        parser,
        "what to answer when a plan would use a cloud worker or a step requires "
        "approval (and when a tool would act): ask on a terminal; without one, deny",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    action, rest = _action(args.words)
    if action in ("show", "resume", "cancel") and len(rest) != 1:
        raise CliError(f"`ares plan {action}` takes one plan id.", ExitCode.USAGE)
    if action == "run" and len(rest) != 1:
        raise CliError("`ares plan run` takes one FILE (or - for stdin).", ExitCode.USAGE)
    if action == "list" and rest:
        raise CliError("`ares plan list` takes no argument.", ExitCode.USAGE)
    if action == "run":
        data = _read_plan(rest[0])
        return asyncio.run(_with_companion(args, lambda c: _run_file(c, args, data)))
    if action == "request":
        request = " ".join(rest)
        if not request.strip():
            raise CliError("The request is empty; nothing was planned.", ExitCode.USAGE)
        return asyncio.run(_with_companion(args, lambda c: _request(c, args, request)))
    return asyncio.run(_with_companion(args, lambda c: _by_id(c, args, action, rest)))


def _action(words: list[str]) -> tuple[str, list[str]]:
    if words[0] in ACTIONS:
        return words[0], words[1:]
    return "request", words


def _read_plan(source: str) -> Any:
    text = read_all() if source == "-" else _read_file(Path(source))
    where = "standard input" if source == "-" else source
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CliError(
            f"{where} is not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
            "nothing was run.",
            ExitCode.USAGE,
        ) from None


def _read_file(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CliError(f"{path}: no such file; nothing was run.", ExitCode.USAGE) from None
    except UnicodeDecodeError:
        raise CliError(f"{path} is not UTF-8 text; nothing was run.", ExitCode.USAGE) from None
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror}; nothing was run.", ExitCode.USAGE) from None


async def _with_companion(args: argparse.Namespace, work: Any) -> int:
    async with open_companion(args, consent_broker(args.consent)) as companion:
        try:
            return int(await work(companion))
        except PlanInvalid as exc:
            raise CliError(_problems(exc), ExitCode.USAGE) from None
        except (PlanUnreadable, NoLocalPlanner) as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None
        except PlanDeclined as exc:
            raise CliError(str(exc), ExitCode.REFUSED) from None
        except PlanBusy as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None
        except MemoryStoreError as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None


def _problems(exc: PlanInvalid) -> str:
    if len(exc.problems) == 1:
        return f"The plan cannot run: {exc.problems[0]}."
    lines = "\n".join(f"  - {p}" for p in exc.problems)
    return f"The plan cannot run:\n{lines}"


def _runner(companion: Companion, args: argparse.Namespace) -> PlanRunner:
    def tell(step_id: str, status: str) -> None:
        if not args.json:
            print(f"[step {step_id}: {status}]", file=sys.stderr, flush=True)

    return PlanRunner(companion, listener=tell)


async def _run_file(companion: Companion, args: argparse.Namespace, data: Any) -> int:
    runner = _runner(companion, args)
    spec = runner.prepare(load_plan(data))
    if args.dry_run:
        return _dry_run(runner, spec.plan.model_dump(mode="json"), spec, args)
    plan_id = await runner.start(spec)
    _started(plan_id, args)
    return await _finish(companion, await runner.run(plan_id), args)


async def _request(companion: Companion, args: argparse.Namespace, request: str) -> int:
    planned = await plan_request(companion, request)
    plan = planned.judged.plan
    if plan is None:
        return await _single_turn(companion, args, request, planned.conversation_id)
    runner = _runner(companion, args)
    spec = runner.prepare(plan, request=request)
    if args.dry_run:
        return _dry_run(runner, plan.model_dump(mode="json"), spec, args)
    plan_id = await runner.start(
        spec, conversation_id=planned.conversation_id, plan_id=planned.plan_id
    )
    _started(plan_id, args)
    return await _finish(companion, await runner.run(plan_id), args)


async def _single_turn(
    companion: Companion, args: argparse.Namespace, request: str, conversation_id: str
) -> int:
    """A simple request stays one turn: the person's own, in the request's conversation."""
    if args.dry_run:
        if args.json:
            print_json({"complex": False, "plan": None, "steps": []})
        else:
            print("The local model judged it simple: it would be answered as one turn.")
        return int(ExitCode.OK)
    if not args.json:
        print("[simple request: answered as one turn]", file=sys.stderr, flush=True)
    outcome = await companion.run_turn(
        TurnRequest(message=request, conversation_id=conversation_id)
    )
    if not outcome.ok:
        print(f"ares: {outcome.error}", file=sys.stderr)
        return int(EXIT_FOR_FAILURE[outcome.reason or "worker_error"])
    if args.json:
        print_json({"plan_id": None, "status": "done", "answer": outcome.answer, "steps": []})
    else:
        print(outcome.answer)
    return int(ExitCode.OK)


def _dry_run(runner: PlanRunner, plan: dict[str, Any], spec: Any, args: argparse.Namespace) -> int:
    steps = runner.preview(spec)
    if args.json:
        print_json({"complex": True, "plan": plan, "steps": steps})
        return int(ExitCode.OK)
    print(f"Goal: {spec.plan.goal} (up to {spec.plan.max_parallel} steps at once)")
    for shown, step in zip(steps, spec.plan.steps, strict=True):
        where = "cloud" if shown.cloud else "this device"
        after = f" after {', '.join(step.depends_on)}" if step.depends_on else ""
        marks = "".join(
            f" [{m}]"
            for m, on in (("approval", step.requires_approval), ("high stakes", step.high_stakes))
            if on
        )
        head = f"- {step.id} → {shown.worker} ({where}, {shown.reason}){after}{marks}"
        print(f"{head}: {step.objective}")
    print("Nothing was run (dry run).")
    return int(ExitCode.OK)


def _started(plan_id: str, args: argparse.Namespace) -> None:
    if not args.json:
        print(f"[plan {plan_id}]", file=sys.stderr, flush=True)


async def _by_id(
    companion: Companion, args: argparse.Namespace, action: str, rest: list[str]
) -> int:
    journal = PlanJournal(companion.memory)
    if action == "list":
        entries = await journal.entries()
        if args.json:
            print_json(entries)
        elif not entries:
            print("No plans yet.")
        for entry in [] if args.json else entries:
            when = entry.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
            progress = f"{entry.done}/{entry.steps} steps"
            print(f"{entry.plan_id}  {entry.status:<9}  {progress}  {when}  {entry.goal}")
        return int(ExitCode.OK)
    plan_id = rest[0]
    if action == "show":
        return await _finish(companion, await journal.view(plan_id), args, shown=True)
    if action == "cancel":
        status = await journal.cancel(plan_id)
        view = await journal.view(plan_id)
        if args.json:
            print_json(view)
        else:
            print(f"Plan {plan_id} is {status}.")
        return int(ExitCode.OK)
    await journal.view(plan_id)  # an unknown id is said before anything runs
    view = await _runner(companion, args).run(plan_id)
    return await _finish(companion, view, args)


async def _finish(
    companion: Companion, view: PlanView, args: argparse.Namespace, *, shown: bool = False
) -> int:
    if args.json:
        print_json(view)
    else:
        _print_view(view, shown=shown)
    if view.status == "done" or shown:
        return int(ExitCode.OK)
    record = await companion.memory.plan(view.plan_id)
    error = record.spec.get("error") or view.status
    if not args.json:
        print(f"ares: plan {view.plan_id} {view.status}: {error}", file=sys.stderr)
    if view.status == "cancelled":
        return int(ExitCode.REFUSED)
    if view.status == "running":
        return int(ExitCode.WORKER_ERROR)
    reasons = [
        StepState.model_validate(row.state).reason for row in record.steps if row.status == "failed"
    ]
    reason = reasons[0] if reasons else None
    return int(EXIT_FOR_FAILURE.get(reason or "", ExitCode.WORKER_ERROR))


def _print_view(view: PlanView, *, shown: bool) -> None:
    if shown:
        print(f"Plan {view.plan_id}: {view.status}")
        for step in view.steps:
            when = step.finished_at or step.started_at
            stamp = when.astimezone().strftime("%H:%M:%S") if when else "—"
            print(f"- {step.id}: {step.status} on {step.worker or '—'} ({stamp})")
    if view.answer:
        if shown:
            print()
        print(view.answer)
