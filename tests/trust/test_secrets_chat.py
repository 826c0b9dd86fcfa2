"""Secrets pasted into a chat by structural class: random tokens next to a credential
word in any of eight languages, tokens of unknown vendors, wrapped tokens, a value on the
line after its name, cookie headers, .pgpass and htpasswd lines; and the runs of
characters that look like tokens but are data (digests, UUIDs, encoded text, URLs)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.chat_generators import leaked, secret_token
from tests.trust.clean_generators import clean_chat
from tests.trust.pii_generators import payload
from tests.trust.secret_chat_generators import FAMILIES

WITHHELD = [
    ("mein API-Schlüssel lautet Qx7vR2mKp9LwT4zN8bYc3DfH", "Qx7vR2mKp9LwT4zN8bYc3DfH"),
    ("la chiave API è aB3dE5fG7hJ9kL1mN3pQ5rS7 ma non va", "aB3dE5fG7hJ9kL1mN3pQ5rS7"),
    ("mijn toegangstoken: Zt8Kw2Lp5Nq7Rs9Tv1Xy3Bc6", "Zt8Kw2Lp5Nq7Rs9Tv1Xy3Bc6"),
    ("hasło do API to Gh4Jk6Lm8Np2Qr4St6Vw8Xz1", "Gh4Jk6Lm8Np2Qr4St6Vw8Xz1"),
    ("the new one is plk_live_4fT9qW2eR7yU1iO5pA3sD8fG6hJ0kL, rotate the old",
     "plk_live_4fT9qW2eR7yU1iO5pA3sD8fG6hJ0kL"),
    ("sorry it got cut: tok_9Fh3Kd8Lq2\nWz7Xc4Vb6Nm1 (from my phone)", "Wz7Xc4Vb6Nm1"),
    ("SERVICE_TOKEN=\n  Pq9Rs2Tu5Vw8Xy1Za4Bc7De0Fg", "Pq9Rs2Tu5Vw8Xy1Za4Bc7De0Fg"),
    ("Cookie: theme=dark; sessid=8d7Fk2Lm9Qw3Er5Ty1Ui7Op", "8d7Fk2Lm9Qw3Er5Ty1Ui7Op"),
    ("db.lan:5432:billing:report:Winter-Is-Coming-42", "Winter-Is-Coming-42"),
    ("ops:$2y$10$Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz3Ab4Cd5Ef6Gh7",
     "$2y$10$Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz3Ab4Cd5Ef6Gh7"),
    ("can you tell why 7hQ2mX9pL4vK8nR3tW6yB1cF5jD0sGa2Zu is refused by the server?",
     "7hQ2mX9pL4vK8nR3tW6yB1cF5jD0sGa2Zu"),
    # a chosen password with a dot reads like a package name, but a capitalised word
    # with digits after it is how people make them
    ('is this ok? secret = "john.Smith99"', "john.Smith99"),
    ('api_secret: "Kupfer.Wolke7"', "Kupfer.Wolke7"),
]  # fmt: skip

PASSES = [
    "The fix is in commit 3f9a2c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f, can you review it?",
    "Request id 9b2f0c1e-4d3a-4c8b-9e7f-1a2b3c4d5e6f failed with a 502",
    "The image digest is sha256:4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b",
    "see https://docs.example.com/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit for the plan",
    "The base64 of the greeting is SGVsbG8sIGhvdyBhcmUgeW91IHRvZGF5Pw== if you need it",
    "Our Kubernetes namespace is payments-prod-eu-west-1, the pod is api-7d9f8c6b5-x2k4p",
    "Rename getUserAccountSettingsById to loadAccountSettings please",
    "Thanks for the token docs, the expiry is 3600 seconds",
    "The default password for the router admin page is printed on the label",
    "the wifi password is written on the fridge, ask mum",
    'token_name = "com.Example.App" in the manifest',
]


@pytest.mark.parametrize(("message", "value"), WITHHELD)
def test_a_secret_pasted_in_a_chat_is_withheld(message: str, value: str) -> None:
    assert value not in payload(message)


@pytest.mark.parametrize("message", PASSES)
def test_token_shaped_data_passes(message: str) -> None:
    assert payload(message) == message


@settings(max_examples=3, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60))
def test_generated_secrets_in_chat_never_leave(seeds: list[int]) -> None:
    for family, draw in {**FAMILIES, "secret-token": secret_token}.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        leaking = [c.message for c in cases if leaked(c)]
        assert len(leaking) <= 0.07 * len(cases), (family, leaking)


@settings(max_examples=3, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60))
def test_generated_ordinary_chat_passes_untouched(seeds: list[int]) -> None:
    messages = [clean_chat(random.Random(seed)).message for seed in seeds]
    assert [m for m in messages if payload(m) != m] == []
