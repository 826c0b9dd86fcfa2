"""Chat-like messages mixing ordinary text with what must not leave."""

from __future__ import annotations

import pytest

from trust import Pseudonymiser, Sensitivity, TrustEngine, Vault

CASES = [
    (
        "can you draft a reply to anna.kowalska@gmail.com about Tuesday?",
        Sensitivity.PERSONAL,
        {"EMAIL"},
    ),
    ("my number changed, it's now +48 601 234 567, tell the team", Sensitivity.PRIVATE, {"PHONE"}),
    ("pay the rent to DE89 3704 0044 0532 0130 00 by Friday pls", Sensitivity.SENSITIVE, {"IBAN"}),
    (
        "card 4111 1111 1111 1111 exp 12/27 got declined, why?",
        Sensitivity.SENSITIVE,
        {"CREDIT_CARD"},
    ),
    (
        "why does this fail? export OPENAI_API_KEY="
        "sk-proj-Zx81kQ0pLm2vNb7cRt5yWq3eHs9dFg4jKa6uTo1iPz8xC",
        Sensitivity.SECRET,
        {"OPENAI_KEY"},
    ),
    (
        "ssh works but git push asks for a password, I set it to Tr0ub4dor&3 in .netrc: "
        "machine github.com login me password Tr0ub4dor&3",
        Sensitivity.SECRET,
        {"PASSWORD"},
    ),
    (
        "Here are my AWS keys: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        Sensitivity.SECRET,
        {"AWS_KEY"},
    ),
    (
        "I've had panic attacks all week, and my therapist is away",
        Sensitivity.SENSITIVE,
        {"MENTAL_HEALTH"},
    ),
    ("server at 81.2.69.142 keeps timing out", Sensitivity.PERSONAL, {"IP_ADDRESS"}),
]


@pytest.mark.parametrize(("text", "sensitivity", "kinds"), CASES)
def test_chat_message(
    engine: TrustEngine, text: str, sensitivity: Sensitivity, kinds: set[str]
) -> None:
    result = engine.classify(text)
    assert result.sensitivity is sensitivity
    assert kinds <= {f.kind for f in result.findings}


def test_the_acceptance_message_leaves_nothing_behind(engine: TrustEngine) -> None:
    text = (
        "Here are my AWS keys: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. "
        "Email me at jane.doe@example.com. I was diagnosed with type 2 diabetes last month."
    )
    payload = Pseudonymiser(Vault()).pseudonymise(text, engine.classify(text).findings).text
    for value in ("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "jane.doe@example.com", "diabetes"):
        assert value not in payload


@pytest.mark.parametrize(
    "text",
    ["my password is hunter2", "Mein Passwort ist Sommer2024!", "my password is Tr0ub4dor&3."],
)
def test_a_password_told_in_prose_is_a_secret(engine: TrustEngine, text: str) -> None:
    result = engine.classify(text)
    assert result.sensitivity is Sensitivity.SECRET
    assert not result.findings[-1].value(text).endswith(".")


@pytest.mark.parametrize(
    "text", ["password is required", "the password was incorrect", "my password manager is great"]
)
def test_talking_about_passwords_is_not_one(engine: TrustEngine, text: str) -> None:
    assert engine.classify(text).sensitivity is Sensitivity.PUBLIC
