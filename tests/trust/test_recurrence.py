"""A value withheld once is withheld wherever the text repeats it, however written."""

from __future__ import annotations

import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trust import Sensitivity, TrustEngine

ENGINE = TrustEngine()

# passwords people choose: letters, a sign and digits (a sign at the very end could be
# the sentence's own "?", which the detectors rightly leave)
PASSWORDS = st.builds(
    lambda word, digits, sign: f"{word}{sign}{digits}",
    st.text(string.ascii_letters, min_size=4, max_size=8),
    st.integers(10, 9999),
    st.sampled_from("!#%&*?"),
)
INTROS = st.sampled_from(
    ["my password is {v}", "the wifi password: {v}", "mein Passwort ist {v}", "pw={v}"]
)
AGAIN = st.sampled_from(
    [
        "{intro}, and when I type {v} again it says wrong.",
        "{intro}\nis {v} strong enough?",
        "{intro}. Should I write {v} on a note?",
    ]
)


def _covered(text: str, value: str) -> bool:
    """Every mention of ``value`` lies inside a finding that withholds it."""
    spans = [(f.start, f.end) for f in ENGINE.classify(text).findings]
    start = text.find(value)
    while start != -1:
        if not any(a <= start and start + len(value) <= b for a, b in spans):
            return False
        start = text.find(value, start + 1)
    return True


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PASSWORDS, INTROS, AGAIN)
def test_a_password_written_twice_is_withheld_both_times(
    password: str, intro: str, again: str
) -> None:
    text = again.format(intro=intro.format(v=password), v=password)
    assert _covered(text, password), text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(100, 899), st.integers(10, 99), st.integers(1000, 9999))
def test_an_ssn_repeated_without_dashes_is_withheld(area: int, group: int, serial: int) -> None:
    ssn = f"{area}-{group}-{serial}"
    bare = ssn.replace("-", "")
    text = f"my SSN is {ssn}, the form wants it without dashes: {bare}?"
    found = ENGINE.classify(text)
    if not _covered(text, ssn):  # a number the SSA never issues (000, 666, 9xx)
        return
    assert _covered(text, bare), text
    assert found.sensitivity >= Sensitivity.SENSITIVE


def test_an_iban_spaced_once_and_then_joined_is_withheld_both_times() -> None:
    text = "IBAN: PL61 1090 1014 0000 0712 1981 2874 — do I paste 61109010140000071219812874?"
    assert _covered(text, "61109010140000071219812874")


def test_a_value_inside_a_longer_number_is_not_a_recurrence() -> None:
    text = "my PIN is 481516 and the invoice number is 94815160"
    invoice = text.index("94815160")
    spans = [(f.start, f.end) for f in ENGINE.classify(text).findings]
    assert (text.index("481516"), text.index("481516") + 6) in spans
    assert not any(start >= invoice for start, _ in spans)


def test_a_repeated_ordinary_word_stays() -> None:
    text = "password reset link: https://example.com/reset. Reset it before Friday."
    assert ENGINE.classify(text).findings == ()
