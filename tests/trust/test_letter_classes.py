"""The address and personal-data rules' letter classes are narrowed to the alphabets
they are written for (``trust/detectors/letter_classes.py``) to save memory: what they
withhold must not change, in any of the languages and scripts they are written in."""

from __future__ import annotations

import random

import pytest
import re2

from tests.trust.pii_generators import ADDRESS_TEMPLATES, address_value, ordinary, payload, sample
from trust.detectors.addresses import RULES
from trust.detectors.base import RuleDetector
from trust.detectors.letter_classes import narrowed

LOCALES = ("en_GB", "en_US", "de_DE", "de_AT", "pl_PL", "fr_FR", "es_ES", "it_IT", "nl_NL")
LOCALES += ("pt_PT", "cs_CZ", "el_GR", "tr_TR", "sv_SE")


@pytest.fixture(scope="module")
def detectors() -> tuple[RuleDetector, RuleDetector]:
    return RuleDetector("wide", RULES), RuleDetector("narrow", RULES, alphabet=narrowed)


def _spans(detector: RuleDetector, text: str) -> list[tuple[int, int, str]]:
    return [(f.start, f.end, f.detector.split(":")[1]) for f in detector.detect(text)]


@pytest.mark.parametrize("locale", LOCALES)
def test_narrowed_rules_find_the_same_addresses_as_unicodes_classes(
    locale: str, detectors: tuple[RuleDetector, RuleDetector]
) -> None:
    wide, narrow = detectors
    rng = random.Random(locale)
    found = 0
    for _ in range(60):
        text = rng.choice(ADDRESS_TEMPLATES).format(value=address_value(locale, rng))
        assert _spans(narrow, text) == _spans(wide, text), text
        found += bool(_spans(wide, text))
    assert found > 0  # the comparison saw addresses, not only silence


def test_narrowed_rules_leave_ordinary_messages_as_they_were(
    detectors: tuple[RuleDetector, RuleDetector],
) -> None:
    wide, narrow = detectors
    rng = random.Random(5)
    for _ in range(300):
        text = ordinary(rng)
        assert _spans(narrow, text) == _spans(wide, text), text


@pytest.mark.parametrize(
    "text, street",
    [
        ("Send it to Ελευθερίου Βενιζέλου 12, 10564 Αθήνα", "Βενιζέλου 12"),
        ("mieszkam przy ul. Źródlanej 14/3, 30-001 Kraków", "Źródlanej 14/3"),
        ("Nova adresa: Łąkowa 7, 61-001 Poznań", "Łąkowa 7"),
        ("Wohnt in der Äußeren Schloßstraße 12, 01067 Dresden", "Schloßstraße 12"),
        ("I live at 221B Baker Street, London NW1 6XE", "Baker Street"),
    ],
)
def test_streets_in_letters_beyond_ascii_are_still_withheld(text: str, street: str) -> None:
    assert street not in payload(text)


def test_a_class_inside_brackets_is_widened_in_place_and_a_bare_one_bracketed() -> None:
    bare, inside = narrowed(r"\p{Lu}x"), narrowed(r"[^\p{L}\p{N}'\]]")
    for letter in "AŁΣЖẞ":
        assert re2.fullmatch(bare, letter + "x")
        assert not re2.fullmatch(inside, letter)
    assert not re2.fullmatch(bare, "ax")
    assert re2.fullmatch(inside, " ") and not re2.fullmatch(inside, "]")
    assert narrowed(r"\p{Han}\d") == r"\p{Han}\d"  # kanji keep their own class


def _pii_texts() -> list[str]:
    from tests.trust.test_emails_spelled_out import INTERNATIONAL, STYLES, _spelled
    from tests.trust.test_personal_kinds import PASSING, WITHHELD

    rng = random.Random(8)
    texts = [sample("id", "en_US", rng)[0] for _ in range(200)]
    texts += [text for text, *_ in WITHHELD] + [text for text, *_ in PASSING]
    texts += [f"mail: {_spelled('jan.nowak@wp.pl', *style)}" for style in STYLES]
    texts += [f"write to {address}" for address in INTERNATIONAL]
    return [*texts, "私のマイナンバーは 1234 5678 9012 です", "номер паспорта: 4509 123456"]


def test_narrowed_personal_data_rules_find_what_unicodes_classes_find() -> None:
    from trust.detectors.registry import (
        BIOMETRIC_RULES,
        DOCUMENT_RULES,
        EMAIL_RULES,
        NATIONAL_ID_RULES,
        PII_RULES,
    )

    rules = PII_RULES + EMAIL_RULES + NATIONAL_ID_RULES + DOCUMENT_RULES + BIOMETRIC_RULES
    wide, narrow = RuleDetector("wide", rules), RuleDetector("narrow", rules, alphabet=narrowed)
    found = 0
    for text in _pii_texts():
        assert _sorted_spans(narrow, text) == _sorted_spans(wide, text), text
        found += bool(_sorted_spans(wide, text))
    assert found > 100


def _sorted_spans(detector: RuleDetector, text: str) -> list[tuple[int, int, str]]:
    return sorted(_spans(detector, text))
