"""Own cases for the PII detectors, beyond the presidio corpus."""

from __future__ import annotations

import pytest

from trust import Sensitivity, TrustEngine

FOUND = [
    ("born on 14.03.1987 in Gdańsk", "DATE_OF_BIRTH", "14.03.1987"),
    ("DOB: March 3, 1990", "DATE_OF_BIRTH", "March 3, 1990"),
    ("Geburtsdatum 01/02/1975", "DATE_OF_BIRTH", "01/02/1975"),
    ("geb. 03.09.1979 in Graz, wie alt bin ich 2030?", "DATE_OF_BIRTH", "03.09.1979"),
    ("Anna Nowak, ur. 12.04.1988 w Krakowie", "DATE_OF_BIRTH", "12.04.1988"),
    ("my PESEL is 44051401458", "PL_PESEL", "44051401458"),
    ("henkilötunnus 131052-308T", "FI_HETU", "131052-308T"),
    ("DNI 12345678Z para la matrícula", "ES_DNI", "12345678Z"),
    ("codice fiscale RSSMRA85T10A562S", "IT_CODICE_FISCALE", "RSSMRA85T10A562S"),
    ("SSN 078-05-1123 on the form", "US_SSN", "078-05-1123"),
    ("social security number 078051123", "US_SSN", "078051123"),
    ("wire to GB82 WEST 1234 5698 7654 32 today", "IBAN", "GB82 WEST 1234 5698 7654 32"),
    ("visa 4111-1111-1111-1111", "CREDIT_CARD", "4111-1111-1111-1111"),
    ("laptop MAC 3c:22:fb:7a:11:0e", "MAC_ADDRESS", "3c:22:fb:7a:11:0e"),
    ("mail me: zofia.nowak+ares@poczta.onet.pl", "EMAIL", "zofia.nowak+ares@poczta.onet.pl"),
    ("ring me on 030 12345678", "PHONE", "030 12345678"),
    ("+33 1 42 68 53 00 is the office", "PHONE", "+33 1 42 68 53 00"),
    # a mobile whose digits happen to count up, after a word that says "call me"
    ("Liga-me para o 912 345 678 quando puderes", "PHONE", "912 345 678"),
]

NOT_FOUND = [
    "released on 14.03.1987 in Gdańsk",  # a date, not a birth date
    "order 44051401458 shipped",  # eleven digits without "PESEL"
    "the checksum 4111111111111112 fails Luhn",
    # no British bank code is "W3ST" (a printed IBAN of the country's shape is
    # withheld even when its check fails: test_labelled_accounts)
    "GB82 W3ST 1234 5698 7654 33 has a wrong check and shape",
    "build 20240517.3 passed",
    "1.2.3.4 is the version of the parser",
    "SELECT * FROM t LIMIT 1000000",
    "test vector 6123456789 from the spec",  # a count with a digit before it
]


@pytest.mark.parametrize(("text", "kind", "value"), FOUND)
def test_pii_is_found_with_its_exact_span(
    engine: TrustEngine, text: str, kind: str, value: str
) -> None:
    found = [f.value(text) for f in engine.classify(text).findings if f.kind == kind]
    assert found == [value]


@pytest.mark.parametrize("text", NOT_FOUND)
def test_lookalikes_are_not_personal(engine: TrustEngine, text: str) -> None:
    assert engine.classify(text).sensitivity is Sensitivity.PUBLIC, engine.classify(text)


def test_classes_follow_the_design_table(engine: TrustEngine) -> None:
    cases = {
        "anna@example.org": Sensitivity.PERSONAL,
        "call +44 20 7946 0958": Sensitivity.PRIVATE,
        "IBAN DE89 3704 0044 0532 0130 00": Sensitivity.SENSITIVE,
        "my HIV test came back positive": Sensitivity.SENSITIVE,
        "token ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5": Sensitivity.SECRET,
    }
    assert {t: engine.classify(t).sensitivity for t in cases} == cases
