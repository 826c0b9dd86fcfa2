"""A postal address's town line, as each country writes it, is withheld with its
street; Swedish and Indian street lines, a Mexican colonia, a Prague district and a
Japanese building are part of the address. The same numbers and towns in prose pass.

Postcodes and towns come from Faker's locales (seeded), so no test pins one string.
"""

from __future__ import annotations

import pytest
from faker import Faker

from trust import TrustEngine


def _faker(locale: str, seed: int) -> Faker:
    fake = Faker(locale)
    fake.seed_instance(seed)
    return fake


def _town_line(locale: str, fake: Faker) -> str:
    """The town line in the country's order: "12049 Berlin", "Savannah, GA 31405"."""
    city, code = fake.city(), fake.postcode()
    while not city[0].isupper():  # pt_BR draws "da Cunha" alone, which no town is
        city = fake.city()
    if locale == "en_US":
        return f"{city}, {fake.state_abbr()} {code}"
    if locale == "pt_BR":
        return f"{city} - {fake.estado_sigla()}, {code[:5]}-{code[-3:]}"
    if locale == "en_GB":
        return f"{city} {code}"
    if locale == "en_IN":
        return f"{city} {code}"
    return f"{code} {city}"


STREETS = {
    "de_DE": "Hermannstraße {n}",
    "en_US": "{n} Magnolia Ct",
    "en_GB": "{n} Thornbury Avenue",
    "pt_BR": "Rua Augusta, {n}, apto 72",
    "pt_PT": "Rua de Cedofeita {n}",
    "cs_CZ": "Vinohradská {n}",
    "sv_SE": "Sveavägen {n}",
}


def _covers(engine: TrustEngine, text: str, value: str) -> bool:
    start = text.index(value)
    found = engine.classify(text).findings
    return any(f.start <= start and f.end >= start + len(value) for f in found)


@pytest.mark.parametrize("locale", sorted(STREETS))
@pytest.mark.parametrize("seed", range(3))
def test_town_line_under_a_street(engine: TrustEngine, locale: str, seed: int) -> None:
    fake = _faker(locale, seed)
    street = STREETS[locale].format(n=fake.random_int(2, 400))
    town = _town_line(locale, fake)
    text = f"Deliver to:\n{fake.name()}\n{street}\n{town}\nTel. 0176 2398 5410"
    assert _covers(engine, text, street) and _covers(engine, text, town), text


@pytest.mark.parametrize("seed", range(4))
def test_swedish_street_with_flat_and_postcode(engine: TrustEngine, seed: int) -> None:
    fake = _faker("sv_SE", seed)
    address = f"{fake.street_name()} {fake.random_int(1, 99)} lgh {fake.random_int(1001, 1999)}"
    town = f"{fake.postcode()[:3]} {fake.postcode()[-2:]} {fake.city()}"
    text = f"Här är uppgifterna: {address}, {town}, clearing 8327-9"
    assert _covers(engine, text, f"{address}, {town}"), text


@pytest.mark.parametrize("seed", range(4))
def test_indian_flat_to_pin(engine: TrustEngine, seed: int) -> None:
    fake = _faker("en_IN", seed)
    flat, town = fake.random_int(101, 999), f"{fake.city()} {fake.postcode()}"
    address = f"Flat {flat}, Sri Sai Residency, Madhapur, {town}"
    text = f"Customer: Mrs. Kavitha Reddy, {address}, mob +91 98480 22715."
    assert _covers(engine, text, address), text


PARTS = [
    ("Av. Insurgentes Sur 1457, Col. Insurgentes Mixcoac, C.P. 03920, CDMX", "C.P. 03920, CDMX"),
    ("Rua de Cedofeita 412, 2.º Esq., 4050-174 Porto", "4050-174 Porto"),
    ("Vinohradská 1233/48, 120 00 Praha 2", "Praha 2"),
    ("東京都世田谷区三軒茶屋2-14-7 ハイツ三茶302", "ハイツ三茶302"),
]


@pytest.mark.parametrize(("address", "part"), PARTS)
def test_address_parts_taken_in(engine: TrustEngine, address: str, part: str) -> None:
    text = f"domicilio {address}. Gracias"
    assert _covers(engine, text, part), text


ORDINARY = [
    "We ran the 2024 Berlin marathon together.",
    "Our Businessplan 2025 is ready for review.",
    "Hermannstraße is closed today\n12049 Berlin is the area code for it",
    "Room 120 00 Praha is not a thing, 120 00 is just a number.",
    "Release 4050-174 Porto build passed",
    "The 2.º andar is for meetings",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_numbers_and_towns_in_prose_pass(engine: TrustEngine, text: str) -> None:
    kinds = {f.kind for f in engine.classify(text).findings}
    assert "ADDRESS" not in kinds, text
