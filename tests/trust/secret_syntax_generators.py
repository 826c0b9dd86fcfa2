"""Credential words written to slip past a matcher, and the syntaxes a value is given in
(issue 11, points 1, 3, 8, 9, 12).

- ``obfuscated-words``: the word itself disguised — leetspeak (``p@ssw0rd``, ``t0ken``,
  ``s3cret``), letters spaced out (``p a s s w o r d``), split by a hyphen or a dot
  (``pass-word``, ``api.key``), mixed case (``PaSsWoRd``) — before a value in prose or in
  an assignment.
- ``operators``: a credential's name and a short letters-only value through ``:=``,
  ``=>``, comparisons with the literal on either side, a setter or constructor
  (``.assign("…")``, ``setPassword("…")``, ``new Credential("user", "…")``), C and
  Objective-C literals (``char pw[] = "…"``, ``@"…"``).
- ``template-inside``: ``< > { } $ %`` inside a value (``<secret>a<0</secret>``,
  ``password = "x{y$z"``): only a whole-value reference stands in for a secret.
- ``told-and-flagged``: prose in DE/FR/ES/PL and EN, PINs and card codes, CLI flags,
  ``curl -u``, ``Authorization: Basic``, API-key headers.

``syntax-stand-ins`` must pass byte-identical: the same disguised words and syntaxes
before what only stands for a value, and ordinary sentences that hold the words.

    .venv/bin/python -m tests.trust.secret_syntax_generators --examples 400 --seed 11
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case
from tests.trust.secret_context_generators import report

_LEET = {"a": "@4", "o": "0", "e": "3", "s": "$5", "i": "1!", "t": "7"}
_WORDS = ("password", "passwort", "secret", "token", "passphrase", "passwd")
# other languages and the short forms, disguised alike: ``h@sło``, ``c0ntraseña``, ``p@ss``
_MORE_WORDS = ("hasło", "haslo", "contraseña", "kennwort", "wachtwoord", "pass")


def _letters(rng: random.Random, low: int = 6, high: int = 12) -> str:
    return "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(low, high)))


def _password(rng: random.Random) -> str:
    """What people choose: a word-like core, digits, maybe a symbol (``Xy7!tt``)."""
    core = _letters(rng, 4, 8)
    tail = "".join(rng.choice(string.digits) for _ in range(rng.randint(1, 3)))
    return core + tail + rng.choice(("", "!", "#", "?", "*"))


def _leet(rng: random.Random, word: str) -> str:
    """At least one letter swapped for a digit or symbol that reads like it."""
    spots = [i for i, c in enumerate(word) if c in _LEET]
    chosen = set(rng.sample(spots, rng.randint(1, len(spots))))
    return "".join(rng.choice(_LEET[c]) if i in chosen else c for i, c in enumerate(word))


def _disguise(rng: random.Random, word: str) -> str:
    how = rng.randrange(4)
    if how == 0:
        return _leet(rng, word)
    if how == 1:
        return " ".join(word)
    if how == 2:
        cut = {"password": 4, "passwort": 4, "passphrase": 4, "passwd": 4, "kennwort": 4}.get(
            word, 3
        )
        return word[:cut] + rng.choice("-.") + word[cut:]
    while True:  # mixed case inside the word
        mixed = "".join(c.upper() if rng.random() < 0.5 else c for c in word)
        if mixed[1:] != mixed[1:].lower() and mixed[1:] != mixed[1:].upper():
            return mixed


def obfuscated_words(rng: random.Random) -> Case:
    word = rng.choice((*_WORDS, *_MORE_WORDS, "api-key", "api.key"))
    shown = word if word.startswith("api") else _disguise(rng, word)
    value = _password(rng)
    forms = ("{k}: {v}", "{k} = {v}", "{k}={v}", "{k} -> {v}", "here is my {k}: {v}")
    if word not in _MORE_WORDS or word == "pass":  # English sentences take English words
        forms += ("my {k} is {v}", "the {k} is {v} btw", 'set {k} to "{v}" please')
    form = rng.choice(forms)
    return Case(form.format(k=shown, v=value), (value,))


_NAMES = ("API_KEY", "apiKey", "password", "secret", "token", "db_pass", "authToken", "pwd")


def _short(rng: random.Random) -> str:
    """Short low-entropy letters in mixed case: ``MmroqRop``."""
    while True:
        value = _letters(rng, 5, 9)
        if value[1:] != value[1:].lower() and value[1:] != value[1:].upper():
            return value


def operators(rng: random.Random) -> Case:
    name, value = rng.choice(_NAMES), _short(rng)
    quote = rng.choice(('"', "'"))
    forms = (
        f"{name} := {value}", f"{name} := {quote}{value}{quote}", f"{name}:={value}",
        f"({name} := {quote}{value}{quote})", f"var {name} := {quote}{value}{quote};",
        f"{name} => {quote}{value}{quote},", f"'{name}' => '{value}',",
        f"if {name} == {quote}{value}{quote}:", f"if ({quote}{value}{quote} == {name})",
        f"assert {name} != {quote}{value}{quote}", f"if ({name} === {quote}{value}{quote})",
        f"{quote}{value}{quote} === {name}", f"{name}.assign({quote}{value}{quote});",
        f'user.setPassword("{value}");', f'cfg.setApiKey("{value}")',
        f'new Credential("admin", "{value}")', f'NetworkCredential("bob", "{value}")',
        f'NSString *{name} = @"{value}";', f'char {name}[] = "{value}";',
        f'static const char *{name} = "{value}";', f"{name}: String = {quote}{value}{quote}",
    )  # fmt: skip
    return Case(rng.choice(forms), (value,))


def _templated(rng: random.Random) -> str:
    """``< > { } $ %`` inside the value, never the whole of it: ``a<0``, ``x{y$z``."""
    left, right = _letters(rng, 1, 5), _letters(rng, 1, 5) + rng.choice(("", "0", "9"))
    middle = "".join(rng.choice("<>{}$%") for _ in range(rng.randint(1, 2)))
    return left + middle + right


def template_inside(rng: random.Random) -> Case:
    value = _templated(rng)
    tag = rng.choice(("secret", "password", "token", "apiKey", "pass"))
    forms = (
        f"<{tag}>{value}</{tag}>", f"<config><{tag}>{value}</{tag}></config>",
        f'password = "{value}"', f"token: '{value}'", f"{tag}={value}",
        f'"{tag}": "{value}"', f"my password is {value}",
    )  # fmt: skip
    return Case(rng.choice(forms), (value,))


_TOLD = (
    "mein Passwort lautet {v}", "das Passwort ist {v}", "Kennwort: {v}",
    "mon mot de passe est {v}", "le mot de passe : {v}", "mdp : {v}",
    "mi contraseña es {v}", "la clave es {v}", "contraseña: {v}",
    "moje hasło to {v}", "hasło: {v}", "hasło do wifi to {v}",
    "my router password is {v}", "the wifi code is {v}", "the password? it's {v}",
)  # fmt: skip
_NUMBERS = (
    "the PIN is {n}", "my PIN: {n}", "PIN {n}", "CVV {c}", "the CVV is {c}", "CVC: {c}",
    "security code {c}", "meine PIN ist {n}", "mój PIN to {n}", "code PIN : {n}",
    "el PIN es {n}", "card ending 4242, cvv {c}",
)  # fmt: skip
_FLAGS = (
    "curl -u admin:{v} https://api.lan/x", "curl --user deploy:{v} https://ci.lan",
    "mysql -u root --password={v} shop", "./deploy --token={v}", "app --password {v}",
    "tool --api-key {v} --verbose", "Authorization: Basic {b}", "X-Api-Key: {v}",
    "X-Auth-Token: {v}", "api-key: {v}", "sshpass -p {v} ssh pi@10.0.0.2",
)  # fmt: skip


def told_and_flagged(rng: random.Random) -> Case:
    kind = rng.randrange(3)
    if kind == 1:
        pin = "".join(rng.choice(string.digits) for _ in range(rng.choice((4, 6))))
        cvv = "".join(rng.choice(string.digits) for _ in range(3))
        form = rng.choice(_NUMBERS)
        return Case(form.format(n=pin, c=cvv), (pin if "{n}" in form else cvv,))
    value = _password(rng)
    if kind == 0:
        return Case(rng.choice(_TOLD).format(v=value), (value,))
    form = rng.choice(_FLAGS)
    basic = base64.b64encode(f"admin:{value}".encode()).decode()
    return Case(form.format(v=value, b=basic), (basic if "{b}" in form else value,))


_TERSE = (
    "p/w: {v}", "P/W {v}", "pw - {v}", "password – {v}", "pass — {v}", "pwd is {v}",
    "pw is {v}", "Passwort - {v}", "hasło - {v}", "wifi pw - {v}", "psk={v}",
    'psk="{v}"', "wpa_psk: {v}", "jdbc:oracle:thin:{u}/{v}@db.lan:1521:XE",
    "jdbc:oracle:thin:{u}/{v}@//db.lan:1521/ORCL",
)  # fmt: skip
_NAMED_DIGITS = (
    "Geheimzahl {n}", "Geheimzahl: {n}", "die Geheimzahl ist {n}", "PIN-Code {n}",
    "Zugangscode {n}", "code d'accès {n}", "kod dostępu {n}", "código de acceso {n}",
)  # fmt: skip
_WORD_VALUES = ("girasol", "tournesol", "sonnenblume", "kwiatek", "zebra", "mariposa")
_NAMED_WORDS = (
    "contraseña del wifi: {w}", "la contraseña del router: {w}", "mot de passe du wifi : {w}",
    "hasło do routera: {w}", "Passwort fürs WLAN: {w}", "wifi password: {w}",
)  # fmt: skip


def terse_forms(rng: random.Random) -> Case:
    """Abbreviations and dashes chat uses (``p/w: …``, ``pw - …``), a WPA key, Oracle's
    thin connect string, a numeric code named alone, a plain word after a wifi password."""
    kind = rng.randrange(3)
    if kind == 0:
        value = _password(rng)
        return Case(rng.choice(_TERSE).format(u=rng.choice(("scott", "app")), v=value), (value,))
    if kind == 1:
        digits = "".join(rng.choice(string.digits) for _ in range(rng.choice((4, 5, 6))))
        return Case(rng.choice(_NAMED_DIGITS).format(n=digits), (digits,))
    word = rng.choice(_WORD_VALUES)
    return Case(rng.choice(_NAMED_WORDS).format(w=word), (word,))


_ASIDES = (
    "password <- '{v}'", "db_password <- \"{v}\"", "Password → {v}", "password ⇒ {v}",
    "token → {v}", "password (don't share): {v}", "the password (new one): {v}",
    "Passwort (neu): {v}", "hasło (nowe): {v}", "My password? {v}.", "the code word is {v}", "mysql://root:{t}@localhost/db",
    "postgres://app:{t}@db.lan:5432/shop", "SET DB_PASSWORD={v}", "set PASSWORD={v}",
)  # fmt: skip


def asides_and_arrows(rng: random.Random) -> Case:
    """R's ``<-``, arrows in notes, an aside in brackets before the colon, template
    characters inside a URL's password."""
    value, templated = _password(rng), _templated(rng)
    form = rng.choice(_ASIDES)
    return Case(form.format(v=value, t=templated), (templated if "{t}" in form else value,))


_STAND_INS = (
    "${PASSWORD}", "$TOKEN", "{{ secrets.API_KEY }}", "<your-password-here>", "****",
    "os.environ['PW']", "get_password()", "%DB_PASS%",
)  # fmt: skip
_ORDINARY = (
    "I forgot my p@ssword again, how do I reset it?", "what makes a good pass-word?",
    "the api-key header is documented in the README", "how long should a passphrase be?",
    "if password == confirm_password:", "assert token != None", "user.setPassword(newPassword);",
    "NSString *title = @\"Hello\";", "char buf[] = \"hello\";", "<password></password>",
    "my PIN pad is broken", "where is the CVV on a card?", "curl -u $USER:$PASS https://x.lan",
    "mein Passwort ist zu kurz, was tun?", "j'ai oublié mon mot de passe",
    "olvidé mi contraseña", "zapomniałem hasła do konta", "Authorization: Bearer ${TOKEN}",
    "S3cret Garden is a lovely film", "t0ken ring networks were popular in the 90s",
    "the p/w field is required", "pw - see the vault", "password – required", "psk=${PSK}",
    "die Geheimzahl ist geheim", "what is a PIN-Code?", "wifi password: see the sticker",
    "mysql://root:<password>@localhost/db",
    "password (optional): leave it empty if you sign in with SSO",
    "My password? I forgot it.", "Your password? Reset it here.",
    "password <- Sys.getenv('DB_PASSWORD')", "Password → Settings → Security",
)  # fmt: skip


def syntax_stand_ins(rng: random.Random) -> Case:
    if rng.random() < 0.5:
        return Case(rng.choice(_ORDINARY), ())
    word = rng.choice(_WORDS)
    shown = _disguise(rng, word)
    form = rng.choice(("{k} = {v}", "{k}: {v}", "{k} := {v}", "{k} => {v}"))
    return Case(form.format(k=shown, v=rng.choice(_STAND_INS)), ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "obfuscated-words": obfuscated_words,
    "operators": operators,
    "template-inside": template_inside,
    "told-and-flagged": told_and_flagged,
    "terse-forms": terse_forms,
    "asides-and-arrows": asides_and_arrows,
}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "syntax-stand-ins": syntax_stand_ins,
}


if __name__ == "__main__":
    report(__doc__.split("\n")[0], FAMILIES, CLEAN_FAMILIES)
