"""Secrets in chat and pastes by structural class: generated development examples.

``secret-shapes`` draws the syntaxes a credential is pasted in besides ``key = value``:
connection strings of several drivers, cookie and session headers, basic auth, API-key
headers, ``.pgpass``/``.netrc``/``htpasswd`` lines, webhook and bot-token URLs, JWTs,
vendor-prefixed tokens of invented vendors (a lower-case prefix, a separator, a random
body), tokens wrapped over two lines, and a token on the line after its name.
``secret-words`` draws a random token next to a credential word in EN/DE/FR/ES/IT/NL/PL/PT
prose, unquoted. Bodies are random; no value is any provider's example.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case

ALNUM = string.ascii_letters + string.digits


def _body(rng: random.Random, length: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(length))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def _password(rng: random.Random) -> str:
    return _body(rng, rng.randint(10, 18), ALNUM + "!#%*+-_.~")


def _vendor_token(rng: random.Random) -> str:
    prefix = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(2, 6)))
    if rng.random() < 0.3:
        prefix += rng.choice("_-") + rng.choice(("live", "test", "prod", "v1", "pat", "key"))
    return prefix + rng.choice("_-") + _body(rng, rng.randint(24, 48))


def _jwt(rng: random.Random) -> str:
    def part(data: str) -> str:
        return base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")

    header = part('{"alg":"HS256","typ":"JWT"}')
    subject, issued = rng.randint(1, 99999), rng.randint(1, 10**9)
    claims = part(f'{{"sub":"{subject}","name":"x","iat":{issued}}}')
    return f"{header}.{claims}.{_body(rng, 43, ALNUM + '-_')}"


def _shape(rng: random.Random) -> tuple[str, tuple[str, ...]]:
    pw, tok = _password(rng), _body(rng, rng.randint(24, 40))
    user = rng.choice(("app", "admin", "svc_reports", "deploy", "ana"))
    host = rng.choice(("db.internal", "10.0.3.7", "pg-prod.example.net", "localhost"))
    choice = rng.randrange(16)
    if choice == 0:
        return f"Server={host};Database=shop;User Id={user};Password={pw};", (pw,)
    if choice == 1:
        return f"amqp://{user}:{pw}@{host}:5672/vhost", (pw,)
    if choice == 2:
        return f"{host}:5432:shop:{user}:{pw}", (pw,)  # .pgpass
    if choice == 3:
        return f"Cookie: sessionid={tok}; csrftoken={_body(rng, 32)}", (tok,)
    if choice == 4:
        return f"Set-Cookie: session={tok}; Path=/; HttpOnly; Secure", (tok,)
    if choice == 5:
        basic = base64.b64encode(f"{user}:{pw}".encode()).decode()
        return f"curl -H 'Authorization: Basic {basic}' https://{host}/api", (basic,)
    if choice == 6:
        return f"X-API-Key: {tok}", (tok,)
    if choice == 7:
        hashed = "$apr1$" + _body(rng, 8) + "$" + _body(rng, 22, ALNUM + "./")
        return f"{user}:{hashed}", (hashed,)  # htpasswd
    if choice == 8:
        return f"machine {host} login {user} password {pw}", (pw,)
    if choice == 9:
        jwt = _jwt(rng)
        return f"the session token is {jwt} if you need it", (jwt,)
    if choice == 10:
        token = _vendor_token(rng)
        return f"{rng.choice(('here is my token', 'new key', 'use'))} {token}", (token,)
    if choice == 11:
        token = _vendor_token(rng)
        cut = rng.randint(len(token) // 2, len(token) - 6)
        return f"token:\n{token[:cut]}\n{token[cut:]}", (token[:cut], token[cut:])
    if choice == 12:
        return f"API_KEY=\n{tok}", (tok,)
    if choice == 13:
        account = base64.b64encode(rng.randbytes(48)).decode()
        conn = f"DefaultEndpointsProtocol=https;AccountName=store1;AccountKey={account};"
        return conn, (account,)
    if choice == 14:
        return f"Data Source={host};Initial Catalog=crm;uid={user};pwd={pw}", (pw,)
    return f"redis-cli -h {host} -a {pw} ping", (pw,)


def secret_shapes(rng: random.Random) -> Case:
    text, values = _shape(rng)
    if rng.random() < 0.3:
        text = "Here's what I have in the config, why does it fail?\n\n" + text
    return Case(text, values)


# A token next to a credential word, unquoted, in prose: "{w}" is the word, "{t}" the token.
WORDED = (
    "my {w} is {t}",
    "the {w} ({t}) stopped working",
    "new {w}: {t}",
    "{w} → {t}",
    "here's the {w} {t} for staging",
    "can you check why {t} is rejected as {w}?",
)
WORDS = (
    "api key", "token", "access token", "secret", "bearer token", "auth token",
    "API-Schlüssel", "Token", "Zugangsschlüssel", "clé API", "jeton", "clave de API",
    "token de acceso", "chiave API", "token di accesso", "API-sleutel", "toegangstoken",
    "klucz API", "token dostępu", "chave da API", "token de acesso",
)  # fmt: skip


def secret_words(rng: random.Random) -> Case:
    token = _body(rng, rng.randint(20, 44), ALNUM + rng.choice(("", "-_", "+/")))
    text = rng.choice(WORDED).format(w=rng.choice(WORDS), t=token)
    return Case(text, (token,))


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "secret-shapes": secret_shapes,
    "secret-words": secret_words,
}
