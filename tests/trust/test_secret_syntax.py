"""Disguised credential words, operators beyond ``=``, template characters inside a value
(issue 11, points 1, 3, 8, 9, 12); generated cases are in ``secret_syntax_generators``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.pii_generators import payload
from tests.trust.secret_context_generators import families_hold
from tests.trust.secret_syntax_generators import CLEAN_FAMILIES, FAMILIES
from trust.disguise import disguised_words
from trust.normalise import normalise

WITHHELD = [
    ("my p@ssw0rd is hunter22", "hunter22"),
    ("pa$$word: Xy7!tt", "Xy7!tt"),
    ("passw0rd = Tr0ub4dor", "Tr0ub4dor"),
    ("t0ken: qWx7RtzbA1", "qWx7RtzbA1"),
    ("my s3cret is Kiwi42!", "Kiwi42!"),
    ("p a s s w o r d = Lemon77", "Lemon77"),
    ("pass-word: Xy7!tt", "Xy7!tt"),
    ("the pass.word is nlzM910! btw", "nlzM910!"),
    ('set api.key to "XDCGLmlZ792" please', "XDCGLmlZ792"),
    ("my $ecret is Abc12!", "Abc12!"),
    ("h@sło: Kwiat3k!", "Kwiat3k!"),
    ("c0ntraseña = Girasol77", "Girasol77"),
    ("w@chtw00rd: Zonne88", "Zonne88"),
    ("p@ss: Xy7!tt", "Xy7!tt"),
    ("API_KEY := MmroqRop", "MmroqRop"),
    ('if apiKey == "IpuoC":', "IpuoC"),
    ('char token[] = "EEdlw";', "EEdlw"),
    ("<secret>a<0</secret>", "a<0"),
    ("<config><token>Ij<D</token></config>", "Ij<D"),
    ("<password> q<{Dvpnm9 </password>", "q<{Dvpnm9"),
    ('set the token to "gOIPOZx3!"', "gOIPOZx3!"),
    ("p/w: Zebra77", "Zebra77"),
    ("pw - Zebra77!", "Zebra77!"),
    ("hasło – kwiat3K", "kwiat3K"),
    ("pwd is zebra77", "zebra77"),
    ('psk="Zebra77abc"', "Zebra77abc"),
    ("wpa_psk: zebra", "zebra"),
    ("jdbc:oracle:thin:scott/Tig3r@db:1521:XE", "Tig3r"),
    ('conn = "oracle://hr/Welc0me1@db:1521/orcl"', "Welc0me1"),
    (
        "git clone https://ghp_16C7e42F292c6912E7710c838347Ae178B4a@github.com/o/r.git",
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    ),
    # a session's cookie logs in whoever holds it
    (
        "curl -H 'Cookie: PHPSESSID=k2j4h5g6f7d8s9a0q1w2e3r4t5' https://shop.example",
        "k2j4h5g6f7d8s9a0q1w2e3r4t5",
    ),
    ("Cookie: theme=dark; session_id=Zk9qLm2Np4Rs6Tv8Wx0Yb3", "Zk9qLm2Np4Rs6Tv8Wx0Yb3"),
    ("Geheimzahl 4821", "4821"),
    ("code d'accès 0002", "0002"),
    ("kod dostępu 306168", "306168"),
    ("contraseña del wifi: mariposa", "mariposa"),
    ("hasło do routera: zebra", "zebra"),
    ("Passwort fürs WLAN: sonnenblume", "sonnenblume"),
    ("password <- 'kLpSjP81'", "kLpSjP81"),
    ("Password → IRUF3?", "IRUF3?"),
    ("password (don't share): urWKvl286", "urWKvl286"),
    ("Passwort (neu): Sonne44", "Sonne44"),
    ("mysql://root:KSl}<g0@localhost/db", "KSl}<g0"),
    ("My password? hunter2.", "hunter2"),
    ("The code word for today is Eagle7", "Eagle7"),
    ("the secret word is banana", "banana"),
    ("moje hasło zostało zmienione na Kot123!", "Kot123!"),
]

PASSES = [
    "Cookie: theme=dark; lang=en-GB",
    "the cookie: session expired again, I had to log in twice",
    "echo $secret",
    "password=$secret",
    '$token = $_GET["t"];',
    "S3cret Garden is a lovely film",
    "t0ken ring networks were popular in the 90s",
    "I went to Ken's house",
    "we need to pass word lists to the parser",
    "p@ssw0rd = ${PASSWORD}",
    "pass-word: {{ secrets.PW }}",
    "token := userItem",
    "set token to null",
    "reset the token to expire in 5 minutes",
    "<password>${DB_PASSWORD}</password>",
    "the p/w field is required",
    "pw - see the vault",
    "password – required",
    "die Geheimzahl ist geheim",
    "what is a PIN-Code?",
    "auth_method: psk",
    "mysql://root:<password>@localhost/db",
    'password <- Sys.getenv("DB_PASSWORD")',
    "Password → Settings → Security",
    'ch <- "hello"',
    "My password? I forgot it.",
    "Password? Use the one from the vault.",
    "what is a codeword?",
    "moje hasło zostało zmienione",
    "hasło jest zablokowana",
]


@pytest.mark.parametrize(("message", "value"), WITHHELD)
def test_a_disguised_or_unusual_credential_is_withheld(message: str, value: str) -> None:
    assert value not in payload(message)


@pytest.mark.parametrize("message", PASSES)
def test_variables_references_and_ordinary_words_pass(message: str) -> None:
    assert payload(message) == message


def test_a_disguise_reads_as_its_word_and_maps_back() -> None:
    text = "my p a s s w o r d is x and t0ken y"
    assert [w for _, _, w in disguised_words(text)] == ["password", "token"]
    folded = normalise(text)
    start = folded.text.index("password")
    assert folded.span(start, start + 8) == (3, 18)
    value = folded.text.index("x")
    assert folded.span(value, value + 1) == (text.index("x"), text.index("x") + 1)


def test_plain_words_and_variables_are_no_disguise() -> None:
    plain = ["password", "PaSsWoRd", "api_key", "$secret", "@token", "to ken", "pass word", "hasło"]
    for text in plain:
        assert disguised_words(text) == [], text


@settings(max_examples=3, deadline=None, derandomize=True)  # a rare miss is reported, not flaky
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=40, max_size=40))
def test_generated_values_never_leave_and_stand_ins_pass(seeds: list[int]) -> None:
    families_hold(seeds, FAMILIES, CLEAN_FAMILIES)
