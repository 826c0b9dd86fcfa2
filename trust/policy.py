"""What may leave for which worker: the DESIGN.md matrix, local-only mode, overrides.

``Policy.action(sensitivity, privacy_class)`` reads the matrix:

============  ==========  =================================  =================================
class         local_only  approved_provider                  external_provider
============  ==========  =================================  =================================
public        send        send                               send
personal      send        send (the controller ledgers it)   pseudonymise
private       send        pseudonymise                       pseudonymise
sensitive     send        consent, else pseudonymise         consent, else pseudonymise
secret        placeholder placeholder                        placeholder
============  ==========  =================================  =================================

Overrides only ever *raise* a kind's class: an override below a finding's own class has
no effect, and one that would lower a secret kind is refused with ``ValueError``.
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType

from pydantic import BaseModel, ConfigDict, Field, field_validator

from trust.findings import Classification, Finding
from trust.kinds import is_secret_kind
from trust.sensitivity import PrivacyClass, Sensitivity


class Action(StrEnum):
    SEND = "send"
    PSEUDONYMISE = "pseudonymise"
    CONSENT = "consent"  # ask; when refused, pseudonymise
    PLACEHOLDER = "placeholder"  # never sent in any form, not even to a local worker


_S, _P, _C, _X = Action.SEND, Action.PSEUDONYMISE, Action.CONSENT, Action.PLACEHOLDER
_L, _A, _E = (
    PrivacyClass.LOCAL_ONLY,
    PrivacyClass.APPROVED_PROVIDER,
    PrivacyClass.EXTERNAL_PROVIDER,
)
MATRIX = MappingProxyType(
    {
        Sensitivity.PUBLIC: {_L: _S, _A: _S, _E: _S},
        Sensitivity.PERSONAL: {_L: _S, _A: _S, _E: _P},
        Sensitivity.PRIVATE: {_L: _S, _A: _P, _E: _P},
        Sensitivity.SENSITIVE: {_L: _S, _A: _C, _E: _C},
        Sensitivity.SECRET: {_L: _X, _A: _X, _E: _X},
    }
)


# How much each action holds back, least first: a person's rule may only move right.
STRICTNESS = MappingProxyType(
    {Action.SEND: 0, Action.CONSENT: 1, Action.PSEUDONYMISE: 2, Action.PLACEHOLDER: 3}
)


class Policy(BaseModel):
    """The person's privacy settings, applied to findings and worker classes."""

    model_config = ConfigDict(frozen=True)

    local_only: bool = False
    overrides: dict[str, Sensitivity] = Field(default_factory=dict)
    # The person's own matrix cells, e.g. {personal: {approved_provider: pseudonymise}}:
    # each may only be stricter than the default, and the secret row cannot change.
    rules: dict[Sensitivity, dict[PrivacyClass, Action]] = Field(default_factory=dict)

    @field_validator("rules")
    @classmethod
    def _only_stricter(
        cls, value: dict[Sensitivity, dict[PrivacyClass, Action]]
    ) -> dict[Sensitivity, dict[PrivacyClass, Action]]:
        for level, row in value.items():
            for privacy, action in row.items():
                default = MATRIX[level][privacy]
                if STRICTNESS[action] < STRICTNESS[default] or (
                    level is Sensitivity.SECRET and action is not default
                ):
                    raise ValueError(
                        f"{level} data to {privacy} workers can only be made stricter than "
                        f"{default}, not {action}"
                    )
        return value

    @field_validator("overrides")
    @classmethod
    def _never_lower_a_secret(cls, value: dict[str, Sensitivity]) -> dict[str, Sensitivity]:
        normalised = {kind.upper(): level for kind, level in value.items()}
        if normalised:  # the detectors register their secret kinds as they import, and
            # a policy may be read long before the engine first scans
            import trust.detectors.registry  # noqa: F401
        for kind, level in normalised.items():
            if is_secret_kind(kind) and level < Sensitivity.SECRET:
                raise ValueError(f"the class of {kind} is secret and cannot be lowered")
        return normalised

    def eligible(self, privacy_class: PrivacyClass | str) -> bool:
        """Local-only mode makes every cloud worker ineligible."""
        return not self.local_only or PrivacyClass(privacy_class) is PrivacyClass.LOCAL_ONLY

    def action(self, sensitivity: Sensitivity | str, privacy_class: PrivacyClass | str) -> Action:
        level, privacy = Sensitivity(sensitivity), PrivacyClass(privacy_class)
        return self.rules.get(level, {}).get(privacy, MATRIX[level][privacy])

    def effective(self, finding: Finding) -> Sensitivity:
        raised = self.overrides.get(finding.kind.upper())
        if raised is None or raised <= finding.sensitivity:
            return finding.sensitivity
        return raised

    def verdicts(
        self, classification: Classification, privacy_class: PrivacyClass | str
    ) -> list[tuple[Finding, Action]]:
        """Each finding with what happens to it on its way to a worker of that class
        (after overrides and rules): the one loop the redaction plan, the egress check
        and ``redactions`` share."""
        return [
            (finding, self.action(self.effective(finding), privacy_class))
            for finding in classification.findings
        ]

    def redactions(
        self,
        classification: Classification,
        privacy_class: PrivacyClass | str,
        *,
        consent_given: bool = False,
    ) -> tuple[Finding, ...]:
        """The findings to replace before the text goes to a worker of that class:
        every finding whose action (after overrides) is not SEND; CONSENT ones only when
        the person did not consent. Pass the result to ``Pseudonymiser.pseudonymise``."""
        return tuple(
            finding
            for finding, action in self.verdicts(classification, privacy_class)
            if not (action is Action.SEND or (action is Action.CONSENT and consent_given))
        )

    def reclassify(self, classification: Classification) -> Classification:
        findings = [
            f.model_copy(update={"sensitivity": self.effective(f)}) for f in classification.findings
        ]
        return Classification.of(findings)
