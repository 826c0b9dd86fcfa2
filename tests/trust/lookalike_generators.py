"""Ordinary messages that the engine took for personal data (issue 11, point 11),
generated: each must pass untouched, and ``test_over_redaction`` keeps the people and
places in the same shapes withheld.

* ``band-names``: a band, a team or a product line named as a pair whose last word is a
  plural noun, after "love", "listening to", "a concert by" ("Velvet Tigers");
* ``german-article-nouns``: a German noun after an article that another language's
  stemmer reads as a special category ("im Original", "dem Original"), or after "Das",
  which is also a surname ("Das Auto ist kaputt");
* ``address-visits``: a famous or public address as a place to go and see ("Kunnen we
  Prinsengracht 263 bezoeken?"), without anyone living there;
* ``charity-giving``: giving to or working at a food bank, which is no hardship.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.trust.chat_cases import Case

FIRST = ("Arctic", "Velvet", "Silver", "Electric", "Midnight", "Crystal", "Iron", "Wild",
         "Golden", "Neon", "Paper", "Royal", "Stone", "Glass", "Lunar", "Honey")  # fmt: skip
PLURALS = ("Monkeys", "Tigers", "Dragons", "Fighters", "Wolves", "Lions", "Pilots",
           "Engines", "Rivers", "Foxes", "Ghosts", "Sailors", "Kings", "Birds",
           "Hearts")  # fmt: skip
BAND_TEMPLATES = (
    "I love {b}", "I've been listening to {b} all week", "Have you heard the new {b} album?",
    "we saw {b} live last night", "my favourite band is {b}", "is {b} touring in spring?",
    "I love {b}, what bands sound like them?", "Recommend songs like {b}",
)  # fmt: skip
GERMAN = (
    "Ich habe das Buch im Original gelesen", "Dem Original ist nichts hinzuzufügen",
    "Wir haben den Film im Original mit Untertiteln gesehen",
    "Ich finde die Kopie schöner als das Original, oder?",
    "Mein Bruder sagt, vom Original gibt es nur drei Exemplare",
    "Das Original ist besser als die Fortsetzung", "Das Auto ist schon wieder kaputt",
    "Das Konzert war toll, wann spielen sie wieder?",
)  # fmt: skip
SIGHTS = ("Prinsengracht 263", "Binnenhof 1", "Berggasse 19", "221B Baker Street",
          "Calle de Alcalá 42", "Rue de Rivoli 99", "Museumstraße 1")  # fmt: skip
VISITS = (
    "Kunnen we {a} bezoeken?", "Wir wollen morgen {a} besuchen", "I want to visit {a}",
    "Is it worth visiting {a} in winter?", "On veut visiter {a} demain",
    "¿Podemos visitar {a} el domingo?", "Can we visit {a} with kids?",
)  # fmt: skip
GIVING = (
    "I volunteer at the food bank on Saturdays", "We donate to the food bank every month",
    "My mum works at the foodbank, she loves it", "I help out at the food bank after work",
    "our school is collecting tins for the food bank", "I'm organising a food bank drive",
)  # fmt: skip


def band_names(rng: random.Random) -> Case:
    band = f"{rng.choice(FIRST)} {rng.choice(PLURALS)}"
    return Case(rng.choice(BAND_TEMPLATES).format(b=band), ())


def german_article_nouns(rng: random.Random) -> Case:
    return Case(rng.choice(GERMAN), ())


def address_visits(rng: random.Random) -> Case:
    return Case(rng.choice(VISITS).format(a=rng.choice(SIGHTS)), ())


def charity_giving(rng: random.Random) -> Case:
    return Case(rng.choice(GIVING), ())


CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "band-names": band_names,
    "german-article-nouns": german_article_nouns,
    "address-visits": address_visits,
    "charity-giving": charity_giving,
}
