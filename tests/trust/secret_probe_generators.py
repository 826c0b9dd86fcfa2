"""One family per kind of issue 11's points 8, 9 and 12, drawn wider than
``secret_kind_generators`` draws them: other tools, other layouts, other languages.

Written before the detectors were looked at for these kinds; ``--examples`` draws per
family and prints the recall of each (a value leaks when it, or any word of three
letters or more of it, is still in the payload for an external worker).

    .venv/bin/python -m tests.trust.secret_probe_generators --examples 300
"""

from __future__ import annotations

import argparse
import json
import random
import re
import string
from collections.abc import Callable

from mnemonic import Mnemonic

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import payload
from tests.trust.secret_kind_generators import _hide

ALNUM = string.ascii_letters + string.digits
B32 = string.ascii_uppercase + "234567"
_WORDS = ("Lantern", "meadow", "Kupfer", "wiosna", "niebla", "rivage", "Falcon", "ember")


def _draw(rng: random.Random, alphabet: str, size: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(size))


def _password(rng: random.Random, *, symbols: str = "!#%*+-_.~") -> str:
    style = rng.randrange(4)
    if style == 0:
        return rng.choice(_WORDS) + str(rng.randint(10, 9999)) + rng.choice(symbols)
    if style == 1:
        while True:
            value = _draw(rng, ALNUM, rng.randint(8, 20))
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                return value
    if style == 2:
        return _draw(rng, ALNUM + symbols, rng.randint(10, 24)) + rng.choice(string.digits)
    return _draw(rng, string.ascii_lowercase, 3) + _draw(rng, string.digits, 3) + "Q"


# --- point 8 ---------------------------------------------------------------------------


_SQL = (
    "CREATE USER '{u}'@'%' IDENTIFIED BY '{v}';", 'create user {u} identified by "{v}";',
    "ALTER USER {u} IDENTIFIED BY {v} ACCOUNT UNLOCK;", "CREATE LOGIN {u} WITH PASSWORD = '{v}';",
    "ALTER ROLE {u} WITH ENCRYPTED PASSWORD '{v}';",
    "CREATE USER {u} WITH PASSWORD '{v}' VALID UNTIL '2027-01-01';",
    "SET PASSWORD FOR '{u}'@'localhost' = '{v}';",
    "GRANT ALL ON shop.* TO '{u}'@'10.0.%' IDENTIFIED BY '{v}';",
    "ALTER USER '{u}'@'%' IDENTIFIED WITH mysql_native_password BY '{v}';",
    "why does this fail? CREATE USER {u} PASSWORD '{v}' LOGIN;",
)  # fmt: skip
_AT_HOST = (
    "sqlplus {u}/{v}@ORCLPDB1", "expdp {u}/{v}@prod schemas=HR directory=DUMP",
    "rman target sys/{v}@standby", "imp {u}/{v}@db01 file=hr.dmp full=y",
    "connect {u}/{v}@//db.lan:1521/XE", "the cron job runs `sqlldr {u}/{v}@ware control=load.ctl`",
)  # fmt: skip
_QUERY = (
    "https://nas.lan/login.cgi?user=admin&{u}={v}", "curl 'http://10.0.0.8/api?{u}={v}&format=json'",
    "GET /cgi-bin/auth?{u}={v} HTTP/1.1", "the camera stream is rtsp://cam.lan/live?{u}={v}&channel=1",
    "webhook: https://hooks.example.net/in?id=42&{u}={v}",
)  # fmt: skip
_PAIRS = (
    "login {u} / {v}", "user: {u} pass: {v}", "Benutzer {u}, Passwort {v}",
    "identifiant : {u} / mot de passe : {v}", "usuario {u} contraseña {v}",
    "login: {u}, hasło: {v}", "creds for the staging box are {u} / {v}",
)  # fmt: skip


def _one_value(
    forms: tuple[str, ...], users: tuple[str, ...], value: Callable[[random.Random], str]
) -> Callable[[random.Random], Case]:
    """A family: one of ``forms`` with a user (or a parameter's name) and a value."""

    def draw(rng: random.Random) -> Case:
        drawn = value(rng)
        return Case(rng.choice(forms).format(u=rng.choice(users), v=drawn), (drawn,))

    return draw


sql_credentials = _one_value(
    _SQL, ("reporting", "etl_job", "svc_web", "grafana"), lambda r: _password(r, symbols="!#%*+-_.")
)
user_pass_at_host = _one_value(_AT_HOST, ("scott", "system", "hr", "deploy"), _password)
query_parameters = _one_value(
    _QUERY,
    ("pw", "pass", "passwd", "password", "pwd", "apikey", "token", "key"),
    lambda r: _draw(r, ALNUM, r.randint(6, 18)) + r.choice("0123456789"),
)
pairs_in_prose = _one_value(
    _PAIRS,
    ("marta", "admin", "jkowalski", "guest", "root"),
    lambda r: _password(r, symbols="!#%*+-_"),
)


