"""Ordinary messages the engine took for personal data (issue 11, point 11) pass
unchanged, and the people and places in the same shapes are still withheld: a band or a
product line named by a plural noun, a German noun after an article that another
language stems like a special category, a public address as a place to visit, giving to
a food bank. The generated families are ``lookalike_generators``."""

from __future__ import annotations

import random

import pytest

from tests.trust.chat_generators import Case, leaked
from tests.trust.lookalike_generators import CLEAN_FAMILIES
from tests.trust.pii_generators import payload

PASSES = [
    "I love Arctic Monkeys",
    "I've been listening to Foo Fighters all day",
    "my Renault Clio broke down",
    "My Skoda Octavia makes a noise, what could it be?",
    "Ich habe das Buch im Original gelesen",
    "Das Original ist besser",
    "Kunnen we Prinsengracht 263 bezoeken?",
    "Wir wollen morgen Prinsengracht 263 besuchen",
    "I want to visit Berggasse 19",
    "I volunteer at the food bank",
    "We donate to the food bank every month",
    # a retina image in a URL's path is no mailbox
    "Why is https://cdn.example.org/img/logo@2x.png blurry on my phone?",
    "the srcset has /assets/hero@3x.webp but Safari loads the 1x one",
    # public figures, then the question after a dash
    "Grace Hopper and Ada Lovelace — who came first and what did each do?",
    # German "im" (in the) is no typed "I'm": a general question about a medicine
    "welche Nebenwirkungen hat Metformin im Allgemeinen?",
    # a mailbox nobody reads, as git prints it
    "commit 00c7a55\nAuthor: build-bot <build-bot@noreply.example.com>\nDate:   Mon Dec 7 08:14",
    "the alert came from noreply@shop.example, is it phishing?",
    # a manifest's kind is a sort, not German "Kind" (child) before a name
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-credentials\ntype: Opaque",
    "kind: ConfigMap\ndata:\n  mode: fast",
    # a rule about the password, whether one was used, a release's build
    "Draft a password policy: min 14 chars, no reuse of the last 5",
    "Access denied for user 'root'@'localhost' (using password: YES) — why?",
    "Outlook 365, Version 2409, Build 18025.20160. Kennt das jemand?",
]
WITHHELD = [
    # ...but an address in a URL's query is one
    ("see https://t.example/p.png?u=ola.nowak@fastmail.example", ("ola.nowak@fastmail",)),
    ("I met Anna Banks yesterday", ("Banks",)),
    ("my sister Wiebke drives a Renault Clio", ("Wiebke",)),
    ("meine Mutter hat Depressionen", ("Depressionen",)),
    ("Mein Kollege Rahul Das ist krank", ("Rahul",)),
    ("My mum lives at 12 Elm Road, can I visit her?", ("12 Elm Road",)),
    ("I will visit my sister at Hauptstraße 5", ("Hauptstraße 5",)),
    ("Come visit us at Calle Mayor 5", ("Calle Mayor 5",)),
    ("we have had to rely on the food bank since March", ("food bank",)),
    ("im on metformin, is that bad?", ("metformin",)),
    ("my friend Anna Kowalska — what should I buy her?", ("Anna Kowalska",)),
    ("my commits show alice@users.noreply.github.com", ("alice@users",)),
    ("mein Kind Lena ist krank", ("Lena",)),
    ("connect using password: hunter2x", ("hunter2x",)),
]


@pytest.mark.parametrize("message", PASSES)
def test_ordinary_messages_pass(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(("message", "values"), WITHHELD)
def test_the_same_shapes_about_people_are_withheld(message: str, values: tuple[str, ...]) -> None:
    assert leaked(Case(message, values)) == [], payload(message)


@pytest.mark.parametrize("family", sorted(CLEAN_FAMILIES))
def test_generated_lookalikes_mostly_pass(family: str) -> None:
    rng = random.Random(3)
    messages = [CLEAN_FAMILIES[family](rng).message for _ in range(100)]
    altered = [m for m in messages if payload(m) != m]
    assert len(altered) <= 30, sorted(set(altered))
