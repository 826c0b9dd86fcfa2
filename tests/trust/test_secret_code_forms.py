"""Credentials in code that no ``name = value`` shows: the password argument of a
connect call, a format string's password filled by its argument, HTTPie's ``-a``,
identifiers naming a secret in other languages; and labels that only name one."""

from __future__ import annotations

import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trust import TrustEngine

ENGINE = TrustEngine()

PASSWORDS = st.builds(
    lambda head, sign, tail: f"{head}{sign}{tail}",
    st.text(string.ascii_letters, min_size=4, max_size=8),
    st.sampled_from("_!#-"),
    st.text(string.ascii_letters + string.digits, min_size=4, max_size=10),
)
FORMS = [
    'my $dbh = DBI->connect("DBI:Pg:dbname=inv;host=db1", "inv", "{v}", {{RaiseError => 1}});',
    '$pdo = new PDO($dsn, $user, "{v}");',
    'conn = pymysql.connect("localhost", "root", "{v}")',
    '$db = new mysqli("db.internal", "shop", "{v}", "shop");',
    'dsn := fmt.Sprintf("host=db user=app password=%s dbname=app", "{v}")',
    'url = "postgres://app:{{}}@db/app".format("{v}")',
    's = "pwd={{}}".format("{v}")',
    "http -a admin:{v} POST https://staging.example.dev/api/reindex",
    'chiave_segreta = "{v}"  # non committare',
    'clave_secreta: "{v}"',
    'geheimerSchluessel = "{v}"',
]


@pytest.mark.parametrize("form", FORMS)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(password=PASSWORDS)
def test_a_credential_in_code_is_a_secret(form: str, password: str) -> None:
    text = form.format(v=password)
    start = text.index(password)
    secrets = [f for f in ENGINE.classify(text).findings if f.sensitivity.name == "SECRET"]
    assert any(f.start <= start and start + len(password) <= f.end for f in secrets), text


@pytest.mark.parametrize(
    "text",
    [
        '<input type="password" name="password" placeholder="Password" '
        'autocomplete="current-password">',
        'mot_de_passe = input("Mot de passe : ")',
        'kennwort = getpass("Kennwort: ")',
        'db.connect(host, port, "utf8")',
        'log.Printf("password=%s", "<redacted>")',
        "ls -a /tmp && git commit -a -m 'fix'",
    ],
)
def test_code_that_only_names_a_credential_passes(text: str) -> None:
    assert ENGINE.classify(text).sensitivity.name != "SECRET", ENGINE.classify(text)
