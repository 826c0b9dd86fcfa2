"""The words ARES sends for a plan: the planning request (to the local model only), a
step's input and the cross-check's question. A plan freezes the step and review
templates when it is made, so a resumed plan asks exactly what it asked before."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

PLANNER = """\
You plan work for ARES. Decide whether the request below needs several separate steps
(research, comparison, drafting from several sources) or is one simple question.

Answer with one JSON object and nothing else:
- simple: {{"complex": false}}
- complex: {{"complex": true, "plan": {{"goal": "...", "max_parallel": 2, "steps": [
    {{"id": "short-id", "objective": "what this step must produce",
      "depends_on": [], "requires_approval": false, "high_stakes": false}}]}}}}
A step may name "worker" (one of: {workers}) or "agent" (one of: {agents}); leave both
out to let ARES choose. Steps that do not depend on each other run at the same time.
Mark a step "high_stakes" when a mistake in it would matter (money, health, legal).

Request:
{request}"""

STEP = """\
{objective}"""

STEP_WITH_RESULTS = """\
{objective}

Results of the earlier steps this one builds on:
{results}"""

RESULT = """\
[step {step_id}]
{answer}"""

REVIEW = """\
Check another assistant's answer against its objective. Reply with ACCEPT or REJECT as
the first word of your first line, then say briefly why (what is wrong or missing).

Objective:
{objective}

Answer:
{answer}"""


class Frozen(BaseModel):
    """The templates a plan runs with, stored with it."""

    model_config = ConfigDict(frozen=True)

    step: str = STEP
    step_with_results: str = STEP_WITH_RESULTS
    result: str = RESULT
    review: str = REVIEW

    def step_input(self, objective: str, results: list[tuple[str, str]]) -> str:
        """A step's message: its objective, then what the steps it depends on found."""
        if not results:
            return self.step.format(objective=objective)
        shown = "\n\n".join(self.result.format(step_id=s, answer=a) for s, a in results)
        return self.step_with_results.format(objective=objective, results=shown)

    def review_input(self, objective: str, answer: str) -> str:
        return self.review.format(objective=objective, answer=answer)
