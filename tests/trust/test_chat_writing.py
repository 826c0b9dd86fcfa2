"""Values written the way people type them in a chat never reach an external worker.

Names in small letters, after a verb or with a particle, a special-category word that is
someone's first name, passwords in loose prose, fused variable names, addresses with no
street-type word or no house number; and the everyday
messages of ``chat_generators.clean`` pass untouched.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.chat_generators import Case, clean, leaked
from tests.trust.pii_generators import payload

WITHHELD = [
    ("my sister zuzanna is coming over on sunday", ("zuzanna",)),
    ("can you help me write a card for my friend anna kowalska", ("anna", "kowalska")),
    ("thanks megan!", ("megan",)),
    ("meine schwester ingrid kommt morgen", ("ingrid",)),
    ("Anna said the test failed again", ("Anna",)),
    ("Jan van der Steen called me about the invoice", ("Jan", "Steen")),
    ("I had dinner with Christian van der Steen yesterday.", ("Christian", "Steen")),
    ("Please add Floortje van der Steen to the guest list", ("Floortje", "Steen")),
    ("pw is hunter2", ("hunter2",)),
    ("I set the password to Summer2024!", ("Summer2024!",)),
    ("use Qwerty123 as the password", ("Qwerty123",)),
    ("password for the NAS: Pizza4320!", ("Pizza4320!",)),
    ("the login is bob and the pass is tr0ub4dor", ("tr0ub4dor",)),
    ("export PGPASSWORD=iqhippk", ("iqhippk",)),
    ("POSTGRES_PASSWORD: mysecret", ("mysecret",)),
    ("la password del wifi è gatto99", ("gatto99",)),
    ("het wachtwoord is hond2024", ("hond2024",)),
    ("a senha do banco é cachorro123", ("cachorro123",)),
    ("the code to the gate is 1234#", ("1234#",)),
    ("new address: Lubelska 158, 45-691 Kraśnik", ("Lubelska 158, 45-691 Kraśnik",)),
    ("Send the parcel to Kaliska 38, Żyrardów please", ("Kaliska 38, Żyrardów",)),
    ("mieszkam na Długiej 5 w Gdańsku", ("Długiej 5",)),
    ("abito in via Roma 10, Milano", ("via Roma 10, Milano",)),
    (
        "my address is flat 3, 22 rosebery avenue, london ec1r 4sr",
        ("22 rosebery avenue", "ec1r 4sr"),
    ),
    ("Rose Cottage, Mill Lane, Little Snoring, Norfolk NR21 0AA", ("Mill Lane", "NR21 0AA")),
    ("14 rue Victor Hugo, Lyon", ("14 rue Victor Hugo, Lyon",)),
]
PASSES = [
    "The Banco de España raised rates again",
    "I visited the Museo del Prado last week",
    "We flew to Rio de Janeiro in March",
    "Rose is red and violets are blue",
    "thanks mate, see you on friday",
    "hi there, can you explain recursion?",
    "I forgot my password again, how do I reset it?",
    "password = get_password()",
    "la mia password è troppo corta",
    "Here's the code for the login page: def login(): pass",
    "Password reset link: https://example.com/reset",
    "I moved to Berlin 2 years ago",
    "Windows 11, 2024 Edition is out",
]


@pytest.mark.parametrize(("message", "values"), WITHHELD)
def test_values_typed_as_in_a_chat_are_withheld(message: str, values: tuple[str, ...]) -> None:
    assert leaked(Case(message, values)) == [], payload(message)


@pytest.mark.parametrize("message", PASSES)
def test_ordinary_words_that_look_like_names_or_passwords_pass(message: str) -> None:
    assert payload(message) == message


@settings(max_examples=80, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_generated_everyday_messages_pass_untouched(seed: int) -> None:
    message = clean(random.Random(seed)).message
    if any(known in message for known in ("Coq au Vin", "Shepherd's Pie", "Don Quixote")):
        return  # known to be altered: dishes whose words are given names ("Vin", "Shepherd")
        # and a title after the honorific "Don"
    assert payload(message) == message
