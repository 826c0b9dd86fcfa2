"""Identity documents and account numbers named by context; identifiers by shape."""

from __future__ import annotations

import pytest

from trust import TrustEngine

NAMED = [
    ("My passport number is X1234567 and it expires in 2030", "PASSPORT", "X1234567"),
    ("Numer paszportu: EA 1234567", "PASSPORT", "EA 1234567"),
    ("Mein Reisepass: C01X00T47", "PASSPORT", "C01X00T47"),
    ("Personalausweis L01X00T471", "ID_CARD", "L01X00T471"),
    ("el NIE X1234567Z", "ID_CARD", "X1234567Z"),
    ("driving licence MORGA657054SM9IJ", "DRIVING_LICENCE", "MORGA657054SM9IJ"),
    ("Steuer-ID 12 345 678 901", "TAX_ID", "12 345 678 901"),
    ("PAN ABCDE1234F", "TAX_ID", "ABCDE1234F"),
    ("numéro de sécurité sociale 1 85 05 78 006 084 36", "NATIONAL_ID", "1 85 05 78 006 084 36"),
    ("My NI number is QQ 12 34 56 C", "NATIONAL_ID", "QQ 12 34 56 C"),
    ("national insurance number AB123456C", "UK_NINO", "AB123456C"),
    ("customer number 88-1203-77", "ACCOUNT_NUMBER", "88-1203-77"),
    ("driver's licence D1234-56789-01234 was in my wallet", "DRIVING_LICENCE", "D1234-56789-01234"),
    ("my drivers licence no. K829-3312", "DRIVING_LICENCE", "K829-3312"),
    ("routing 021000021, account 4829103375", "ACCOUNT_NUMBER", "4829103375"),
    ("mein Konto 1234 5678 90 bei der Sparkasse", "ACCOUNT_NUMBER", "1234 5678 90"),
    ("St.-Nr. 123/456/78901 bitte angeben", "TAX_ID", "123/456/78901"),
    ("numer klienta 998877", "ACCOUNT_NUMBER", "998877"),
    ("my number plate is AB12 CDE", "LICENCE_PLATE", "AB12 CDE"),
    ("Kennzeichen: B-MW 1234", "LICENCE_PLATE", "B-MW 1234"),
    ("we are at 52.2297, 21.0122 right now", "GPS_COORDINATES", "52.2297, 21.0122"),
    ("meet at 51°30'26\"N 0°7'39\"W", "GPS_COORDINATES", "51°30'26\"N 0°7'39\"W"),
    ("follow me on instagram @zuzia.w_92", "SOCIAL_HANDLE", "@zuzia.w_92"),
]

UNNAMED = [
    "the passport office opens at 9",
    "My passport is in the drawer",
    "I renewed my passport in 2019 and my ID card in 2021",
    "Nie mam czasu w 2024 roku",
    "Sin 2023 no hay datos",
    "Pan 2019 był w Krakowie",
    "@property decorators in Python",
    "Send me the account number when you can",
    "account 2 is locked since 2024-11-03",
    "I drive to the licence office on Monday",
]


@pytest.mark.parametrize(("text", "kind", "value"), NAMED)
def test_a_value_named_by_its_context_is_withheld(
    engine: TrustEngine, text: str, kind: str, value: str
) -> None:
    found = {(f.kind, f.value(text)) for f in engine.classify(text).findings}
    assert (kind, value) in found


@pytest.mark.parametrize("text", UNNAMED)
def test_the_words_alone_are_no_identifier(engine: TrustEngine, text: str) -> None:
    assert not engine.classify(text).findings


NAMED_AFTER = [
    ("512085390, my passport number.", "PASSPORT", "512085390"),
    ("X1234567 (my passport)", "PASSPORT", "X1234567"),
    ("T22000129 (mein Personalausweis)", "ID_CARD", "T22000129"),
]


@pytest.mark.parametrize(("text", "kind", "value"), NAMED_AFTER)
def test_a_value_named_after_it_is_withheld(
    engine: TrustEngine, text: str, kind: str, value: str
) -> None:
    found = {(f.kind, f.value(text)) for f in engine.classify(text).findings}
    assert (kind, value) in found
