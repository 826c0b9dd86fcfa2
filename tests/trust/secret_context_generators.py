"""Values a credential's name introduces, whatever they look like (issue 11, point 1).

A credential word (``token``, ``secret``, ``auth``, ``apiKey``, ``password`` …) and an
operator (``=``, ``:``, ``:=``, ``=>``), then a value quoted or not, drawn from the
alphabets the other generators leave out: letters only, mixed case inside a word
(``GmojBrsabt``), short capitals (``UCJ``), several words (``secret = hello world``),
``{ } $ %`` inside the value (``{abc$%def}``). Each is a secret: the name says so.

``context-stand-ins`` must pass byte-identical: the same names and operators before a
value that only stands for a secret or is ordinary code — a call, a lookup, a
reference, a mask, a placeholder, a constant, an identifier made of words, a program's
name — and the ordinary lines of code and configuration that hold a credential word.

    .venv/bin/python -m tests.trust.secret_context_generators --examples 400 --seed 11
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import payload
from tests.trust.secret_prefix_generators import arguments
from tests.trust.secret_probe_generators import leaked

_NAMES = (
    "token", "secret", "auth", "apiKey", "api_key", "API_KEY", "auth_token", "AUTH",
    "client_secret", "accessToken", "SECRET_KEY", "password", "passwd", "db_pass", "pwd",
)  # fmt: skip
_OPERATORS = ("=", " = ", ": ", ":=", " := ", " => ", "=")
_QUOTES = ("", "", '"', "'")
# words no sentence needs: chosen, not talked with
_WORDS = (
    "hello", "world", "orange", "river", "piano", "cloud", "lantern", "meadow", "copper",
    "violet", "harbor", "falcon", "ember", "pebble", "glacier", "juniper",
)  # fmt: skip


def _mixed_case(rng: random.Random) -> str:
    """Letters whose case changes inside the word: ``GmojBrsabt``, ``qWxRtzb``."""
    while True:
        value = "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(6, 14)))
        inner = value[1:]
        if inner != inner.lower() and inner != inner.upper():
            return value


def _capitals(rng: random.Random) -> str:
    return "".join(rng.choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(rng.randint(3, 6)))


def _templated(rng: random.Random) -> str:
    """``{ } $ %`` inside letters: ``{abc$%def}``, ``ab$%cd``, ``xy{z}q%w``."""
    letters = "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(6, 10)))
    cut = rng.randint(2, len(letters) - 2)
    middle = rng.choice("$%") + "".join(rng.sample("$%{}", rng.randint(0, 2)))
    if rng.random() < 0.5:  # braced around the whole: ``{abc$%def}``
        return "{" + letters[:cut] + middle.replace("{", "").replace("}", "") + letters[cut:] + "}"
    return letters[:cut] + middle + letters[cut:]


def _words(rng: random.Random) -> str:
    return " ".join(rng.sample(_WORDS, rng.randint(2, 4)))


_SHAPES: tuple[Callable[[random.Random], str], ...] = (_mixed_case, _capitals, _templated)


def context_named_values(rng: random.Random) -> Case:
    """A credential's name, an operator and a value of letters, capitals, templates."""
    name = rng.choice(_NAMES)
    if rng.random() < 0.25:  # words: unquoted on a line of its own, or quoted anywhere
        value, quote = _words(rng), rng.choice(_QUOTES)
        operator = rng.choice((" = ", ": ", "="))
    else:
        value, quote = rng.choice(_SHAPES)(rng), rng.choice(_QUOTES)
        operator = rng.choice(_OPERATORS)
    line = f"{name}{operator}{quote}{value}{quote}"
    frame = rng.choice(("{}", "{}\n", "[prod]\n{}\nhost = db", "config:\n  {}", "{}  # prod"))
    if not quote and " " in value:
        frame = rng.choice(("{}", "{}\n", "[prod]\n{}\nhost = db"))
    return Case(frame.format(line), (value,))


