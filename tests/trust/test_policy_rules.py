"""The person's own policy cells: stricter than the matrix, never looser."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from trust import Action, Policy, PrivacyClass, Sensitivity


def test_a_rule_makes_one_cell_stricter_and_leaves_the_rest() -> None:
    policy = Policy(rules={Sensitivity.PERSONAL: {PrivacyClass.APPROVED_PROVIDER: Action.CONSENT}})
    assert policy.action("personal", "approved_provider") is Action.CONSENT
    assert policy.action("personal", "local_only") is Action.SEND
    assert policy.action("personal", "external_provider") is Action.PSEUDONYMISE


@pytest.mark.parametrize(
    ("level", "privacy", "action"),
    [
        ("sensitive", "external_provider", "send"),
        ("private", "approved_provider", "consent"),
        ("secret", "local_only", "pseudonymise"),
    ],
)
def test_a_rule_that_would_loosen_the_matrix_is_refused(
    level: str, privacy: str, action: str
) -> None:
    with pytest.raises(ValidationError, match="can only be made stricter"):
        Policy.model_validate({"rules": {level: {privacy: action}}})
