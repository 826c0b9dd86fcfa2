"""The detail a special category holds, not only the word that announces it.

What a criminal record shows ("mon casier judiciaire mentionne un vol en 2017"), what a
conviction was for ("a conviction for drink driving from 2019") and treatments by the
names chat gives them ("starting HRT next week", "been on SSRIs since May") must not leave
in any of the eight languages; the same words asked about in general, or in news about
public figures, pass untouched.
"""

from __future__ import annotations

import random

import pytest

from tests.trust.pii_generators import payload
from tests.trust.special_generators import OFFENCES

# What a record shows: "{v}" an offence, "{y}" a year. Each says whose record it is.
RECORD_TEMPLATES = {
    "en": ("my criminal record shows {v} from {y}", "my record shows a DUI and {v} from {y}",
           "my police record lists {v} in {y}", "I have a conviction for {v} from {y}"),
    "de": ("mein Führungszeugnis enthält {v} aus {y}", "ich bin vorbestraft wegen {v}",
           "ich habe eine Verurteilung wegen {v} aus {y}"),
    "fr": ("mon casier judiciaire mentionne {v} en {y}", "j'ai une condamnation pour {v} en {y}",
           "mon casier porte {v} de {y}"),
    "es": ("mis antecedentes penales muestran {v} de {y}", "tengo una condena por {v} de {y}",
           "fui condenado por {v} en {y}"),
    "it": ("la mia fedina penale riporta {v} del {y}", "ho una condanna per {v} del {y}",
           "sono stato condannato per {v}"),
    "nl": ("mijn strafblad vermeldt {v} uit {y}", "ik heb een veroordeling voor {v} uit {y}",
           "ik ben veroordeeld voor {v}"),
    "pl": ("w mojej kartotece widnieje {v} z {y}", "mam wyrok za {v} z {y}",
           "byłem karany za {v}"),
    "pt": ("o meu registo criminal mostra {v} em {y}", "tenho uma condenação por {v} de {y}",
           "tenho cadastro criminal por {v}"),
}  # fmt: skip

TREATMENTS = {
    "en": ("HRT", "PrEP", "IVF", "chemo", "dialysis", "SSRIs", "insulin", "methadone",
           "antiretrovirals", "Suboxone", "puberty blockers", "beta blockers", "benzos"),
    "de": ("Hormonersatztherapie", "Chemo", "Dialyse", "Methadon", "Insulin",
           "Pubertätsblocker"),
    "fr": ("THS", "chimio", "dialyse", "méthadone", "PrEP", "trithérapie"),
    "es": ("quimio", "diálisis", "metadona", "terapia hormonal", "insulina"),
    "it": ("chemio", "dialisi", "metadone", "terapia ormonale", "insulina"),
    "nl": ("chemo", "dialyse", "methadon", "hormoontherapie", "insuline"),
    "pl": ("chemioterapię", "dializy", "metadon", "terapia hormonalna"),
    "pt": ("quimio", "hemodiálise", "metadona", "terapia hormonal", "insulina"),
}  # fmt: skip
TREATMENT_TEMPLATES = {
    "en": ("I'm starting {v} next week", "starting {v} next week, any tips?",
           "my sister has been on {v} since May", "been on {v} for two years now",
           "my brother started {v} last month and feels awful"),
    "de": ("ich bekomme seit März {v}", "meine Mutter bekommt {v}"),
    "fr": ("je commence {v} lundi", "mon père est sous {v} depuis un an"),
    "es": ("mi hermana está con {v} desde mayo", "empiezo {v} la semana que viene"),
    "it": ("mia moglie fa {v} da un mese", "mio padre è in {v}"),
    "nl": ("mijn vader krijgt {v}", "ik begin volgende week met {v}"),
    "pl": ("moja mama ma {v}", "zaczynam {v} w przyszłym tygodniu"),
    "pt": ("estou a fazer {v}", "a minha mãe faz {v} desde maio"),
}  # fmt: skip

# the same words with nobody tied to them
GENERAL = (
    "what is {t}?",
    "How does {t} work?",
    "Is {t} covered by insurance in Germany?",
    "Explain the side effects of {t} in simple terms",
)
NEWS = (
    "The health minister announced new funding for {t} clinics",
    "What does a criminal record show to an employer?",
    "Was bedeutet ein Eintrag im Führungszeugnis?",
    "Que montre un casier judiciaire ?",
    "The senator's conviction for fraud was overturned in 2019",
    "my record shows 5 wins and 2 losses this season",
    "the file lists three servers and a load balancer",
    "Taking insulin with food is important for people with diabetes",
    "Doing IVF abroad is cheaper than in the UK",
)


def _cases(
    seed: int, count: int, templates: dict[str, tuple[str, ...]], fills: dict[str, tuple[str, ...]]
) -> list[tuple[str, str]]:
    """``count`` messages: a template of a random language, its ``{v}`` a random value of
    that language and its ``{y}`` a year; each with the value that must not leave."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        language = rng.choice(sorted(templates))
        value = rng.choice(fills[language])
        message = rng.choice(templates[language]).format(v=value, y=rng.randint(1995, 2024))
        cases.append((message, value))
    return cases


@pytest.mark.parametrize(("message", "offence"), _cases(7, 80, RECORD_TEMPLATES, OFFENCES))
def test_what_a_record_shows_is_withheld(message: str, offence: str) -> None:
    assert offence not in payload(message)


def test_the_record_and_the_year_it_shows_are_withheld() -> None:
    sent = payload("mon casier judiciaire mentionne un vol en 2017, c'est vrai ?")
    assert "vol" not in sent and "2017" not in sent


@pytest.mark.parametrize(("message", "treatment"), _cases(11, 80, TREATMENT_TEMPLATES, TREATMENTS))
def test_a_treatment_tied_to_a_person_is_withheld(message: str, treatment: str) -> None:
    assert treatment not in payload(message)


@pytest.mark.parametrize(
    "message", sorted({g.format(t=t) for g in GENERAL for t in TREATMENTS["en"]})
)
def test_a_treatment_asked_about_in_general_passes(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize("message", sorted({n.format(t=t) for n in NEWS for t in ("IVF", "HRT")}))
def test_news_and_records_of_nobody_pass(message: str) -> None:
    assert payload(message) == message
