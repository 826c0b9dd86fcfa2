"""Secrets by kind, as issue 11 describes them (points 1, 2, 3, 8, 9, 12): development figures.

Written from the issue's description of the kinds, before the detectors were tuned on
them, and drawn independently on every axis: a credential word (of any casing, in code
or in EN/DE/FR/ES/PL prose) × an operator or syntax × a quoting × a value alphabet
(short, low-entropy, spaces inside quotes, ``{ } $ % < >`` inside). Each family returns a
message and the values that must not reach an external worker; ``secret-references``
returns messages that must pass untouched. No value is a provider's published example.

``python -m tests.trust.chat_generators`` reports every family.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case

ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
BASE32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"


def _draw(rng: random.Random, alphabet: str, size: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(size))


def _random(rng: random.Random, size: int, alphabet: str = ALNUM) -> str:
    """Random, with at least one letter and one digit."""
    while True:
        value = _draw(rng, alphabet, size)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# --- values a person may have chosen ------------------------------------------------

_WORDS = (
    "sunflower", "dragon", "river", "piano", "kitten", "orange", "castle", "winter", "coffee",
    "apfel", "sonne", "soleil", "fleur", "gato", "playa", "kwiatek", "słońce", "zamek",
)  # fmt: skip


def chosen(rng: random.Random, *, spaces: bool, templates: bool) -> str:
    """A value of a shape drawn at random: short digits, a word, a word with digits, a
    passphrase, random symbols, template-like characters inside."""
    style = rng.randrange(7)
    if style == 0:
        return _draw(rng, string.digits, rng.randint(4, 8))
    if style == 1:
        return rng.choice(_WORDS) + str(rng.randint(1, 999))
    if style == 2:
        return rng.choice(_WORDS).capitalize() + rng.choice("!#?*.") + str(rng.randint(10, 99))
    if style == 3 and spaces:
        return " ".join(rng.choice(_WORDS) for _ in range(rng.randint(2, 4)))
    if style == 4 and templates:
        inner = rng.choice(("{", "}", "$", "%", "<", ">", "{x}", "%s", "$$", "<3"))
        return rng.choice(_WORDS)[:5] + inner + str(rng.randint(1, 99)) + rng.choice("!aZ")
    if style == 5:
        return _random(rng, rng.randint(5, 9), ALNUM)  # short, low-entropy-ish
    return _random(rng, rng.randint(10, 24), ALNUM + "!@#^*-_+.~")


# --- point 1: credentials named by their context --------------------------------------

_CODE_NAMES = (
    "password", "passwd", "pwd", "pass", "passphrase", "secret", "token", "api_key",
    "access_key", "private_key", "credentials", "auth", "pin", "db_pw", "db_pass",
    "admin_pw", "smtp_password", "root_passwd", "user_secret", "auth_token", "client_secret",
    "app_secret", "master_key", "secret_key", "bearer_token", "session_token", "mysql_pwd",
    "redis_pass", "wifi_password", "vpn_passphrase", "bank_pin", "passwort", "kennwort",
    "mot_de_passe", "contrasena", "haslo", "clave", "geheimnis_token",
)  # fmt: skip


def _cased(name: str, rng: random.Random) -> str:
    parts = name.split("_")
    style = rng.randrange(5)
    if style == 0:
        return "_".join(parts).upper()
    if style == 1:
        return parts[0] + "".join(p.title() for p in parts[1:])
    if style == 2:
        return "".join(p.title() for p in parts)
    if style == 3:
        return "-".join(parts)
    return name


# ``{k}`` the name, ``{v}`` the value. Quoted forms take any value, spaces included.
_QUOTED_FORMS = (
    '{k} = "{v}"', "{k}='{v}'", '{k}: "{v}"', '"{k}": "{v}",', '{k} := "{v}"',
    "'{k}' => '{v}',", 'if {k} == "{v}" {{', 'if ("{v}" == {k})', 'assert {k} != "{v}"',
    'if ({k} === "{v}") return true;', '"{v}" === {k}', '{k}("{v}")', 'obj.{k}("{v}");',
    'config.{k}.assign("{v}")', 'set_{k}("{v}")', 'NSString *{k} = @"{v}";',
    'char {k}[] = "{v}";', 'static const char *{k} = "{v}";', 'const {k} = `{v}`;',
    'var {k} string = "{v}"', '{k} = r"{v}"', 'private String {k} = "{v}";',
    '<add key="{k}" value="{v}" />', "<{k}>{v}</{k}>", '{k} = "{v}"  # TODO rotate',
    '{{"name": "{k}", "value": "{v}"}}', '{k} "{v}";', 'define("{K}", "{v}");',
    '- name: {K}\n  value: "{v}"', 'props.put("{k}", "{v}");',
)  # fmt: skip
# Unquoted forms: YAML, INI, .env, TOML-ish, properties. No spaces in the value except
# where the line runs to its end.
_BARE_FORMS = (
    "{k}={v}", "{K}={v}", "export {K}={v}", "{k}: {v}", "  {k}: {v}\n  host: db", "{k} = {v}",
    "[auth]\n{k} = {v}\nuser = admin", "{k}={v}\nDEBUG=true", "set {K}={v}", "{k} := {v}",
)  # fmt: skip


def secret_context(rng: random.Random) -> Case:
    name = rng.choice(_CODE_NAMES)
    k = _cased(name, rng)
    if rng.random() < 0.6:
        value = chosen(rng, spaces=True, templates=True)
        form = rng.choice(_QUOTED_FORMS)
    else:
        value = chosen(rng, spaces=False, templates=rng.random() < 0.5).replace(" ", "")
        form = rng.choice(_BARE_FORMS)
    text = form.format(k=k, K=name.upper(), v=value)
    return Case(_around(rng, text), (value,))


def _around(rng: random.Random, text: str) -> str:
    before = rng.choice(("", "", "Why does this fail?\n", "config:\n", "Hi, quick one: "))
    after = rng.choice(("", "", "\n", "\nthanks!", " -- is that right?"))
    return before + text + after


# --- point 1: CLI flags ------------------------------------------------------------------

_TOOLS = (
    "mysql -h db.local -u root", "./deploy.sh", "mytool login", "vault login", "mongosh -u app",
    "curl https://api.example.net/v1/items", "docker login registry.example.org -u ci",
    "az login --service-principal -u app-id", "npm login", "java -jar app.jar",
    "python manage.py createsuperuser --username admin", "rclone config create remote",
)  # fmt: skip
_FLAGS = (
    "-p {v}", "-p{v}", "--password {v}", "--password={v}", "--token {v}", "--token={v}",
    "--api-key {v}", "--secret={v}", "--db-password '{v}'", '--password "{v}"',
    "--auth-token {v}", "-P {v}", "--client-secret {v}", "--passphrase {v}",
)  # fmt: skip


_CALLS = (
    'new NetworkCredential("{u}", "{v}")', 'client.login("{u}", "{v}")',
    'Credentials({u!r}, {v!r})', 'auth.authenticate("{u}", "{v}")',
    '$c = New-Object PSCredential("{u}", (ConvertTo-SecureString "{v}" -AsPlainText -Force))',
    "echo '{v}' | sudo -S systemctl restart nginx",
    "echo '{v}' | docker login registry.example.org -u {u} --password-stdin",
)  # fmt: skip


def secret_call(rng: random.Random) -> Case:
    """A password handed to a credential's constructor, a login call or a command's input."""
    user = rng.choice(("admin", "svc-backup", "jan.kowalski", "root"))
    value = chosen(rng, spaces=False, templates=False).replace(" ", "").replace("'", "")
    return Case(_around(rng, rng.choice(_CALLS).format(u=user, v=value)), (value,))


def secret_cli(rng: random.Random) -> Case:
    tool = rng.choice(_TOOLS)
    if rng.random() < 0.25:
        user = rng.choice(("admin", "bob", "ci-bot", "deploy"))
        value = chosen(rng, spaces=False, templates=False).replace(" ", "").replace(":", "")
        return Case(f"curl -u {user}:{value} https://nas.local/api/status", (value,))
    flag = rng.choice(_FLAGS)
    quoted = "'" in flag or '"' in flag
    value = chosen(rng, spaces=quoted, templates=False)
    if not quoted:
        value = value.replace(" ", "")
    value = value.replace("'", "").replace('"', "")
    if value.startswith("-"):
        value = "x" + value
    return Case(_around(rng, f"{tool} {flag.format(v=value)}"), (value,))


# --- point 1: prose in EN/DE/FR/ES/PL -----------------------------------------------------

_PROSE = {
    "en": (
        "my router password is {v}",
        "the wifi code is {v}",
        "the wifi password? it's {v}",
        "I set the admin password to {v} yesterday",
        "my PIN is {v}",
        "pin: {v}",
        "the passphrase for the backup is {v}",
        "our office door code is {v}",
        "my netflix password is {v}, don't share it",
        "here are my creds: bob / {v}",
        "I changed my password, it's {v} now",
        "the password for the NAS is {v}",
        "password: {v}",
        "the api key is {v}",
        "use {v} as the password",
    ),
    "de": (
        "mein WLAN-Passwort ist {v}",
        "das Passwort lautet {v}",
        "Kennwort: {v}",
        "die PIN meiner Karte ist {v}",
        "mein Passwort für das Konto ist {v}",
        "der Code für die Haustür ist {v}",
        "Zugangsdaten: max / {v}",
    ),
    "fr": (
        "mon mot de passe est {v}",
        "le code wifi est {v}",
        "le mot de passe du routeur : {v}",
        "mon code PIN est {v}",
        "le mot de passe, c'est {v}",
        "identifiants : paul / {v}",
    ),
    "es": (
        "mi contraseña es {v}",
        "la clave del wifi es {v}",
        "contraseña: {v}",
        "el PIN de la tarjeta es {v}",
        "la contraseña del router es {v}",
        "usuario: ana / {v}",
    ),
    "pl": (
        "moje hasło to {v}",
        "hasło do wifi: {v}",
        "hasło do routera to {v}",
        "PIN do karty to {v}",
        "kod do drzwi to {v}",
        "login: jan / {v}",
    ),
}
_CLOSINGS = ("", ".", "!", " thanks", "\nCan you help me log in?", " (don't tell anyone)")


def secret_prose_languages(rng: random.Random) -> Case:
    language = rng.choice(tuple(_PROSE))
    template = rng.choice(_PROSE[language])
    if "PIN" in template or "pin" in template or "code" in template or "kod" in template:
        value = _draw(rng, string.digits, rng.randint(4, 8))
    else:
        value = chosen(rng, spaces=False, templates=False)
    if " " in value and "/ {v}" in template:
        value = value.replace(" ", "")
    closing = rng.choice(_CLOSINGS)
    if " " in value and closing.startswith(" "):
        closing = "."  # a passphrase followed by more words would be one value
    return Case(template.format(v=value) + closing, (value,))


# --- point 2: definitive token shapes, any body -------------------------------------------


def _body(rng: random.Random, alphabet: str, size: int) -> str:
    """Random, or a short unit repeated: the provider's shape either way."""
    if rng.random() < 0.6:
        return _random(rng, size, alphabet)
    unit = _random(rng, rng.randint(3, 5), alphabet)
    return (unit * size)[:size]


