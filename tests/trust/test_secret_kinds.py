"""Secrets by kind (issue 11, points 1, 2, 3, 8, 9, 12): a credential named by its context
in every syntax and five languages, short flags of any tool, PINs told in prose, codes
named by what they open, base64 and keys with no keyword; and what must pass: ports,
paths and profiles after ``-p``, talk about a password's policy, template placeholders.

The generated families are in ``secret_kind_generators``; the hand-written cases below
use words, tools and values none of those templates hold."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.trust.chat_generators import leaked
from tests.trust.pii_generators import payload
from tests.trust.secret_form_generators import CLEAN_FAMILIES as FORM_LOOKALIKES
from tests.trust.secret_form_generators import FAMILIES as FORM_FAMILIES
from tests.trust.secret_kind_generators import CLEAN_FAMILIES, FAMILIES

_GOOGLE_KEY = "AIzaQ4mK8pL2vX9tR7wB3nC6hJ1dF5gZ0eYs2Tk"
WITHHELD = [
    # point 1: any value a credential word introduces, in code of any syntax
    ('if (vpnPassphrase == "blue moon 9") {', "blue moon 9"),
    ('<connectionPin>4477</connectionPin>', "4477"),
    ("<add key=\"SmtpPwd\" value=\"m4rch3n\" />", "m4rch3n"),
    ('ssh_passphrase "gr%een{tea}";', "gr%een{tea}"),
    ('userPassword = "x"', "x"),
    # point 1: flags of tools nobody listed
    ("./backup-tool --target s3://bucket -P Fl0ra#2", "Fl0ra#2"),
    ("wget --user=ops --password=Kwiat3k ftp://files.lan/a.iso", "Kwiat3k"),
    ("curl -u maria:1701 https://printer.lan/status", "1701"),
    # point 1: prose in five languages, the value after a code named by what it opens
    ("the alarm code is 90210, disarm it when you arrive", "90210"),
    ("Der Code für das Garagentor ist 5530.", "5530"),
    ("le code du portail est 1848A, merci", "1848A"),
    ("¿el código de la puerta? es 7742", "7742"),
    ("kod do domofonu to 2211", "2211"),
    # point 1: chat phrasings: the value before the word, right after it, in a pair
    ("Sommer#19 is my password for everything", "Sommer#19"),
    ("username jan, password Lipa!2020", "Lipa!2020"),
    ("log in with ana@example.org / Kawa2go", "Kawa2go"),
    ("credentials are ops:Brzoza77", "Brzoza77"),
    ("the OTP is 552901", "552901"),
    ("security question answer: Burek2011", "Burek2011"),
    ("The safe combination is 14-28-07", "14-28-07"),
    ("garage code 7731#", "7731#"),
    # point 9: PINs and card codes in prose, words between
    ("my debit card PIN for the new account is 0619", "0619"),
    ("la PIN del bancomat è 55123", "55123"),
    ("le cryptogramme au dos : 417", "417"),
    # point 2: definitive shapes, any body
    ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\nAAAAIBn", "AAAAIBn"),
    ("bot 7311985542:AAF4k2Lp9Qx7Rz1Wv5Ty8Ub3Nc6Md0Je2Hg", "AAF4k2Lp9Qx7Rz1Wv5Ty8Ub3Nc6Md0Je2Hg"),
    # point 8: passed on by code: name/value pairs, credential calls, piped into a command
    ('{"name": "SMTP_PASSWORD", "value": "Kot!9"}', "Kot!9"),
    ("env:\n  - name: GRAFANA_TOKEN\n    value: q7Wm2Zr8Lp4Xn", "q7Wm2Zr8Lp4Xn"),
    ('var c = new NetworkCredential("svc", "Lato2025");', "Lato2025"),
    ("echo 'Ziemia44' | sudo -S reboot", "Ziemia44"),
    ("https://a.blob.core.windows.net/b?sv=2023&sig=Qm9Xr2Lw8Tz4Kp1Vn6Ys3%3D", "Qm9Xr2Lw8Tz4"),
    ('[req setValue:@"q7Wm2Zr8Lp4X" forHTTPHeaderField:@"X-Api-Key"];', "q7Wm2Zr8Lp4X"),
    ("FROM node:20\nENV NPM_PASSWORD Sosna#31\nRUN npm ci", "Sosna#31"),
    ('r = requests.get(url, auth=("ops", "Klon2026"))', "Klon2026"),
    ('curl --user "{0b1e}":"{Zq5kVr1n8tA2}" https://api.example.org', "Zq5kVr1n8tA2"),
    # point 1: the flag that takes the password, tool by tool; a flag the words name
    ("osql -S srv01 -U sa -P 8812 -i fix.sql", "8812"),
    ("keydb-cli -a Wrzos44 ping", "Wrzos44"),
    ("the box asks for a password, so I start it with ./vpn -p 4410", "4410"),
    # point 1: chosen words after a colon; letters drawn at random in a loose form
    ("mot de passe du routeur : orage poivre ficelle", "orage poivre ficelle"),
    ("Kennwort fürs Büro: nocny lis biegnie", "nocny lis biegnie"),
    ("set the vpn password to qxvtrmbe", "qxvtrmbe"),
    # ... and with more words after them: no frequent word of seven languages
    ("changed my pw to xqvtrb yesterday", "xqvtrb"),
    # point 1: prose in DE/ES/PL, capitalised or joined words, a noun ending as a participle
    ("unser Router-Passwort lautet Eiche Dohle Kiesel", "Eiche Dohle Kiesel"),
    ("kennwort fürs labor: grüner Baum fällt – nicht weitergeben", "grüner Baum fällt"),
    ("mi contraseña nueva es pescado ventana lluvia", "pescado ventana lluvia"),
    ("hasło do skrzynki to lipa_mrówka", "lipa_mrówka"),
    ("the wifi code is kzpwqe now", "kzpwqe"),
    ("the pass is hkniglnak, dont lose it", "hkniglnak"),
    ("password for the scanner: xrewfhsegeed", "xrewfhsegeed"),
    ("pass: Tr&e9_Lk+Qz", "Tr&e9_Lk+Qz"),
    # point 2: a Google key in a sentence, no word of keys near it
    (f"logcat shows {_GOOGLE_KEY} in every request", _GOOGLE_KEY),
    # point 8: a wrapped token's last piece, words after it
    ("glpat-Xk29fLqP0vRtZm8WqLp2\nHs7dK2pQ (my terminal wrapped it)", "Hs7dK2pQ"),
    # point 3: base64 after an equals sign that decodes to a credential
    ("auth=b3BzOlN1bm55RGF5MjAyNg==", "b3BzOlN1bm55RGF5MjAyNg=="),
    ("c = Client('q8ZpL2wXvN4r/T7mKc9Bd1Fy6Hs3Jg0Au5E=')", "q8ZpL2wXvN4r/T7mKc9Bd1Fy6Hs3Jg0Au5E="),
]  # fmt: skip

PASSES = [
    "ssh -p 2222 build.lan keeps timing out",
    "docker run --rm -p 5432:5432 postgres:16",
    "mkdir -p ~/src/new-app && cd ~/src/new-app",
    "mvn -P integration verify fails on CI",
    "pytest -p no:randomly -q tests/unit",
    "gcc -pthread -O2 worker.c -o worker",
    "Can you pin the dependency to 2024 release?",
    "Our API key rotation policy is every 90 days.",
    "My PIN was blocked after three attempts, what should I do?",
    "Mein Passwort wurde gestohlen, was jetzt?",
    "The pin count is 1024 on this FPGA.",
    "Token: the smallest unit a language model reads. How many tokens is this sentence?",
    'msg = "Your PIN is {pin}".format(pin=pin)',
    'curl --user "$1:$2" "$3"',
    "curl -u <user:password> https://api.example.org/",
    "docker run -u 1000:1000 -v $PWD:/w img",
    "The verification code is sent by SMS, how long is it valid?",
    "What is a good answer to a security question?",
    "password manager 1Password or Bitwarden?",
    "FROM python:3.12\nENV PYTHONDONTWRITEBYTECODE 1\nENV PATH /opt/venv/bin:$PATH",
    "https://shop.example.org/search?api_key_hint=none&q=shoes",
    # a port where the tool's -p takes one; a host key's fingerprint; a sentence after ':'
    "psql -p 5433 -d analytics -c 'select 1'",
    "redis-cli -p 6380 monitor",
    "Host key: SHA256:q3N7Ks0pZ2vR8wL5tY1mB6xC9dF4gH7jK0lP3sQ6uWe, does it match?",
    "hasło: zapytaj o nie w recepcji",
    # ordinary words where a loose form expects its value; what keeps passwords
    "I set the password to expire after ninety days",
    "changed my pw to something longer yesterday",
    "use keepass as the password manager",
    "Ein Passwort ist Teil der Anmeldung",
    "le mot de passe est bloqué après trois essais",
    "the password is hashed with bcrypt",
    "I use bitwarden for the passwords of the whole family",
    "Token: see the docs for how to create one",
    # references and code as the whole value
    'password = config["password"]',
    'password = input("Password: ")',
    "if password == confirm_password:",
    'password = f"{prefix}{suffix}"',
    "password = `vault read -field=pw secret/db`",
    'password = keyring.get_password("svc", "user")',
    "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db",
]


@pytest.mark.parametrize(("message", "value"), WITHHELD)
def test_a_secret_of_each_kind_is_withheld(message: str, value: str) -> None:
    sent = payload(message)
    # every word of a passphrase, not only the whole of it
    assert [w for w in value.split() if len(w) > 2 and w in sent] == [], sent


@pytest.mark.parametrize("message", PASSES)
def test_what_only_looks_like_one_passes(message: str) -> None:
    assert payload(message) == message


@settings(max_examples=3, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60))
def test_generated_secrets_of_every_kind_never_leave(seeds: list[int]) -> None:
    for family, draw in {**FAMILIES, **FORM_FAMILIES}.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        leaking = [c.message for c in cases if leaked(c)]
        assert len(leaking) <= _ALLOWED.get(family, 0.05) * len(cases), (family, leaking)


# A Google key alone on its line, with no word of keys near it, is let through: gitleaks'
# negatives hold bare public ones and the corpus budget is spent.
_ALLOWED = {"secret-definitive": 0.05}


@settings(max_examples=3, deadline=None)
@given(seeds=st.lists(st.integers(0, 2**32 - 1), min_size=60, max_size=60))
def test_generated_references_and_digests_pass_untouched(seeds: list[int]) -> None:
    for draw in {**CLEAN_FAMILIES, **FORM_LOOKALIKES}.values():
        messages = [draw(random.Random(seed)).message for seed in seeds]
        assert [m for m in messages if payload(m) != m] == []
