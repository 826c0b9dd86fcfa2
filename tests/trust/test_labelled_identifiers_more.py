"""More labels that name a person's identifier: loyalty, case, benefit and staff
numbers, and VAT and CPF numbers (a CPF with or without valid check digits).

Labels × invented values in several languages; the negatives use the same words where
nothing personal is said.
"""

from __future__ import annotations

import pytest

from tests.trust.labelled_cases import cases, covered
from trust import TrustEngine

ID_LABELS = [
    "Loyalty #: {v}",
    "loyalty no. {v}",
    "Rewards number {v}",
    "carte de fidélité n° {v}",
    "my case ref is {v}",
    "case reference: {v}",
    "USCIS receipt number is {v}",
    "Ditt ärendenummer är {v}",
    "Aktenzeichen: {v}",
    "numero di pratica {v}",
    "número de expediente {v}",
    "sygnatura sprawy {v}",
    "zaaknummer {v}",
    "mon allocataire n° {v}",
    "numéro d'allocataire {v}",
    "matricola {v}",
    "numero di matricola {v}",
    "emp #{v}",
    "staff ID {v}",
    "Kundnummer: {v}",
    "medlemsnummer {v}",
    "müşteri no: {v}",
]
ID_VALUES = ["HH-448219075", "HO-2291-88374-K", "7741295", "22918", "18-472913", "IOE0923847561"]
ID_SENTENCES = ["{label}. What should I bring?", "Hi, {label} — can you help me write back?"]

NOT_IDS = [
    "The case reference guide is on page 12",
    "Our loyalty program has 3 tiers",
    "Keep the receipt number handy in case of returns",
    "matricola is the Italian word for a registration number",
    "Der Fall mit dem Aktenzeichen wurde 2019 eingestellt",
    "the emp table has 14 columns",
]


@pytest.mark.parametrize(("text", "value"), cases(ID_LABELS, ID_VALUES, ID_SENTENCES))
def test_identifier_after_label(engine: TrustEngine, text: str, value: str) -> None:
    assert covered(engine, text, value), text


@pytest.mark.parametrize("text", NOT_IDS)
def test_label_words_alone_pass(engine: TrustEngine, text: str) -> None:
    assert not engine.classify(text).findings, text


TAX_LABELS = [
    "Btw-nr: {v}",
    "BTW-nummer {v}",
    "btw-id: {v}",
    "VAT no. {v}",
    "VAT ID: {v}",
    "numéro de TVA {v}",
    "n° TVA intracommunautaire {v}",
    "USt-IdNr.: {v}",
]
VAT_VALUES = ["NL001847293B02", "NL859203714B01", "DE284719305", "FR40303265045"]
CPF_LABELS = ["CPF {v}", "CPF: {v}", '"cpf": "{v}"', "meu CPF é {v}", "cpf nº {v}"]
# one with a valid check digit pair, the others not: the label says what it is
CPF_VALUES = ["529.982.247-25", "531.284.907-16", "012.345.678-00", "47120983561"]
TAX_SENTENCES = ["{label}\nTotaal: € 1.482,00", "Please fill in: {label}, thanks"]


@pytest.mark.parametrize(
    ("text", "value"),
    cases(TAX_LABELS, VAT_VALUES, TAX_SENTENCES) + cases(CPF_LABELS, CPF_VALUES, TAX_SENTENCES),
)
def test_tax_id_after_label(engine: TrustEngine, text: str, value: str) -> None:
    assert covered(engine, text, value), text


# a record's own id: the key "id" inside a person's object, a person's "(ID …)"
RECORD_TEXTS = [
    ('{{"customer": {{"id": "{v}", "name": "Rafaela"}}}}', "CUS-00981273"),
    ('{{\n  "patient": {{\n    "name": "Jan Nowak",\n    "id": "{v}"\n  }}\n}}', "P-448120"),
    ('{{"member":{{"id":"{v}"}}}}', "M7741295"),
    ("Employee: Bogdan Stoyanov (ID {v})\nDate: 9 Jan", "E-44718"),
    ("Mitarbeiterin: Julia Brandt (ID: {v}), Abteilung 3", "40217"),
    ("Dipendente: Marco Greco (id {v})", "MG-2291"),
]
NOT_RECORDS = [
    '{"user": {"id": "42", "role": "admin"}}',
    '{"product": {"id": "SKU-88123", "price": 12}}',
    "Release Notes (ID 4412) are in the wiki",
    "the customer object has an id field",
]


@pytest.mark.parametrize(("text", "value"), RECORD_TEXTS)
def test_record_id(engine: TrustEngine, text: str, value: str) -> None:
    text = text.format(v=value)
    assert covered(engine, text, value), text


@pytest.mark.parametrize("text", NOT_RECORDS)
def test_other_ids_pass(engine: TrustEngine, text: str) -> None:
    kinds = {f.kind for f in engine.classify(text).findings}
    assert "ACCOUNT_NUMBER" not in kinds, text
