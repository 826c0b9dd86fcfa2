"""Kinds of special-category text seen leaking from hand-written messages: the value
after a clinical label in a pasted note, a lab result or symptoms told of a person,
first-person status in seven languages, a criminal past told of someone; and the
general sentences and card brands that must pass unchanged.

Every case is generated from invented parts, so a rule that knows one string fails.
"""

from __future__ import annotations

import itertools
import random

import pytest

from tests.trust.chat_cases import Case, uncovered
from tests.trust.pii_generators import payload
from trust import Sensitivity, TrustEngine

_RNG = random.Random(7)

# a label of a clinical note, in the languages notes are pasted in
_HEALTH_LABELS = (
    "Dx",
    "DDx",
    "Hx",
    "PMH",
    "Diagnosis",
    "Diagnose",
    "Diagnóstico",
    "Diagnostic",
    "Rozpoznanie",
    "Diagnosi",
)
_HEALTH_VALUES = (
    "major depressive disorder",
    "type 2 diabetes, poorly controlled",
    "Morbus Crohn",
    "lupus eritematoso sistémico",
    "zapalenie płuc obustronne",
    "sclerosi multipla recidivante",
    "insuffisance cardiaque",
    "recurrent falls, lives alone",
    "fibromyalgie seit 2019",
)
_HEALTH_LABELS += ("Observaciones médicas", "Medical notes", "Note mediche", "Uwagi medyczne")
_MED_LABELS = ("Rx", "Meds", "Medication", "Medikation", "Médicaments", "Leki", "Farmaci")
_MED_VALUES = (
    "escitalopram 10mg od",
    "Zolvex 20 mg bd",
    "metformin 500 mg twice daily",
    "Trelmora one tablet nocte",
    "quetiapina 25 mg la sera",
)
_PREFIXES = ("", "Note from clinic:\n", "Pt seen today.\n", "Copy of my letter:\n")


def _label_cases() -> list[Case]:
    cases = []
    for label, value in itertools.product(_HEALTH_LABELS, _HEALTH_VALUES):
        cases.append(Case(f"{_RNG.choice(_PREFIXES)}{label}: {value}", (value,)))
    for label, value in itertools.product(_MED_LABELS, _MED_VALUES):
        cases.append(Case(f"{_RNG.choice(_PREFIXES)}{label}: {value}", (value,)))
    return _RNG.sample(cases, 40)


@pytest.mark.parametrize("case", _label_cases(), ids=lambda c: c.message[:40])
def test_the_value_after_a_clinical_label_is_withheld(case: Case) -> None:
    assert not uncovered(case, Sensitivity.SENSITIVE), case.message


# a clinical document: its patient line, then labels of a discharge letter, some with a
# qualifier ("Diagnóstico principal:") or several on one line
_PATIENT_LINES = (
    "Paciente: D. Ramiro Olaizola",
    "Patient: Mrs Odile Varga",
    "Pacjent: Zenon Kwiatek",
    "Doente: Rui Baptista Sena",
    "Paziente: Sig. Ivo Marchetti",
    "Patient: Herr Lutz Brammer",
)
_DOC_LABELS = (
    ("Diagnóstico principal", "HEALTH"),
    ("Diagnosen", "HEALTH"),
    ("Antecedentes", "HEALTH"),
    ("Anamnese", "HEALTH"),
    ("Motivo de ingreso", "HEALTH"),
    ("Tratamiento al alta", "MEDICATION"),
    ("Therapie", "MEDICATION"),
    ("Medicação", "MEDICATION"),
    ("Zalecenia", "MEDICATION"),
    ("Traitement de sortie", "MEDICATION"),
)
_DOC_VALUES = {
    "HEALTH": ("fallo renal agudo, FEVI 35 %", "Kolitis ulcerosa seit 2011", "dolor torácico"),
    "MEDICATION": ("Velandor 40 mg/24 h, Quintapril 5 mg", "Ostrafen 2x dziennie przez 7 dni"),
}


