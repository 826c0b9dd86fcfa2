"""Random credentials in every syntax of issue 11 (points 1, 2, 3, 8, 9 and 12).

Each strategy draws a whole message and the values in it that must not leave; the
negative strategies draw messages that must pass untouched. Keywords, languages,
casings, operators, quotings and value alphabets are drawn independently, so the
detectors are tried on combinations nobody wrote down.

``python -m tests.trust.secret_generators [--examples N]`` prints the pass rate of each
family through the ``ares preview`` path (the closing note's generator figures).
"""

from __future__ import annotations

import base64
import json
import random
import string
from dataclasses import dataclass

from hypothesis import strategies as st
from mnemonic import Mnemonic

ALNUM = string.ascii_letters + string.digits
SYMBOLS = "!@#^*-_+.~"
TEMPLATE_CHARS = "{}$%<>"
BASE32 = string.ascii_uppercase + "234567"


@dataclass(frozen=True)
class Case:
    message: str
    values: tuple[str, ...]  # each must be absent from the payload (empty: negative case)


# --- point 1: credentials named by their context -----------------------------------

PASSWORD_WORDS = [
    "password", "passwd", "pwd", "pass", "passphrase", "db_pass", "user_pw", "admin_password",
    "pin", "Passwort", "Kennwort", "mot_de_passe", "contrasena", "haslo", "clave",
]  # fmt: skip
SECRET_WORDS = [
    "secret", "token", "api_key", "access_key", "private_key", "credentials", "auth_token",
    "client_secret", "secret_key", "session_token",
]  # fmt: skip


def _case_as(name: str, style: str) -> str:
    parts = name.replace("-", "_").split("_")
    if style == "upper":
        return "_".join(parts).upper()
    if style == "camel":
        return parts[0].lower() + "".join(p.title() for p in parts[1:])
    if style == "pascal":
        return "".join(p.title() for p in parts)
    if style == "kebab":
        return "-".join(parts).lower()
    return "_".join(parts).lower()


def _value(draw: st.DrawFn, *, spaces: bool, templates: bool, min_size: int = 3) -> str:
    """A value a person may have chosen: short or long, low or high entropy. It starts
    with a letter or digit (a leading ``$``, ``{`` or ``<`` would make it a reference)
    and holds a digit (an unquoted run of letters in code is an identifier)."""
    alphabet = ALNUM + SYMBOLS + (" " if spaces else "") + (TEMPLATE_CHARS if templates else "")
    head = draw(st.sampled_from(ALNUM))
    body = draw(st.text(alphabet, min_size=min_size - 2, max_size=24))
    digit = draw(st.sampled_from(string.digits))
    value = (head + body + digit).strip()
    # one letter over and over ("aaa.aaaaaaa0") is how a document masks a key, not a key
    if len(set(value) - set(".-+~_")) < 3 or value.endswith(tuple(".-+~_")):
        value = value.rstrip(".-+~_") + "q7K"
    return value


QUOTED = [
    '{k} = "{v}"', "{k} = '{v}'", '"{k}": "{v}"', '{k} := "{v}"', "{k} => '{v}'",
    'if {k} == "{v}":', 'if ("{v}" === {k}) {{', '{k} != "{v}"', 'set{K}("{v}")',
    'NSString *{k} = @"{v}";', 'char {k}[] = "{v}";', 'let {k}: &str = "{v}";',
    'val {k}: String = "{v}"', "{k}: '{v}'", '{k} = "{v}"  # prod', "<{k}>{v}</{k}>",
]  # fmt: skip
UNQUOTED = [
    "{k}={v}", "export {K}={v}", "{k}: {v}", "[db]\n{k} = {v}\nhost = db", "--{kebab} {v}",
    "--{kebab}={v}", "https://example.org/login?user=bob&{k}={v}&next=/",
]  # fmt: skip
PROSE = [
    "my {w} is {v}", "the wifi password is {v}", "Das Passwort für das WLAN lautet {v}",
    "mein Kennwort ist {v}", "le mot de passe du compte est {v}", "la contraseña es {v}",
    "hasło do konta to {v}", "I changed the router password, it's {v}",
    "here is my {w}: {v}", "my bank PIN is {v}", "the door code is {v}",
]  # fmt: skip
PROSE_WORDS = ["password", "passcode", "passphrase", "api key", "secret key", "access token"]