def every_credential_on_a_line(rng: random.Random) -> Case:
    values = tuple(_draw(rng, ALNUM, rng.randint(10, 20)) + "7" for _ in range(3))
    a, b, c = values
    forms = (
        f"DB_PASSWORD={a} REDIS_PASSWORD={b} SMTP_PASS={c}",
        f"password={a}; api_key={b}; secret={c}",
        f"--db-password {a} --redis-password {b} --api-token {c}",
        f'{{"password": "{a}", "token": "{b}", "secret": "{c}"}}',
        f"user=app pass={a} | user=ro pass={b} | user=etl pass={c}",
        f"pw1: {a}, pw2: {b}, pw3: {c}",
    )
    return Case(rng.choice(forms), values)


def wrapped_keys(rng: random.Random) -> Case:
    body = _draw(rng, ALNUM + "+/", rng.randint(180, 400))
    width = rng.choice((48, 64, 70, 76))
    lines = [body[i : i + width] for i in range(0, len(body), width)]
    kind = rng.choice(("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"))
    indent = rng.choice(("", "  ", "    ", "> "))
    text = "\n".join(indent + line for line in lines)
    intro = rng.choice(("", "here is the key:\n", "```\n", "key: |\n"))
    outro = rng.choice(("", "\n```", "\nwhy does ssh reject it?"))
    begin, end = f"{indent}-----BEGIN {kind}-----", f"{indent}-----END {kind}-----"
    return Case(f"{intro}{begin}\n{text}\n{end}{outro}", tuple(lines))


