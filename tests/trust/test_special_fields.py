"""A form's religion or union field is withheld whatever its value's words; the same
words outside a field, a bare "Union:" and a number pass."""

from __future__ import annotations

import pytest

from trust.detectors.special_categories import SpecialCategoryDetector

DETECTOR = SpecialCategoryDetector()

FIELDS = [
    ("Konfession", "rk (römisch-katholisch)", "RELIGION"),
    ("Religion", "evangelisch-lutherisch", "RELIGION"),
    ("Religión", "testigo de Jehová", "RELIGION"),
    ("Wyznanie", "prawosławne", "RELIGION"),
    ("Godsdienst", "Hindoe", "RELIGION"),
    ("Din", "İslam", "RELIGION"),
    ("Sendika", "Tez-Koop-İş üyesi", "TRADE_UNION"),
    ("Trade union", "Unite (since 2019)", "TRADE_UNION"),
    ("Gewerkschaft", "ver.di, Ortsverein Nord", "TRADE_UNION"),
    ("Syndicat", "CGT Cheminots", "TRADE_UNION"),
    ("Fackförbund", "Kommunal", "TRADE_UNION"),
]
FORMS = [
    "{label}: {value}",
    "Anmeldung\nName: Noah Weber\n{label}: {value}\nTelefon: 0151 2345678",
    "- {label}: {value}",
]
CASES = [
    (form.format(label=label, value=value), value, category)
    for label, value, category in FIELDS
    for form in FORMS
]

PASSING = [
    "Religion: 12 points on the quiz",
    "Union: the set of all elements in either set",
    "Dinner: pasta at 7",
    "the trade union leader spoke on the radio",
    "What religion is most common in Brazil?",
]


@pytest.mark.parametrize(("text", "value", "category"), CASES)
def test_a_field_of_a_category_is_withheld(text: str, value: str, category: str) -> None:
    spans = [(text[f.start : f.end], f.kind) for f in DETECTOR.detect(text)]
    assert (value, category) in spans, (text, spans)


@pytest.mark.parametrize("text", PASSING)
def test_other_lines_pass(text: str) -> None:
    assert DETECTOR.detect(text) == [], text
