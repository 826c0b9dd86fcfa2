"""Ordinary messages that name things with people's words pass unchanged, and the people
in the same shapes are still withheld.

A car model after "a", a title-holder in a fairy tale, a town after "visit" in a
question about seasons or after "the town of", a login on a machine, a quiz about a
famous address, the English "link" (German "Linke" shares its stem): each passes. The
rows are written by hand; the generated family is
``ordinary_chat_generators.things_named_like_people``.
"""

from __future__ import annotations

import pytest
from faker import Faker

from tests.trust.chat_generators import Case, leaked
from tests.trust.pii_generators import payload

PASSES = [
    "Is a Dacia Sandero as safe as a Renault Clio?",
    "Herr Korbes ist ein Märchen der Brüder Grimm, worum geht es?",
    "Mrs Jellyby is a character in Bleak House, what is she like?",
    "Is September a good month to visit Vila Nova de Milfontes?",
    "ssh pi@raspberrypi.local is refused, what should I check?",
    "git push git@gitlab.com:team/app.git main fails with a 403",
    "Write a trivia question about 742 Evergreen Terrace",
    "Between 1950 and 2000 the population of Macedo de Cavaleiros halved",
    "click the link we sent",
]
WITHHELD = [
    ("I want to visit Małgorzata in June", ("Małgorzata",)),
    ("Dear Mr Pemberton, thank you for the novel you sent", ("Pemberton",)),
    ("Frau Lindqvist hat angerufen, sie kommt später", ("Lindqvist",)),
    ("my sister Wiebke drives a Renault Clio", ("Wiebke",)),
    ("write to me at wiebke.lindqvist@posteo.de", ("wiebke.lindqvist@posteo.de",)),
    ("my work address is wiebke@kanzlei.local", ("wiebke@kanzlei.local",)),
    ("send it to wiebke.l@firma.example", ("wiebke.l@firma.example",)),
    ("Write a letter to my landlord at 12 Elm Road", ("12 Elm Road",)),
]


@pytest.mark.parametrize("message", PASSES)
def test_things_named_like_people_pass(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(("message", "values"), WITHHELD)
def test_people_in_the_same_shapes_are_withheld(message: str, values: tuple[str, ...]) -> None:
    assert leaked(Case(message, values)) == [], payload(message)


def test_a_vote_for_die_linke_is_still_political() -> None:
    assert "Linke" not in payload("ich wähle die Linke")


_FAKE = Faker(["en_US", "en_GB"])
_FAKE.seed_instance(41)
_THINGS = ["University", "College", "Hospital", "Road", "Avenue", "Airport", "Support", "Museum"]
_OFFICES = [
    ("served as", "prime minister"), ("became", "mayor"), ("was elected", "president"),
    ("wurde", "Bundeskanzlerin"), ("fue", "ministra"),
]  # fmt: skip


def test_a_name_before_a_head_noun_is_a_things_name() -> None:
    texts = [f"the talk is at {_FAKE.last_name()} {noun} this year" for noun in _THINGS]
    texts += [f"the talk is at {_FAKE.first_name()} {noun} this year" for noun in _THINGS]
    assert [t for t in texts if payload(t) != t] == []


def test_an_office_held_names_a_public_figure_unless_the_person_knows_them() -> None:
    public = [
        f"{_FAKE.first_name()} {_FAKE.last_name()} {verb} {role} in 2019."
        for verb, role in _OFFICES
    ]
    assert [t for t in public if payload(t) != t] == []
    for verb, role in _OFFICES:
        name = _FAKE.name()
        case = Case(f"my aunt {name} {verb} {role} of the chess club", (name,))
        assert leaked(case) == [], case.message


_HONOURS = [
    "{n} won the Nobel Prize in Literature in 2006.",
    "{n} otrzymał Pokojową Nagrodę Nobla w 1983 roku.",
    "{n} pintó más de 50 autorretratos.",
    "{n} skrev boken 1945 och den har översatts till 70 språk.",
    "Nella battaglia di Hastings del 1066 {n} sconfisse il re.",
]


def test_a_prize_a_painting_or_a_battle_names_a_public_figure() -> None:
    texts = [shape.format(n=f"{_FAKE.first_name()} {_FAKE.last_name()}") for shape in _HONOURS]
    assert [t for t in texts if payload(t) != t] == []
    name = f"{_FAKE.first_name()} {_FAKE.last_name()}"
    case = Case(f"my cousin {name} won the award for best employee", (name,))
    assert leaked(case) == [], case.message


@pytest.mark.parametrize(
    "message",
    [
        "Tommy Hilfiger et Ralph Lauren ont commencé comme de petites marques de prêt-à-porter.",
        "The new Ted Lasso season wraps up the Richmond storyline.",
        "Sarah Connor to postać z serii Terminator.",
        "Ajax won de Klassieker met 3-0; Brian Brobbey scoorde twee keer.",
        "Ramadan is the ninth month of the Islamic calendar, and many Muslims fast during it.",
    ],
)
def test_brands_shows_matches_and_counted_groups_pass(message: str) -> None:
    assert payload(message) == message


def test_a_group_with_someone_in_it_is_still_withheld() -> None:
    case = Case("many of my colleagues know my wife Amira Haddad is Muslim", ("Amira Haddad",))
    assert leaked(case) == [], case.message


@pytest.mark.parametrize(
    "message",
    [
        "Marie Curie (1867–1934) was a Polish-born physicist and chemist.",
        "Gabriel García Márquez (Aracataca, 6 de marzo de 1927 – Ciudad de México, 17 de"
        " abril de 2014) fue un escritor colombiano.",
        "Olga Tokarczuk (ur. 1962) – polska pisarka.",
    ],
)
def test_an_encyclopaedias_life_dates_name_a_public_figure(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("my dad Jan Kowalski (1950–2020) was a miner", "Jan Kowalski"),
        ("ask Anna Nowak (12.03.1990 - 14.04.1990) about the booking", "Anna Nowak"),
    ],
)
def test_dates_in_brackets_of_someone_known_keep_the_name(message: str, value: str) -> None:
    assert leaked(Case(message, (value,))) == [], payload(message)
