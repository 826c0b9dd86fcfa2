"""Street + number (+ postcode and city) in the ways seven countries write them."""

from __future__ import annotations

import random

import pytest

from tests.trust.address_generators import address_type_first, whole_address
from tests.trust.pii_generators import payload
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
    # the type word first, a person's name as the street's, flat parts after the number
    (
        "mi dirección es Passeig de Joan Miró 44, bajo, 08013 Barcelona",
        "Passeig de Joan Miró 44, bajo, 08013 Barcelona",
    ),
    ("vivo en Avinguda de Teresa Pàmies 12, Girona", "Avinguda de Teresa Pàmies 12, Girona"),
    (
        "Lieferadresse: Largo Tommaso Salvini 3, piano 2, 40126 Bologna (BO)",
        "Largo Tommaso Salvini 3, piano 2, 40126 Bologna (BO)",
    ),
    (
        "mieszkam przy al. Ireny Sendlerowej 8, lok. 4, 02-777 Warszawa",
        "al. Ireny Sendlerowej 8, lok. 4, 02-777 Warszawa",
    ),
    (
        "mój adres to Plac Stefana Żeromskiego 2, piętro 3, 25-001 Kielce",
        "Plac Stefana Żeromskiego 2, piętro 3, 25-001 Kielce",
    ),
    (
        "j'habite au 7 bis allée Jeanne Barret, 2e étage, 21000 Dijon",
        "7 bis allée Jeanne Barret, 2e étage, 21000 Dijon",
    ),
    ("Send it to Aleja Wandy Rutkiewicz, 50-001 Wrocław", "Aleja Wandy Rutkiewicz, 50-001 Wrocław"),
    ("ik woon op Klaverlaan 9 2-hoog, Berg en Dal", "Klaverlaan 9 2-hoog, Berg en Dal"),
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


def test_a_street_named_after_a_person_is_no_person(engine: TrustEngine) -> None:
    text = "¿Se puede visitar Paseo del Prado 8? Y la Rambla de Catalunya?"
    assert payload(text) == text
    found = engine.classify("vivo en Camino de Gilberto Torralba 47, 3º B, 34001 Palencia")
    assert [f.kind for f in found.findings] == ["ADDRESS"]


def test_generated_type_first_addresses_are_one_span() -> None:
    rng = random.Random("type-first")
    cases = [address_type_first(rng) for _ in range(200)]
    split = [c.values[0] for c in cases if not whole_address(c)]
    assert len(split) <= 4, split
