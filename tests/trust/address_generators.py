"""Street addresses whose type word comes first (ES/CA/IT/PL/FR) or last (NL), generated.

"Paseo de la Castellana 95, 5º B, 28046 Madrid", "Carrer de Pau Claris 97", "Largo
Augusto 7, Milano", "ul. Jana Pawła II 12/4", "al. Niepodległości 3", "12 bis avenue
Jean Jaurès, 69007 Lyon", "Keizersgracht 123-2, 1015 CJ Amsterdam". A street name is a
person's name as often as not ("Juan Antonio Guillén", "Jean Jaurès"), so a name rule
that reads it as a PERSON withholds part of the address and lets the rest through; each
case here wants one ADDRESS span over the whole value. Faker (es_ES, it_IT, pl_PL,
fr_FR, nl_NL) draws the names, numbers, postcodes and cities; the type words and the
flat parts are each country's own.
"""

from __future__ import annotations

import random

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import ENGINE, faker

TYPES = {
    "es_ES": ("Paseo", "Camino", "Calle", "Avenida", "Plaza", "Ronda", "Rambla", "Carrer",
              "Passeig", "Avinguda", "Travesía", "Glorieta", "Carretera", "Pasaje", "Cuesta"),
    "it_IT": ("Via", "Viale", "Corso", "Largo", "Piazza", "Piazzale", "Vicolo", "Borgo",
              "Strada", "Lungomare", "Contrada", "Salita"),
    "pl_PL": ("ul.", "ulica", "al.", "Aleja", "aleja", "Aleje", "Plac", "pl.", "os.", "Osiedle"),
    "fr_FR": ("rue", "avenue", "boulevard", "place", "chemin", "allée", "impasse", "quai",
              "Rue", "Avenue", "Boulevard", "Place"),
    "nl_NL": ("straat", "laan", "gracht", "weg", "plein", "kade", "singel", "dijk"),
    # Belgium and Switzerland: the number after the name ("Rue de la Loi 16")
    "fr_CH": ("Rue", "Avenue", "Boulevard", "Place", "Chemin", "Chaussée", "Quai", "rue"),
}  # fmt: skip
LINKS = {
    "es_ES": ("", "de ", "del ", "de la ", "dels ", "de los "),
    "it_IT": ("", "", "dei ", "della ", "del ", "di "),
    "pl_PL": ("",),
    "fr_FR": ("", "de ", "de la ", "du ", "des "),
    "fr_CH": ("", "de ", "de la ", "du ", "des "),
}
TEMPLATES = (
    "I live at {a}", "my address is {a}", "send it to {a} please", "{a}",
    "new address: {a}", "mi dirección es {a}", "vivo en {a}", "abito in {a}",
    "il mio indirizzo è {a}", "mieszkam przy {a}", "mój adres to {a}", "j'habite au {a}",
    "mon adresse : {a}", "ik woon op {a}", "Lieferadresse: {a}",
    "my sister lives at {a}, can you find a florist nearby?",
)  # fmt: skip


# streets named after a date or a king: "Calle 5 de Mayo", "ul. 3 Maja", "Via XX
# Settembre", "Corso Vittorio Emanuele II", "Rue Louis XIV"
MONTHS = {
    "es_ES": ("de Mayo", "de Julio", "de Octubre", "de Febrero"),
    "it_IT": ("Settembre", "Novembre", "Aprile", "Giugno"),
    "pl_PL": ("Maja", "Listopada", "Stycznia", "Sierpnia"),
}
ROMAN = ("I", "II", "III", "IV", "XII", "XIII", "XIV", "XXIII")


def _person(rng: random.Random, locale: str) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    roll = rng.random()
    if roll < 0.08 and locale in MONTHS:
        day = rng.choice((str(rng.randint(1, 31)), "XX", "IV", "XXV"))
        return f"{day} {rng.choice(MONTHS[locale])}"
    if roll < 0.16 and locale != "nl_NL":
        return f"{fake.first_name()} {rng.choice(ROMAN)}"
    if roll < 0.4:
        return f"{fake.first_name()} {fake.last_name()}"
    if roll < 0.7:
        return str(fake.last_name())
    return str(fake.street_name()).split(" ")[-1]


