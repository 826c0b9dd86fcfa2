"""Passwords told in Polish, German, French and Spanish in the sentence shapes people
write — "hasło do wifi to …", "moje hasło: …", "zmieniłem hasło na …", "ich habe das
Passwort auf … geändert", "j'ai changé le mot de passe en …", "cambié la contraseña a
…" — with values of random letters (no digit, no capital: nothing but the sentence says
it is a password), random mixed values and numbers; and the credential-named values
that look like numbers, versions, dates or booleans (``password=0.0``) or are letters
that make no word (``secret = "bbaihax"``).

    .venv/bin/python -m tests.trust.secret_language_generators --examples 400 --seed 11
"""

from __future__ import annotations

import random
import string

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import payload
from tests.trust.secret_prefix_generators import arguments, leaked

_FORMS = {
    "pl": (
        "hasło do wifi to {v}", "moje hasło: {v}", "zmieniłem hasło na {v}",
        "zmieniłam hasło do poczty na {v}", "ustawiłem hasło na {v}", "hasło brzmi {v}",
        "nowe hasło: {v}", "hasło zmienione na {v}", "hasło do routera zmieniłem na {v}",
        "Hasło: {v}", "hasło do konta bankowego to {v}", "daj mu hasło {v}",
        "hasło jest {v}", "moje hasło do netflixa to {v}", "kod do drzwi to {v}",
        "zmień hasło na {v} i daj znać",
    ),
    "de": (
        "mein Passwort ist {v}", "das Passwort lautet {v}", "Passwort: {v}",
        "ich habe das Passwort auf {v} geändert", "das WLAN-Passwort ist {v}",
        "neues Passwort: {v}", "Passwort geändert auf {v}", "mein Kennwort: {v}",
        "das Passwort fürs WLAN lautet jetzt {v}", "hab das Passwort in {v} geändert",
        "Passwort ist {v}", "Zugangscode: {v}",
    ),
    "fr": (
        "mon mot de passe est {v}", "le mot de passe du wifi : {v}", "mot de passe : {v}",
        "j'ai changé le mot de passe en {v}", "j'ai changé mon mot de passe pour {v}",
        "nouveau mot de passe : {v}", "le mdp c'est {v}", "le mot de passe, c'est {v}",
        "mot de passe du routeur : {v}", "j'ai mis le mot de passe {v}",
    ),
    "es": (
        "mi contraseña es {v}", "la contraseña del wifi es {v}", "contraseña: {v}",
        "cambié la contraseña a {v}", "cambié mi contraseña por {v}",
        "nueva contraseña: {v}", "la clave del wifi es {v}", "puse la contraseña {v}",
        "la contraseña ahora es {v}", "mi clave: {v}",
    ),
}  # fmt: skip
_AFTER = ("", ".", "!", ", dzięki", ", danke", ", merci", ", gracias", " :)", "\nok?")

_CREDENTIAL_NAMES = (
    "password", "PASSWORD", "db_pass", "DB_PASSWORD", "passwd", "pwd", "admin_password",
    "smtp_pass", "userPassword", "PGPASSWORD", "pin", "passphrase", "root_pw",
)  # fmt: skip
_OPERATORS = ("=", " = ", ": ", ":", " := ", " => ")


def _letters(rng: random.Random) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(6, 12)))


def _value(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style < 2:
        return _letters(rng)
    if style == 2:
        alphabet = string.ascii_letters + string.digits + "!#%*-_"
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(6, 14)))
    return str(rng.randint(1000, 99999999))


def told_in_four_languages(rng: random.Random) -> Case:
    language = rng.choice(sorted(_FORMS))
    value = _value(rng)
    after = rng.choice(_AFTER)
    return Case(rng.choice(_FORMS[language]).format(v=value) + after, (value,))


def _numberlike(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 0:
        return f"{rng.randint(0, 9)}.{rng.randint(0, 9)}"
    if style == 1:
        return ".".join(str(rng.randint(0, 20)) for _ in range(3))
    if style == 2:
        return f"{rng.randint(1990, 2030)}-{rng.randint(1, 12):02}-{rng.randint(1, 28):02}"
    if style == 3:
        return rng.choice(("true", "false", "yes", "no", "True", "FALSE"))
    if style == 4:
        return str(rng.randint(100, 99999))
    return f"{rng.randint(1, 3)}e{rng.randint(1, 9)}"


def credential_named_numbers(rng: random.Random) -> Case:
    name, value = rng.choice(_CREDENTIAL_NAMES), _numberlike(rng)
    quote = rng.choice(("", "", '"', "'"))
    line = f"{name}{rng.choice(_OPERATORS)}{quote}{value}{quote}"
    if rng.random() < 0.3:
        line = rng.choice(("export ", "  ", "- ")) + line
    if rng.random() < 0.3:
        line = f'{{"{name}": {quote or chr(34)}{value}{quote or chr(34)}}}'
    return Case(line, (value,))


_SECRET_NAMES = (
    "secret", "token", "api_key", "apiKey", "access_key", "private_key", "auth_token",
    "clientSecret", "SECRET_KEY", "x-api-key", "jwt_secret", "API_TOKEN", "session_token",
)  # fmt: skip
_COMPARED = (" == ", "==", " != ", " === ", " !== ")


def credential_named_letters(rng: random.Random) -> Case:
    """A credential's name and letters that are no word, in every operator (a comparison
    on either side), six letters or more, unquoted in one case."""
    quote = rng.choice(('"', "'", "`", ""))
    size = rng.randint(6, 12)
    # unquoted, mixed case reads as an identifier in code (``token = authTkn``)
    letters = (
        string.ascii_letters
        if quote
        else rng.choice((string.ascii_lowercase, string.ascii_uppercase))
    )
    value = "".join(rng.choice(letters) for _ in range(size))
    name = rng.choice(_SECRET_NAMES)
    operator = rng.choice(_OPERATORS + _COMPARED)
    if quote and operator in _COMPARED and rng.random() < 0.5:
        line = f"{quote}{value}{quote}{operator}{name}"
    else:
        line = f"{name}{operator}{quote}{value}{quote}"
    frame = rng.choice(("{}", "if ({}) {{", "const {};", "  {}\n", "assert {}"))
    return Case(frame.format(line), (value,))


FAMILIES = {
    "told-in-four-languages": told_in_four_languages,
    "credential-named-numbers": credential_named_numbers,
    "credential-named-letters": credential_named_letters,
}


def main() -> None:
    args = arguments(__doc__.split("\n")[0])
    rng = random.Random(args.seed)
    for family, draw in FAMILIES.items():
        misses = [c for c in (draw(rng) for _ in range(args.examples)) if leaked(c)]
        print(f"{family:26} {1 - len(misses) / args.examples:.3f}")
        for case in misses[: args.show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))


if __name__ == "__main__":
    main()
