"""Running a workflow: the entry agent answers, or hands tasks on, for at most
``max_iterations`` rounds.

Each round the entry agent gets the message (the first round, with the agents it may
hand on to) or the message and the results of what it handed on (``FOLLOW_UP``). Its
``/delegate AGENT ARGS`` lines (``chatter.hand_ons``) are the tasks it hands on — run in
order, or at once with ``parallel_subagents`` — each a hop at depth 2 (refused past
``max_depth``). A task for an agent agents.toml does not have goes to
``fallback_agent``; so does the message when the entry agent's own turn fails. A round
without hand-ons ends the run: its text is the final response.

Every hop is ``run_delegated``'s child turn (same egress, Trust Engine, consent and
ledger; the delegation guards on the chain), then ``delivery.deliver`` (self-check and
review gate), recorded as a ``Step``. Whatever a hop says goes back with its slash-command
lines stripped. A task handed into another workflow (``/delegate workflow:NAME …``) runs
that workflow as a *delegated sub-workflow*: only ``SUB_WORKFLOW_KINDS`` of steps run in
it (its entry agent answers; nothing it hands on runs — anti-recursion), and its agents
get at most ``NESTED_TOOL_ROUNDS`` rounds of tool calls.

The person's files go where the person addressed them: with every round of the entry
agent and with the fallback that answers the message in its place, each hop judging them
for its worker as a message's are. Tasks handed on carry only their text (what the entry
agent chose to quote, itself judged), so a file never fans out further than the person
sent it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from app.controller.agents.config import AgentsConfig, WorkflowSpec
from app.controller.agents.delegation.child import DelegationResult, Host, run_delegated
from app.controller.agents.delegation.edges import edges
from app.controller.agents.delivery import asker, deliver
from app.controller.agents.workflows.chatter import HandOn, hand_ons, strip_chatter
from app.controller.agents.workflows.record import Clock, Step, StepKind, WorkflowResult
from app.controller.turn.request import Lineage
from memory import AttachmentIn

SUB_WORKFLOW_KINDS: frozenset[StepKind] = frozenset({"agent", "fallback"})
NESTED_TOOL_ROUNDS = 3
WORKFLOW_PREFIX = "workflow:"

HOW_TO_HAND_ON = (
    "{message}\n\n---\n"
    "You may hand tasks on to these agents: {agents}. To hand one on, write a line "
    "/delegate AGENT TASK (one line per task). Their answers come back to you. If you "
    "need no one, answer directly."
)
FOLLOW_UP = (
    "{message}\n\n---\n"
    "The tasks you handed on came back:\n\n{results}\n\n"
    "Answer now, or hand on more with /delegate AGENT TASK lines."
)
CAPPED = "(The workflow stopped after {n} rounds without a final answer.)"


class WorkflowRun:
    def __init__(
        self,
        host: Host,
        config: AgentsConfig,
        parent: Lineage,
        name: str,
        *,
        depth: int = 1,
        delegated: bool = False,
        files: Sequence[AttachmentIn] = (),
    ) -> None:
        self.host, self.config, self.parent = host, config, parent
        self.files = files  # the person's, for the hops that answer the message
        self.name = name
        self.spec: WorkflowSpec = config.workflows[name]
        self.depth = depth
        self.delegated = delegated  # a sub-workflow something handed a task into
        self.steps: list[Step] = []
        self.done: list[DelegationResult] = []  # every hop's child turn: ledger, cost

    async def run(self, message: str) -> WorkflowResult:
        entry = self.spec.entry_agent
        text = self._first_input(message)
        for _ in range(1 if self.delegated else self.spec.max_iterations):
            step = await self._hop(entry, text, "agent", via="", chain=[], files=self.files)
            if step.status != "answered":
                return WorkflowResult.of(await self._fall_back(message, step), self.steps)
            handed = hand_ons(step.output)
            if not handed:
                return WorkflowResult.of(strip_chatter(step.output), self.steps)
            if self.delegated:  # anti-recursion: a sub-workflow hands nothing on
                self._refuse_all(handed, entry, "a delegated sub-workflow cannot delegate")
                return WorkflowResult.of(strip_chatter(step.output), self.steps)
            results = await self._hand_on(handed, entry)
            text = FOLLOW_UP.format(message=message, results="\n\n".join(results))
        last = strip_chatter(self.steps[-1].output) if self.steps else ""
        final = last or CAPPED.format(n=self.spec.max_iterations)
        return WorkflowResult.of(final, self.steps)

    def _first_input(self, message: str) -> str:
        if self.delegated:
            return message
        entry = self.config.agents[self.spec.entry_agent]
        targets = [e.target for e in edges(entry)] or sorted(
            n for n in self.config.agents if n != self.spec.entry_agent
        )
        if not targets:
            return message
        return HOW_TO_HAND_ON.format(message=message, agents=", ".join(targets))

    async def _fall_back(self, message: str, failed: Step) -> str:
        fallback = self.spec.fallback_agent
        if fallback is None or fallback == failed.agent:
            return failed.output
        step = await self._hop(fallback, message, "fallback", via="", chain=[], files=self.files)
        return strip_chatter(step.output)

    async def _hand_on(self, handed: list[HandOn], entry: str) -> list[str]:
        jobs = [(h, task) for h in handed for task in self._tasks(h, entry)]
        if self.spec.parallel_subagents:
            outputs = await asyncio.gather(*(self._one(h.agent, t, entry) for h, t in jobs))
        else:
            outputs = [await self._one(h.agent, t, entry) for h, t in jobs]
        return [f"### {h.agent}: {t}\n{out}" for (h, t), out in zip(jobs, outputs, strict=True)]

    def _tasks(self, handed: HandOn, entry: str) -> list[str]:
        if handed.args is None:
            self._refused(handed.agent, handed.line, handed.error, "delegate", entry)
            return []
        return handed.args.texts()

    async def _one(self, target: str, task: str, entry: str) -> str:
        """One task handed on, as its text goes back (slash-command lines stripped)."""
        depth = self.depth + 1
        kind: StepKind = "workflow" if target.startswith(WORKFLOW_PREFIX) else "delegate"
        if depth > self.spec.max_depth:
            why = f"workflow depth limit of {self.spec.max_depth} reached"
            return self._refused(target, task, why, kind, entry)
        if kind == "workflow":
            return await self._sub_workflow(target.removeprefix(WORKFLOW_PREFIX), task, entry)
        if target not in self.config.agents:
            fallback = self.spec.fallback_agent
            if fallback is None:
                why = f"no agent {target!r} in agents.toml, and the workflow has no fallback"
                return self._refused(target, task, why, kind, entry)
            target, kind = fallback, "fallback"
        step = await self._hop(target, task, kind, via=entry, chain=[entry], depth=depth)
        return strip_chatter(step.output)

    async def _sub_workflow(self, name: str, task: str, entry: str) -> str:
        if name not in self.config.workflows:
            why = f"no workflow {name!r} in agents.toml"
            return self._refused(WORKFLOW_PREFIX + name, task, why, "workflow", entry)
        sub = WorkflowRun(
            self.host, self.config, self.parent, name, depth=self.depth + 1, delegated=True
        )
        clock = Clock()
        result = await sub.run(task)
        self.steps.append(
            Step(
                agent=WORKFLOW_PREFIX + name,
                input=task,
                output=result.final_response,
                started_at=clock.started_at,
                duration_ms=clock.ms(),
                kind="workflow",
                depth=self.depth + 1,
                workflow=self.name,
                via=entry,
            )
        )
        self.steps += sub.steps
        self.done += sub.done
        return strip_chatter(result.final_response)

    async def _hop(
        self,
        agent: str,
        task: str,
        kind: StepKind,
        *,
        via: str,
        chain: list[str],
        depth: int = 0,
        files: Sequence[AttachmentIn] = (),
    ) -> Step:
        if self.delegated and kind not in SUB_WORKFLOW_KINDS:
            self._refused(agent, task, f"step kind {kind!r} is not allowed here", kind, via)
            return self.steps[-1]
        clock = Clock()
        done = await run_delegated(
            self.host,
            parent=self.parent,
            chain=chain,
            target=agent,
            task=task,
            tool_rounds=NESTED_TOOL_ROUNDS if self.delegated else None,
            attachments=files,
        )
        self.done.append(done)
        delivered = await deliver(self.config, done, task, asker(self.host, self.parent))
        step = Step(
            agent=done.agent,
            input=task,
            output=delivered.text(),
            started_at=clock.started_at,
            duration_ms=clock.ms(),
            kind=kind,
            status=delivered.status,
            depth=depth or self.depth,
            workflow=self.name,
            via=via,
            turn=done.turn_id,
        )
        self.steps.append(step)
        return step

    def _refused(self, agent: str, task: str, why: str, kind: StepKind, via: str) -> str:
        self.steps.append(
            Step(
                agent=agent,
                input=task,
                output=why,
                started_at=Clock().started_at,
                duration_ms=0,
                kind=kind,
                status="refused",
                depth=self.depth + 1,
                workflow=self.name,
                via=via,
            )
        )
        return why

    def _refuse_all(self, handed: list[HandOn], entry: str, why: str) -> None:
        for h in handed:
            self._refused(h.agent, h.line.strip(), why, "delegate", entry)
