"""A text's classification as ``ares classify`` shows it: the person's overrides
applied, as the pipeline sees it, and values only when asked for."""

from __future__ import annotations

from pydantic import BaseModel, Field

from app.config import Settings
from app.controller.wiring import Classifier, engine_for, policy_for
from trust import Classification

__all__ = ["ClassificationView", "Classifier", "FindingView", "classifier_for", "classify"]


class FindingView(BaseModel):
    start: int
    end: int
    kind: str
    sensitivity: str
    detector: str
    value: str | None = Field(default=None, exclude_if=lambda v: v is None)


class ClassificationView(BaseModel):
    sensitivity: str
    findings: list[FindingView]


def classifier_for(settings: Settings) -> Classifier:
    """The pipeline's own judge: the engine with the person's vocabulary, regions and
    raised classes."""
    return Classifier(engine_for(settings), policy_for(settings))


def classify(classifier: Classifier, text: str, *, show_values: bool = False) -> ClassificationView:
    return view_of(classifier(text), text, show_values)


def view_of(result: Classification, text: str, show_values: bool) -> ClassificationView:
    findings = [
        FindingView(
            start=f.start,
            end=f.end,
            kind=f.kind,
            sensitivity=str(f.sensitivity),
            detector=f.detector,
            value=f.value(text) if show_values else None,
        )
        for f in result.findings
    ]
    return ClassificationView(sensitivity=str(result.sensitivity), findings=findings)
