"""E-mail addresses spelled out against scrapers, or with letters beyond ASCII, are
withheld from an external worker like any address (``trust/detectors/emails.py``);
prose with "at", "dot" and a matrix product's ``@`` passes untouched."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.pii_generators import faker, ordinary, payload

LOCALES = ("en_GB", "en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pl_PL", "nl_NL", "pt_PT")
LOCALES += ("cs_CZ", "sv_SE")
# (at, dot) as people write them, each language's words included
STYLES = (
    ("[at]", "."),
    (" [at] ", " [dot] "),
    (" (at) ", " (dot) "),
    ("{at}", "."),
    (" <at> ", " <dot> "),
    (" at ", " dot "),
    (" AT ", " DOT "),
    (" AT ", "."),
    (" @ ", "."),
    (" arroba ", " punto "),
    (" arobase ", " point "),
    (" chiocciola ", " punto "),
    (" małpa ", " kropka "),
    (" [ät] ", " [punkt] "),
    (" (at) ", "."),
)
TEMPLATES = (
    "my mail is {value}, write any time",
    "Kontakt: {value}",
    "contactez-moi : {value}",
    "escríbeme a {value} por favor",
    "Please send the invoice to {value}.",
    "{value}",
)


def _spelled(address: str, at: str, dot: str) -> str:
    local, _, domain = address.partition("@")
    return local.replace(".", dot) + at + domain.replace(".", dot)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    locale=st.sampled_from(LOCALES),
    style=st.sampled_from(STYLES),
    template=st.sampled_from(TEMPLATES),
    seed=st.integers(0, 10**6),
)
def test_a_spelled_out_address_does_not_leave(
    locale: str, style: tuple[str, str], template: str, seed: int
) -> None:
    fake = faker(locale)
    fake.seed_instance(seed)
    address = fake.free_email() if seed % 2 else fake.company_email()
    value = _spelled(address, *style)
    sent = payload(template.format(value=value))
    assert value.strip() not in sent
    assert "[EMAIL_" in sent


INTERNATIONAL = ("zoë.ng@exämple.com", "jürgen.müller@straße.de", "łukasz@poczta.pl")
INTERNATIONAL += ("ñandú@correo.es", "用户@例子.中国", "иван@пример.рф", "eleni@παράδειγμα.ελ")


@pytest.mark.parametrize("address", INTERNATIONAL)
def test_an_address_with_letters_beyond_ascii_does_not_leave(address: str) -> None:
    assert address not in payload(f"mail me at {address} tonight")


@pytest.mark.parametrize(
    "text",
    [
        "have a look at github.com and tell me",
        "I am at google dot com now",  # prose, however odd
        "Meet me at Starbucks.com later",
        "what does [at] mean in an e-mail address?",
        "usa la arroba para. Luego escribe el dominio",
        "In numpy, a @ b.T is a matrix product",
        "decorators: @ property.setter",
        "the meeting is at 10.30 sharp",
        "I work at example.com as a developer",
    ],
)
def test_prose_about_at_and_dot_passes_untouched(text: str) -> None:
    assert payload(text) == text


def test_ordinary_messages_hold_no_spelled_out_address() -> None:
    rng = random.Random(11)
    for _ in range(300):
        text = ordinary(rng)
        if "@" not in text:
            assert "[EMAIL_" not in payload(text), text
