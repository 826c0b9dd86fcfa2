"""``ares chat [--worker ID] [--json] [--consent ask|allow|deny] [--conversation ID]
[--agent NAME] [--persona ID] [--approve ask|allow|deny] [--no-wait] [--workflow NAME]
[--attach FILE]... MESSAGE|-``

``--attach FILE`` (repeatable) sends a text, Markdown, code or PDF file with the
message: judged, shown for consent and stored like the message; ``--json`` lists them
under ``attachments`` with how much of each went (``how``). A file that cannot be
attached (binary, unreadable, too big, a PDF without text or with a password) is
refused (exit 2) before anything is stored.

``--workflow NAME`` runs the message through ``[workflows.NAME]`` of agents.toml: each
hop is a line on stderr, and ``--json`` prints the run's ``{"final_response",
"steps_executed", "agents_used", "reasoning_path"}``. ``/delegate ARGS`` as the message
hands tasks to an agent, as ``ares delegate`` does.

Streams the answer to stdout as it arrives; as an agent, each tool it runs or is refused
is a line on stderr. Background tasks the turn started (``start_<agent>``) are waited
for after the answer, saying so on stderr, unless ``--no-wait``. An unknown agent or
persona is refused (exit 2) before anything is stored. Exit codes: 0 answered, 2 usage or config,
3 worker unavailable, 4 refused by policy or consent, 5 worker error, 130 interrupted.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from app.cli.common import CliError, ExitCode, print_json, read_text
from app.cli.turns import (
    EXIT_FOR_FAILURE,
    add_agent_options,
    add_attach_option,
    add_consent_option,
    consent_broker,
    open_companion,
    read_attachments,
)
from app.controller.companion import Companion
from app.controller.events import (
    BriefingReady,
    ChecksDone,
    ChunkReceived,
    ConsentGiven,
    ToolRan,
    ToolRefused,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnStarted,
    WorkflowFinished,
)
from app.controller.turn import TurnRequest
from app.controller.views.runs import RunItem


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("chat", help="one turn through the privacy router")
    parser.add_argument("message", nargs="?", default="-", help="the message, or - for stdin")
    parser.add_argument("--worker", help="worker id from config.toml, or 'auto'")
    parser.add_argument("--conversation", help="continue this conversation id")
    parser.add_argument("--json", action="store_true", help="print one JSON object at the end")
    parser.add_argument(
        "--no-wait",
        action="store_true",
        help="do not wait for background tasks the turn started (they resume when ARES "
        "next starts)",
    )
    parser.add_argument("--workflow", help="run the message through this workflow (agents.toml)")
    add_attach_option(parser, "send")
    add_consent_option(parser)
    add_agent_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    message = read_text(args.message)
    if not message.strip():
        raise CliError("The message is empty; nothing was sent.", ExitCode.USAGE)
    files = read_attachments(args, "Nothing was sent.")
    request = TurnRequest(
        message=message,
        worker_id=args.worker,
        conversation_id=args.conversation,
        agent=args.agent,
        persona=args.persona,
        workflow=args.workflow,
        attachments=files,
    )
    return asyncio.run(_chat(args, request))


async def _chat(args: argparse.Namespace, request: TurnRequest) -> int:
    summary: dict[str, Any] = {"consent": None, "checks": [], "manifest": [], "tools": []}
    summary["attachments"] = [
        f.model_dump(include={"name", "media_type", "size_bytes", "pages"})
        for f in request.attachments
    ]
    code = int(ExitCode.WORKER_ERROR)
    async with open_companion(args, consent_broker(args.consent)) as companion:
        async for event in companion.turn(request):
            if isinstance(event, TurnFinished):
                summary["runs"] = companion.runs.active  # started by this turn's tools
            ended = _render(event, summary, as_json=args.json)
            if ended is not None:
                code = ended
                break
        if companion.runs.active and not args.no_wait:
            await _wait_for_runs(companion)
    return code


async def _wait_for_runs(companion: Companion) -> None:
    """Background work this turn started runs in this process: wait for it, saying so
    (the answer is already printed; each run posts its own message)."""
    started = companion.runs.active
    settled: list[RunItem] = []
    companion.runs.on_change(lambda item: settled.append(item) if not item.running else None)
    print(
        f"ares: waiting for {len(started)} background task(s) ({', '.join(started)}); "
        "--no-wait leaves them to the next start of ARES",
        file=sys.stderr,
    )
    await companion.runs.wait()
    for item in settled:
        print(f"ares: run {item.run_id} ({item.agent}): {item.status}", file=sys.stderr)


def _render(event: TurnEvent, summary: dict[str, Any], *, as_json: bool) -> int | None:
    """Show one event; return the exit code when the turn is over."""
    if isinstance(event, ChunkReceived) and not as_json:
        sys.stdout.write(event.text)
        sys.stdout.flush()
    elif isinstance(event, ToolRan | ToolRefused):
        summary["tools"].append(event.journal_payload())
        if not as_json:
            outcome = event.status if isinstance(event, ToolRan) else event.reason
            print(f"[tool {event.tool}: {outcome}]", file=sys.stderr)
    elif isinstance(event, TurnStarted):
        # persona_label grew at the end: the persona's label as the message records it
        summary.update(agent=event.agent, persona=event.persona, persona_label=event.persona_label)
    elif isinstance(event, ConsentGiven):
        summary["consent"] = {"id": event.consent_id, "answer": event.answer}
    elif isinstance(event, BriefingReady):
        summary["manifest"] = event.manifest
        how = {m.item: m.reason.split(";")[0] for m in event.manifest if m.source == "file"}
        for file in summary["attachments"]:
            file["how"] = how.get(f"file {file['name']}")
    elif isinstance(event, ChecksDone):
        summary["checks"] = event.checks
    elif isinstance(event, WorkflowFinished):
        summary["workflow"] = event.result
        for step in event.result.steps_executed:
            print(f"[step {step.hop}: {step.status}, {step.duration_ms} ms]", file=sys.stderr)
    elif isinstance(event, TurnFinished):
        if as_json and "workflow" in summary:
            print_json(summary["workflow"])
        elif as_json:
            print_json(
                {
                    "turn": event.turn_id,
                    "conversation": event.conversation_id,
                    "worker": event.worker_id,
                    "answer": event.answer,
                    "sensitivity": event.sensitivity,
                    "ledger_id": event.ledger_id,
                    "decision": event.decision,
                    "cost": event.cost.model_dump(mode="json"),
                    **summary,
                }
            )
        else:
            sys.stdout.write("\n")
        return int(ExitCode.OK)
    elif isinstance(event, TurnFailed):
        if as_json:
            print_json(
                {
                    "turn": event.turn_id,
                    "error": event.error,
                    "reason": event.reason,
                    "conversation": event.conversation_id,
                }
            )
        print(f"ares: {event.error}", file=sys.stderr)
        return int(EXIT_FOR_FAILURE[event.reason])
    return None
