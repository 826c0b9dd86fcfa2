"""Special categories told by the structure of a disclosure, in eight languages.

A person, a verb that tells something about them and the detail: the detail is
sensitive even when no lexicon lists it (an unlisted medicine, any offence, a small
party), and the same subjects talked about with nobody tied to them pass untouched.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.chat_cases import uncovered
from tests.trust.pii_generators import payload
from tests.trust.special_generators import FAMILIES, special_topic
from trust import Sensitivity, TrustEngine

SENSITIVE = [
    # (message, the part that must not leave, its kind)
    ("My uncle was diagnosed with Kawasaki disease as a child", "Kawasaki disease", "HEALTH"),
    ("Meine Tochter leidet an Mukoviszidose", "Mukoviszidose", "HEALTH"),
    ("Mon mari souffre d'une maladie de Lyme chronique", "maladie de Lyme", "HEALTH"),
    ("A mi abuela le diagnosticaron ELA en mayo", "ELA", "HEALTH"),
    ("Mio figlio soffre di dislessia, cosa posso chiedere alla scuola?", "dislessia", "HEALTH"),
    ("Bij mijn vader is vorige week longfibrose vastgesteld", "longfibrose", "HEALTH"),
    ("Moja siostra choruje na stwardnienie zanikowe boczne", "stwardnienie", "HEALTH"),
    ("O meu marido sofre de apneia do sono", "apneia do sono", "HEALTH"),
    ("I take Brintellix 10 mg every morning, is that why I'm tired?", "Brintellix", "MEDICATION"),
    ("my GP put me on Zapain for the back pain", "Zapain", "MEDICATION"),
    ("Ich nehme seit Jahren Tavor 1 mg vor dem Schlafen", "Tavor", "MEDICATION"),
    ("Je prends du Levothyrox tous les matins", "Levothyrox", "MEDICATION"),
    ("El médico me recetó Orfidal", "Orfidal", "MEDICATION"),
    ("My cousin did time for armed robbery in the nineties", "armed robbery", "CRIMINAL"),
    ("Ich wurde 2019 wegen Urkundenfälschung verurteilt", "Urkundenfälschung", "CRIMINAL"),
    ("Mon frère a été condamné pour recel l'an dernier", "recel", "CRIMINAL"),
    ("Mi primo estuvo en prisión por receptación", "receptación", "CRIMINAL"),
    ("Sono stato condannato per ricettazione", "ricettazione", "CRIMINAL"),
    ("Mój ojciec siedział w więzieniu za paserstwo", "paserstwo", "CRIMINAL"),
    ("I voted for the Pirate Party last time", "Pirate Party", "POLITICS"),
    ("Je suis encartée chez Les Écologistes depuis 2020", "Les Écologistes", "POLITICS"),
    ("voto Alleanza Verdi e Sinistra", "Alleanza Verdi", "POLITICS"),
    ("Ik ben lid van de Partij voor de Dieren", "Partij voor de Dieren", "POLITICS"),
    ("I'm the union rep at our depot", "union rep", "TRADE_UNION"),
    ("Je suis syndiquée depuis dix ans", "syndiquée", "TRADE_UNION"),
    ("Estoy afiliada a CCOO desde 2015", "CCOO", "TRADE_UNION"),
    ("My grandparents are of Armenian descent", "Armenian descent", "ETHNICITY"),
    ("Sono musulmana e faccio il Ramadan", "musulmana", "RELIGION"),
    ("Ik ben joods en mijn man is katholiek", "joods", "RELIGION"),
    ("A minha irmã é lésbica", "lésbica", "SEXUAL_ORIENTATION"),
    ("My dad is a carrier of haemophilia", "haemophilia", "GENETIC"),
    ("Ich bin Trägerin der BRCA1-Mutation", "BRCA1-Mutation", "GENETIC"),
    ("Mein Bruder schuldet der Bank 12.000 Euro", "12.000 Euro", "FINANCE"),
    ("I still owe my landlord £1,800 in rent", "£1,800", "FINANCE"),
    ("Sono senza permesso di soggiorno da due anni", "permesso di soggiorno", "IMMIGRATION"),
    ("Je suis demandeuse d'asile depuis mars", "demandeuse d'asile", "IMMIGRATION"),
]

PUBLIC = [
    "Which tablets are usually prescribed for high blood pressure?",
    "Wie wird Mukoviszidose vererbt?",
    "Quels sont les symptômes de la maladie de Lyme ?",
    "¿Cuántos años de cárcel hay por receptación?",
    "Quanti iscritti ha la CGIL?",
    "Hoeveel zetels heeft de Partij voor de Dieren?",
    "Ile osób choruje na stwardnienie rozsiane w Polsce?",
    "Quantas pessoas sofrem de apneia do sono?",
    "I take the 7:15 train every morning",
    "I'm taking Spanish lessons twice a week",
    "I spent two years in Berlin for work",
    "She was charged 40 euros for the taxi",
    "I joined Google as a senior engineer in 2021",
    "Our union of two datasets has duplicate rows",
    "Our Mobile team ships the release on Friday",
    "The docker image is 412 MB, can we slim it down?",
    "npm install @angular/core@17.4.1 breaks our webpack config",
    "Le diabète de type 2 est-il héréditaire ?",
    "Hoeveel paracetamol mag je per dag nemen?",
    "Is Tim Cook still the CEO of Apple?",
    "What does the BRCA1 gene do?",
    "Our CI has a mutation testing step",
    "My team owes the release notes by Friday",
    "Is Satya Nadella still the chairman of Microsoft?",
]


@pytest.mark.parametrize(("message", "value", "kind"), SENSITIVE)
def test_a_disclosure_withholds_its_detail(
    engine: TrustEngine, message: str, value: str, kind: str
) -> None:
    result = engine.classify(message)
    assert kind in {f.kind for f in result.findings}, result
    assert value not in payload(message)


@pytest.mark.parametrize("message", PUBLIC)
def test_the_same_subjects_with_nobody_tied_to_them_pass(message: str) -> None:
    assert payload(message) == message


def test_a_surname_that_is_also_a_faith_is_withheld_with_the_name() -> None:
    sent = payload("Is it rude to cancel on Erik Ahmadi twice in a row?")
    assert "Erik" not in sent and "Ahmadi" not in sent


def test_a_medicine_and_its_dose_are_separate_details(engine: TrustEngine) -> None:
    """Each can be consented to on its own: "sertraline" sent, "50 mg" withheld."""
    text = "I take Brintellix 10 mg every morning"
    values = [f.value(text) for f in engine.classify(text).findings]
    assert values == ["Brintellix", "10 mg"]


# known gaps of that family: debts told without a sum or a debt word ("debe tres meses de
# alquiler"), "on benefits", "ilegal" as a status
ALLOWED_MISSES = {"special-genetic-money-status": 0.2}


@settings(max_examples=3, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60))
def test_generated_disclosures_are_withheld_in_every_language(seeds: list[int]) -> None:
    for family, draw in FAMILIES.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        missed = [c.message for c in cases if uncovered(c, Sensitivity.SENSITIVE)]
        assert len(missed) <= ALLOWED_MISSES.get(family, 0.1) * len(cases), (family, missed)


@settings(max_examples=3, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60))
def test_generated_talk_about_the_subjects_passes(seeds: list[int]) -> None:
    messages = [special_topic(random.Random(seed)).message for seed in seeds]
    altered = [m for m in messages if payload(m) != m]
    assert len(altered) <= 0.1 * len(messages), altered
