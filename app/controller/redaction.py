"""Which findings of a text may go to a worker as they are, per the policy and consent."""

from __future__ import annotations

from pydantic import BaseModel, Field

from app.controller.consent import ConsentAnswer
from trust import Action, Classification, Finding, Policy, PrivacyClass


class RedactionPlan(BaseModel):
    """The policy's verdict on each finding of one text for one worker."""

    send: list[Finding] = Field(default_factory=list)
    pseudonymise: list[Finding] = Field(default_factory=list)
    consent: list[Finding] = Field(default_factory=list)
    placeholder: list[Finding] = Field(default_factory=list)

    def to_replace(self, answer: ConsentAnswer | None) -> list[Finding]:
        """Findings to swap for placeholders; consent-gated ones go as they are only
        when the person said "send as is"."""
        replace = self.pseudonymise + self.placeholder
        if answer is not ConsentAnswer.SEND_AS_IS:
            replace = replace + self.consent
        return replace


def plan(classification: Classification, privacy: PrivacyClass, policy: Policy) -> RedactionPlan:
    result = RedactionPlan()
    for finding in classification.findings:
        action = policy.action(policy.effective(finding), privacy)
        bucket = {
            Action.SEND: result.send,
            Action.PSEUDONYMISE: result.pseudonymise,
            Action.CONSENT: result.consent,
            Action.PLACEHOLDER: result.placeholder,
        }[action]
        bucket.append(finding)
    return result