def _jwt_part(data: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def _definitive(rng: random.Random) -> str:
    kind = rng.randrange(16)
    if kind == 0:
        return rng.choice(("AKIA", "ASIA")) + _body(rng, string.ascii_uppercase + "234567", 16)
    if kind == 1:
        return rng.choice(("ghp_", "gho_", "ghu_", "ghs_", "ghr_")) + _body(rng, ALNUM, 36)
    if kind == 2:
        return "github_pat_" + _body(rng, ALNUM, 22) + "_" + _body(rng, ALNUM, 59)
    if kind == 3:
        return "glpat-" + _body(rng, ALNUM + "_-", 20)
    if kind == 4:
        team, bot = _random(rng, 8, string.ascii_uppercase + string.digits), _random(rng, 10)
        return f"https://hooks.slack.com/services/T{team}/B{bot.upper()}/{_body(rng, ALNUM, 24)}"
    if kind == 5:
        ident = _draw(rng, string.digits, 18)
        return f"https://discord.com/api/webhooks/{ident}/{_body(rng, ALNUM + '_-', 68)}"
    if kind == 6:
        return "npm_" + _body(rng, ALNUM, 36)
    if kind == 7:
        return "pypi-AgEIcHlwaS5vcmc" + _body(rng, ALNUM + "_-", 60)
    if kind == 8:
        return f"{rng.randint(10**8, 10**10 - 1)}:AA{_body(rng, ALNUM + '_-', 33)}"  # telegram
    if kind == 9:
        return rng.choice(("sk_live_", "rk_live_", "sk_test_")) + _body(rng, ALNUM, 24)
    if kind == 10:
        return f"xoxb-{_draw(rng, string.digits, 12)}-{_draw(rng, string.digits, 13)}-" + _body(
            rng, ALNUM, 24
        )
    if kind == 11:
        return "SG." + _body(rng, ALNUM + "_-", 22) + "." + _body(rng, ALNUM + "_-", 43)
    if kind == 12:
        return "shpat_" + _body(rng, HEX, 32)
    if kind == 13:
        return "sk-ant-api03-" + _body(rng, ALNUM + "_-", 93) + "AA"
    if kind == 14:  # a JWT with two or three segments
        head = _jwt_part({"alg": rng.choice(("HS256", "RS256", "none")), "typ": "JWT"})
        claims = _jwt_part({"sub": str(rng.randint(1, 10**6)), "exp": rng.randint(1, 10**9)})
        if rng.random() < 0.5:
            return f"{head}.{claims}"
        return f"{head}.{claims}.{_random(rng, 43, ALNUM + '-_')}"
    return "AIza" + _body(rng, ALNUM + "_-", 35)


_SHAPE_INTROS = (
    "use {t} for the deploy", "{t}", "token={t}", "it fails with {t}, why?", "`{t}`",
    "here: {t}", "ENV VALUE {t}", "webhook: {t}",
)  # fmt: skip


def _private_key_block(rng: random.Random) -> tuple[str, str]:
    label = rng.choice(("RSA ", "EC ", "OPENSSH ", "ENCRYPTED ", "DSA ", ""))
    body = base64.b64encode(rng.randbytes(rng.randint(30, 200))).decode()
    if rng.random() < 0.3:
        body = body[: rng.randint(8, len(body))] + "...."  # truncated by hand
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    end = f"\n-----END {label}PRIVATE KEY-----" if rng.random() < 0.5 else ""
    return f"-----BEGIN {label}PRIVATE KEY-----\n{lines}{end}", lines.split("\n")[0]


def secret_definitive(rng: random.Random) -> Case:
    roll = rng.random()
    if roll < 0.12:
        block, first = _private_key_block(rng)
        return Case("my key:\n" + block, (first,))
    if roll < 0.25:  # URL userinfo, whatever the scheme, the user word or the host
        scheme = rng.choice(("https", "ftp", "smtp", "ldap", "sftp", "http", "custom+tcp"))
        user = rng.choice(("me", "robot", "x", "alice.smith", "svc-01"))
        host = rng.choice(("example.org", "10.1.2.3:8443", "files.intra", "host"))
        value = chosen(rng, spaces=False, templates=False).replace(" ", "")
        for bad in "@/:?#":
            value = value.replace(bad, "")
        return Case(f"connect to {scheme}://{user}:{value}@{host}/path", (value,))
    token = _definitive(rng)
    return Case(rng.choice(_SHAPE_INTROS).format(t=token), (token,))


# --- point 3: entropy without a keyword, and base64 that hides a credential -------------


def secret_entropy(rng: random.Random) -> Case:
    roll = rng.random()
    if roll < 0.4:  # base64 of a credential
        user = rng.choice(("admin", "deploy", "ana@example.org"))
        password = _random(rng, rng.randint(8, 16))
        inner = rng.choice(
            (
                f"{user}:{password}",
                json.dumps({"api_key": _random(rng, 32)}),
                json.dumps({"password": password, "user": user}),
                "-----BEGIN PRIVATE KEY-----\n" + base64.b64encode(rng.randbytes(48)).decode(),
            )
        )
        blob = base64.b64encode(inner.encode()).decode()
        template = rng.choice(("decode this: {b}", "value: {b}", '"{b}"', "data={b}", "{b}"))
        return Case(template.format(b=blob), (blob,))
    if roll < 0.7:  # a quoted random base64 string
        blob = base64.b64encode(rng.randbytes(rng.randint(24, 48))).decode()
        template = rng.choice(('x = "{b}"', "const k = '{b}';", '{{"value": "{b}"}}', "'{b}'"))
        return Case(template.format(b=blob), (blob,))
    blob = _random(rng, rng.randint(32, 64), HEX + HEX.upper())  # hex in mixed case
    return Case(f'client.init("{blob}")', (blob,))


# --- point 8: credential syntaxes beyond key = value ---------------------------------------


def secret_syntax(rng: random.Random) -> Case:
    value = chosen(rng, spaces=False, templates=False).replace(" ", "")
    for bad in "'\"@/&;":
        value = value.replace(bad, "")
    value = value or "k3y9"
    user = rng.choice(("scott", "app_user", "report", "admin"))
    kind = rng.randrange(12)
    if kind == 0:
        return Case(f"CREATE USER {user} IDENTIFIED BY '{value}';", (value,))
    if kind == 1:
        return Case(f"ALTER USER {user} IDENTIFIED BY {value};", (value,))
    if kind == 2:
        return Case(f"CREATE ROLE {user} WITH LOGIN PASSWORD '{value}';", (value,))
    if kind == 3:
        return Case(f"sqlplus {user}/{value}@//db.example:1521/ORCL", (value,))
    if kind == 4:
        return Case(f"GET https://api.example.org/login?user={user}&pw={value}&x=1", (value,))
    if kind == 5:
        return Case(f"http://router.local/cgi?username={user}&pass={value}", (value,))
    if kind == 6:
        return Case(f"login is {user} / {value} for the staging box", (value,))
    if kind == 7:
        key = _draw(rng, BASE32, 32)
        return Case(f"otpauth://totp/Example:{user}?secret={key}&issuer=Example&digits=6", (key,))
    if kind == 8:  # every credential on a line
        other = _random(rng, 20)
        return Case(f"user={user} password={value} token={other} host=db", (value, other))
    if kind == 9:  # a wrapped key
        key = base64.b64encode(rng.randbytes(90)).decode()
        cut = [key[i : i + 40] for i in range(0, len(key), 40)]
        return Case('api_key = "' + "\\\n".join(cut) + '"', tuple(cut))
    if kind == 10:  # a service-account file, ids included
        key_id = _draw(rng, HEX, 40)
        client_id = _draw(rng, string.digits, 21)
        body = base64.b64encode(rng.randbytes(60)).decode()
        text = json.dumps(
            {
                "type": "service_account",
                "project_id": "demo-project",
                "private_key_id": key_id,
                "private_key": f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n",
                "client_email": "svc@demo-project.iam.gserviceaccount.com",
                "client_id": client_id,
            },
            indent=2,
        )
        return Case(text, (key_id, client_id))
    # trailing punctuation that belongs to the value
    value = value + rng.choice(("!", "?!", "#", "."))
    return Case(f'password = "{value}"', (value,))


# --- point 9: secrets with no keyword or prefix ---------------------------------------------

_TOTP_INTROS = (
    "", "Setup key: ", "Schlüssel: ", "clé : ", "clave: ", "klucz: ", "2FA for github ",
    "enter this in Google Authenticator ", "secret for my authenticator app: ",
)  # fmt: skip
_RECOVERY_INTROS = (
    "recovery codes:", "backup codes", "Here are my Google backup codes", "Codes de secours :",
    "Wiederherstellungscodes:", "kody zapasowe:", "códigos de respaldo:", "",
)  # fmt: skip
_PIN_PROSE = (
    "my card PIN is {v}", "the CVC on the back is {v}", "CVV {v}", "security code: {v}",
    "PIN {v}, please remember it", "meine PIN lautet {v}", "le cryptogramme est {v}",
    "el código de seguridad es {v}", "mój PIN to {v}", "kod CVV: {v}", "Prüfnummer {v}",
)  # fmt: skip


def secret_keyless(rng: random.Random) -> Case:
    kind = rng.randrange(3)
    if kind == 0:
        key = _draw(rng, BASE32, rng.choice((16, 32)))
        if sum(c in "234567" for c in key) < 2:
            key = key[:-2] + "47"
        shown = " ".join(key[i : i + 4] for i in range(0, len(key), 4))
        shown = shown.lower() if rng.random() < 0.4 else shown
        return Case(rng.choice(_TOTP_INTROS) + shown, (shown,))
    if kind == 1:
        style = rng.randrange(3)
        count = rng.randint(4, 10)
        if style == 0:
            codes = [_draw(rng, string.digits, 8) for _ in range(count)]
        elif style == 1:
            half = LOWER + string.digits
            codes = [_random(rng, 4, half) + "-" + _random(rng, 4, half) for _ in range(count)]
        else:
            codes = [_random(rng, 10, LOWER + string.digits) for _ in range(count)]
        intro = rng.choice(_RECOVERY_INTROS)
        if not intro and style != 1:
            intro = "recovery codes"
        sep = rng.choice(("\n", " ", ", ", "\n- "))
        return Case(f"{intro}\n" + sep.join(codes), tuple(codes))
    digits = rng.choice((3, 4, 4, 6))
    value = _draw(rng, string.digits, digits)
    return Case(rng.choice(_PIN_PROSE).format(v=value), (value,))


# --- point 12: obfuscation ---------------------------------------------------------------------

_ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad")
_CYRILLIC = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"}
_KEYWORDS = ("password", "passwort", "hasło", "token", "secret", "api_key", "ghp_", "AKIA",
             "PIN", "pass", "mot de passe", "contraseña", "sk_live_")  # fmt: skip


def _hide(rng: random.Random, word: str) -> str:
    how = rng.randrange(4)
    if how == 0:
        cut = rng.randint(1, len(word) - 1)
        return word[:cut] + rng.choice(_ZERO_WIDTH) + word[cut:]
    if how == 1:
        return "".join(_CYRILLIC.get(c, c) if rng.random() < 0.6 else c for c in word)
    if how == 2:
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in word)
    return "".join(f"&#{ord(c)};" if rng.random() < 0.4 else c for c in word)


