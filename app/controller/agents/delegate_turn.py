"""``/delegate ARGS``: the person hands tasks to an agent directly.

The person's text is a turn of its own in their conversation — stored, classified,
journaled — that sends nothing itself: each task runs as ``run_delegated``'s isolated
child turn of it (the agent named by ``--agent``, the agent picked for or pinned on the
conversation, else ``assistant``), through the same egress, Trust Engine, consent and
ledger as the person's message; then ``delivery.deliver`` (the agent's self-check and
review gate). Sequential tasks run one after another, ``--parallel`` ones at once. The
turn's answer — stored in the person's conversation — is the tasks' results in order.
Files the person attached are stored with their message and go with every task.

A text that cannot be read (``--model`` without a value, an open quote), no task, or an
unknown agent ends the turn before anything is stored (``reason="config"``).
"""

from __future__ import annotations

import asyncio
import re
import uuid
from collections.abc import AsyncGenerator, Sequence

from app.controller.agents import person_turn
from app.controller.agents.config import AgentsConfig, AgentsConfigError
from app.controller.agents.delegate_args import DelegateArgs, DelegateArgsError, parse
from app.controller.agents.delegation.child import Host, run_delegated
from app.controller.agents.delivery import Delivered, asker, deliver
from app.controller.agents.person_turn import Work, first_worker
from app.controller.agents.personas import AgentNotFound, find_agent
from app.controller.agents.pinning import pinned
from app.controller.events import TaskDelegated, TurnEvent, TurnFailed
from app.controller.turn.request import Lineage, TurnRequest
from app.controller.turn.steps import TurnParts
from memory import AttachmentIn

COMMAND = "/delegate"
DEFAULT_AGENT = "assistant"
_COMMAND = re.compile(r"\s*/delegate(?:\s|$)")


def is_command(message: str) -> bool:
    return _COMMAND.match(message) is not None


def arguments(message: str) -> str:
    """The ARGS of ``/delegate ARGS``."""
    return message.strip().removeprefix(COMMAND)


async def run(
    host: Host, parts: TurnParts, request: TurnRequest
) -> AsyncGenerator[TurnEvent, None]:
    turn_id = uuid.uuid4().hex
    try:
        parsed = parse(arguments(request.message))
        if not parsed.tasks:
            raise DelegateArgsError("nothing to delegate: give a task after the flags")
        config = host.agents_config()
        agent = await _target(parts, config, request)
    except (DelegateArgsError, AgentNotFound, AgentsConfigError) as exc:
        yield TurnFailed(turn_id=turn_id, error=f"/delegate: {exc}", reason="config")
        return

    async def work(parent: Lineage) -> Work:
        delivered = await run_tasks(host, config, parent, agent, parsed, request.attachments)
        done = [d.delegation for d in delivered]
        return Work(
            answer=combined(delivered),
            events=[task_event(parent.turn_id, n, d) for n, d in enumerate(delivered)],
            done=done,
            worker_id=first_worker(done, agent),
        )

    async for event in person_turn.run(parts, request, agent, work, turn_id):
        yield event


async def _target(parts: TurnParts, config: AgentsConfig, request: TurnRequest) -> str:
    held = await pinned(parts.memory, request.conversation_id)
    name = request.agent or held.agent or DEFAULT_AGENT
    return find_agent(config, name)[0]


async def run_tasks(
    host: Host,
    config: AgentsConfig,
    parent: Lineage,
    agent: str,
    parsed: DelegateArgs,
    files: Sequence[AttachmentIn] = (),
) -> list[Delivered]:
    """Each task with the person's ``files``: every child judges them for its worker."""
    ask = asker(host, parent)

    async def one(task: str) -> Delivered:
        done = await run_delegated(
            host,
            parent=parent,
            chain=[],
            target=agent,
            task=task,
            model=parsed.model,
            tools=parsed.tools,
            attachments=files,
        )
        return await deliver(config, done, task, ask)

    if parsed.parallel:
        return list(await asyncio.gather(*(one(task) for task in parsed.texts())))
    return [await one(task) for task in parsed.texts()]


def task_event(turn_id: str, index: int, one: Delivered) -> TaskDelegated:
    return TaskDelegated(
        turn_id=turn_id,
        index=index,
        agent=one.agent,
        status=one.status,
        child_turn_id=one.delegation.turn_id,
        worker_id=one.delegation.worker_id,
        ledger_ids=one.delegation.ledger_ids,
        review=one.review,
        self_check_rounds=one.self_check_rounds,
        error=one.error,
        task=one.task,
        result=one.result,
    )


def combined(delivered: list[Delivered]) -> str:
    """One task: its result. Several: each under its number and task."""
    if len(delivered) == 1:
        return delivered[0].text()
    return "\n\n".join(
        f"**{n}. {d.task}** ({d.agent})\n{d.text()}" for n, d in enumerate(delivered, start=1)
    )
