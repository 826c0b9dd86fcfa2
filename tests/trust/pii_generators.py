"""Generated personal data in sentences: Faker values in many locales, varied templates.

``sample(kind, locale, rng)`` returns a message and the values in it that must not
reach an external worker; ``ordinary(rng)`` a message that must pass untouched. The
property tests (``test_generated_pii``) and the recall report
(``bench/pii_generators.py``) both draw from here, so they measure the same thing.

The name gazetteer comes from names-dataset, not from Faker's lists; ``invented_name``
makes names that are in neither, so context alone is measured too.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import lru_cache

import phonenumbers
from faker import Faker

from trust import Policy, PrivacyClass, Pseudonymiser, TrustEngine, Vault

LOCALES = (
    "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pl_PL", "nl_NL", "pt_BR",
    "tr_TR", "en_IN", "sv_SE", "ja_JP",
)  # fmt: skip
ADDRESS_LOCALES = ("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pl_PL", "nl_NL")
REGION = {
    "en_US": "US", "en_GB": "GB", "de_DE": "DE", "fr_FR": "FR", "es_ES": "ES",
    "it_IT": "IT", "pl_PL": "PL", "nl_NL": "NL", "pt_BR": "BR", "tr_TR": "TR",
    "en_IN": "IN", "sv_SE": "SE", "ja_JP": "JP",
}  # fmt: skip
LANGUAGE = {
    "de_DE": "de",
    "fr_FR": "fr",
    "es_ES": "es",
    "it_IT": "it",
    "pl_PL": "pl",
    "nl_NL": "nl",
}

# {name}: a person's full or given name, in the places people write one
NAME_TEMPLATES = {
    "en": (
        "my sister {name} is coming over on Sunday",
        "Can you help me write a birthday card for my friend {name}?",
        "Hi {name},\nthanks for the notes from yesterday.",
        "I had a long talk with my colleague {name} about the project.",
        "Best regards,\n{name}",
        "my name is {name} and I need a cover letter",
        "Dr. {name} said I should rest for a week",
        "Thanks, {name}",
        "Our neighbour {name} keeps parking in front of our garage.",
        "Dear {name}, I am writing about the invoice.",
    ),
    "de": (
        "Meine Schwester {name} kommt am Sonntag",
        "Hallo {name},\ndanke für die Unterlagen.",
        "Mein Kollege {name} hat das Meeting verschoben.",
        "Viele Grüße\n{name}",
        "Ich heiße {name} und brauche ein Anschreiben.",
    ),
    "fr": (
        "Ma sœur {name} arrive dimanche",
        "Bonjour {name},\nmerci pour les documents.",
        "Mon collègue {name} a déplacé la réunion.",
        "Cordialement,\n{name}",
        "Je m'appelle {name} et j'ai besoin d'une lettre.",
    ),
    "es": (
        "Mi hermana {name} viene el domingo",
        "Hola {name},\ngracias por los documentos.",
        "Mi compañero {name} movió la reunión.",
        "Saludos,\n{name}",
        "Me llamo {name} y necesito una carta.",
    ),
    "it": (
        "Mia sorella {name} arriva domenica",
        "Ciao {name},\ngrazie per i documenti.",
        "Il mio collega {name} ha spostato la riunione.",
        "Cordiali saluti,\n{name}",
        "Mi chiamo {name} e mi serve una lettera.",
    ),
    "pl": (
        "Moja siostra {name} przyjeżdża w niedzielę",
        "Cześć {name},\ndzięki za dokumenty.",
        "Mój kolega {name} przełożył spotkanie.",
        "Pozdrawiam,\n{name}",
        "Nazywam się {name} i potrzebuję listu.",
    ),
    "nl": (
        "Mijn zus {name} komt zondag",
        "Hoi {name},\nbedankt voor de documenten.",
        "Mijn collega {name} heeft de vergadering verzet.",
        "Met vriendelijke groet,\n{name}",
        "Ik heet {name} en ik heb een brief nodig.",
    ),
}
# weaker context: a verb of people before the name, nothing else ("call", "meeting")
WEAK_NAME_TEMPLATES = (
    "Please remind me to call {name} tomorrow.",
    "I'm meeting {name} for lunch, any restaurant ideas?",
    "Can you ask {name} whether the build passed?",
)
ADDRESS_TEMPLATES = (
    "I live at {value}, can you check the bin days?",
    "Please send the parcel to {value}.",
    "my new address: {value}",
    "{value}",
)
PHONE_TEMPLATES = (
    "call me on {value} after six",
    "my number is {value}",
    "You can reach my mother at {value}.",
    "WhatsApp: {value}",
)
ID_TEMPLATES = (
    ("PASSPORT", "My passport number is {value}, is it still valid?"),
    ("ID_CARD", "ID card number: {value}"),
    ("DRIVING_LICENCE", "my driving licence number is {value}"),
    ("TAX_ID", "my tax id is {value}"),
    ("NATIONAL_ID", "Social security number: {value}"),
    ("ACCOUNT_NUMBER", "customer number {value}, please check my order"),
)
# Ordinary messages: capitalised words, places, products, public figures, numbers.
ORDINARY = (
    "Explain how Dijkstra's algorithm works",
    "Will you help me plan a trip to Paris in May?",
    "Who was Marie Curie and what did she discover?",
    "What did Albert Einstein say about quantum mechanics?",
    "Jordan is a country in the Middle East.",
    "Compare Python and Rust for a command-line tool.",
    "We deploy to 10.0.0.0/24 and 192.168.1.0/24 from the CI runner.",
    "2024-03-18 10:23:45 INFO worker 12 started in 345 ms",
    "Upgrade from version 3.12.4 to 3.13.1 before Friday.",
    "The meeting is in Berlin on Monday at 14:30, room 4.12.",
    "Summarise the plot of Pride and Prejudice by Jane Austen.",
    "How is diabetes diagnosed?",
    "When was Napoleon born?",
    "Translate 'good morning' into Polish, Spanish and German.",
    "What is the capital of Australia?",
    "Recommend a good Italian restaurant in New York.",
    "Is the Samsung Galaxy better than the iPhone?",
    "Write a haiku about the Amazon river.",
    "Grace Hopper invented the first compiler, right?",
    "Order 48213 shipped with tracking code 1Z999AA10123456784.",
)
SYLLABLES = ("ka", "zu", "mi", "ro", "ta", "ne", "vi", "lo", "sa", "da", "ri", "ko", "ya", "bel")


@lru_cache(maxsize=32)
def faker(locale: str) -> Faker:
    return Faker(locale)


def invented_name(rng: random.Random) -> str:
    """A name in no list: "Zumiro Kotabel"."""

    def word() -> str:
        return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()

    return f"{word()} {word()}"


def name_value(locale: str, rng: random.Random) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    if locale == "ja_JP":
        return f"{fake.first_romanized_name()} {fake.last_romanized_name()}"
    if rng.random() < 0.3:
        return _letters(fake.first_name())
    return _letters(f"{fake.first_name()} {fake.last_name()}")


_PARTICLES = frozenset(("van", "von", "de", "der", "den", "da", "di", "dos", "du", "la", "le"))


def _letters(name: str) -> str:
    """Faker's lists have slips: stray tildes for the dotless i in tr_TR ("N˜zamett˜n")
    and a de_DE surname "auch Schlauchin". Mend them: names as people write them."""
    words = [_no_stray_dot(w) for w in name.replace("˜", "ı").split()]
    return " ".join(w for w in words if w[:1].isupper() or w in _PARTICLES)


def _no_stray_dot(word: str) -> str:
    """ "Emine." (tr_TR) loses its dot; an initial ("Klaus-D.") keeps it."""
    bare = word.rstrip(".")
    return word if len(re.split(r"[\-]", bare)[-1]) <= 1 else bare


def address_value(locale: str, rng: random.Random) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    for _ in range(20):  # de_DE glues a particle into a street ("Dussen vanstraße"): redraw
        address = " ".join(fake.address().replace("\n", ", ").split())
        if re.search(r"\b(?:van|von|de|der)(?:straße|weg|gasse|platz|allee)", address) is None:
            break
    return address


def phone_value(locale: str, rng: random.Random) -> str:
    """Faker's number, written internationally or nationally as people do."""
    fake = faker(locale)
    fake.seed_instance(rng.random())
    possible = None
    for _ in range(50):  # some locales' formats make numbers no plan allocates: skip those
        raw = fake.phone_number()
        try:
            number = phonenumbers.parse(raw, REGION[locale])
        except phonenumbers.NumberParseException:
            continue
        if len(str(number.national_number)) < 7:
            continue  # "21102" is valid in Germany's plan, but nobody's phone as written
        if phonenumbers.is_valid_number(number):
            break
        if possible is None and phonenumbers.is_possible_number(number):
            possible = number  # tr_TR: Faker's ranges are not (or no longer) allocated
    else:
        if possible is None:
            raise ValueError(f"Faker made no possible phone number for {locale}")
        number = possible
    style = rng.choice(
        (phonenumbers.PhoneNumberFormat.INTERNATIONAL, phonenumbers.PhoneNumberFormat.NATIONAL)
    )
    return phonenumbers.format_number(number, style)


