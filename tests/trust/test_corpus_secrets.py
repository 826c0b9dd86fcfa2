"""Secrets recall and false positives on gitleaks' own rule tests (tests/corpora).

Thresholds from issue 3: recall >= 0.97 on the positives, <= 5 % of the uncontested
negatives flagged. Figures per ``kind`` are printed in the terminal summary.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.trust.conftest import load_corpus, report
from trust import Sensitivity, TrustEngine


def _is_secret(engine: TrustEngine, text: str) -> bool:
    return engine.classify(text).sensitivity is Sensitivity.SECRET


@pytest.fixture(scope="module")
def positives() -> list[dict[str, Any]]:
    return load_corpus("secrets_pos.jsonl")


@pytest.fixture(scope="module")
def negatives() -> list[dict[str, Any]]:
    return [row for row in load_corpus("secrets_neg.jsonl") if not row["contested"]]


def test_secret_recall_per_kind_and_overall(
    engine: TrustEngine, positives: list[dict[str, Any]]
) -> None:
    total, found = Counter[str](), Counter[str]()
    for row in positives:
        total[row["kind"]] += 1
        found[row["kind"]] += _is_secret(engine, row["text"])
    for kind in sorted(total):
        report(
            "secrets recall",
            f"{kind:<24} {found[kind]:>4}/{total[kind]:<4} {found[kind] / total[kind]:.3f}",
        )
    recall = sum(found.values()) / sum(total.values())
    report(
        "secrets recall",
        f"{'overall':<24} {sum(found.values()):>4}/{sum(total.values())} {recall:.3f}",
    )
    assert recall >= 0.97


def test_secret_false_positives_on_uncontested_negatives(
    engine: TrustEngine, negatives: list[dict[str, Any]]
) -> None:
    flagged = Counter[str]()
    total = Counter[str]()
    for row in negatives:
        total[row["kind"]] += 1
        flagged[row["kind"]] += _is_secret(engine, row["text"])
    for kind in sorted(total):
        report(
            "secrets false positives (uncontested)", f"{kind:<24} {flagged[kind]:>4}/{total[kind]}"
        )
    rate = sum(flagged.values()) / sum(total.values())
    report(
        "secrets false positives (uncontested)",
        f"{'overall':<24} {sum(flagged.values()):>4}/{sum(total.values())} {rate:.3f}",
    )
    assert rate <= 0.05


def test_every_flagged_secret_is_a_secret_finding_not_only_a_class(
    engine: TrustEngine, positives: list[dict[str, Any]]
) -> None:
    """The class comes from findings the pseudonymiser can replace, with real spans."""
    for row in positives[:200]:
        result = engine.classify(row["text"])
        for finding in result.findings:
            assert 0 <= finding.start < finding.end <= len(row["text"])
        if result.sensitivity is Sensitivity.SECRET:
            assert any(f.sensitivity is Sensitivity.SECRET for f in result.findings)
