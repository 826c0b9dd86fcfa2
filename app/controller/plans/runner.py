"""Running a plan: each step a child turn through the one egress, independent steps at
once up to ``max_parallel``, each step's state journaled as it starts and ends.

    PlanRunner.prepare(plan)  → PlanSpec  agents, personas, prompts and workers frozen
    PlanRunner.start(spec)    → plan id   shown to the person first when a step would
                                          use a cloud worker (the approval broker)
    PlanRunner.run(plan id)   → PlanView  also what resumes: completed steps are kept,
                                          a step cut off mid-answer is run again

A step's turn is ``origin="plan_step"`` under the plan (its parent turn id is the plan
id, its sub-thread under the plan's conversation): the Trust Engine classifies its
input — objective plus the results it builds on — for the step's worker, consent is
asked when the policy says so, and every payload is in the ledger, exactly as for the
person's own message.

Errors (a plan stops; the sentence names the step)::

    PlanInvalid    unknown worker or agent, bad graph      before anything runs
    PlanDeclined   the person did not approve the plan     nothing was sent
    step failures  a refused, failed, rejected or unapproved step: the plan is
                   ``failed`` with the step's sentence; the steps already done stay
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel

from app.controller.agents.approval import ask as ask_approval
from app.controller.agents.config import AgentsConfigError
from app.controller.agents.tools.base import Approval
from app.controller.answers import Check
from app.controller.companion import Companion
from app.controller.consent import approval_request
from app.controller.events import ChecksDone, ToolRan, TurnEvent
from app.controller.plans.choice import check_worker, freeze_agent, is_cloud, ranked
from app.controller.plans.compose import compose, sources_in
from app.controller.plans.journal import PlanJournal, PlanSpec, PlanView, StepState
from app.controller.plans.model import Plan, PlanInvalid, PlanStep, order
from app.controller.plans.review import Review, read_review
from app.controller.turn import Lineage, TurnOutcome, TurnRequest, child_request
from app.controller.turn.steps import classify
from workers import Cost, WorkerSpec

log = logging.getLogger("ares.plans")

APPROVAL_TIMEOUT = 300.0
RETRYABLE = frozenset({"unavailable", "worker_error", "rejected"})
StepListener = Callable[[str, str], None]  # (step id, status) as it changes


class PlanDeclined(Exception):
    """The person did not approve the plan; nothing was sent."""


class StepPreview(BaseModel):
    """Where a step would run, as shown before the plan starts."""

    id: str
    worker: str
    cloud: bool
    reason: str


@dataclass
class StepResult:
    ok: bool
    state: StepState
    worker: str
    cost: Cost
    error: str = ""
    reason: str | None = None
    turn_id: str | None = None


@dataclass
class _Run:
    plan_id: str
    spec: PlanSpec
    root: Lineage
    answers: dict[str, str] = field(default_factory=dict)


def add_costs(a: Cost, b: Cost) -> Cost:
    money = a.money
    if b.money is not None:
        same = a.currency in (None, b.currency)
        money = (a.money or 0.0) + b.money if same else a.money
    return Cost(
        tokens_in=a.tokens_in + b.tokens_in,
        tokens_out=a.tokens_out + b.tokens_out,
        money=money,
        currency=a.currency or b.currency,
    )


def _now() -> datetime:
    return datetime.now(UTC)


class PlanRunner:
    def __init__(self, companion: Companion, listener: StepListener | None = None) -> None:
        self.companion = companion
        self.journal = PlanJournal(companion.memory)
        self.listener = listener

    # --- before it runs --------------------------------------------------------------
    def prepare(self, plan: Plan, *, request: str | None = None) -> PlanSpec:
        """The plan checked against config.toml and agents.toml, its agents frozen."""
        settings = self.companion.settings
        problems: list[str] = []
        agents = {}
        config = None
        for step in plan.steps:
            try:
                check_worker(step, settings)
                if step.agent is not None:
                    if config is None:
                        config = self.companion.agents.config(settings)
                    agents[step.id] = freeze_agent(step, config)
            except PlanInvalid as exc:
                problems += exc.problems
            except AgentsConfigError as exc:
                problems.append(f"step {step.id!r}: {exc}")
        if problems:
            raise PlanInvalid(problems)
        return PlanSpec(plan=plan, agents=agents, request=request)

    def preview(self, spec: PlanSpec) -> list[StepPreview]:
        """Each step's worker as far as it is known before results exist (a step left
        to ARES is judged on its objective alone)."""
        shown = []
        for step in spec.plan.steps:
            spec_for = self._named(step, spec)
            if spec_for is not None:
                reason = "the step's agent" if step.id in spec.agents else "named by the step"
            else:
                options = self._ranked(step.objective)
                if not options:
                    raise PlanInvalid([f"step {step.id!r}: no worker may take it"])
                spec_for, reason = options[0], "chosen by ARES (privacy, then price)"
            shown.append(
                StepPreview(id=step.id, worker=spec_for.id, cloud=is_cloud(spec_for), reason=reason)
            )
        return shown

    async def start(
        self, spec: PlanSpec, *, conversation_id: str | None = None, plan_id: str | None = None
    ) -> str:
        """Store the plan (after the person approved it, when a step would go to a
        cloud worker) with the request in its conversation (a new one, unless given);
        returns the plan id. Does not run it."""
        steps = self.preview(spec)
        cloud = [s for s in steps if s.cloud]
        if cloud and not spec.confirmed:
            if not await self._confirm(spec, steps):
                raise PlanDeclined(
                    "You did not approve the plan, so it did not run and nothing was sent."
                )
            spec = spec.model_copy(update={"confirmed": True})
        conversation_id = await self._open_conversation(spec, conversation_id)
        return await self.journal.create(spec, conversation_id, plan_id)

    async def _open_conversation(self, spec: PlanSpec, conversation_id: str | None) -> str:
        """The conversation the plan answers in, holding the person's words."""
        words = spec.request or spec.plan.goal
        memory = self.companion.memory
        if conversation_id is None:
            made = await memory.create_conversation(words.strip()[:60].splitlines()[0])
            conversation_id = made.id
        verdict = classify(self.companion.engine, self.companion.policy, words)
        await memory.add_message(conversation_id, "user", words, sensitivity=verdict.sensitivity)
        return conversation_id

    async def _confirm(self, spec: PlanSpec, steps: list[StepPreview]) -> bool:
        lines = [f"Goal: {spec.plan.goal}"]
        for preview, step in zip(steps, spec.plan.steps, strict=True):
            where = "cloud" if preview.cloud else "this device"
            lines.append(f"- {step.id} → {preview.worker} ({where}): {step.objective}")
        approval = Approval(
            tool="plan",
            action="run this plan (some steps go to a cloud worker)",
            subject="\n".join(lines),
            detail="Each step is checked by the privacy router before it leaves.",
        )
        request = approval_request(approval, turn_id="plan", agent="planner")
        return await ask_approval(self.companion.consent, request, APPROVAL_TIMEOUT)

    # --- running ---------------------------------------------------------------------
    async def run(self, plan_id: str) -> PlanView:
        """Runs (or resumes) the plan to its end; completed steps are not run again."""
        record = await self.companion.memory.claim_plan(plan_id)
        try:
            if record.status in ("done", "cancelled"):
                return await self.journal.view(plan_id)
            spec = PlanSpec.model_validate(record.spec)
            root = Lineage(turn_id=plan_id, conversation_id=record.conversation_id or "")
            run = _Run(plan_id=plan_id, spec=spec, root=root)
            for step, row in zip(spec.plan.steps, record.steps, strict=True):
                if row.status == "done":
                    run.answers[step.id] = StepState.model_validate(row.state).answer
                elif row.status != "pending":  # cut off, failed or cancelled: again
                    await self.journal.step(plan_id, spec.plan.position(step.id), status="pending")
            if record.status != "running":
                await self.companion.memory.set_plan(plan_id, status="running")
            await self._event(run, "plan_did_start", resumed=bool(run.answers))
            status, error = await self._drive(run)
            await self._close(run, status, error)
        finally:
            with contextlib.suppress(Exception):
                await asyncio.shield(self.companion.memory.set_plan(plan_id, release=True))
        return await self.journal.view(plan_id)

    async def _drive(self, run: _Run) -> tuple[str, str]:
        plan = run.spec.plan
        pending = [s for s in order(plan) if s not in run.answers]
        running: dict[asyncio.Task[StepResult], str] = {}
        error = ""
        cancelled = False
        try:
            while pending or running:
                if not error and not cancelled:
                    cancelled = await self.journal.status(run.plan_id) == "cancelled"
                if not error and not cancelled:
                    for step_id in list(pending):
                        if len(running) >= plan.max_parallel:
                            break
                        if all(d in run.answers for d in plan.step(step_id).depends_on):
                            pending.remove(step_id)
                            task = asyncio.ensure_future(self._step(run, plan.step(step_id)))
                            running[task] = step_id
                if not running:
                    break
                finished, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
                for task in finished:
                    step_id = running.pop(task)
                    result = task.result()
                    if result.ok:
                        run.answers[step_id] = result.state.answer
                    elif not error:
                        error = result.error
        except BaseException:
            for task in running:
                task.cancel()
            raise
        if cancelled or await self.journal.status(run.plan_id) == "cancelled":
            return "cancelled", "cancelled by you"
        if error:
            return "failed", error
        return "done", ""

    async def _close(self, run: _Run, status: str, error: str) -> None:
        spec = run.spec
        answer = None
        if status == "done":
            record = await self.journal.record(run.plan_id)
            states = {
                s.id: StepState.model_validate(row.state)
                for s, row in zip(spec.plan.steps, record.steps, strict=True)
            }
            pairs = zip(spec.plan.steps, record.steps, strict=True)
            workers = {s.id: row.worker or "?" for s, row in pairs}
            answer = compose(spec.plan, states, workers)
            if run.root.conversation_id:
                await self.companion.memory.add_message(
                    run.root.conversation_id, "assistant", answer, worker="plan"
                )
        if error != spec.error:
            updated = spec.model_copy(update={"error": error})
            await self.companion.memory.set_plan(run.plan_id, spec=updated.model_dump(mode="json"))
        await self.journal.finish(run.plan_id, status, answer)  # type: ignore[arg-type]
        await self._event(run, "plan_did_finish", status=status)

    async def _step(self, run: _Run, step: PlanStep) -> StepResult:
        position = run.spec.plan.position(step.id)
        results = [(dep, run.answers[dep]) for dep in step.depends_on]
        message = run.spec.frozen.step_input(step.objective, results)
        worker = await self._worker(step, run.spec, message)
        if worker is None:
            why = f"step {step.id!r}: no worker that may take it is available"
            return await self._failed(run, step, "", Cost(), why, "unavailable")
        if step.requires_approval and not await self._approve(run, step, worker):
            why = f"step {step.id!r} needs your approval and did not get it; nothing was sent"
            return await self._failed(run, step, worker.id, Cost(), why, "refused")
        idempotent = run.spec.agents[step.id].idempotent if step.id in run.spec.agents else True
        total = Cost()
        for attempt in (1, 2):
            await self.journal.step(
                run.plan_id,
                position,
                status="running",
                worker=worker.id,
                started_at=_now(),
                finished_at=None,
                attempts=attempt,
            )
            self._tell(step.id, "running")
            result = await self._attempt(run, step, worker, message)
            total = add_costs(total, result.cost)
            if result.ok:
                await self.journal.step(
                    run.plan_id,
                    position,
                    status="done",
                    finished_at=_now(),
                    state=result.state,
                    cost=total,
                    turn_id=result.turn_id,
                )
                self._tell(step.id, "done")
                return result
            if not (idempotent and result.reason in RETRYABLE and attempt == 1):
                return await self._failed(
                    run, step, worker.id, total, result.error, result.reason, result.state
                )
            log.info("plan %s: step %s failed (%s); once more", run.plan_id, step.id, result.reason)
        raise AssertionError("unreachable")

    async def _attempt(
        self, run: _Run, step: PlanStep, worker: WorkerSpec, message: str
    ) -> StepResult:
        frozen = run.spec.agents.get(step.id)
        request = child_request(
            run.root,
            message,
            origin="plan_step",
            worker_id=worker.id,
            agent=frozen.agent if frozen else step.agent,
            persona=frozen.persona if frozen else None,
            system_prompt=frozen.system_prompt if frozen else None,
        ).model_copy(update={"recall": False})  # its input is its objective and results
        outcome, checks, tools = await self._turn(request)
        state = StepState(
            answer=outcome.answer,
            error=outcome.error,
            reason=outcome.reason,
            conversation_id=outcome.conversation_id,
            checks=[c.model_dump(mode="json") for c in checks],
            sources=sources_in(outcome.answer, tools),
        )
        turn = outcome.turn_id
        if not outcome.ok:
            error = f"step {step.id!r} failed on {worker.id}: {outcome.error}"
            return StepResult(False, state, worker.id, outcome.cost, error, outcome.reason, turn)
        failed = [c for c in checks if c.status == "fail"]
        if failed:
            error = f"step {step.id!r}: its answer failed the check {failed[0].name}: "
            error += failed[0].detail
            return StepResult(False, state, worker.id, outcome.cost, error, "worker_error", turn)
        if not step.high_stakes:
            return StepResult(True, state, worker.id, outcome.cost, turn_id=turn)
        review, cost = await self._review(run, step, worker, outcome)
        state = state.model_copy(update={"review": review.model_dump() if review else None})
        total = add_costs(outcome.cost, cost)
        if review is None:
            error = f"step {step.id!r} is high-stakes, but no second worker may cross-check it"
            return StepResult(False, state, worker.id, total, error, "unavailable", turn)
        if not review.accepted:
            problem = review.problem(step.id)
            return StepResult(False, state, worker.id, total, problem, "rejected", turn)
        return StepResult(True, state, worker.id, total, turn_id=turn)

    async def _turn(self, request: TurnRequest) -> tuple[TurnOutcome, list[Check], list[str]]:
        checks: list[Check] = []
        tools: list[str] = []

        def listen(event: TurnEvent) -> None:
            if isinstance(event, ChecksDone):
                checks[:] = event.checks
            elif isinstance(event, ToolRan):
                tools.append(event.tool)

        outcome = await self.companion.run_turn(request, listen)
        return outcome, checks, tools

    async def _review(
        self, run: _Run, step: PlanStep, worker: WorkerSpec, outcome: TurnOutcome
    ) -> tuple[Review | None, Cost]:
        """A second worker's verdict on the step's answer against its objective."""
        question = run.spec.frozen.review_input(step.objective, outcome.answer)
        options = self._ranked(question, exclude={worker.id})
        reviewer = await self._available(options)
        if reviewer is None:
            return None, Cost()
        request = child_request(
            run.root, question, origin="plan_step", worker_id=reviewer.id
        ).model_copy(update={"recall": False})
        reply, _checks, _tools = await self._turn(request)
        if not reply.ok:
            return Review(worker=reviewer.id, decision="none", notes=reply.error), reply.cost
        return read_review(reviewer.id, reply.answer, reply.turn_id), reply.cost

    async def _failed(
        self,
        run: _Run,
        step: PlanStep,
        worker: str,
        cost: Cost,
        error: str,
        reason: str | None,
        state: StepState | None = None,
    ) -> StepResult:
        state = (state or StepState()).model_copy(update={"error": error, "reason": reason})
        await self.journal.step(
            run.plan_id,
            run.spec.plan.position(step.id),
            status="failed",
            worker=worker or None,
            finished_at=_now(),
            state=state,
            cost=cost,
        )
        self._tell(step.id, "failed")
        return StepResult(False, state, worker, cost, error, reason)

    async def _approve(self, run: _Run, step: PlanStep, worker: WorkerSpec) -> bool:
        where = "a cloud worker" if is_cloud(worker) else "this device"
        approval = Approval(
            tool="plan",
            action=f"run the plan step {step.id!r} on {worker.id} ({where})",
            subject=step.objective,
        )
        frozen = run.spec.agents.get(step.id)
        request = approval_request(
            approval,
            turn_id=run.plan_id,
            agent=frozen.agent if frozen else "plan",
            persona=frozen.persona if frozen else None,
        )
        return await ask_approval(self.companion.consent, request, APPROVAL_TIMEOUT)

    # --- choosing workers ------------------------------------------------------------
    def _named(self, step: PlanStep, spec: PlanSpec) -> WorkerSpec | None:
        frozen = spec.agents.get(step.id)
        wanted = frozen.worker if frozen else step.worker
        if wanted is None:
            return None
        return self.companion.settings.worker(wanted)

    def _ranked(self, text: str, exclude: set[str] | None = None) -> list[WorkerSpec]:
        companion = self.companion
        verdict = classify(companion.engine, companion.policy, text)
        return ranked(companion.settings, companion.policy, verdict, exclude)

    async def _worker(self, step: PlanStep, spec: PlanSpec, message: str) -> WorkerSpec | None:
        named = self._named(step, spec)
        if named is not None:
            return named
        return await self._available(self._ranked(message))

    async def _available(self, options: list[WorkerSpec]) -> WorkerSpec | None:
        """The first that answers and can chat: ARES's capability check."""
        router = self.companion.router
        for option in options:
            status = await router.availability(router.worker(option.id))
            # A worker that reports capabilities must list "chat" (an Ollama embedding
            # model does not); one that reports none is a chat API.
            chats = not status.capabilities or "chat" in status.capabilities
            if status.available and chats:
                return option
        return None

    # --- telling ---------------------------------------------------------------------
    def _tell(self, step_id: str, status: str) -> None:
        if self.listener is not None:
            self.listener(step_id, status)

    async def _event(self, run: _Run, name: str, **payload: object) -> None:
        """The plan's own rows in the run journal (ids and states, never text); its
        steps' turns are filed under it, so ``ares journal --turn PLAN`` shows all."""
        await self.companion.memory.journal(
            run.plan_id, name, dict(payload), conversation_id=run.root.conversation_id or None
        )


async def resume_interrupted(
    companion: Companion, start: Callable[[Coroutine[Any, Any, PlanView]], object]
) -> list[str]:
    """Every plan a crash or a kill left running, continued in the background: the
    window calls this on start with its task spawner. Returns the plan ids."""
    runner = PlanRunner(companion)
    resumed = await companion.memory.interrupted_plans()
    for plan_id in resumed:
        log.info("resuming plan %s", plan_id)
        start(runner.run(plan_id))
    return resumed
