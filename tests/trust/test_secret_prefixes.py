"""Definitive provider tokens (issue 11, point 2), passwords told in four languages and
credential-named values that look like numbers or made-up letters (point 1) never reach
an external worker; masks, references, providers' published examples and commands that
prompt for the password do.

The payload checked is what the policy sends an external worker when consent is
refused. Generators: ``secret_prefix_generators``, ``secret_language_generators``.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import payload
from tests.trust.secret_language_generators import FAMILIES as LANGUAGE_FAMILIES
from tests.trust.secret_prefix_generators import FORMATS, SETTINGS, drawn_token, leaked

SEEDS = st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60)


@settings(max_examples=3, deadline=None)
@given(seeds=SEEDS)
def test_prefixed_tokens_never_leave_in_any_setting(seeds: list[int]) -> None:
    drawn = [drawn_token(random.Random(seed)) for seed in seeds]
    assert [(p, c.message) for p, c in drawn if leaked(c) and not _key_listing(p, c)] == []


def _key_listing(provider: str, case: Case) -> bool:
    """A text that is nothing but a Google key, with no word at all, reads as a listing
    of the public sample keys Google's own libraries embed: by design it waits for a
    word of keys (``secrets_providers``)."""
    rest = case.message.replace(case.values[0], " ")
    return provider == "google-api" and re.search(r"[^\W\d_]{2,}", rest) is None


@pytest.mark.parametrize("provider", sorted(FORMATS))
def test_each_format_alone_on_a_line_with_a_repetitive_body(provider: str) -> None:
    token = FORMATS[provider](
        lambda alphabet, size: (alphabet[1:4] * size)[:size], random.Random(7)
    )
    for setting in (SETTINGS[2], SETTINGS[4], SETTINGS[11]):
        message = setting.format(t=token)
        assert token not in payload(message), message


@settings(max_examples=3, deadline=None)
@given(seeds=SEEDS)
def test_passwords_in_four_languages_and_numberlike_values_never_leave(seeds: list[int]) -> None:
    for family, draw in LANGUAGE_FAMILIES.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        assert [c.message for c in cases if leaked(c)] == [], family


WITHHELD = [
    ("password=0.0", "0.0"),
    ('"password": "false"', "false"),
    ("export DB_PASSWORD=1.0.0", "1.0.0"),
    ("PIN=2024-01-05", "2024-01-05"),
    (
        "it fails:\nAIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q\n",
        "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
    ),
    ("zmieniłem hasło na plmoknij", "plmoknij"),
    ("ich habe das Passwort auf wqpzrtk geändert", "wqpzrtk"),
    (
        "Here are my AWS keys: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "AKIAIOSFODNN7EXAMPLE",
    ),
]

PASSES = [
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
    "The docs say AKIAIOSFODNN7EXAMPLE, what is that format?",
    "token: ghp_************************************",
    "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX",
    "ssh -o PasswordAuthentication=no host",
    "use_password: false",
    "password: ${DB_PASSWORD}",
    "password = get_password()",
    "zmieniłam hasło na dłuższe",
    "ustawiłem hasło na komputerze i telefonie",
    "Passwort geändert auf Wunsch des Kunden",
    "cambié mi contraseña por seguridad",
    "htpasswd -c .htpasswd bob",
    "net user bob /delete",
    "openssl rsa -in key.pem -passin env:KEYPASS -out plain.pem",
    "The Authorization: Basic scheme sends base64",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com',
]


@pytest.mark.parametrize(("message", "value"), WITHHELD)
def test_a_value_of_each_kind_is_withheld(message: str, value: str) -> None:
    assert value not in payload(message)


@pytest.mark.parametrize("message", PASSES)
def test_masks_references_examples_and_talk_pass(message: str) -> None:
    assert payload(message) == message
