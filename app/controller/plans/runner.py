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
person's own message. A step's own life — worker, approval, retry, cross-check — is
``step_runner``; what the person is asked is ``approvals``.

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
from typing import Any

from app.controller.agents.config import AgentsConfigError
from app.controller.companion import Companion
from app.controller.plans.approvals import confirm_plan
from app.controller.plans.choice import Chooser, StepPreview, check_worker, freeze_agent, is_cloud
from app.controller.plans.compose import compose
from app.controller.plans.journal import PlanJournal, PlanSpec, PlanView, StepState
from app.controller.plans.model import Plan, PlanInvalid, order
from app.controller.plans.step_runner import PlanRun, StepListener, StepResult, StepRunner
from app.controller.turn import Lineage
from app.controller.turn.steps import classify

log = logging.getLogger("ares.plans")


class PlanDeclined(Exception):
    """The person did not approve the plan; nothing was sent."""


class PlanRunner:
    def __init__(self, companion: Companion, listener: StepListener | None = None) -> None:
        self.companion = companion
        self.journal = PlanJournal(companion.memory)
        self.chooser = Chooser(companion)
        self.steps = StepRunner(companion, self.journal, self.chooser, listener)

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
            spec_for = self.chooser.named(step, spec.agents.get(step.id))
            if spec_for is not None:
                reason = "the step's agent" if step.id in spec.agents else "named by the step"
            else:
                options = self.chooser.ranked(step.objective)
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
            if not await confirm_plan(self.companion.consent, spec.plan, steps):
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

    # --- running ---------------------------------------------------------------------
    async def run(self, plan_id: str) -> PlanView:
        """Runs (or resumes) the plan to its end; completed steps are not run again."""
        record = await self.companion.memory.claim_plan(plan_id)
        try:
            if record.status in ("done", "cancelled"):
                return await self.journal.view(plan_id)
            spec = PlanSpec.model_validate(record.spec)
            root = Lineage(turn_id=plan_id, conversation_id=record.conversation_id or "")
            run = PlanRun(plan_id=plan_id, spec=spec, root=root)
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

    async def _drive(self, run: PlanRun) -> tuple[str, str]:
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
                            task = asyncio.ensure_future(self.steps.run(run, plan.step(step_id)))
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

    async def _close(self, run: PlanRun, status: str, error: str) -> None:
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

    # --- journaling ------------------------------------------------------------------
    async def _event(self, run: PlanRun, name: str, **payload: object) -> None:
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
