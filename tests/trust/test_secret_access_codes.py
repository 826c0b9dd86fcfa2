"""Access codes for doors, gates, alarms and lockboxes told in chat, in eight languages,
and a token passed as the only argument of a client's run/login/auth call.

Values are drawn at random (digits, a letter among them, a keypad's ``#``/``*``); the
sentences vary what the code opens and how the code word is joined to it: spaced
("gate pin"), compounded ("Torcode", "deurcode"), after it ("code for the gate"), or
the thing first ("il cancello ha un nuovo codice")."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trust import TrustEngine

ENGINE = TrustEngine()


def _keypad(draw_digits: str, letter: str, sign: str, form: int) -> str:
    """Digits alone, with a letter inside (``4B27``), or ended by ``#``/``*``."""
    if form == 1:
        return draw_digits[:1] + letter + draw_digits[1:]
    if form == 2:
        return draw_digits + sign
    return draw_digits


CODES = st.builds(
    _keypad,
    st.text(string.digits, min_size=4, max_size=6),
    st.sampled_from(string.ascii_uppercase),
    st.sampled_from("#*"),
    st.integers(0, 2),
)

SENTENCES = [
    # en
    "yo the {thing_en} pin changed to {v}",
    "code for the {thing_en} is {v}",
    "the {thing_en} code is now {v}, don't share it",
    "new {thing_en} code: {v}",
    "{thing_en} code {v}",
    "door code 48#, {thing_en} code {v} — put it in the welcome note",
    "the {thing_en} has a new code: {v}",
    # de
    "{thing_de}-Code ist {v}",
    "{thing_de}code: {v}",
    "der Code für die Haustür lautet {v}",
    "die Garage hat einen neuen Code: {v}",
    # fr
    "digicode {v}",
    "le code du portail est {v}",
    "le digicode de l'immeuble a changé : {v}",
    # es
    "el código del {thing_es} es {v}",
    "la alarma tiene un código nuevo: {v}",
    # it
    "il {thing_it} ha un nuovo codice: {v}",
    "il codice del {thing_it} è {v}",
    # pl
    "kod do {thing_pl} to {v}",
    "nowy kod do {thing_pl}: {v}",
    # nl
    "de code van de {thing_nl} is {v}",
    "{thing_nl}code: {v}",
    # pt
    "o código do {thing_pt} é {v}",
    "o portão tem um código novo: {v}",
]
THINGS = {
    "thing_en": ["gate", "front door", "door", "garage", "alarm", "lockbox", "side gate"],
    "thing_de": ["Tür", "Tor", "Haustür", "Garagentor", "Alarm", "Schlüsselkasten"],
    "thing_es": ["portal", "portón", "garaje", "edificio"],
    "thing_it": ["cancello", "portone", "citofono", "garage"],
    "thing_pl": ["domofonu", "bramy", "drzwi", "furtki", "klatki"],
    "thing_nl": ["deur", "poort", "alarm", "voordeur"],
    "thing_pt": ["portão", "prédio", "alarme", "cofre"],
}


def _withheld(text: str, value: str) -> bool:
    start = text.index(value)
    spans = [(f.start, f.end) for f in ENGINE.classify(text).findings if f.sensitivity.rank]
    return any(a <= start and start + len(value.rstrip("#*")) <= b for a, b in spans)


@pytest.mark.parametrize("sentence", SENTENCES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=CODES, seed=st.integers(0, 10_000))
def test_an_access_code_told_in_chat_is_a_secret(sentence: str, code: str, seed: int) -> None:
    rng = random.Random(seed)
    things = {key: rng.choice(values) for key, values in THINGS.items()}
    text = sentence.format(v=code, **things)
    assert _withheld(text, code), text
    assert ENGINE.classify(text).sensitivity.name == "SECRET", text


# ordinary talk of codes and numbers, and calls whose one string is no token
ORDINARY = [
    "the gate closes at 2200",
    "error code 404",
    "promo code SAVE20 gives 20%",
    "zip code 10115",
    "code 3 of the manual",
    "I changed the pin to the left side",
    "room 1199",
    "PIN-Nummer vergessen, was tun?",
    "il codice fiscale",
    "colour code #FF0000",
    "the door code is 4 digits long",
    "the building code 2021 requires two exits",
    "Motorcode 1234 steht im Fahrzeugschein",
    "the gate opens at 0700 and the door code is on the fridge",
    "kod pocztowy 00-950",
    "the alarm code has 6 digits",
    "Torcode vergessen, was tun? Der Motor-Code 2024 ist ein anderer",
    "il codice del cancello non funziona dal 2023",
    "el código del portal tiene 4 dígitos",
    "de deurcode werkt niet meer sinds 2022",
    "le digicode est en panne depuis lundi",
    "o código do portão mudou ontem",
    "client.run(main())",
    'app.run("0.0.0.0")',
    'client.login("admin")',
    'run("make test")',
    'app.run("production_environment_settings")',
    'bot.run("config/settings/production.yaml")',
    'client.login("user@example.com")',
    'runner.run("tests/unit/test_parser_module.py")',
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_codes_numbers_and_calls_give_no_secret(text: str) -> None:
    assert ENGINE.classify(text).sensitivity.name != "SECRET", text


def _token(rng: random.Random, length: int) -> str:
    alphabet = string.ascii_letters + string.digits
    while True:
        pieces = [
            "".join(rng.choice(alphabet) for _ in range(n))
            for n in (length // 2, rng.randint(6, 8), length - length // 2)
        ]
        value = ".".join(pieces) if rng.random() < 0.6 else "".join(pieces)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


CALLS = [
    'client.run("{v}")',
    "bot.login('{v}')",
    'await client.login("{v}");',
    'bot.run("{v}", log_handler=None)',
    'const octokit = new Octokit({{ auth: "{v}" }});',
    "client.start('{v}')",
]


@pytest.mark.parametrize("call", CALLS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), length=st.integers(24, 72))
def test_a_token_as_a_clients_only_argument_is_a_secret(call: str, seed: int, length: int) -> None:
    token = _token(random.Random(seed), length)
    text = call.format(v=token)
    assert _withheld(text, token), text


@pytest.mark.parametrize("seed", range(6))
def test_four_letter_words_around_a_grouped_number_are_no_authenticator_key(seed: int) -> None:
    rng = random.Random(seed)
    groups = " ".join(f"{rng.randint(1000, 9999)}" for _ in range(4))
    lead, tail = (
        rng.choice(["test card", "demo card", "your card"]),
        rng.choice(["with any", "then wait"]),
    )
    text = f"Use the {lead} {groups} {tail} future date."
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "TOTP_SECRET"], text