def _document_cases() -> list[Case]:
    cases = []
    for (label, kind), patient in itertools.product(_DOC_LABELS, _PATIENT_LINES):
        value = _RNG.choice(_DOC_VALUES[kind])
        other = _RNG.choice(_DOC_VALUES["HEALTH"])
        joined = _RNG.choice(("\n", ". "))  # a label may follow another on its line
        message = f"resume esto\n\n{patient}\nMotivo: revisión{joined}{label}: {value}.\n"
        cases.append(Case(message.replace("Motivo: revisión", f"Befund: {other}"), (value,)))
    return _RNG.sample(cases, 30)


@pytest.mark.parametrize("case", _document_cases(), ids=lambda c: c.message[:60])
def test_the_labels_of_a_clinical_document_are_withheld(case: Case) -> None:
    assert not uncovered(case, Sensitivity.SENSITIVE), case.message


_LABS = ("HbA1c", "LDL", "eGFR", "TSH", "PSA", "creatinine", "ferritin", "Hba1c")
_RESULTS = ("49", "7.2%", "3.1 mmol/L", "58", "12 ng/mL", "140")
_LAB_FRAMES = (
    "my {lab} was {v} last week",
    "my {lab} came back at {v}",
    "mom's {lab} is {v} now, should we worry?",
    "mein {lab} lag bei {v}",
    "mi {lab} salió en {v}",
    "mon {lab} est à {v}",
)


def _lab_cases() -> list[Case]:
    cases = [
        Case(frame.format(lab=lab, v=v), (v,))
        for frame, lab, v in itertools.product(_LAB_FRAMES, _LABS, _RESULTS)
    ]
    return _RNG.sample(cases, 24)


@pytest.mark.parametrize("case", _lab_cases(), ids=lambda c: c.message[:40])
def test_a_persons_lab_result_is_withheld(case: Case) -> None:
    assert not uncovered(case, Sensitivity.SENSITIVE), case.message


_SYMPTOMS = (
    "chest pain radiating to the left arm",
    "shortness of breath on exertion",
    "a three-day history of fever",
    "sudden blurred vision",
)
_SYMPTOM_FRAMES = (
    "my patient mrs {n}, 67, came in with {s}",
    "Mr {n} presented with {s}",
    "my patient {n} complains of {s}",
)


@pytest.mark.parametrize(
    "case",
    [
        Case(f.format(n=n, s=s), (s,))
        for f, n, s in itertools.product(_SYMPTOM_FRAMES, ("lindgren", "Okafor"), _SYMPTOMS)
    ],
    ids=lambda c: c.message[:40],
)
def test_a_persons_symptoms_are_withheld(case: Case) -> None:
    assert not uncovered(case, Sensitivity.SENSITIVE), case.message


# first-person status in seven languages, and a criminal past told of someone
_TOLD = [
    ("je suis séropositif depuis 2015", "séropositif"),
    ("je suis séropositive depuis peu", "séropositive"),
    ("soy seropositivo desde hace años", "seropositivo"),
    ("sono sieropositiva", "sieropositiva"),
    ("ik ben hiv-positief", "hiv-positief"),
    ("soy diabético", "diabético"),
    ("sono incinta", "incinta"),
    ("jestem w ciąży", "ciąży"),
    ("ik ben depressief", "depressief"),
    ("tenho esclerose múltipla", "esclerose múltipla"),
    ("mi TPS vence en septiembre", "TPS"),
    ("my visa expires in March", "visa"),
    ("mein Aufenthaltstitel läuft ab", "Aufenthaltstitel"),
    ("mon titre de séjour expire bientôt", "titre de séjour"),
    ("Ich bin schwerbehindert (GdB 50)", "schwerbehindert"),
    ("mein Mann ist schwerbehindert", "schwerbehindert"),
    ("Ich habe seit 2019 Multiple Sklerose", "Multiple Sklerose"),
    ("mi viejo Ernesto estuvo preso por robo", "robo"),
    ("mi hermano estuvo preso por estafa", "estafa"),
    ("he did time for assault", "assault"),
    ("był karany za oszustwa", "oszustwa"),
    ("mój brat był karany za kradzież", "kradzież"),
    ("gegen meinen Onkel läuft ein Strafverfahren wegen Betrugs", "Betrugs"),
    ("gegen ihn läuft ein Verfahren wegen Trunkenheit im Verkehr", "Trunkenheit"),
]


