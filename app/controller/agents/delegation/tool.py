"""``ask_<agent>`` and ``start_<agent>``: an edge of ``delegates_to`` as a tool the model
calls with one argument, ``task``. Like any tool it is offered only when the agent's and
persona's lists allow it, and it runs through the executor's checks.

``ask_`` waits for the target's answer, which is the tool result after the target's
self-check and review gate (``delivery``; a rejection is the gate's record) — the loop
then judges it for the delegating model like any tool result; a refusal's result is the guard's
message itself. ``start_`` returns a receipt at once (see ``runs``).
"""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import Field

from app.controller.agents.delegation.chain import DelegationRefused
from app.controller.agents.delegation.child import DelegationResult, Host, run_delegated
from app.controller.agents.delegation.edges import Edge
from app.controller.agents.delivery import asker, deliver
from app.controller.agents.tools.base import Args, Tool, ToolContext, ToolFailure
from app.controller.turn.request import Lineage


class TaskArgs(Args):
    task: str = Field(
        min_length=1,
        description="The whole task in your own words. The other agent sees nothing "
        "else of this conversation: include everything it needs.",
    )


class Starter(Protocol):
    """Starts a detached run and returns its receipt (``runs.Runs``)."""

    async def start(
        self, *, parent: Lineage, chain: list[str], target: str, task: str
    ) -> dict[str, Any]: ...


class Refused(ToolFailure):
    """A guard's refusal: the model receives the message itself."""

    def result(self, tool: str) -> Any:
        return self.message


class DelegateTool(Tool):
    arguments = TaskArgs
    read_only = True

    def __init__(
        self,
        edge: Edge,
        host: Host,
        *,
        chain: list[str],
        depth: int,
        starter: Starter | None = None,
    ) -> None:
        self.edge = edge
        self.name = edge.tool
        self.host = host
        self.chain = chain  # the agents above the target, the delegating one last
        self.depth = depth  # the delegating turn's
        self.starter = starter
        if edge.detached:
            self.description = (
                f"Start the {edge.target} agent on a task in the background. You get a "
                "receipt at once; its answer is not part of this turn: it is posted to "
                "this conversation later, as a message of its own."
            )
        else:
            self.description = (
                f"Ask the {edge.target} agent to do a task and wait for its answer, "
                "which is this tool's result."
            )

    async def run(self, args: Any, ctx: ToolContext) -> Any:
        assert isinstance(args, TaskArgs)
        if ctx.turn_id is None or ctx.conversation_id is None:
            raise ToolFailure("delegation_failed", "There is no turn to delegate from.")
        parent = Lineage(turn_id=ctx.turn_id, conversation_id=ctx.conversation_id, depth=self.depth)
        if self.edge.detached:
            if self.starter is None:
                raise ToolFailure("delegation_failed", "Background work cannot start here.")
            try:
                return await self.starter.start(
                    parent=parent, chain=self.chain, target=self.edge.target, task=args.task
                )
            except DelegationRefused as exc:
                raise Refused("delegation_refused", str(exc)) from None
        result = await run_delegated(
            self.host, parent=parent, chain=self.chain, target=self.edge.target, task=args.task
        )
        if result.ok:  # the target's self-check and review gate, when it has them
            config = self.host.agents_config()
            delivered = await deliver(config, result, args.task, asker(self.host, parent))
            return delivered.result
        return tool_result(result)


def tool_result(result: DelegationResult) -> Any:
    """The answer; anything else as the tool failure the model reads."""
    if result.status == "answered":
        return result.answer
    if result.status == "refused":
        raise Refused("delegation_refused", result.error)
    if result.status == "cancelled":
        raise ToolFailure("subtask_cancelled", result.error)
    raise ToolFailure(
        "delegation_failed", f"{result.agent} could not finish the task: {result.error}"
    )