@st.composite
def named_credentials(draw: st.DrawFn) -> Case:
    name = draw(st.sampled_from(PASSWORD_WORDS + SECRET_WORDS))
    style = draw(st.sampled_from(["snake", "upper", "camel", "pascal", "kebab"]))
    k = _case_as(name, style)
    if style == "kebab" and draw(st.booleans()):
        k = _case_as(name, "snake")
    form = draw(st.sampled_from(["quoted", "unquoted"]))
    if form == "quoted":
        template = draw(st.sampled_from(QUOTED))
        value = _value(draw, spaces=True, templates=True)
    else:
        template = draw(st.sampled_from(UNQUOTED))
        value = _value(draw, spaces=False, templates=template.startswith(("[", "{k}:")))
        value = value.replace("&", "").replace("#", "") or "x9"
    message = template.format(
        k=k, K=_case_as(name, "pascal"), kebab=_case_as(name, "kebab"), v=value
    )
    return Case(_framed(draw, message), (value,))


@st.composite
def prose_credentials(draw: st.DrawFn) -> Case:
    template = draw(st.sampled_from(PROSE))
    if template.endswith("code is {v}") or "PIN" in template:
        value = "".join(draw(st.lists(st.sampled_from(string.digits), min_size=4, max_size=8)))
    elif draw(st.booleans()):
        value = _value(draw, spaces=False, templates=False, min_size=4)
    else:  # a passphrase of plain words
        value = " ".join(draw(st.lists(st.sampled_from(PASSPHRASE_WORDS), min_size=2, max_size=5)))
    message = template.format(w=draw(st.sampled_from(PROSE_WORDS)), v=value)
    return Case(
        _framed(draw, message + draw(st.sampled_from(["", ".", ", thanks", "\nok"]))), (value,)
    )


PASSPHRASE_WORDS = ["correct", "horse", "battery", "staple", "orange", "river", "piano", "cloud"]


def _framed(draw: st.DrawFn, message: str) -> str:
    before = draw(st.sampled_from(["", "Hi! ", "config:\n", "Can you check this? "]))
    after = draw(st.sampled_from(["", "\nWhy does it fail?", " — is that safe?"]))
    return before + message + after


# --- point 2: definitive token shapes, any body -------------------------------------


def _body(draw: st.DrawFn, alphabet: str, size: int) -> str:
    """Random, or repetitive (a short pattern repeated): both are the provider's shape.
    One character making up most of it is a mask (``ghp_xxxx…``), drawn as a pattern."""
    if draw(st.booleans()):
        body = "".join(draw(st.lists(st.sampled_from(alphabet), min_size=size, max_size=size)))
        if max(map(body.count, set(body))) * 2 <= size:
            return body
    unit = "".join(draw(st.lists(st.sampled_from(alphabet), min_size=3, max_size=5)))
    if len({c for c in unit if c.isalnum()}) < 2:
        unit = alphabet[:3]
    return (unit * size)[:size]


@st.composite
def token_shapes(draw: st.DrawFn) -> Case:
    kind = draw(st.sampled_from(range(11)))
    if kind == 0:
        token = "ghp_" + _body(draw, ALNUM, 36)
    elif kind == 1:
        token = "glpat-" + _body(draw, ALNUM + "_-", 20)
    elif kind == 2:
        token = "AKIA" + _body(draw, BASE32, 16)
    elif kind == 3:
        token = "xoxb-" + _body(draw, string.digits, 11) + "-" + _body(draw, string.digits, 12)
        token += "-" + _body(draw, ALNUM, 24)
    elif kind == 4:
        token = "sk_live_" + _body(draw, ALNUM, 24)
    elif kind == 5:
        token = "npm_" + _body(draw, ALNUM, 36)
    elif kind == 6:
        token = "SG." + _body(draw, ALNUM + "_-", 22) + "." + _body(draw, ALNUM + "_-", 43)
    elif kind == 7:
        token = _jwt(draw)
    elif kind == 8:
        token = _private_key(draw)
    elif kind == 9:
        # Google API keys are public in web pages by design: one counts next to "key"
        return Case(
            _framed(draw, "api key: AIza" + (body := _body(draw, ALNUM + "_-", 35))),
            ("AIza" + body,),
        )
    else:
        password = _value(draw, spaces=False, templates=False).replace("@", "").replace("/", "")
        scheme = draw(st.sampled_from(["postgres", "mysql", "redis", "amqp", "mongodb+srv", "ftp"]))
        host = draw(st.sampled_from(["db.internal", "10.0.0.5:5432", "cluster0.example.net"]))
        user = draw(st.sampled_from(["admin", "app", "u"]))
        return Case(_framed(draw, f"{scheme}://{user}:{password}@{host}/main"), (password,))
    return Case(_framed(draw, f"use {token} for the deploy"), (token,))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _jwt(draw: st.DrawFn) -> str:
    header = _b64url(json.dumps({"alg": draw(st.sampled_from(["HS256", "RS256"]))}).encode())
    claims = {"sub": draw(st.text(ALNUM, min_size=1, max_size=12)), "iat": draw(st.integers(0))}
    token = header + "." + _b64url(json.dumps(claims).encode())
    if draw(st.booleans()):
        token += "." + _b64url(draw(st.binary(min_size=16, max_size=48)))
    return token