_STAND_INS = (
    "get_password()", "get_token()", 'os.environ["API_TOKEN"]', 'os.getenv("SECRET")',
    "${API_TOKEN}", "$API_TOKEN", "{{ secrets.DEPLOY_TOKEN }}", "process.env.API_KEY",
    "****", "<your-token-here>", "None", "null", "true", "false", 'input("Password: ")',
    'request.headers.get("X-Token")', "config.db.password", "self.token",
    "settings.SECRET_KEY", "dbPassword", "user_password", "accessToken", "authHeader",
    "keyring.get_password(service, user)", "%API_TOKEN%", "{password}",
)  # fmt: skip
# what a tool's or a setting's name is, quoted or not: no credential
_NAMED_VALUES = ("kubectl", "docker", "systemctl", "etcdctl", "terraform", "helm", "gcloud")
_SETTINGS = ("basic", "bearer", "oauth2", "required", "none", "ldap", "LDAP", "NTLM", "PLAIN")
_ORDINARY_LINES = (
    "PasswordAuthentication no", "auth: true", "secret = None", "token = None",
    'password = input("Password: ")', "token = request.headers.get('Authorization')",
    "auth_required: false", "use_password: false", "token_url = https://auth.lan/token",
    "secret_name: db-credentials", "api_key_env: OPENAI_API_KEY", "password_min_length: 12",
    "def check_password(password: str) -> bool:", "if token is None:",
    "for token in tokens:", "return secret", "auth = HTTPBasicAuth(user, pw)",
    "token = jwt.encode(payload, key)", "auth: required for all endpoints",
)  # fmt: skip


def context_stand_ins(rng: random.Random) -> Case:
    """The same names and operators before what only stands for a value, and lines of
    code or configuration about credentials that hold none."""
    kind = rng.randrange(4)
    if kind == 3:
        return Case(rng.choice(_ORDINARY_LINES), ())
    name = rng.choice(_NAMES[:11])
    operator = rng.choice(_OPERATORS)
    if kind == 0:
        return Case(f"{name}{operator}{rng.choice(_STAND_INS)}", ())
    value = rng.choice(_NAMED_VALUES if kind == 1 else _SETTINGS)
    if kind == 2:
        name = rng.choice(("auth", "AUTH", "auth_type", "auth_method"))
    quote = rng.choice(_QUOTES)
    return Case(f"{name}{operator}{quote}{value}{quote}", ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "context-named-values": context_named_values,
}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "context-stand-ins": context_stand_ins,
}


def altered(case: Case) -> bool:
    return payload(case.message) != case.message


Families = dict[str, Callable[[random.Random], Case]]


def report(description: str, families: Families, clean_families: Families) -> None:
    """Each family's rate over ``--examples`` cases, misses shown (``--show``)."""
    args = arguments(description)
    rng = random.Random(args.seed)
    for family, draw in families.items():
        misses = [c for c in (draw(rng) for _ in range(args.examples)) if leaked(c)]
        print(f"{family:24} withheld {1 - len(misses) / args.examples:.3f}")
        for case in misses[: args.show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))
    for family, draw in clean_families.items():
        changed = [c for c in (draw(rng) for _ in range(args.examples)) if altered(c)]
        print(f"{family:24} untouched {1 - len(changed) / args.examples:.3f}")
        for case in changed[: args.show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))


def families_hold(seeds: list[int], families: Families, clean_families: Families) -> None:
    """No value of a family leaves, no clean family's message is altered (one case per
    seed)."""
    for family, draw in families.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        assert [c.message for c in cases if leaked(c)] == [], family
    for family, draw in clean_families.items():
        cases = [draw(random.Random(seed)) for seed in seeds]
        assert [c.message for c in cases if altered(c)] == [], family


if __name__ == "__main__":
    report(__doc__.split("\n")[0], FAMILIES, CLEAN_FAMILIES)
