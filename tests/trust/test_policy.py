"""The DESIGN.md matrix, local-only mode and the person's overrides."""

from __future__ import annotations

import pytest

from trust import Action, Classification, Finding, Policy, PrivacyClass, Sensitivity

L, A, E = PrivacyClass.LOCAL_ONLY, PrivacyClass.APPROVED_PROVIDER, PrivacyClass.EXTERNAL_PROVIDER
S = Sensitivity

MATRIX = [
    (S.PUBLIC, L, Action.SEND),
    (S.PUBLIC, A, Action.SEND),
    (S.PUBLIC, E, Action.SEND),
    (S.PERSONAL, L, Action.SEND),
    (S.PERSONAL, A, Action.SEND),
    (S.PERSONAL, E, Action.PSEUDONYMISE),
    (S.PRIVATE, L, Action.SEND),
    (S.PRIVATE, A, Action.PSEUDONYMISE),
    (S.PRIVATE, E, Action.PSEUDONYMISE),
    (S.SENSITIVE, L, Action.SEND),
    (S.SENSITIVE, A, Action.CONSENT),
    (S.SENSITIVE, E, Action.CONSENT),
    (S.SECRET, L, Action.PLACEHOLDER),
    (S.SECRET, A, Action.PLACEHOLDER),
    (S.SECRET, E, Action.PLACEHOLDER),
]


@pytest.mark.parametrize(("sensitivity", "worker", "expected"), MATRIX)
def test_action_follows_the_design_matrix(
    sensitivity: Sensitivity, worker: PrivacyClass, expected: Action
) -> None:
    assert Policy().action(sensitivity, worker) is expected


def test_action_accepts_plain_strings_from_config() -> None:
    assert Policy().action("secret", "local_only") is Action.PLACEHOLDER


def test_local_only_makes_every_cloud_worker_ineligible() -> None:
    policy = Policy(local_only=True)
    assert policy.eligible(L)
    assert not policy.eligible(A)
    assert not policy.eligible(E)
    assert all(Policy().eligible(c) for c in PrivacyClass)


def _finding(kind: str, sensitivity: Sensitivity) -> Finding:
    return Finding(start=0, end=4, kind=kind, sensitivity=sensitivity, detector="test")


def test_override_raises_a_kind_and_reclassifies() -> None:
    policy = Policy(overrides={"email": Sensitivity.SENSITIVE})
    email = _finding("EMAIL", S.PERSONAL)
    assert policy.effective(email) is S.SENSITIVE
    result = policy.reclassify(Classification.of([email, _finding("PHONE", S.PRIVATE)]))
    assert result.sensitivity is S.SENSITIVE
    assert {f.kind: f.sensitivity for f in result.findings} == {
        "EMAIL": S.SENSITIVE,
        "PHONE": S.PRIVATE,
    }


def test_an_override_below_a_findings_class_does_not_lower_it() -> None:
    policy = Policy(overrides={"PHONE": Sensitivity.PERSONAL})
    assert policy.effective(_finding("PHONE", S.PRIVATE)) is S.PRIVATE


@pytest.mark.parametrize("kind", ["SECRET", "AWS_KEY", "GITHUB_TOKEN", "JWT", "PRIVATE_KEY"])
def test_lowering_a_secret_kind_is_refused(kind: str) -> None:
    with pytest.raises(ValueError, match="cannot be lowered"):
        Policy(overrides={kind: Sensitivity.PRIVATE})


def test_a_secret_stays_placeholder_whatever_the_overrides() -> None:
    policy = Policy(overrides={"PRIVATE_TERM": Sensitivity.SECRET})
    secret = _finding("SECRET", S.SECRET)
    assert policy.action(policy.effective(secret), L) is Action.PLACEHOLDER
    assert policy.effective(_finding("PRIVATE_TERM", S.PRIVATE)) is S.SECRET


def test_redactions_are_what_may_not_leave_for_that_worker() -> None:
    email, phone = _finding("EMAIL", S.PERSONAL), _finding("PHONE", S.PRIVATE)
    health, key = _finding("HEALTH", S.SENSITIVE), _finding("SECRET", S.SECRET)
    result = Classification.of([email, phone, health, key])
    policy = Policy()
    assert set(policy.redactions(result, L)) == {key}
    assert set(policy.redactions(result, A)) == {phone, health, key}
    assert set(policy.redactions(result, A, consent_given=True)) == {phone, key}
    assert set(policy.redactions(result, E)) == {email, phone, health, key}
    raised = Policy(overrides={"EMAIL": S.SECRET})
    assert email in raised.redactions(result, L)


def test_every_secret_rules_kind_is_one_a_setting_cannot_lower() -> None:
    """A rule that reports a new secret kind registers it, or ``config.toml`` could name
    it in ``overrides`` below secret without being told that it has no effect."""
    from trust.detectors.registry import default_registry

    kinds = {
        rule.kind
        for detector in default_registry()
        for rule in getattr(detector, "rules", ())
        if rule.sensitivity is Sensitivity.SECRET
    }
    for kind in sorted(kinds):
        with pytest.raises(ValueError, match="cannot be lowered"):
            Policy(overrides={kind: Sensitivity.PRIVATE})