def _private_key(draw: st.DrawFn) -> str:
    label = draw(st.sampled_from(["RSA ", "EC ", "OPENSSH ", "ENCRYPTED ", ""]))
    body = base64.b64encode(draw(st.binary(min_size=24, max_size=120))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    end = f"\n-----END {label}PRIVATE KEY-----" if draw(st.booleans()) else ""  # truncated
    return f"-----BEGIN {label}PRIVATE KEY-----\n{lines}{end}"


# --- point 3: base64 that decodes to a credential ----------------------------------


@st.composite
def base64_wrapped(draw: st.DrawFn) -> Case:
    password = _value(draw, spaces=False, templates=False, min_size=6).replace(":", "")
    user = draw(st.sampled_from(["admin", "deploy", "me@example.org", "svc"]))
    inner = draw(
        st.sampled_from(
            [f"{user}:{password}", json.dumps({"api_key": password + "Zx9" + password})]
        )
    )
    blob = base64.b64encode(inner.encode()).decode()
    quoted = draw(st.booleans())
    shown = f'"{blob}"' if quoted else blob
    return Case(_framed(draw, f"the header value is {shown}"), (blob,))


# --- point 9: secrets with no keyword -------------------------------------------------


@st.composite
def keyless(draw: st.DrawFn) -> Case:
    kind = draw(st.sampled_from(["totp", "recovery", "seed"]))
    if kind == "totp":
        key = "".join(draw(st.lists(st.sampled_from(BASE32), min_size=32, max_size=32)))
        if len(set(key) & set("234567")) < 2:
            key = key[:-2] + "27"
        grouped = " ".join(key[i : i + 4] for i in range(0, 32, 4))
        shown = grouped.lower() if draw(st.booleans()) else grouped
        return Case(f"Authenticator setup key: {shown}", (shown,))
    if kind == "recovery":
        hexdigits = "0123456789abcdef"
        codes = [
            _body(draw, hexdigits, 5) + "-" + _body(draw, hexdigits, 5)
            for _ in range(draw(st.integers(3, 8)))
        ]
        codes = [c if any(ch.isdigit() for ch in c) else "1" + c[1:] for c in codes]
        sep = draw(st.sampled_from(["\n", " ", ", "]))
        intro = draw(st.sampled_from(["My GitHub recovery codes:", "backup codes", ""]))
        return Case(f"{intro}\n" + sep.join(codes), tuple(codes))
    language = draw(st.sampled_from(["english", "english", "spanish", "french"]))
    words = Mnemonic(language).wordlist
    count = draw(st.sampled_from([12, 24]))
    phrase = draw(st.lists(st.sampled_from(words), min_size=count, max_size=count))
    numbered = draw(st.booleans())
    shown = " ".join(f"{i}. {w}" if numbered else w for i, w in enumerate(phrase, 1))
    # the words checked are long enough not to occur in the sentence around the phrase
    checked = tuple(w for w in phrase if len(w) >= 6) or (shown,)
    return Case(f"my wallet words are {shown}, keep them safe", checked)


# --- point 12: obfuscated variants ------------------------------------------------------

ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
LOOK_ALIKES = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х"}


@st.composite
def obfuscated(draw: st.DrawFn) -> Case:
    case = draw(st.one_of(named_credentials(), token_shapes()))
    how = draw(st.sampled_from(["zero-width", "look-alike", "full-width", "entity"]))
    message = case.message
    for word in ("password", "token", "secret", "ghp_", "AKIA"):
        at = message.find(word)
        if at < 0:
            continue
        cut = at + 2
        if how == "zero-width":
            message = message[:cut] + draw(st.sampled_from(ZERO_WIDTH)) + message[cut:]
        elif how == "look-alike":
            hidden = "".join(LOOK_ALIKES.get(c, c) for c in word)
            message = message[:at] + hidden + message[at + len(word) :]
        elif how == "full-width":
            hidden = "".join(chr(ord(c) + 0xFEE0) for c in word)
            message = message[:at] + hidden + message[at + len(word) :]
        else:
            message = message[:cut] + f"&#{ord(message[cut])};" + message[cut + 1 :]
        break
    return Case(message, case.values)


# --- negatives: references, placeholders, masks, code, hashes --------------------------

NEGATIVE_VALUES = [
    '"${DB_PASSWORD}"', "$DB_PASSWORD", "%DB_PASSWORD%", '"{{ secrets.API_TOKEN }}"',
    'os.environ["DB_PASSWORD"]', "process.env.API_TOKEN", "get_password()",
    'f"{password}"', '"{password}"', '"********"', '"<your-api-key>"',
    '"your-api-key-here"', "config.db.password", "None", '"changeme"', "settings.SECRET_KEY",
]  # fmt: skip


@st.composite
def negatives(draw: st.DrawFn) -> Case:
    kind = draw(st.sampled_from(["reference", "hash", "prose"]))
    if kind == "reference":
        name = _case_as(draw(st.sampled_from(PASSWORD_WORDS[:6] + SECRET_WORDS[:4])), "snake")
        value = draw(st.sampled_from(NEGATIVE_VALUES))
        op = draw(st.sampled_from([" = ", ": ", "=", " := "]))
        return Case(f"{name}{op}{value}", ())
    if kind == "hash":
        hexdigits = "0123456789abcdef"
        sha = "".join(draw(st.lists(st.sampled_from(hexdigits), min_size=40, max_size=40)))
        digest = "".join(draw(st.lists(st.sampled_from(hexdigits), min_size=64, max_size=64)))
        uuid = "-".join(
            "".join(draw(st.lists(st.sampled_from(hexdigits), min_size=n, max_size=n)))
            for n in (8, 4, 4, 4, 12)
        )
        integrity = base64.b64encode(draw(st.binary(min_size=48, max_size=48))).decode()
        data = base64.b64encode(draw(st.binary(min_size=30, max_size=60))).decode()
        return Case(
            draw(
                st.sampled_from(
                    [
                        f"git cherry-pick {sha} broke the build",
                        f"sha256sum says {digest} for the tarball",
                        f"request id {uuid} failed",
                        f'<script src="/app.js" integrity="sha384-{integrity}"></script>',
                        f'<img src="data:image/png;base64,{data}">',
                    ]
                )
            ),
            (),
        )
    return Case(
        draw(
            st.sampled_from(
                [
                    "How do I reset my password if I forgot it?",
                    "What makes a strong password?",
                    "The password field is required.",
                    "Explain how Dijkstra's algorithm works",
                    "Our tokens expire after an hour; how do refresh tokens work?",
                    "How many tokens does GPT-4 accept?",
                    "Pin numpy==1.26.4 and upgrade pip.",
                    "My PIN was blocked, what should I do?",
                    "Use a password manager and never reuse a passphrase.",
                ]
            )
        ),
        (),
    )


FAMILIES = {
    "named credentials (point 1)": named_credentials(),
    "prose credentials (points 1, 8)": prose_credentials(),
    "token shapes (point 2)": token_shapes(),
    "base64-wrapped (point 3)": base64_wrapped(),
    "TOTP, recovery, seed (point 9)": keyless(),
    "obfuscated (point 12)": obfuscated(),
}


def _rates(examples: int) -> None:
    from tests.trust.preview_rig import PreviewRig  # only for the report

    random.seed(11)
    with PreviewRig() as rig:
        for family, strategy in [*FAMILIES.items(), ("negatives (must pass)", negatives())]:
            passed = 0
            for _ in range(examples):
                case = strategy.example()
                passed += rig.passes(case)
            print(f"{family:<34} {passed:>4}/{examples}  {passed / examples:.3f}")


if __name__ == "__main__":
    import argparse
    import warnings

    from hypothesis.errors import NonInteractiveExampleWarning

    warnings.simplefilter("ignore", NonInteractiveExampleWarning)
    parser = argparse.ArgumentParser(description="pass rates of the secret generators")
    parser.add_argument("--examples", type=int, default=200)
    _rates(parser.parse_args().examples)
