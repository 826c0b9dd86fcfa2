"""Which findings of a text may go to a worker as they are, per the policy and consent."""

from __future__ import annotations

from pydantic import BaseModel, Field

from app.controller.consent import ConsentAnswer, ConsentDecision
from trust import Action, Classification, Finding, Policy, PrivacyClass, Sensitivity


class RedactionPlan(BaseModel):
    """The policy's verdict on each finding of one text for one worker."""

    send: list[Finding] = Field(default_factory=list)
    pseudonymise: list[Finding] = Field(default_factory=list)
    consent: list[Finding] = Field(default_factory=list)
    placeholder: list[Finding] = Field(default_factory=list)

    def to_replace(self, decision: ConsentDecision | None = None) -> list[Finding]:
        """Findings to swap for placeholders; a consent-gated one goes as it is only
        where the person said "send as is" for it (or for all of them)."""
        kept = set(consented(self.consent, decision))
        return self.pseudonymise + self.placeholder + [f for f in self.consent if f not in kept]


def consented(findings: list[Finding], decision: ConsentDecision | None) -> list[Finding]:
    """The consent-gated findings the person agreed to send as they are."""
    if decision is None:
        return []
    if decision.items is not None:
        answers = zip(findings, decision.items, strict=False)
        return [f for f, answer in answers if answer is ConsentAnswer.SEND_AS_IS]
    return list(findings) if decision.answer is ConsentAnswer.SEND_AS_IS else []


def split(decision: ConsentDecision | None, counts: list[int]) -> list[ConsentDecision | None]:
    """One decision per text of a turn (the message, then each file) from the one the
    person gave: per-finding answers go to the text their finding came from."""
    if decision is None or decision.items is None:
        return [decision] * len(counts)
    parts: list[ConsentDecision | None] = []
    at = 0
    for count in counts:
        parts.append(decision.model_copy(update={"items": decision.items[at : at + count]}))
        at += count
    return parts


def plan(classification: Classification, privacy: PrivacyClass, policy: Policy) -> RedactionPlan:
    result = RedactionPlan()
    for finding, action in policy.verdicts(classification, privacy):
        bucket = {
            Action.SEND: result.send,
            Action.PSEUDONYMISE: result.pseudonymise,
            Action.CONSENT: result.consent,
            Action.PLACEHOLDER: result.placeholder,
        }[action]
        bucket.append(finding)
    return result


def highest_sent(verdict: Classification, replaced: list[Finding]) -> Sensitivity:
    """The class of what actually leaves: placeholders carry no class of their own."""
    return max(
        (f.sensitivity for f in verdict.findings if f not in replaced),
        default=Sensitivity.PUBLIC,
    )