@pytest.mark.parametrize(("message", "value"), _TOLD)
def test_a_status_or_past_told_of_someone_is_withheld(message: str, value: str) -> None:
    assert not uncovered(Case(message, (value,)), Sensitivity.SENSITIVE), message


# a stay in hospital and what for, told of someone, in seven languages
_STAYS = (
    ("I've been in hospital since the 2nd with {d}", "en"),
    ("my dad is in hospital for {d}", "en"),
    ("mijn moeder ligt in het ziekenhuis voor {d}", "nl"),
    ("meine Oma liegt seit Montag im Krankenhaus wegen {d}", "de"),
    ("mon frère est à l'hôpital pour {d}", "fr"),
    ("mi tía está en el hospital por {d}", "es"),
    ("mio nonno è in ospedale per {d}", "it"),
    ("mój syn leży w szpitalu z powodu {d}", "pl"),
)
_STAY_DETAILS = ("a broken hip", "kidney stones", "een longontsteking", "einer Gallenkolik")


@pytest.mark.parametrize(
    "case",
    [Case(f.format(d=d), (d,)) for (f, _), d in itertools.product(_STAYS, _STAY_DETAILS)],
    ids=lambda c: c.message[:40],
)
def test_a_stay_in_hospital_and_its_reason_are_withheld(case: Case) -> None:
    assert not uncovered(case, Sensitivity.SENSITIVE), case.message


_BRAND_FRAMES = (
    "The Visa test number {n} always succeeds",
    "Use the Visa card {n} in sandbox",
    "Visa and Mastercard test numbers: {n}",
    "Pay with Visa debit or credit",
    "Our checkout declines Visa Electron cards",
)

_GENERAL = [
    "what are the symptoms of diabetes",
    "HbA1c is a blood test",
    "What is a normal eGFR for a 60 year old?",
    "how do TPS renewals work in 2026",
    "Wie beantragt man einen Aufenthaltstitel?",
    "Comment renouveler un titre de séjour ?",
    "Diagnosis: the DNS record was missing",
    "Rx: 1423 packets, Tx: 1201 packets",
    "Diagnose: Festplatte voll",
    "Our TPS dropped to 400 after the deploy",
    "Quels sont les symptômes du VIH ?",
    "Chest pain radiating to the left arm is a classic sign of a heart attack",
    # the weak labels of a clinical document, in a document that is no one's chart
    "Contrato de arrendamiento\nAntecedentes: el local fue reformado en 2019",
    "Projektplan\nTherapie: keine, wir warten auf das Update",
    "Zalecenia: aktualizować system co tydzień",
    "Treatment: soak the seeds overnight before sowing",
    "My friend works in hospital administration",
    "What should I pack for a stay in hospital?",
    "Wie viele Schwerbehinderte arbeiten in Deutschland?",
    "Ist Multiple Sklerose heilbar?",
]


@pytest.mark.parametrize(
    "message",
    [f.format(n="4111 1111 1111 1111") for f in _BRAND_FRAMES[:1]]
    + [f.format(n="") for f in _BRAND_FRAMES[1:]]
    + _GENERAL,
)
def test_brands_and_general_sentences_pass(engine: TrustEngine, message: str) -> None:
    if "Visa" in message:  # the card number, or the names detector's view, may go
        kinds = {f.kind for f in engine.classify(message).findings}
        assert "IMMIGRATION" not in kinds, (message, kinds)
    else:
        assert payload(message) == message
