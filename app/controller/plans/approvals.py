"""What the person is asked before plan work is sent: the whole plan when a step would
go to a cloud worker, and a step marked ``requires_approval`` before it runs.

Both go through the companion's one consent queue as approvals, like an agent tool's
(``agents/approval.py``); no answer in time is a "no". Kept apart from the runner so
the wording the person reads is in one place.
"""

from __future__ import annotations

from app.controller.agents.approval import ask as ask_approval
from app.controller.agents.tools.base import Approval
from app.controller.consent import ConsentQueue, approval_request
from app.controller.plans.choice import AgentFreeze, StepPreview, is_cloud
from app.controller.plans.model import Plan, PlanStep
from workers import WorkerSpec

APPROVAL_TIMEOUT = 300.0


async def confirm_plan(consent: ConsentQueue, plan: Plan, steps: list[StepPreview]) -> bool:
    lines = [f"Goal: {plan.goal}"]
    for preview, step in zip(steps, plan.steps, strict=True):
        where = "cloud" if preview.cloud else "this device"
        lines.append(f"- {step.id} → {preview.worker} ({where}): {step.objective}")
    approval = Approval(
        tool="plan",
        action="run this plan (some steps go to a cloud worker)",
        subject="\n".join(lines),
        detail="Each step is checked by the privacy router before it leaves.",
    )
    request = approval_request(approval, turn_id="plan", agent="planner")
    return await ask_approval(consent, request, APPROVAL_TIMEOUT)


async def approve_step(
    consent: ConsentQueue,
    plan_id: str,
    step: PlanStep,
    worker: WorkerSpec,
    frozen: AgentFreeze | None,
) -> bool:
    where = "a cloud worker" if is_cloud(worker) else "this device"
    approval = Approval(
        tool="plan",
        action=f"run the plan step {step.id!r} on {worker.id} ({where})",
        subject=step.objective,
    )
    request = approval_request(
        approval,
        turn_id=plan_id,
        agent=frozen.agent if frozen else "plan",
        persona=frozen.persona if frozen else None,
    )
    return await ask_approval(consent, request, APPROVAL_TIMEOUT)
