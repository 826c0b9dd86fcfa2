"""A value a credential's name introduces is withheld whatever it looks like; what only
stands for one, and ordinary code about credentials, passes byte-identical (issue 11,
point 1). Generated cases are in ``secret_context_generators``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.pii_generators import payload
from tests.trust.secret_context_generators import CLEAN_FAMILIES, FAMILIES, families_hold

WITHHELD = [
    ("token = GmojBrsabt", "GmojBrsabt"),
    ("auth:=UCJ", "UCJ"),
    ("secret = hello world", "hello world"),
    ("apiKey := {abc$%def}", "{abc$%def}"),
    ("password: Tr0ub4dor", "Tr0ub4dor"),
    ("password = GmojBrsabt", "GmojBrsabt"),
    ('api_key = "{HHBAbuds}"', "HHBAbuds"),
    ("token = GmojBrsabt  # prod", "GmojBrsabt"),
]

PASSES = [
    'token: "kubectl"',
    "token: kubectl",
    'password = input("Password: ")',
    "token = request.headers.get('X-Token')",
    "secret = None",
    "auth: true",
    "PasswordAuthentication no",
    "token = get_token()",
    'password = os.environ["PW"]',
    "token = ${TOKEN}",
    "token = $TOKEN",
    "token: {{ secrets.TOKEN }}",
    "apiKey = process.env.API_KEY",
    "password = ****",
    "token = <your-token-here>",
    "token = kubeConfig",
    "auth = authHeader",
    "auth: LDAP",
    "AUTH=PLAIN",
    "apiKey = {password}",
]


@pytest.mark.parametrize(("message", "value"), WITHHELD)
def test_a_value_named_a_credential_is_withheld(message: str, value: str) -> None:
    assert value not in payload(message)


@pytest.mark.parametrize("message", PASSES)
def test_stand_ins_and_ordinary_code_pass_byte_identical(message: str) -> None:
    assert payload(message) == message


@settings(max_examples=3, deadline=None, derandomize=True)  # a rare miss is reported, not flaky
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=40, max_size=40))
def test_generated_values_never_leave_and_stand_ins_pass(seeds: list[int]) -> None:
    families_hold(seeds, FAMILIES, CLEAN_FAMILIES)
