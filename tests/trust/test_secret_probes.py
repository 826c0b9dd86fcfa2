"""Secrets of issue 11's points 8, 9 and 12 in layouts the other generators do not
draw: SQL ``SET PASSWORD``, a pair of credentials named by what it opens, a TOTP key's
short last group, recovery codes of letters only, a seed phrase after a word of
another list, PINs and card codes named by where they are, a credential word of
several meanings ("my secret is …"); and talk that must pass."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.pii_generators import payload
from tests.trust.secret_probe_generators import FAMILIES, leaked

WITHHELD = [
    ("SET PASSWORD FOR 'kiosk'@'%' = 'Brzoza!71';", "Brzoza!71"),
    ("mysql> SET PASSWORD = PASSWORD('Lato_2031');", "Lato_2031"),
    ("creds for the build server are jenkins / Wr0nska-88", "Wr0nska-88"),
    ("Einrichtungsschlüssel: PB3K QX7M 2ZLD 5TVA NW6R ER", "ER"),
    ("Backup codes:\nKQWE-RTYP\nZXCV-BNM4\nHJKL-QWER\nPOIU-YTRE", "KQWE-RTYP"),
    ("Backup codes:\nKQWE-RTYP\nZXCV-BNM4\nHJKL-QWER\nPOIU-YTRE", "POIU-YTRE"),
    (
        "the words are: abandon disposer pinceau olfactif broder halte pochette manuel "
        "puiser pelouse asphalte poivre",
        "abandon",
    ),
    ("card security code on the back 708", "708"),
    ("PIN do karty: 5521", "5521"),
    ("my secret is Qm7!vTa9rL", "Qm7!vTa9rL"),
    ("the api_key is k2Hf_9LwQz", "k2Hf_9LwQz"),
]

PASSES = [
    "my secret is that I love pizza",
    "the token is expired",
    "recovery codes: keep them safe, print them and store them offline",
    "Backup codes help when you lose your phone: where do I find them?",
    "SET PASSWORD is deprecated in MySQL 8, what replaces it?",
]


@pytest.mark.parametrize(("message", "value"), WITHHELD)
def test_a_secret_of_each_layout_is_withheld(message: str, value: str) -> None:
    sent = payload(message)
    assert value not in sent.replace("[SECRET_", "[").replace("[TOTP_", "["), sent


@pytest.mark.parametrize("message", PASSES)
def test_talk_about_them_passes(message: str) -> None:
    assert payload(message) == message


@settings(max_examples=2, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=25, max_size=25))
def test_generated_probes_never_leave(seeds: list[int]) -> None:
    for family, draw in FAMILIES.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        assert [c.message for c in cases if leaked(c)] == [], family
