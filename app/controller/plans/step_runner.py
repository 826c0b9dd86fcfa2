"""Running one step of a plan: its worker picked, its approval asked, its child turn
run (once more when an idempotent step failed in a way worth retrying), a high-stakes
answer cross-checked by a second worker, and each state journaled as it changes.

Kept apart from ``runner``, which owns the plan — when steps start, how the plan ends —
so each reads as one thing: the plan's order there, a step's life here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from app.controller.answers import Check
from app.controller.companion import Companion
from app.controller.events import ChecksDone, ToolRan, TurnEvent
from app.controller.plans.approvals import approve_step
from app.controller.plans.choice import Chooser
from app.controller.plans.compose import sources_in
from app.controller.plans.journal import PlanJournal, PlanSpec, StepState
from app.controller.plans.model import PlanStep
from app.controller.plans.review import Review, read_review
from app.controller.turn import Lineage, TurnOutcome, TurnRequest, child_request
from workers import Cost, WorkerSpec

log = logging.getLogger("ares.plans")

RETRYABLE = frozenset({"unavailable", "worker_error", "rejected"})
StepListener = Callable[[str, str], None]  # (step id, status) as it changes


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
class PlanRun:
    """One run of a plan: what its steps share while it goes."""

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


class StepRunner:
    def __init__(
        self,
        companion: Companion,
        journal: PlanJournal,
        chooser: Chooser,
        listener: StepListener | None = None,
    ) -> None:
        self.companion = companion
        self.journal = journal
        self.chooser = chooser
        self.listener = listener

    async def run(self, run: PlanRun, step: PlanStep) -> StepResult:
        position = run.spec.plan.position(step.id)
        results = [(dep, run.answers[dep]) for dep in step.depends_on]
        message = run.spec.frozen.step_input(step.objective, results)
        frozen = run.spec.agents.get(step.id)
        worker = await self.chooser.pick(step, frozen, message)
        if worker is None:
            why = f"step {step.id!r}: no worker that may take it is available"
            return await self._failed(run, step, "", Cost(), why, "unavailable")
        if step.requires_approval and not await approve_step(
            self.companion.consent, run.plan_id, step, worker, frozen
        ):
            why = f"step {step.id!r} needs your approval and did not get it; nothing was sent"
            return await self._failed(run, step, worker.id, Cost(), why, "refused")
        idempotent = frozen.idempotent if frozen else True
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
        self, run: PlanRun, step: PlanStep, worker: WorkerSpec, message: str
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
        self, run: PlanRun, step: PlanStep, worker: WorkerSpec, outcome: TurnOutcome
    ) -> tuple[Review | None, Cost]:
        """A second worker's verdict on the step's answer against its objective."""
        question = run.spec.frozen.review_input(step.objective, outcome.answer)
        options = self.chooser.ranked(question, exclude={worker.id})
        reviewer = await self.chooser.available(options)
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
        run: PlanRun,
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

    def _tell(self, step_id: str, status: str) -> None:
        if self.listener is not None:
            self.listener(step_id, status)
