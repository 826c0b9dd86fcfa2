"""A name beside the e-mail address that spells it is the address's owner: withheld
wherever it stands (a mail header, a CV's head, a tuple in settings.py, a log line);
role mailboxes and companies named by their domain keep their words."""

from __future__ import annotations

import unicodedata

import pytest
from faker import Faker

from tests.trust.chat_cases import withheld
from trust import TrustEngine

ENGINE = TrustEngine()
SHAPES = [
    "Van: {n} <{mail}>\nOnderwerp: aanvraag",
    'ADMINS = [("{n}", "{mail}")]',
    "{n}\nul. Lipowa 7, 20-020 Lublin | +48 512 903 214 | {mail}\nDOŚWIADCZENIE",
    "2026-12-02 INFO novo pedido #88213 user {n} cpf=4 email={mail}",
]


def _ascii(word: str) -> str:
    plain = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in plain if c.isascii() and c.isalpha())


@pytest.mark.parametrize("locale", ["de_DE", "es_ES", "pl_PL", "nl_NL", "pt_BR", "fr_FR"])
def test_a_name_its_address_spells_is_withheld(locale: str) -> None:
    fake = Faker(locale)
    fake.seed_instance(len(locale) * 3)
    missed, total = [], 0
    for shape in SHAPES:
        for _ in range(5):
            first, last = fake.first_name(), fake.last_name()
            mail = f"{_ascii(first)}.{_ascii(last)}@{fake.free_email_domain()}"
            text = shape.format(n=f"{first} {last}", mail=mail)
            total += 1
            if not withheld(text, f"{first} {last}"):
                missed.append(text)
    assert len(missed) <= 0.1 * total, missed


@pytest.mark.parametrize(
    "text",
    [
        "Brantley Freight Ltd <info@brantleyfreight.co.uk>",
        "Acme Support <acme@acme.io>",
        "Contact Sales at sales@bigco.com for a quote",
        "GitHub <noreply@github.com> sent this",
    ],
)
def test_role_mailboxes_and_companies_keep_their_words(text: str) -> None:
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PERSON"], text
