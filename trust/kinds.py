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

_SECRET_KINDS: set[str] = {SECRET}


def register_secret_kinds(*kinds: str) -> None:
    """Detectors call this at import, so policy can refuse to lower their class."""
    _SECRET_KINDS.update(kind.upper() for kind in kinds)


def is_secret_kind(kind: str) -> bool:
    return kind.upper() in _SECRET_KINDS


def placeholder_kind(finding: Finding) -> str:
    """The ``KIND`` in ``[KIND_N]``: the finding's kind, or ``SECRET`` for any secret."""
    if finding.sensitivity is Sensitivity.SECRET or is_secret_kind(finding.kind):
        return SECRET
    return finding.kind.upper()
