"""Special categories are sensitive when they are about someone, not when they are a topic."""

from __future__ import annotations

import pytest

from trust import Sensitivity, TrustEngine

SENSITIVE = [
    # English
    ("my HIV test came back positive", "HEALTH"),
    ("I was diagnosed with type 2 diabetes last spring", "HEALTH"),
    ("My mother has breast cancer and starts chemo next week", "HEALTH"),
    ("I've been struggling with depression since the divorce", "MENTAL_HEALTH"),
    ("I take 50 mg sertraline every morning", "MEDICATION"),
    ("I'm gay and my parents don't know yet", "SEXUAL_ORIENTATION"),
    ("As a Muslim I don't drink, what can I order?", "RELIGION"),
    ("I voted for Labour but I'm a socialist at heart", "POLITICS"),
    ("I was arrested for a DUI in 2019, will it show up?", "CRIMINAL"),
    ("My salary is $85,000 before tax", "FINANCE"),
    ("I owe my brother a lot of money", "FINANCE"),
    ("We are refugees from Syria and my son needs a school", "IMMIGRATION"),
    # German
    ("Ich habe Krebs und brauche Hilfe beim Antrag", "HEALTH"),
    ("Mein Gehalt ist 4.200 EUR netto", "FINANCE"),
    ("Ich bin seit Jahren schwul und glücklich", "SEXUAL_ORIENTATION"),
    # French
    ("Je suis enceinte de trois mois", "HEALTH"),
    ("Mon médecin dit que j'ai une dépression", "MENTAL_HEALTH"),
    ("J'ai des dettes et je ne sais plus quoi faire", "FINANCE"),
    # Spanish
    ("Tengo depresión desde hace años", "MENTAL_HEALTH"),
    ("Mi hermana está embarazada", "HEALTH"),
    ("Me diagnosticaron VIH el mes pasado, diagnosticado por mi médico", "HEALTH"),
    # Polish
    ("Mój brat ma cukrzycę", "HEALTH"),
    ("Jestem w ciąży", "HEALTH"),
    ("My son was arrested yesterday", "CRIMINAL"),
    ("I think I have ADHD, how do I get tested?", "MENTAL_HEALTH"),
    ("Mam depresję i chodzę do psychiatry", "MENTAL_HEALTH"),
    ("Jestem katolikiem, ale nie chodzę do kościoła", "RELIGION"),
    # the subject left out, as chat does; a clinician's note
    ("diagnosed w/ OCD at 19, still struggle with intrusive thoughts", "MENTAL_HEALTH"),
    ("Diagnostiziert mit Diabetes im Mai, was darf ich essen", "HEALTH"),
    ("Patient history: 42F, asthma since childhood, on salbutamol", "HEALTH"),
    ("hx: 67M, COPD", "HEALTH"),
]

PUBLIC = [
    "What is HIV?",
    "Explain how insulin works in the body",
    "Write an essay about depression in Victorian literature",
    "What are the symptoms of diabetes?",
    "Is it legal to be gay in Poland?",
    "How did the Labour party win in 1997?",
    "Work-life balance tips for remote teams?",
    "Was ist Krebs?",
    "Qu'est-ce que le VIH ?",
    "¿Qué es la depresión?",
    "Co to jest cukrzyca?",
    "Balance the parentheses in this expression",
    "The prison scene in the film was well shot",
    "I love cancer research podcasts",
    "The patient in the case study has diabetes",
    "Diagnosed with diabetes? Here is what the guidelines say",
    "We raised 5M in the history of the company, mostly from diabetes clinics",
    "Diagnosed cases of measles rose in 2024",
]


@pytest.mark.parametrize(("text", "kind"), SENSITIVE)
def test_personal_special_category_is_sensitive(engine: TrustEngine, text: str, kind: str) -> None:
    result = engine.classify(text)
    assert result.sensitivity is Sensitivity.SENSITIVE
    assert kind in {f.kind for f in result.findings}


@pytest.mark.parametrize("text", PUBLIC)
def test_a_topic_is_not_a_person(engine: TrustEngine, text: str) -> None:
    assert engine.classify(text).sensitivity is Sensitivity.PUBLIC, engine.classify(text)


def test_amounts_and_doses_are_findings_too(engine: TrustEngine) -> None:
    text = "My salary is €85,000 and I take 20 mg citalopram"
    values = [f.value(text) for f in engine.classify(text).findings]
    # a dose next to its medicine is one detail, one placeholder ("20 mg citalopram")
    for part in ("€85,000", "20 mg", "salary", "citalopram"):
        assert any(part in value for value in values), (part, values)
