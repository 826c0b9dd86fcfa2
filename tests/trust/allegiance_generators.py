"""Allegiance told by a noun (issue 11, point 7): generated development examples.

A person (I, my dad, a friend by name) + a noun of allegiance (voter, supporter,
member, activist, inflected as each language does) + whom it is given to: a party, a
union, a politician, written before the noun ("a Labour voter", "SPD-Mitglied",
"VVD-kiezer") or after it ("électeur du RN", "votante del PSOE", "członkiem PiS"). The
value is the whole phrase. Politicians are Faker surnames of the language, so the
figure measures the shape, not a list. ``allegiance-topic`` draws the same words about
nobody, and memberships of shops and societies, which must pass untouched.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import faker

# whom: (party or union as it stands before a noun, after a noun, is it a union)
WHOM = {
    "en": (("Labour", "of Labour"), ("Tory", "of the Tories"), ("Green", "of the Greens"),
           ("Reform", "of Reform UK"), ("Unite", "of Unite"), ("GMB", "of the GMB"),
           ("Democrat", "of the Democrats"), ("SNP", "of the SNP")),
    "de": (("SPD", "der SPD"), ("CDU", "der CDU"), ("AfD", "der AfD"), ("FDP", "der FDP"),
           ("Grünen", "der Grünen"), ("Verdi", "bei Verdi"), ("BSW", "des BSW")),
    "fr": (("", "du RN"), ("", "de LFI"), ("", "du PS"), ("", "des Verts"),
           ("", "de la CGT"), ("", "de Renaissance"), ("", "de la CFDT")),
    "es": (("", "del PSOE"), ("", "de Vox"), ("", "del PP"), ("", "de Podemos"),
           ("", "de Sumar"), ("", "de CCOO"), ("", "de UGT")),
    "it": (("", "del PD"), ("", "della Lega"), ("", "del M5S"), ("", "della CGIL"),
           ("", "di Azione"), ("", "della CISL")),
    "pl": (("", "PiS"), ("", "Lewicy"), ("", "Konfederacji"), ("", "Solidarności"),
           ("", "PSL"), ("", "Razem")),
    "nl": (("VVD", "van de VVD"), ("PVV", "van de PVV"), ("D66", "van D66"),
           ("FNV", "van de FNV"), ("SP", "van de SP")),
}  # fmt: skip
NOUNS = {
    "en": ("voter", "supporter", "member", "activist"),
    "de": ("Wähler", "Wählerin", "Anhänger", "Mitglied", "Anhängerin"),
    "fr": ("électeur", "électrice", "militant", "militante", "adhérent", "membre",
           "sympathisant"),
    "es": ("votante", "simpatizante", "afiliado", "afiliada", "militante", "miembro"),
    "it": ("elettore", "elettrice", "iscritto", "iscritta", "militante", "sostenitore"),
    "pl": ("wyborcą", "zwolennikiem", "członkiem", "członkinią", "działaczem",
           "zwolenniczką"),
    "nl": ("kiezer", "lid", "aanhanger"),
}  # fmt: skip
# {w}: the whole phrase; {p}: a person of the person's own
TEMPLATES = {
    "en": ("I'm a {w}", "{p} is a {w}", "I've been a {w} all my life", "{p} was a {w}",
           "honestly I'm a {w}, does that matter for the job?"),
    "de": ("ich bin {w}", "{p} ist {w}", "ich bin seit Jahren {w}", "{p} war lange {w}"),
    "fr": ("je suis {w}", "{p} est {w}", "je suis {w} depuis 2017", "{p} était {w}"),
    "es": ("soy {w}", "{p} es {w}", "soy {w} desde hace años", "{p} era {w}"),
    "it": ("sono {w}", "{p} è {w}", "sono {w} da anni", "{p} era {w}"),
    "pl": ("jestem {w}", "{p} jest {w}", "od lat jestem {w}", "{p} był {w}"),
    "nl": ("ik ben {w}", "{p} is {w}", "ik ben al jaren {w}"),
}  # fmt: skip
PERSONS = {
    "en": ("my dad", "my sister", "my boss", "my flatmate Tom", "our neighbour"),
    "de": ("mein Vater", "meine Schwester", "mein Chef", "Jonas"),
    "fr": ("mon père", "ma sœur", "mon patron", "Camille"),
    "es": ("mi padre", "mi hermana", "mi jefe", "Lucía"),
    "it": ("mio padre", "mia sorella", "il mio capo", "Giulia"),
    "pl": ("mój tata", "moja siostra", "mój szef", "Kasia"),
    "nl": ("mijn vader", "mijn zus", "mijn baas", "Sanne"),
}  # fmt: skip
LOCALES = {"en": "en_GB", "de": "de_DE", "fr": "fr_FR", "es": "es_ES", "it": "it_IT",
           "pl": "pl_PL", "nl": "nl_NL"}  # fmt: skip
_OF = {"en": "of ", "de": "von ", "fr": "de ", "es": "de ", "it": "di ", "nl": "van "}
_MEMBERS = frozenset(
    [
        "member",
        "Mitglied",
        "membre",
        "adhérent",
        "afiliado",
        "afiliada",
        "miembro",
        "iscritto",
        "iscritta",
        "członkiem",
        "członkinią",
        "lid",
    ]
)


def _phrase(rng: random.Random, language: str) -> str:
    noun = rng.choice(NOUNS[language])
    before, after = rng.choice(WHOM[language])
    if noun not in _MEMBERS and rng.random() < 0.3:  # a politician by surname
        fake = faker(LOCALES[language])
        fake.seed_instance(rng.random())
        surname = str(fake.last_name()).split(" ")[-1]
        if language == "pl":
            return f"{noun} {surname}"
        before, after = surname, _OF[language] + surname
    if language in ("en",) and (noun not in _MEMBERS or rng.random() < 0.5):
        return f"{before} {noun}"
    if language in ("de", "nl") and before and rng.random() < 0.6:
        return f"{before}-{noun}"
    return f"{noun} {after}"


def allegiance(rng: random.Random) -> Case:
    language = rng.choice(tuple(TEMPLATES))
    phrase = _phrase(rng, language)
    template = rng.choice(TEMPLATES[language])
    text = template.format(w=phrase, p=rng.choice(PERSONS[language]))
    return Case(text[:1].upper() + text[1:], (phrase,))


TOPICS = (
    "Why do {x} voters care so much about housing?",
    "How many {x} supporters switched in the last election?",
    "{x} voters are older on average, says a new poll",
    "Explain why {x} members left the party in 2019",
    "What do {x} activists want from the budget?",
    "I'm a Prime member, can I get free delivery on this?",
    "As an IEEE member, can I read the papers for free?",
    "I'm a Costco member, is the card valid abroad?",
    "Wie viele Mitglieder hat die {x}?",
    "Pourquoi les électeurs du RN sont-ils plus jeunes ?",
    "¿Cuántos votantes del PSOE cambiaron de voto?",
    "Quanti iscritti ha la CGIL?",
    "Ilu członków ma PiS?",
    "Hoeveel leden heeft de {x}?",
    "Which club has the most supporters in Europe?",
    "We need volunteers and new members for the chess club",
)
PARTIES = ("Labour", "SPD", "VVD", "Green", "Reform", "CDU", "Tory")


def allegiance_topic(rng: random.Random) -> Case:
    return Case(rng.choice(TOPICS).format(x=rng.choice(PARTIES)), ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {"special-allegiance": allegiance}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {"allegiance-topic": allegiance_topic}
