"""The person's message run through a workflow (``ares chat --workflow NAME``, the
window's picker): a person's turn whose answer is the workflow's final response, with
one ``WorkflowFinished`` event carrying the steps before it. An unknown workflow, or a
broken agents.toml, ends the turn before anything is stored (``reason="config"``)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncGenerator

from app.controller.agents import person_turn
from app.controller.agents.config import AgentsConfigError
from app.controller.agents.delegation.child import Host
from app.controller.agents.person_turn import Work, first_worker
from app.controller.agents.workflows.engine import WorkflowRun
from app.controller.events import TurnEvent, TurnFailed, WorkflowFinished
from app.controller.turn.request import Lineage, TurnRequest
from app.controller.turn.steps import TurnParts


class WorkflowNotFound(Exception):
    def __init__(self, name: str, known: list[str]) -> None:
        listed = ", ".join(known) or "none"
        super().__init__(
            f"workflow_not_found: no workflow {name!r} in agents.toml (defined: {listed})"
        )


async def run(
    host: Host, parts: TurnParts, request: TurnRequest
) -> AsyncGenerator[TurnEvent, None]:
    turn_id = uuid.uuid4().hex
    name = request.workflow or ""
    try:
        config = host.agents_config()
        if name not in config.workflows:
            raise WorkflowNotFound(name, sorted(config.workflows))
    except (WorkflowNotFound, AgentsConfigError) as exc:
        yield TurnFailed(turn_id=turn_id, error=str(exc), reason="config")
        return
    entry = config.workflows[name].entry_agent

    async def work(parent: Lineage) -> Work:
        workflow = WorkflowRun(host, config, parent, name, files=request.attachments)
        result = await workflow.run(request.message)
        finished = WorkflowFinished(turn_id=parent.turn_id, workflow=name, result=result)
        return Work(
            answer=result.final_response,
            events=[finished],
            done=workflow.done,
            worker_id=first_worker(workflow.done, entry),
        )

    async for event in person_turn.run(parts, request, entry, work, turn_id):
        yield event
