"""Generated people, addresses, phones and ids never reach an external worker.

Hypothesis draws a locale and a seed; Faker makes the values in that locale and a
template puts them in a sentence (kinship, greeting, sign-off, "my name is" … in seven
languages). The payload an external worker would get when the person refuses consent
holds none of them. Names are also drawn from no list at all ("Zumiro Kotabel"), so
context alone is tested, not the gazetteer. Ordinary messages pass untouched.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.trust.pii_generators import (
    ADDRESS_LOCALES,
    LOCALES,
    NAME_TEMPLATES,
    ORDINARY,
    leaked,
    payload,
    sample,
)

SLOW = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
# the ordinary messages the engine is known to alter: none, apart from this one
KNOWN_ALTERED = {"Grace Hopper invented the first compiler, right?"}


@pytest.mark.parametrize(
    ("kind", "locales"),
    [
        ("name", LOCALES),
        ("invented-name", LOCALES),  # in no list: the context alone says "name"
        ("address", ADDRESS_LOCALES),
        ("phone", LOCALES),
        ("id", LOCALES),  # passport, ID card, licence, tax, social security, customer
    ],
)
@SLOW
@given(data=st.data(), seed=SEEDS)
def test_generated_personal_data_does_not_leave(
    kind: str, locales: tuple[str, ...], data: st.DataObject, seed: int
) -> None:
    locale = data.draw(st.sampled_from(locales), label="locale")
    text, values = sample(kind, locale, random.Random(seed))
    assert leaked(text, values) == [], payload(text)


def test_every_template_language_has_kinship_greeting_and_sign_off() -> None:
    for language, templates in NAME_TEMPLATES.items():
        assert len(templates) >= 5, language


def test_ordinary_messages_pass_untouched() -> None:
    altered = {text for text in ORDINARY if payload(text) != text}
    assert altered == KNOWN_ALTERED
