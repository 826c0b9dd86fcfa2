"""What a table's column holds, by the name its header gives it, in nine languages.

A header names what every row holds once (``first_name``, ``Nachname``, ``fecha de
nacimiento``, ``klantnr``), so the rows need no cue of their own. A name is matched with
its accents, case, separators and camel case folded away (``Prénom`` → ``prenom``,
``dateOfBirth`` → ``dateofbirth``). A bare ``name`` column is a person's only in a table
that holds other personal columns: ``name,version,licence`` lists packages.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from trust.detectors.secret_names import secret_name
from trust.detectors.values import words

SECRET = "SECRET"
ACCOUNT = "ACCOUNT_NUMBER"
PERSON = "PERSON"
BIRTH = "DATE_OF_BIRTH"
ADDRESS = "ADDRESS"
PHONE = "PHONE"
EMAIL = "EMAIL"  # found by its own rule; it only says the table is about people
NAME = "NAME"  # a bare "name": a person's only beside other personal columns

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_SEPARATORS = re.compile(r"[\s_.\-#/()]+")


# a person's name, in whole or in part
_PERSON = words(
    "fullname firstname lastname givenname forename forenames surname familyname "
    "middlename maidenname customername clientname patientname contactname employeename "
    "membername accountholder accountname holdername studentname "
    "nomcomplet prenom prenoms nomdefamille vorname vornamen nachname familienname "
    "nombrecompleto apellido apellidos primerapellido segundoapellido nomecompleto "
    "cognome sobrenome apelido imie imiona nazwisko voornaam voornamen achternaam "
    "tussenvoegsel"
)
_BARE_NAME = words("name names nom nombre nome naam contact kontakt")
_BIRTH = words(
    "dob dateofbirth birthdate birthday birth geburtsdatum gebdatum geboren "
    "fechanacimiento fechadenacimiento nacimiento datanascita datadinascita "
    "datanascimento datadenascimento nascimento dataurodzenia geboortedatum "
    "datenaissance datedenaissance naissance"
)
_ADDRESS = words(
    "address streetaddress address1 address2 addressline1 addressline2 street "
    "homeaddress postaladdress postcode postalcode zip zipcode adresse anschrift strasse "
    "plz direccion domicilio calle codigopostal indirizzo "
    "endereco morada rua codpostal ulica adres kodpocztowy straat"
)
_PHONE = words(
    "phone phonenumber telephone tel mobile mobilephone cell cellphone handy telefon "
    "telefonnummer mobil telefono movil celular telemovel telefoon mobiel gsm komorka "
    "portable"
)
_EMAIL = words("email emailaddress mail courriel correo correoelectronico")
_HOLDERS = words(
    "customer client account member patient subscriber policy contract kunden kunde "
    "klant cliente pacjent paciente mitglied socio abonne lid"
)
_ID_ENDINGS = ("id", "no", "nr", "num", "number", "nummer", "numero", "ref", "code", "nro")


@lru_cache(maxsize=4096)  # a text's lines repeat their fields; prose lines have few
def column_kind(name: str) -> str | None:
    """The kind a column called ``name`` holds, or None for one that holds nothing
    personal (``price``, ``city``, ``created_at``)."""
    if secret_name(name):  # "password", "api_key"; not "password_hint" nor "token_url"
        return SECRET
    return _folded_kind(fold(name))


@lru_cache(maxsize=2048)
def _folded_kind(key: str) -> str | None:
    for forms, kind in (
        (_PERSON, PERSON),
        (_BIRTH, BIRTH),
        (_ADDRESS, ADDRESS),
        (_PHONE, PHONE),
        (_EMAIL, EMAIL),
        (_BARE_NAME, NAME),
    ):
        if key in forms:
            return kind
    if key in _HOLDERS or _holder_number(key):
        return ACCOUNT
    return None


def _holder_number(key: str) -> bool:
    """``customer_id``, ``klantnr``, ``Kundennummer``, ``clientno``: a holder's number."""
    return any(key.startswith(holder) and key[len(holder) :] in _ID_ENDINGS for holder in _HOLDERS)


def fold(name: str) -> str:
    spaced = _CAMEL.sub(" ", name.strip().strip("\"'`"))
    plain = unicodedata.normalize("NFKD", spaced.casefold())
    plain = "".join(c for c in plain if not unicodedata.combining(c)).replace("ł", "l")
    return _SEPARATORS.sub("", plain)


def header_columns(names: list[str]) -> dict[int, str]:
    """The columns of a header that hold something personal, by position."""
    kinds = [column_kind(n) if n else None for n in names]
    counted = personal_columns(kinds)
    return {
        i: PERSON if kind == NAME else kind
        for i, kind in enumerate(kinds)
        if kind is not None and counted[kind] and kind != EMAIL
    }


def personal_columns(kinds: Iterable[str | None]) -> dict[str, bool]:
    """Which kinds count in a header: a bare name only beside another personal column."""
    present = {kind for kind in kinds if kind}
    beside = bool(present - {NAME, SECRET})
    return {kind: kind != NAME or beside for kind in present}
