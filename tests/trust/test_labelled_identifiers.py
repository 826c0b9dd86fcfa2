"""Identifiers a label names: customer, patient and employee numbers, dates of birth
in words, licence plates, log-in names, terse bank details and Brazilian mobiles.

Each kind is built from labels × invented values, so a rule must cover the kind, not
one string; the negatives are the same words or shapes where nothing personal is said.
"""

from __future__ import annotations

import itertools

import pytest

from trust import TrustEngine


def _covered(engine: TrustEngine, text: str, value: str) -> bool:
    start = text.index(value)
    end = start + len(value)
    return any(f.start <= start and f.end >= end for f in engine.classify(text).findings)


CUSTOMER_LABELS = [
    "Customer #{v}",
    "Employee #{v}",
    "Kundennr. {v}",
    "Pers.-Nr. {v}",
    "NHC: {v}",
    "matricule {v}",
    "nº de cliente {v}",
    "n.º de cliente {v}",
    "numer klienta {v}",
    "klantnummer {v}",
    "klantnr. {v}",
    "Mitgliedsnummer {v}",
    "Ref. client {v}",
    "nr polisy {v}",
    "Policy no. {v}",
    '"customer_id": "{v}"',
]
CUSTOMER_VALUES = ["CU-00483917", "7731", "2284517", "K-20931", "CL-77129", "ORD7734218"]
CUSTOMER_SENTENCES = [
    "{label} — can you draft a polite complaint?",
    "Dossier ({label}), please summarise",
]


def _customer_cases() -> list[tuple[str, str]]:
    rows = []
    for n, (label, sentence) in enumerate(itertools.product(CUSTOMER_LABELS, CUSTOMER_SENTENCES)):
        value = CUSTOMER_VALUES[n % len(CUSTOMER_VALUES)]
        rows.append((sentence.format(label=label.format(v=value)), value))
    return rows


NOT_CUSTOMERS = [
    "My order #55120 arrived two days late",
    "the Customer # column is empty in the export",
    "Employee # and name go in the first two columns",
    "le matricule est sur la fiche de paie",
    "order id 12 is a test row",
    "the order number is 112-4839201-5573014, when will they refund?",
]


BIRTHS = [
    ("fill the form: Yousef Haddad, born 3rd of feb 1979, thanks", "3rd of feb 1979"),
    ("she was born on the 21st of March 1984 in Leeds", "21st of March 1984"),
    ("my son was born March 2nd, 2011", "March 2nd, 2011"),
    ("Paciente: D. Ernesto Ruiz   NHC: 2284517   F. nac.: 30/01/1958", "30/01/1958"),
    ("Nom : DUBOIS   Née le : 14/06/1987 à Lyon — tu peux vérifier ?", "14/06/1987"),
    ("Doente: Rui Alves   Data nasc.: 19/03/1949   Morada: ?", "19/03/1949"),
    ("Applicant: Tom Reed, b. 12 March 1980, London", "12 March 1980"),
    ("DOB 03.02.1955 — is this the right format?", "03.02.1955"),
    ("urodzony 5 maja 1990 w Gdańsku", "5 maja 1990"),
    ("nato il 3 febbraio 1975 a Bari", "3 febbraio 1975"),
    ("geboren op 14-02-1983 te Utrecht", "14-02-1983"),
]


NOT_BIRTHS = [
    "the album was released on 3rd of feb 1979",
    "invoice date 14/06/1987, total due 40 EUR",
    "the meeting moved to 21st of March 2027",
    "Release 2.4 shipped March 2nd, 2011 with fixes",
]


PLATES = [
    ("ma plaque c'est GH-482-KT, j'ai reçu une amende", "GH-482-KT"),
    ("la voiture immatriculée FD-915-QP est à moi", "FD-915-QP"),
    ("chi ha lasciato la Panda targata FG 418 KT davanti al cancello?", "FG 418 KT"),
    ("Pojazd: Skoda, nr rej. PO 7H428", "PO 7H428"),
    ("sprawca: Jan Wilk, nr rej. WE 58213", "WE 58213"),
    ("mój numer rejestracyjny to WX 48213", "WX 48213"),
    ("mein Kennzeichen ist B-MK 1234", "B-MK 1234"),
    ("mijn kenteken is 12-ABC-3", "12-ABC-3"),
    ("la matrícula de mi coche es 1234 BCD", "1234 BCD"),
    ("my reg is AB12 CDE, got a fine", "AB12 CDE"),
]
NOT_PLATES = [
    "c'est la plaque tournante du commerce",
    "una macchina targata straniera paga lo stesso pedaggio",
    "nr rej. to pole w formularzu",
]

LOGINS = [
    ("login for the school portal is j.henderson / Bluebird!22", "j.henderson"),
    ("my reddit is u/quietbadger_77, can u help me write a post", "u/quietbadger_77"),
    ("VPN: gebruiker l.vermeulen, ww Keukenhof!2026", "l.vermeulen"),
    ("user: m.kowalska pass Zima2025!", "m.kowalska"),
    ("Benutzername: anna.schmidt84 und das Passwort schicke ich", "anna.schmidt84"),
    ("mon identifiant est c.dupont75", "c.dupont75"),
    ("el usuario es jlopez_88 y la contraseña otra", "jlopez_88"),
    ("my username is darkfox_1990 on steam", "darkfox_1990"),
    ("nazwa użytkownika: k_nowak77, hasło wyślę", "k_nowak77"),
    ('81.2.69.160 - t.okafor [03/Dec/2026:03:13:02 +0000] "GET / HTTP/1.1" 200', "t.okafor"),
]
NOT_LOGINS = [
    "the u/ prefix on reddit marks a user",
    "ssh in with user: root and check the logs",
    "set user: admin in the config for the demo",
    "the login page is slow today",
    "enter your username and password below",
    "the user is config.yaml's owner, see docs",
    "login: see README.md for the steps",
    "user postgres needs the role; run as /home/runner/work",
    "Benutzername und Passwort eingeben",
    "the login is etl_job, the service account the data team owns",
    "grep auth.login bad_password in the service log",
    "username: YWRtaW4= is base64 in the manifest",
    "ask the user e.g. whether they want dark mode",
]

TERSE = [
    ("paid you back (sort code 20-45-77 acc 53910284 in case)", "53910284"),
    ("sent £600 to your account (acc 61829403, sort 60-83-71)", "61829403"),
    ("meu pix é 11 98734-2156, manda o dinheiro", "11 98734-2156"),
    ("me chama no zap 21 99812-4433 amanhã", "21 99812-4433"),
    ("meu whats é 31 98877-1209", "31 98877-1209"),
]
NOT_TERSE = [
    "acc 2 is the accumulator in this loop",
    "the pix key can be an email or a CPF",
    "o zap caiu de novo hoje, 11 pessoas reclamaram",
]

WITHHELD = _customer_cases() + BIRTHS + PLATES + LOGINS + TERSE
PASSING = NOT_CUSTOMERS + NOT_BIRTHS + NOT_PLATES + NOT_LOGINS + NOT_TERSE


@pytest.mark.parametrize(("text", "value"), WITHHELD)
def test_a_value_its_label_names_is_withheld(engine: TrustEngine, text: str, value: str) -> None:
    assert _covered(engine, text, value)


@pytest.mark.parametrize("text", PASSING)
def test_the_same_words_with_nothing_personal_pass(engine: TrustEngine, text: str) -> None:
    assert not engine.classify(text).findings
