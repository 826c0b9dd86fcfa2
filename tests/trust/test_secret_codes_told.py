"""Codes and passwords told in a sentence's own word order, in the languages ARES reads:
words between the code's name and its verb, the kind after the word ("código 2FA"),
a code *for* a thing, an elided article ("dell'ufficio"), Japanese without spaces."""

from __future__ import annotations

import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trust import TrustEngine

ENGINE = TrustEngine()

CODES = st.integers(100_000, 999_999).map(str) | st.integers(100, 999).map(
    lambda n: f"{n} {n * 7 % 900 + 100}"
)
CODE_SENTENCES = [
    "o código 2FA que chegou é {v}, digito onde?",
    "der TAN code ist {v}, soll ich den am telefon sagen?",
    "el código SMS que me llegó es {v}",
    "kod do paczkomatu to {v}, mogę go komuś przekazać?",
    "the code for the bike shed is {v}",
    "le code pour le portail est {v}",
]
PASSWORDS = st.builds(
    lambda word, sign, digits: f"{word.capitalize()}{sign}{digits}",
    st.text(string.ascii_lowercase, min_size=5, max_size=9),
    st.sampled_from("#!%&"),
    st.integers(10, 9999),
)
PASSWORD_SENTENCES = [
    "la password del wifi dell'ufficio è {v}, come la cambio?",
    "le mot de passe de l'imprimante est {v}",
    "wifiのパスワードは{v}です。ゲスト用の案内文を作って",
    "暗証番号：{v}。",
]


def _withheld(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [(f.start, f.end) for f in ENGINE.classify(text).findings if f.sensitivity.rank]
    return any(a <= start and start + len(value) <= b for a, b in spans)


@pytest.mark.parametrize("sentence", CODE_SENTENCES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=CODES)
def test_a_code_told_in_a_sentence_is_a_secret(sentence: str, code: str) -> None:
    text = sentence.format(v=code)
    assert _withheld(text, code), text
    assert ENGINE.classify(text).sensitivity.name == "SECRET"


@pytest.mark.parametrize("sentence", PASSWORD_SENTENCES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(password=PASSWORDS)
def test_a_password_told_in_a_sentence_is_a_secret(sentence: str, password: str) -> None:
    text = sentence.format(v=password)
    assert _withheld(text, password), text


@pytest.mark.parametrize(
    "text",
    [
        "the code for this is 404, what does it mean?",
        "the area code for Berlin is 030",
        "パスワードを忘れました。どうすればいい？",
        "パスワードは********です",
        "the 2FA code screen never shows up",
    ],
)
def test_talk_about_codes_gives_no_secret(text: str) -> None:
    assert ENGINE.classify(text).sensitivity.name != "SECRET", text
