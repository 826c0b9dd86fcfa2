"""A negative balance on a statement line is withheld whatever the statement's words;
a positive one, a balance in prose and a league table's "Balance -3" pass."""

from __future__ import annotations

import itertools

import pytest

from trust.detectors.special_categories import SpecialCategoryDetector

DETECTOR = SpecialCategoryDetector()

LABELS = [
    "Closing balance:", "Available balance", "Balance:", "Kontostand:", "Neuer Kontostand",
    "Solde :", "Saldo final:", "Saldo końcowe:", "Eindsaldo:", "Slutsaldo:", "Saldo:",
]  # fmt: skip
SUMS = ["-£1,204.55", "−230,00 €", "-1.204,55 EUR", "-$96.20", "-3 400 kr", "-412.18 (overdrawn)"]
LINES = ["{label} {sum}", "Statement for May\n{label} {sum}", "  {label}      {sum}\n"]

CASES = [
    (line.format(label=label, sum=amount), amount)
    for line, (label, amount) in zip(
        itertools.cycle(LINES), itertools.product(LABELS, SUMS), strict=False
    )
]

PASSING = [
    "Closing balance: £1,204.55",
    "Kontostand: 1.204,55 EUR",
    "a balance below zero, say -£50, costs fees",
    "What does a balance of -£50 mean?",
    "Balance -3 points in the league",
    "balance: -0.5em",
    "Saldo: +230,00 €",
]


@pytest.mark.parametrize(("text", "amount"), CASES)
def test_negative_balance_is_withheld(text: str, amount: str) -> None:
    spans = [text[f.start : f.end] for f in DETECTOR.detect(text) if f.kind == "FINANCE"]
    assert any(amount.split(" (")[0] in span for span in spans), (text, spans)


@pytest.mark.parametrize("text", PASSING)
def test_other_balances_pass(text: str) -> None:
    assert DETECTOR.detect(text) == [], text
