"""Names typed in small letters that no gazetteer knows are withheld after a cue, and
the verbs, fillers and brands that stand in the same places pass.

"my sister anja", "met with kwame yesterday": the gazetteer has the common names, but
not every name; a word after "my sister" that is no ordinary word of any supported
language is a name. The rows here are written by hand; the generated families below
are development figures (``python -m tests.trust.chat_generators``).
"""

from __future__ import annotations

import random

import pytest

from tests.trust.chat_generators import FAMILIES, Case, leaked
from tests.trust.pii_generators import payload

WITHHELD = [
    ("my sister wendelgard is flying in tomorrow", ("wendelgard",)),
    ("my best friend tjorven tamsalu needs a reference letter", ("tjorven", "tamsalu")),
    ("meine beste freundin oluwaseyi hat geheiratet", ("oluwaseyi",)),
    ("mój brat radomił przyjedzie w sobotę", ("radomił",)),
    ("mi cuñada xiomara cumple años el lunes", ("xiomara",)),
    ("ma belle-sœur ysaline arrive demain", ("ysaline",)),
    ("mijn buurman teunis is ziek", ("teunis",)),
    ("thanks ekundayo!", ("ekundayo",)),
    ("hi wendelgard, see you at 5", ("wendelgard",)),
    ("had lunch with okonkwo today and he was upset", ("okonkwo",)),
    ("i broke up with tjorven last week", ("tjorven",)),
    ("a guy called thandeka keeps messaging me", ("thandeka",)),
    ("spotkanie z radomiłem jutro", ("radomiłem",)),
    ("my friend ekundayo's car broke down", ("ekundayo",)),
    ("dear gudrun, thanks for the flowers", ("gudrun",)),
    ("my sister rosalind whitcombe lives abroad", ("rosalind", "whitcombe")),
]
PASSES = [
    "my husband snores every night, what helps?",
    "my sister procrastinates on everything",
    "mein Mann schnarcht jede Nacht",
    "ma femme bricole le week-end",
    "mia moglie russa tutta la notte",
    "thanks again!",
    "hi there, quick question about docker",
    "hello everyone, the call moved to 3",
    "lunch with the team was fun",
    "got an email from klarna about a payment",
    "a tool called ffmpeg can convert it",
    "Darf man Sertralin mit Alkohol nehmen? darf man sertraline nehmen?",
    "my son won't stop complaining",
    "my daughter binge-watches tv all weekend",
]


@pytest.mark.parametrize(("message", "values"), WITHHELD)
def test_a_small_letter_name_nobody_lists_is_withheld(
    message: str, values: tuple[str, ...]
) -> None:
    assert leaked(Case(message, values)) == [], payload(message)


@pytest.mark.parametrize("message", PASSES)
def test_verbs_and_fillers_where_a_name_could_stand_pass(message: str) -> None:
    assert payload(message) == message


# the share of generated messages whose payload may still hold a value
CEILING = {"name-lower": 0.15, "name-lower-social": 0.18}


@pytest.mark.parametrize("family", sorted(CEILING))
def test_generated_small_letter_names_are_withheld(family: str) -> None:
    rng = random.Random(family)
    cases = [FAMILIES[family](rng) for _ in range(150)]
    missed = [c.message for c in cases if leaked(c)]
    assert len(missed) <= CEILING[family] * len(cases), missed[:5]


ADDRESSED = [
    "send this to {n}: ", "msg to {n} - ", "nachricht an {n}: ", "messaggio per {n}: ",
    "mensaje para {n}: ", "wiadomość do {n}: ", "bericht voor {n}: ", "hey its {n}, ",
]  # fmt: skip


@pytest.mark.parametrize("lead", ADDRESSED)
def test_whom_a_message_is_for_or_from_is_withheld_in_small_letters(lead: str) -> None:
    from faker import Faker

    fake = Faker(["en_GB", "de_DE", "it_IT", "es_ES", "pl_PL", "nl_NL", "fr_FR"])
    fake.seed_instance(len(lead))
    names = [fake.first_name().lower() for _ in range(20)]
    missed = [n for n in names if leaked(Case(lead.format(n=n) + "running late, sorry", (n,)))]
    assert len(missed) <= 3, missed  # a given name that is also a word may pass


@pytest.mark.parametrize(
    "message",
    ["send this to github: the build failed", "send it to me: the logs", "msg to all: lunch"],
)
def test_a_message_for_a_service_or_a_group_passes(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(
    "message",
    [
        "Kan du förklara hur katolicism skiljer sig från ortodoxi?",
        "Wie bereitet man eine klassische Sachertorte zu?",
        "wie macht man einen guten Kaffee?",
    ],
)
def test_swedish_sig_and_german_man_before_a_word_pass(message: str) -> None:
    assert payload(message) == message


def test_an_italian_title_with_its_dot_still_names() -> None:
    assert leaked(Case("il sig. rossi ha chiamato due volte", ("rossi",))) == []
