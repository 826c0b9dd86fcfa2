"""Identifiers a label names: customer, patient and employee numbers, dates of birth
in words, licence plates, log-in names and terse bank details, in several languages.

Each kind is built from labels × invented values, so a rule must cover the kind, not
one string; the negatives are the same words or shapes where nothing personal is said.
"""

from __future__ import annotations

import itertools

import pytest

from trust import TrustEngine


def _covered(engine: TrustEngine, text: str, value: str) -> bool:
    start = text.index(value)
    end = start + len(value)
    return any(f.start <= start and f.end >= end for f in engine.classify(text).findings)


CUSTOMER_LABELS = [
    "Customer #{v}",
    "Employee #{v}",
    "Kundennr. {v}",
    "Pers.-Nr. {v}",
    "NHC: {v}",
    "matricule {v}",
    "nº de cliente {v}",
    "n.º de cliente {v}",
    "numer klienta {v}",
    "klantnummer {v}",
    "klantnr. {v}",
    "Mitgliedsnummer {v}",
    "Ref. client {v}",
    "nr polisy {v}",
    "Policy no. {v}",
    '"customer_id": "{v}"',
]
CUSTOMER_VALUES = ["CU-00483917", "7731", "2284517", "K-20931", "CL-77129", "ORD7734218"]
CUSTOMER_SENTENCES = [
    "{label} — can you draft a polite complaint?",
    "Dossier ({label}), please summarise",
]


def _customer_cases() -> list[tuple[str, str]]:
    rows = []
    for n, (label, sentence) in enumerate(itertools.product(CUSTOMER_LABELS, CUSTOMER_SENTENCES)):
        value = CUSTOMER_VALUES[n % len(CUSTOMER_VALUES)]
        rows.append((sentence.format(label=label.format(v=value)), value))
    return rows


NOT_CUSTOMERS = [
    "My order #55120 arrived two days late",
    "the Customer # column is empty in the export",
    "Employee # and name go in the first two columns",
    "le matricule est sur la fiche de paie",
    "order id 12 is a test row",
    "the order number is 112-4839201-5573014, when will they refund?",
]


WITHHELD = _customer_cases()
PASSING = NOT_CUSTOMERS


@pytest.mark.parametrize(("text", "value"), WITHHELD)
def test_a_value_its_label_names_is_withheld(engine: TrustEngine, text: str, value: str) -> None:
    assert _covered(engine, text, value)


@pytest.mark.parametrize("text", PASSING)
def test_the_same_words_with_nothing_personal_pass(engine: TrustEngine, text: str) -> None:
    assert not engine.classify(text).findings
