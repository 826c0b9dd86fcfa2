"""A pasted table's header names its columns once: every row's password is a secret
and every row's customer number an account number, whatever they look like."""

from __future__ import annotations

import random
import string

import pytest
from faker import Faker

from tests.trust.chat_cases import withheld
from trust import Sensitivity, TrustEngine

ENGINE = TrustEngine()
PRIVATE = Sensitivity.PRIVATE  # a row of someone's record
FAKE = Faker(["en_GB", "de_DE", "fr_FR", "pl_PL"])
FAKE.seed_instance(3)
_RNG = random.Random(3)


def _password() -> str:
    word = "".join(_RNG.choice(string.ascii_letters) for _ in range(_RNG.randint(5, 9)))
    return word + _RNG.choice("!#%") + str(_RNG.randint(1, 999))


@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
@pytest.mark.parametrize("header", ["url,username,password,extra", "site,login,pwd,notes"])
def test_a_password_column_is_withheld_in_every_row(delimiter: str, header: str) -> None:
    rows = [
        [FAKE.url(), FAKE.user_name(), _password(), FAKE.word()] for _ in range(_RNG.randint(2, 6))
    ]
    text = "\n".join(delimiter.join(r) for r in [header.split(","), *rows])
    found = ENGINE.classify(text).findings
    for row in rows:
        start = text.index(row[2])
        assert any(
            f.sensitivity is Sensitivity.SECRET and f.start <= start < f.end for f in found
        ), (row[2], text)


def test_a_customer_id_column_is_withheld_in_every_row() -> None:
    ids = [f"C-{_RNG.randint(10000, 99999)}" for _ in range(5)]
    text = "customer_id,first_name,city\n" + "\n".join(
        f"{i},{FAKE.first_name()},{FAKE.city()}" for i in ids
    )
    kinds = {f.value(text): f.kind for f in ENGINE.classify(text).findings}
    assert all(kinds.get(i) == "ACCOUNT_NUMBER" for i in ids), kinds


@pytest.mark.parametrize(
    "text",
    [
        "name,password\nbob,********\nann,${PW}\n",
        "user,password_hint\nbob,my cat's name\n",
        "a,b,c\n1,2,3\n4,5,6\n",
    ],
)
def test_columns_that_hold_no_secret_pass(text: str) -> None:
    assert not [f for f in ENGINE.classify(text).findings if f.sensitivity is Sensitivity.SECRET]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("- Code confidentiel : 4817\n- Adresse : 5 chemin des Vignes", "4817"),
        ("utilizador qa_team, palavra-passe Vesuvio!2026qa", "Vesuvio!2026qa"),
        ('"payment": {"card": "4556 7301 9283 7468", "cvv": "382"}', "382"),
        ("code van het kluisje is 7302", "7302"),
        ("gebruiker l.vermeulen, ww Keukenhof!2026", "Keukenhof!2026"),
        ("Nationwide, memorable word: FUCHSIA", "FUCHSIA"),
    ],
)
def test_credentials_named_in_forms_and_chats(text: str, value: str) -> None:
    start = text.index(value)
    assert any(
        f.sensitivity is Sensitivity.SECRET and f.start <= start and start + len(value) <= f.end
        for f in ENGINE.classify(text).findings
    ), text


_LOCALES = {
    "first_name,last_name,email": "en_GB",
    "Vorname;Nachname;E-Mail": "de_DE",
    "prénom,nom,courriel": "fr_FR",
    "imię;nazwisko;email": "pl_PL",
    "nombre|apellidos|correo": "es_ES",
    "voornaam,achternaam,email": "nl_NL",
}


@pytest.mark.parametrize("header", list(_LOCALES))
def test_name_columns_are_withheld_in_every_row(header: str) -> None:
    fake = Faker(_LOCALES[header])
    fake.seed_instance(len(header))
    delimiter = next(d for d in ",;|" if d in header)
    rows = [[fake.first_name(), fake.last_name(), fake.email()] for _ in range(4)]
    text = "\n".join(delimiter.join(r) for r in [header.split(delimiter), *rows])
    for first, last, _ in rows:
        assert withheld(text, first, Sensitivity.PRIVATE) and withheld(text, last), (
            first,
            last,
            text,
        )


def test_a_result_box_and_a_markdown_table_have_their_names_withheld() -> None:
    people = [FAKE.name() for _ in range(3)]
    width = max(len(p) for p in people) + 2
    rule = "+" + "-" * width + "+----------------+"
    box = "\n".join(
        ["mysql> SELECT name, phone FROM clients;", rule,
         f"| {'name':<{width - 1}}| phone          |", rule]
        + [f"| {p:<{width - 1}}| 0161 496 0{i:03d} |" for i, p in enumerate(people)]
        + [rule]
    )  # fmt: skip
    markdown = "| Name | Email |\n|---|:--|\n" + "\n".join(
        f"| {p} | x{i}@mail.test |" for i, p in enumerate(people)
    )
    for text in (box, markdown):
        assert all(withheld(text, p, PRIVATE) for p in people), text


def test_an_insert_statement_has_each_rows_name_and_birth_date_withheld() -> None:
    rows = [(FAKE.name(), FAKE.date_of_birth().isoformat()) for _ in range(3)]
    values = ",\n".join(
        f"({i}, '{n.replace(chr(39), chr(39) * 2)}', '{d}', NOW())" for i, (n, d) in enumerate(rows)
    )
    text = f"INSERT INTO members (id, full_name, birth_date, created) VALUES\n{values};"
    for name, born in rows:
        assert withheld(text, name.replace("'", "''"), PRIVATE) and withheld(text, born, PRIVATE)


@pytest.mark.parametrize(
    "text",
    [
        "name,version,license\nrequests,2.32.3,Apache-2.0\nFlask,3.0.3,BSD-3-Clause\n",
        "| Name | Stars |\n|---|---|\n| Django | 80k |\n| Rails | 55k |\n",
        "INSERT INTO products (id, name, price) VALUES (1, 'Blue Kettle', 19.99);",
    ],
)
def test_tables_of_things_keep_their_names(text: str) -> None:
    assert not [f for f in ENGINE.classify(text).findings if f.detector == "table-columns"], text


def test_a_phone_columns_stray_text_is_no_phone() -> None:
    text = "id,name,phone\n1,Ann,call me later\n"
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PHONE"], text
