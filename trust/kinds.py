"""Names of finding kinds that several modules must agree on.

Every credential detector registers its kinds here (``AWS_KEY``, ``GITHUB_TOKEN``, …) and
reports them with class secret. Findings keep the provider's kind, so the ledger can
say what was withheld; the pseudonymiser gives all of them the one placeholder prefix
``SECRET`` so that a model cannot learn from ``[SECRET_1]`` which provider issued it.
"""

from __future__ import annotations

from trust.findings import Finding
from trust.sensitivity import Sensitivity

SECRET = "SECRET"
PRIVATE_TERM = "PRIVATE_TERM"

# Personal-data kinds and the class their detectors give them (DESIGN.md's table):
# names personal (private when tied to the person's life), a home address, phone and
# account numbers private, identity documents, health, beliefs and finance sensitive.
# The settings' override list and the tests read it; a detector's new kind goes here.
PERSONAL_DATA_KINDS: dict[str, Sensitivity] = {
    "PERSON": Sensitivity.PERSONAL,
    "EMAIL": Sensitivity.PERSONAL,
    "IP_ADDRESS": Sensitivity.PERSONAL,
    "MAC_ADDRESS": Sensitivity.PERSONAL,
    "SOCIAL_HANDLE": Sensitivity.PERSONAL,
    "PHONE": Sensitivity.PRIVATE,
    "ADDRESS": Sensitivity.PRIVATE,
    "DATE_OF_BIRTH": Sensitivity.PRIVATE,
    "GPS_COORDINATES": Sensitivity.PRIVATE,
    "LICENCE_PLATE": Sensitivity.PRIVATE,
    "ACCOUNT_NUMBER": Sensitivity.PRIVATE,
    PRIVATE_TERM: Sensitivity.PRIVATE,
    "PASSPORT": Sensitivity.SENSITIVE,
    "ID_CARD": Sensitivity.SENSITIVE,
    "DRIVING_LICENCE": Sensitivity.SENSITIVE,
    "TAX_ID": Sensitivity.SENSITIVE,
    "NATIONAL_ID": Sensitivity.SENSITIVE,
    "UK_NINO": Sensitivity.SENSITIVE,
    "IBAN": Sensitivity.SENSITIVE,
    "CREDIT_CARD": Sensitivity.SENSITIVE,
    "HEALTH": Sensitivity.SENSITIVE,
    "MENTAL_HEALTH": Sensitivity.SENSITIVE,
    "MEDICATION": Sensitivity.SENSITIVE,
    "SEXUAL_ORIENTATION": Sensitivity.SENSITIVE,
    "RELIGION": Sensitivity.SENSITIVE,
    "POLITICS": Sensitivity.SENSITIVE,
    "TRADE_UNION": Sensitivity.SENSITIVE,
    "ETHNICITY": Sensitivity.SENSITIVE,
    "IMMIGRATION": Sensitivity.SENSITIVE,
    "GENETIC": Sensitivity.SENSITIVE,
    "BIOMETRIC": Sensitivity.SENSITIVE,
    "CRIMINAL": Sensitivity.SENSITIVE,
    "FINANCE": Sensitivity.SENSITIVE,
}

_SECRET_KINDS: set[str] = {SECRET}


def register_secret_kinds(*kinds: str) -> None:
    """Detectors call this at import, so policy can refuse to lower their class."""
    _SECRET_KINDS.update(kind.upper() for kind in kinds)


def is_secret_kind(kind: str) -> bool:
    return kind.upper() in _SECRET_KINDS


def secret_finding(start: int, end: int, kind: str, detector: str, confidence: float) -> Finding:
    """A span of class secret, as every credential detector reports one."""
    return Finding(
        start=start,
        end=end,
        kind=kind,
        sensitivity=Sensitivity.SECRET,
        detector=detector,
        confidence=confidence,
    )


def placeholder_kind(finding: Finding) -> str:
    """The ``KIND`` in ``[KIND_N]``: the finding's kind, or ``SECRET`` for any secret."""
    if finding.sensitivity is Sensitivity.SECRET or is_secret_kind(finding.kind):
        return SECRET
    return finding.kind.upper()
