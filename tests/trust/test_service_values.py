"""Values that are nobody's pass unchanged; their personal twins are still withheld
(the families are in ``service_values``): documentation mailboxes, service numbers,
Unix timestamps, order numbers, documented test cards, public resolvers' IPv6."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tests.trust.pii_generators import ENGINE, leaked, payload
from tests.trust.service_values import PASSING, WITHHELD, Withheld

SEEDS = range(25)


@pytest.mark.parametrize("family", PASSING, ids=lambda f: f.__name__)
def test_values_that_are_nobodys_pass(family: Callable[[random.Random], str]) -> None:
    texts = (family(random.Random(seed)) for seed in SEEDS)
    altered = [text for text in texts if payload(text) != text]
    assert altered == []


@pytest.mark.parametrize("family", WITHHELD, ids=lambda f: f.__name__)
def test_personal_twins_are_withheld(family: Callable[[random.Random], Withheld]) -> None:
    cases = (family(random.Random(seed)) for seed in SEEDS)
    leaks = [(text, value) for text, value in cases if leaked(text, [value])]
    assert leaks == []


# the reported messages; "Apple Support" (a PERSON) and "Visa" (IMMIGRATION) are other
# detectors' findings, so each message is held to the kind of its value alone
@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("Contact support@example.com for help.", "EMAIL"),
        ("Replace your_email@example.com with your address.", "EMAIL"),
        ("Login as you@test.example", "EMAIL"),
        ("For billing questions call Apple Support at 1-800-275-2273", "PHONE"),
        ("Die Hotline der Deutschen Bahn erreichen Sie unter 030 2970", "PHONE"),
        ("Logged at 1731024800 (unix epoch)", "PHONE"),
        ("ts=1700000000", "PHONE"),
        ("created_at: 1699999999123", "PHONE"),
        ("Your order 4471-2290-8831 has shipped.", "IN_AADHAAR"),
        ("The Visa test number 4111 1111 1111 1111 always succeeds in the sandbox", "CREDIT_CARD"),
        ("Google Public DNS: 8.8.8.8 and 2001:4860:4860::8888", "IP_ADDRESS"),
    ],
)
def test_the_reported_values_pass(message: str, kind: str) -> None:
    assert [f for f in ENGINE.classify(message).findings if f.kind == kind] == []