def _number(rng: random.Random, locale: str) -> str:
    n = str(rng.randint(1, 240))
    if locale == "pl_PL":
        return n + rng.choice(("", f"/{rng.randint(1, 60)}", f" m. {rng.randint(1, 60)}", "a"))
    if locale == "fr_FR":
        return n + rng.choice(("", " bis", " ter", "B"))
    return n + rng.choice(("", "", "", "A", "bis", "-2"))


def _unit(rng: random.Random, locale: str) -> str:
    units = {
        "es_ES": ("", "", f", {rng.randint(1, 9)}º {rng.choice('ABCD')}", ", 2º izq.",
                  ", 3º dcha.", f", piso {rng.randint(1, 9)}", ", bajo"),
        "it_IT": ("", "", f", int. {rng.randint(1, 20)}", f", scala {rng.choice('ABC')}",
                  f", piano {rng.randint(1, 6)}"),
        "pl_PL": ("", "", f", lok. {rng.randint(1, 30)}", f", piętro {rng.randint(1, 9)}"),
        "fr_FR": ("", "", f", appt {rng.randint(1, 40)}", f", bât. {rng.choice('ABC')}",
                  f", {rng.randint(1, 6)}e étage"),
        "nl_NL": ("", "", " hs", f" {rng.randint(1, 4)}-hoog", "-III"),
        "fr_CH": ("", "", f", {rng.randint(1, 6)}e étage", f", bte {rng.randint(1, 9)}"),
    }  # fmt: skip
    return rng.choice(units[locale])


def _place(rng: random.Random, locale: str) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    post, city = str(fake.postcode()), str(fake.city())
    if locale == "it_IT" and rng.random() < 0.3:
        city += f" ({rng.choice(('MI', 'TO', 'RM', 'NA', 'BO', 'FI'))})"
    return rng.choice((f", {post} {city}", f", {post} {city}", f", {city}", ""))


def type_first_address(rng: random.Random) -> str:
    locale = rng.choice(tuple(TYPES))
    kind = rng.choice(TYPES[locale])
    name = _person(rng, locale)
    number, unit, place = _number(rng, locale), _unit(rng, locale), _place(rng, locale)
    if not number[-1].isdigit() or "/" in number or " m. " in number:
        unit = "" if locale == "pl_PL" else unit  # "12/4" or "12 m. 4" is the flat already
    if rng.random() < 0.15:  # no house number: the street, its postcode and its town
        return _numberless(rng, locale, kind, name)
    if locale == "nl_NL":
        street = name.split(" ")[-1] + kind
        return f"{street} {number}{unit}{place}"
    street = f"{kind} {rng.choice(LINKS[locale])}{name}"
    if locale == "fr_FR":
        return f"{number} {street}{unit}{place}"
    if locale == "fr_CH" and not place:
        place = f", {rng.randint(1000, 9999)} {faker('fr_CH').city()}"
    if locale == "it_IT" and rng.random() < 0.3:
        return f"{street}, {number}{unit}{place}"
    return f"{street} {number}{unit}{place}"


def _numberless(rng: random.Random, locale: str, kind: str, name: str) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    if locale == "nl_NL":
        street = name.split(" ")[-1] + kind
    else:
        street = f"{kind} {rng.choice(LINKS[locale])}{name}"
    return f"{street}, {fake.postcode()} {fake.city()}"


def address_type_first(rng: random.Random) -> Case:
    value = type_first_address(rng)
    return Case(rng.choice(TEMPLATES).format(a=value), (value,))


def whole_address(case: Case) -> bool:
    """Is the address one ADDRESS finding from its first character to its last?"""
    value = case.values[0]
    start = case.message.find(value)
    end = start + len(value)
    return any(
        f.kind == "ADDRESS" and f.start <= start and f.end >= end
        for f in ENGINE.classify(case.message).findings
    )
