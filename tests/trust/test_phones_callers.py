"""National numbers from several countries told as a phone ("customer called from 0909
442 1830", "call me on 0803 412 7765"): a caller's number stays a phone though
"customer" stands near it. An order or an ISBN with the same shape passes."""

from __future__ import annotations

import pytest

from tests.trust.labelled_cases import cases, covered
from trust import TrustEngine

CUES = ["customer called from {v}", "call me on {v} tonight", "my number is {v}", "Tel: {v}"]
# Philippine, Nigerian, Indian and South African mobiles with their trunk 0, invented
NUMBERS = ["0909 442 1830", "0803 412 7765", "098765 43210", "082 417 3390"]

NOT_PHONES = [
    "order 0909 442 1830 shipped yesterday",
    "ISBN 0-306-40615-2 is on the back cover",
]


@pytest.mark.parametrize(
    ("text", "value"),
    cases(CUES, NUMBERS, ["{label}"]) + cases(CUES[::-1], NUMBERS, ["Hi, {label}. Thanks"]),
)
def test_phone_abroad_after_word(engine: TrustEngine, text: str, value: str) -> None:
    assert covered(engine, text, value), text


@pytest.mark.parametrize("text", NOT_PHONES)
def test_digits_without_phone_word_pass(engine: TrustEngine, text: str) -> None:
    kinds = {f.kind for f in engine.classify(text).findings}
    assert "PHONE" not in kinds, text