def service_account(rng: random.Random) -> Case:
    key_id = _draw(rng, "0123456789abcdef", 40)
    client_id = _draw(rng, string.digits, 21)
    body = "\n".join(_draw(rng, ALNUM + "+/", 64) for _ in range(rng.randint(3, 6)))
    pem = f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n"
    account = {
        "type": "service_account",
        "project_id": rng.choice(("billing-prod", "acme-data", "kiosk-42")),
        "private_key_id": key_id,
        "private_key": pem,
        "client_email": "etl@billing-prod.iam.gserviceaccount.com",
        "client_id": client_id,
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    indent = rng.choice((None, 2, 4))
    text = json.dumps(account, indent=indent)
    intro = rng.choice(("", "this key file fails to load:\n"))
    return Case(intro + text, (key_id, client_id, *body.split("\n")))


# --- point 9 ---------------------------------------------------------------------------


def _b32_key(rng: random.Random) -> str:
    while True:
        key = _draw(rng, B32, rng.choice((16, 26, 32)))
        if sum(c.isdigit() for c in key) >= 2:
            return key


def otpauth(rng: random.Random) -> Case:
    key = _b32_key(rng)
    issuer = rng.choice(("GitLab", "Acme%20Corp", "Proton", "bank"))
    forms = (
        f"otpauth://totp/{issuer}:me%40mail.lan?secret={key}&issuer={issuer}",
        f"otpauth://totp/{issuer}?algorithm=SHA1&digits=6&secret={key}&period=30",
        f"otpauth://hotp/{issuer}:ops?secret={key}&counter=0",
        f"the QR code decodes to otpauth://totp/x?issuer={issuer}&secret={key}",
    )
    return Case(rng.choice(forms), (key,))


def totp_groups(rng: random.Random) -> Case:
    key = _b32_key(rng)
    if rng.random() < 0.5:
        key = key.lower()
    shown = " ".join(key[i : i + 4] for i in range(0, len(key), 4))
    intros = (
        "Your setup key:", "Can't scan? Enter this key:", "2FA key",
        "authenticator code to type in:",
        "Schlüssel für die App:", "clé de configuration :", "clave de configuración:",
        "klucz do aplikacji:", "",
    )  # fmt: skip
    intro = rng.choice(intros)
    sep = rng.choice((" ", "\n"))
    return Case(f"{intro}{sep}{shown}".strip(), tuple(shown.split(" ")))


def recovery_codes(rng: random.Random) -> Case:
    style = rng.randrange(4)
    count = rng.randint(6, 10)
    hexa, upper = "abcdef0123456789", string.ascii_uppercase + string.digits
    if style == 0:
        codes = [_draw(rng, hexa, 5) + "-" + _draw(rng, hexa, 5) for _ in range(count)]
    elif style == 1:
        codes = [_draw(rng, string.digits, 8) for _ in range(count)]
    elif style == 2:
        codes = [_draw(rng, string.ascii_lowercase + string.digits, 10) for _ in range(count)]
    else:
        codes = [_draw(rng, upper, 4) + "-" + _draw(rng, upper, 4) for _ in range(count)]
    intro = rng.choice(
        (
            "Backup codes",
            "recovery codes for github:",
            "Kody zapasowe:",
            "Codes de secours",
            "Wiederherstellungscodes:",
            "códigos de respaldo",
        )
    )
    sep = rng.choice(("\n", "\n- ", "  ", ", ", "\n1. "))
    return Case(intro + sep + sep.join(codes), tuple(codes))


_MNEMONIC = {lang: Mnemonic(lang).wordlist for lang in ("english", "spanish", "french", "italian")}


def seed_phrases(rng: random.Random) -> Case:
    words = rng.choice(tuple(_MNEMONIC.values()))
    phrase = " ".join(rng.choice(words) for _ in range(rng.choice((12, 15, 18, 24))))
    forms = (
        "{p}",
        "my seed phrase: {p}",
        "recovery phrase is {p}",
        "wallet words\n{p}",
        "is this a valid mnemonic? {p}",
        "Seed: {p} — keep it offline",
    )
    return Case(rng.choice(forms).format(p=phrase), (phrase,))


def pins_and_cvcs(rng: random.Random) -> Case:
    pin = _draw(rng, string.digits, rng.choice((4, 4, 5, 6)))
    cvc = _draw(rng, string.digits, rng.choice((3, 3, 4)))
    forms = (
        (f"my card PIN is {pin}", pin), (f"PIN {pin}, don't tell anyone", pin),
        (f"the CVC is {cvc}", cvc), (f"CVV: {cvc}", cvc), (f"security code on the back {cvc}", cvc),
        (f"meine PIN ist {pin}", pin), (f"Prüfnummer {cvc}", cvc), (f"mon code PIN : {pin}", pin),
        (f"le cryptogramme est {cvc}", cvc), (f"mi PIN es {pin}", pin), (f"el CVV es {cvc}", cvc),
        (f"PIN do karty: {pin}", pin), (f"kod CVV to {cvc}", cvc), (f"sim pin {pin}", pin),
        (f"card ends 4417, exp 09/28, cvc {cvc}", cvc),
    )  # fmt: skip
    message, value = rng.choice(forms)
    return Case(message, (value,))


# --- point 12 --------------------------------------------------------------------------


def obfuscated(rng: random.Random) -> Case:
    value = _password(rng, symbols="!#*+-_")
    keyword = rng.choice(("password", "passwd", "secret", "token", "passphrase", "api_key"))
    shown_key = _hide(rng, keyword)
    if rng.random() < 0.3:
        token = "ghp_" + _draw(rng, ALNUM, 36)
        shown = _hide(rng, token[:8]) + token[8:]
        return Case(f"my token {shown} stopped working", (token[8:],))
    form = rng.choice(("{k}={v}", "{k}: {v}", "my {k} is {v}", 'export {k}="{v}"'))
    return Case(form.format(k=shown_key, v=value), (value,))


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "probe-sql": sql_credentials,
    "probe-user-pass-at-host": user_pass_at_host,
    "probe-query-parameter": query_parameters,
    "probe-pairs-in-prose": pairs_in_prose,
    "probe-every-credential-on-a-line": every_credential_on_a_line,
    "probe-wrapped-key": wrapped_keys,
    "probe-service-account": service_account,
    "probe-otpauth": otpauth,
    "probe-totp-groups": totp_groups,
    "probe-recovery-codes": recovery_codes,
    "probe-seed-phrase": seed_phrases,
    "probe-pin-cvc": pins_and_cvcs,
    "probe-obfuscated": obfuscated,
}


_PLACEHOLDER = re.compile(r"\[[A-Z_]+_\d+\]")


def leaked(case: Case) -> list[str]:
    """The values, or a word of three letters or more of one, still in the payload (more
    often than the rest of the message holds that word)."""
    sent = _PLACEHOLDER.sub(" ", payload(case.message))
    rest = case.message
    for value in case.values:
        rest = rest.replace(value, " ")
    return [
        v
        for v in case.values
        if v in sent or any(len(w) > 2 and sent.count(w) > rest.count(w) for w in v.split())
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for family, draw in FAMILIES.items():
        cases = [draw(rng) for _ in range(args.examples)]
        misses = [c for c in cases if leaked(c)]
        print(f"{family:34} {1 - len(misses) / len(cases):.3f}")
        for case in misses[: args.show]:
            print("    ", repr(case.message)[:240], "\n      ->", repr(payload(case.message))[:240])


if __name__ == "__main__":
    main()