def secret_obfuscated(rng: random.Random) -> Case:
    source = rng.choice((secret_context, secret_prose_languages, secret_definitive, secret_cli))
    case = source(rng)
    message = case.message
    for word in _KEYWORDS:
        at = message.find(word)
        if at >= 0 and not any(at <= message.find(v) < at + len(word) for v in case.values):
            message = message[:at] + _hide(rng, word) + message[at + len(word) :]
            break
    return Case(message, case.values)


# --- negatives: references, placeholders, hashes ------------------------------------------------

_REFERENCES = (
    '"${{DB_PASSWORD}}"', "$DB_PASSWORD", "%DB_PASSWORD%", '"{{{{ secrets.API_TOKEN }}}}"',
    'os.environ["DB_PASSWORD"]', "process.env.API_TOKEN", "get_password()",
    '"****"', '"********"', '"<your-token-here>"', '"<password>"', "vault.read('kv/db')",
    "settings.SECRET_KEY", "None", "null", "self.password", "os.getenv('TOKEN')",
)  # fmt: skip


def secret_references(rng: random.Random) -> Case:
    kind = rng.randrange(4)
    if kind == 0:
        name = _cased(rng.choice(_CODE_NAMES[:14]), rng).replace("-", "_")
        value = rng.choice(_REFERENCES)
        op = rng.choice((" = ", ": ", "=", " := "))
        return Case(f"{name}{op}{value.format()}", ())
    if kind == 1:
        return Case(
            rng.choice(
                (
                    'url = f"https://{host}/login?password={password}"',
                    'print("user {user} has password {password}")',
                    'msg = "Your PIN is {pin}".format(pin=pin)',
                    "template: 'token={token}&id={id}'",
                    'log.info("password=%s", masked)',
                )
            ),
            (),
        )
    if kind == 2:
        sha = _draw(rng, HEX, 40)
        digest = _draw(rng, HEX, 64)
        uuid = "-".join(_draw(rng, HEX, n) for n in (8, 4, 4, 4, 12))
        sri = base64.b64encode(rng.randbytes(48)).decode()
        return Case(
            rng.choice(
                (
                    f"git revert {sha}",
                    f"commit {sha}\nAuthor: dev",
                    f"sha256: {digest}",
                    f"{digest}  release.tar.gz",
                    f"trace id {uuid}",
                    f'"id": "{uuid}"',
                    f'<link rel="stylesheet" href="a.css" integrity="sha384-{sri}">',
                    f'"integrity": "sha512-{sri}"',
                )
            ),
            (),
        )
    return Case(
        rng.choice(
            (
                "How long should a password be?",
                "My password manager says my passphrase is weak, is 4 words enough?",
                "The api key goes in the Authorization header, right?",
                "Where do I find my PIN if I lost the letter?",
                "Wie ändere ich mein Passwort bei der Sparkasse?",
                "Comment changer le mot de passe du wifi ?",
                "¿Cómo cambio la contraseña del router?",
                "Jak zmienić hasło do konta?",
                "The token expired yesterday, how do I get a new one?",
                "Set PASSWORD_MIN_LENGTH to 12 in the config",
            )
        ),
        (),
    )


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "secret-context": secret_context,
    "secret-cli": secret_cli,
    "secret-call": secret_call,
    "secret-prose-5lang": secret_prose_languages,
    "secret-definitive": secret_definitive,
    "secret-entropy": secret_entropy,
    "secret-syntax": secret_syntax,
    "secret-keyless": secret_keyless,
    "secret-obfuscated": secret_obfuscated,
}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "secret-references": secret_references,
}
