"""Street + number (+ postcode and city) in the ways seven countries write them."""

from __future__ import annotations

import pytest

from trust import Sensitivity, TrustEngine

ADDRESSES = [
    (
        "I live at 1600 Pennsylvania Avenue NW, Washington, DC 20500",
        "1600 Pennsylvania Avenue NW, Washington, DC 20500",
    ),
    ("ship to 742 Evergreen Terrace, Springfield", "742 Evergreen Terrace, Springfield"),
    ("Send it to 221B Baker Street, London NW1 6XE", "221B Baker Street, London NW1 6XE"),
    ("Meine Adresse: Hauptstraße 12, 10115 Berlin", "Hauptstraße 12, 10115 Berlin"),
    ("Ich wohne in der Berliner Straße 5a", "Berliner Straße 5a"),
    ("J'habite au 12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris"),
    ("Vivo en Calle Mayor 10, 28013 Madrid", "Calle Mayor 10, 28013 Madrid"),
    ("Abito in Via Roma 15, 00184 Roma", "Via Roma 15, 00184 Roma"),
    (
        "Mieszkam na ul. Marszałkowska 10/5, 00-590 Warszawa",
        "ul. Marszałkowska 10/5, 00-590 Warszawa",
    ),
]


@pytest.mark.parametrize(("text", "address"), ADDRESSES)
def test_address_is_private_and_spans_the_whole_address(
    engine: TrustEngine, text: str, address: str
) -> None:
    result = engine.classify(text)
    assert result.sensitivity is Sensitivity.PRIVATE
    assert [f.value(text) for f in result.findings if f.kind == "ADDRESS"] == [address]


@pytest.mark.parametrize(
    "text",
    [
        "Take the 5 main roads out of town",
        "Our office moved to Berlin in 2019",
        "Paris 75002 is a postcode",
        "Page 12 of the street atlas",
    ],
)
def test_places_without_a_street_and_number_are_not_addresses(
    engine: TrustEngine, text: str
) -> None:
    assert not [f for f in engine.classify(text).findings if f.kind == "ADDRESS"]
