"""Plans: a goal split into steps, each step a child turn through the one egress.

``model`` is the plan and its validation, ``parsing`` reads the local model's plan,
``planner`` asks the local model for one, ``choice`` picks a step's worker, ``runner``
runs and resumes plans, ``step_runner`` runs one step, ``approvals`` asks the person,
``review`` cross-checks high-stakes steps, ``compose`` writes the answer with its
provenance, ``journal`` keeps every step's state in memory.
"""

from app.controller.plans.choice import StepPreview
from app.controller.plans.journal import PlanEntry, PlanJournal, PlanSpec, PlanView, StepView
from app.controller.plans.model import Plan, PlanInvalid, PlanStep, load_plan
from app.controller.plans.parsing import PlanUnreadable, read_judgement
from app.controller.plans.runner import PlanDeclined, PlanRunner, resume_interrupted
from memory import PlanBusy  # a plan another live ARES runs: for the shells

__all__ = [
    "Plan",
    "PlanBusy",
    "PlanDeclined",
    "PlanEntry",
    "PlanInvalid",
    "PlanJournal",
    "PlanRunner",
    "PlanSpec",
    "PlanStep",
    "PlanUnreadable",
    "PlanView",
    "StepPreview",
    "StepView",
    "load_plan",
    "read_judgement",
    "resume_interrupted",
]
