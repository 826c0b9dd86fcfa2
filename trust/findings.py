"""What a detector reports, and the verdict on a whole text."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from trust.sensitivity import Sensitivity


class Finding(BaseModel):
    """One span of a text that a detector judged private to some degree.

    ``kind`` is a stable upper-case name (``EMAIL``, ``AWS_ACCESS_KEY``, ``HEALTH``) that
    also names the placeholder the pseudonymiser makes (``[EMAIL_1]``).
    """

    model_config = ConfigDict(frozen=True)

    start: int = Field(ge=0)
    end: int = Field(ge=0)
    kind: str
    sensitivity: Sensitivity
    detector: str
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)

    def value(self, text: str) -> str:
        return text[self.start : self.end]


class Classification(BaseModel):
    """A text's class is the highest class among its findings (public when none)."""

    model_config = ConfigDict(frozen=True)

    sensitivity: Sensitivity = Sensitivity.PUBLIC
    findings: tuple[Finding, ...] = ()

    @classmethod
    def of(cls, findings: list[Finding] | tuple[Finding, ...]) -> Classification:
        ordered = tuple(sorted(findings, key=lambda f: (f.start, -f.end)))
        top = max((f.sensitivity for f in ordered), default=Sensitivity.PUBLIC)
        return cls(sensitivity=top, findings=ordered)
