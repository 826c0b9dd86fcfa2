"""Gaps the leak harness ran into, each through the real pipeline to an echo fake.

Each was a failing test here first (a token judged filler because it held "xxx", a
connection-string password without a digit or with a "#", a held-back password that
the egress took for a password, a PEM span past its END line) and is fixed now; they
stay as regression tests, and the harness's generators make these shapes again.
"""

from __future__ import annotations

import pytest

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer
from tests.controller.corpus import Sample
from tests.controller.drive import turn
from tests.controller.echo import Rig
from tests.controller.leakcheck import ENGINE, by_sha


async def _body(companion: Companion, rig: Rig, message: str, worker: str) -> str:
    record, _ = await turn(
        companion, Sample(message), worker, rig.privacy(worker), ConsentAnswer.PSEUDONYMISE
    )
    assert record.answer is not None, record.error
    return by_sha(rig.received())[record.ledger_sha or ""].decode()


@pytest.mark.parametrize(
    "message",
    [
        'Our checkout uses stripe.api_key = "sk_live_9ob9ZNL00V6rlpDJQXXxT6a6" in settings.py',
        "The bot token xoxb-179196820528-9911584041115-CtpX9WnzuJZD2pBPqXxXuUS6 stopped",
    ],
    ids=["stripe", "slack"],
)
async def test_a_random_token_that_happens_to_hold_xxx_is_withheld(
    companion: Companion, rig: Rig, message: str
) -> None:
    token = next(word.strip('"') for word in message.split() if word.startswith(('"sk_', "xox")))
    assert token not in await _body(companion, rig, message, "gpt-ext")


async def test_a_letters_only_password_in_a_connection_string_is_withheld(
    companion: Companion, rig: Rig
) -> None:
    message = "DATABASE_URL=postgresql://app_user:lbRuiDDAYx!oktsc@10.0.3.7:5432/orders fails"
    assert "lbRuiDDAYx!oktsc" not in await _body(companion, rig, message, "gpt-ext")


async def test_a_password_with_a_hash_in_a_connection_string_is_withheld(
    companion: Companion, rig: Rig
) -> None:
    message = "DATABASE_URL=postgresql://app_user:gZYAJwxjiB#MNURC@db.internal.example:5432/db"
    assert "gZYAJwxjiB#MNURC" not in await _body(companion, rig, message, "gpt-appr")


@pytest.mark.parametrize(
    "message",
    [
        "DATABASE_URL=postgresql://app_user:Kx8dP2mQ9z!aB3cD@10.0.3.7:5432/orders fails",
        "huggingface-cli login --token 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 fails",
    ],
    ids=["connection-string", "cli-token"],
)
async def test_a_credential_held_back_does_not_make_the_egress_refuse(
    companion: Companion, rig: Rig, message: str
) -> None:
    body = await _body(companion, rig, message, "local")
    assert "[SECRET_1]" in body


def test_a_private_key_finding_ends_at_its_end_line() -> None:
    message = (
        "-----BEGIN RSA PRIVATE KEY-----\n"
        "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\n"
        "-----END RSA PRIVATE KEY-----\nThanks. Where does my SSN go on the form?"
    )
    [finding] = [f for f in ENGINE.classify(message).findings if f.kind == "PRIVATE_KEY"]
    assert finding.value(message).endswith("-----END RSA PRIVATE KEY-----")


@pytest.mark.parametrize(
    ("password", "host"),
    [("Jyauxcfnd#TBehU", "db.internal.example"), ("KNouzMQ*xrlhe", "pg-prod.example.net")],
)
async def test_a_letters_only_password_with_a_symbol_is_withheld(
    companion: Companion, rig: Rig, password: str, host: str
) -> None:
    message = f"DATABASE_URL=postgresql://app_user:{password}@{host}:5432/orders fails"
    assert password not in await _body(companion, rig, message, "gpt-appr")