def id_value(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    shape = rng.choice(("LDDDDDDD", "DDDDDDDDD", "LLDDDDDDL", "DDD-DD-DDDD", "LLL DDDDDD"))
    return "".join(
        rng.choice(letters) if c == "L" else str(rng.randint(0, 9)) if c == "D" else c
        for c in shape
    )


def sample(kind: str, locale: str, rng: random.Random) -> tuple[str, list[str]]:
    """A message holding one value of ``kind`` and the values that must not leave."""
    language = LANGUAGE.get(locale, "en")
    if kind in ("name", "invented-name", "name-weak", "invented-name-weak"):
        value = invented_name(rng) if kind.startswith("invented") else name_value(locale, rng)
        words = [w for w in value.split(" ") if w[:1].isupper()]
        templates = WEAK_NAME_TEMPLATES if kind.endswith("weak") else NAME_TEMPLATES[language]
        return rng.choice(templates).format(name=value), words
    if kind == "address":
        value = address_value(locale, rng)
        return rng.choice(ADDRESS_TEMPLATES).format(value=value), [value]
    if kind == "phone":
        value = phone_value(locale, rng)
        return rng.choice(PHONE_TEMPLATES).format(value=value), [value]
    _kind, template = rng.choice(ID_TEMPLATES)
    value = id_value(rng)
    return template.format(value=value), [value]


ENGINE = TrustEngine(phone_regions=sorted(set(REGION.values())))
POLICY = Policy()


def payload(text: str, engine: TrustEngine = ENGINE) -> str:
    """What an external worker would get when the person refuses consent."""
    verdict = engine.classify(text)
    redactions = POLICY.redactions(verdict, PrivacyClass.EXTERNAL_PROVIDER, consent_given=False)
    return Pseudonymiser(Vault()).pseudonymise(text, redactions).text


def leaked(text: str, values: list[str], engine: TrustEngine = ENGINE) -> list[str]:
    """The values, or the words of a name, still in the payload. A name's particles
    ("de", "van") are words of the sentence too and do not count."""
    sent = payload(text, engine)
    words = set(re.findall(r"[\w'’\-]+", sent))
    return [v for v in values if (v in words if " " not in v and v[:1].isupper() else v in sent)]


def ordinary(rng: random.Random) -> str:
    return rng.choice(ORDINARY)


KINDS: dict[str, Callable[[str, random.Random], tuple[str, list[str]]]] = {
    kind: (lambda locale, rng, kind=kind: sample(kind, locale, rng))
    for kind in (
        "name",
        "invented-name",
        "name-weak",
        "invented-name-weak",
        "address",
        "phone",
        "id",
    )
}
