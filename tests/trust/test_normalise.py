"""Obfuscation (issue 11, point 12): hidden characters and look-alikes fool no detector,
and the spans found on the folded text cover exactly the original's characters."""

from __future__ import annotations

import string

import pytest
from faker import Faker
from hypothesis import given, settings
from hypothesis import strategies as st

from trust import Sensitivity, TrustEngine
from trust.detectors.values import is_masked
from trust.normalise import normalise

ENGINE = TrustEngine()
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
CYRILLIC = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "s": "ѕ", "i": "і"}


def _hide(word: str, draw: st.DrawFn) -> str:
    """One of: a zero-width character inside, Cyrillic look-alikes, full-width letters,
    a numeric HTML entity for one letter."""
    how = draw(st.sampled_from(["zero-width", "cyrillic", "full-width", "entity"]))
    at = draw(st.integers(1, len(word) - 1))
    if how == "zero-width":
        return word[:at] + draw(st.sampled_from(ZERO_WIDTH)) + word[at:]
    if how == "cyrillic":
        return "".join(CYRILLIC.get(c, c) for c in word)
    if how == "full-width":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in word)
    return word[:at] + f"&#{ord(word[at])};" + word[at + 1 :]


@st.composite
def obfuscated(draw: st.DrawFn) -> tuple[str, str]:
    body = draw(
        st.text(string.ascii_letters + string.digits, min_size=36, max_size=36).filter(
            lambda b: not is_masked("ghp_" + b)  # one character repeated: a mask, not a token
        )
    )
    token = "ghp_" + body
    keyword = draw(st.sampled_from(["password", "passwort", "secret", "api_key"]))
    value = draw(
        st.text(string.ascii_letters + string.digits + "!#%", min_size=8, max_size=20).filter(
            lambda v: (
                not is_masked(v) and any(c.isalpha() for c in v) and any(c.isdigit() for c in v)
            )
        )
    )
    if draw(st.booleans()):
        text = f'{_hide(keyword, draw)} = "{value}" and ghp_{_hide(body, draw)}'
        return text, value
    return f"my token is {_hide(token, draw)}, thanks", body


@settings(max_examples=150, deadline=None)
@given(obfuscated())
def test_hidden_characters_and_look_alikes_do_not_hide_a_secret(case: tuple[str, str]) -> None:
    text, value = case
    result = ENGINE.classify(text)
    assert result.sensitivity is Sensitivity.SECRET
    covered = "".join(text[f.start : f.end] for f in result.findings)
    assert value in covered or value in normalise(covered).text


def test_folded_spans_map_back_to_the_hidden_characters() -> None:
    text = 'export API_TOKEN="ab\u200bcD3fG7hJ9kL2mN" # ｔｏｋｅｎ'
    folded = normalise(text)
    assert folded.changed and "\u200b" not in folded.text and "token" in folded.text
    start = folded.text.index("ab")
    assert folded.span(start, start + 3) == (text.index("ab"), text.index("ab") + 4)


def test_text_that_needs_no_folding_is_left_as_it_is() -> None:
    for text in ["Explain how Dijkstra's algorithm works", "Zażółć gęślą jaźń", "Привет, мир"]:
        assert not normalise(text).changed


def test_russian_words_are_not_folded_into_latin() -> None:
    assert normalise("Пароль для входа и token").text.startswith("Пароль для входа")


@pytest.mark.parametrize("seed", range(6))
def test_an_address_encoded_in_a_link_is_an_email(seed: int) -> None:
    fake = Faker(["en_GB", "pl_PL", "de_DE"])
    fake.seed_instance(seed)
    address = fake.email().replace("@", "%40")
    text = f"unsubscribe: https://news.example.net/u?email={address}&t=7f3a"
    found = [text[f.start : f.end] for f in ENGINE.classify(text).findings if f.kind == "EMAIL"]
    assert found == [address]


def test_a_link_path_and_query_are_not_part_of_the_address() -> None:
    text = 'GET /account?email=lucia.morales@gmail.com HTTP/1.1" 200'
    found = [text[f.start : f.end] for f in ENGINE.classify(text).findings]
    assert found == ["lucia.morales@gmail.com"]


def test_a_percent_sign_of_a_figure_is_no_address() -> None:
    assert not normalise("growth was 100%40 of plan").changed
