"""More forms of secrets (issue 11, points 1 and 2), written before the detectors for them.

* ``secret-colon-passphrase``: chosen words after a colon that names what they open,
  in five languages ("hasło do wifi: …", "wifi password for guests: …").
* ``secret-random-letters``: lower-case letters drawn at random in the loose prose forms
  ("I set the password to …", "use … as the password"), words after it or not
  ("changed my pw to … yesterday").
* ``secret-tool-flag``: the flag that takes a password, tool by tool (``zip -P``,
  ``7z -p``, ``ipmitool -P``, ``redis-cli -a``), numbers included.

* ``secret-prose-every-shape``: "mein Passwort ist …", "le mot de passe est …", "la
  contraseña es …", "hasło to …" with values of every shape: random letters, digits,
  capitalised or small chosen words, symbols, words joined.

``secret-form-lookalikes`` must pass untouched: the same flags where they take a port
(``psql -p``, ``redis-cli -p``, ``mysql -P``), host-key fingerprints, instructions after
a colon, and ordinary words where the loose forms expect their value.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case

# words none of the other generators' templates hold, several languages
_POOL = (
    "lantern", "meadow", "copper", "violet", "harbor", "thistle", "marble", "falcon", "ember",
    "pebble", "glacier", "juniper", "wiosna", "chmura", "jezioro", "brzoza", "wolke", "tanne",
    "nebel", "ciel", "rivage", "lune", "sierra", "niebla", "trigo", "cometa", "ruisseau",
)  # fmt: skip
_COLON_NAMES = (
    "wifi password", "wifi password for guests", "the router password", "passphrase",
    "hasło do wifi", "hasło do routera", "das WLAN-Passwort", "Passwort fürs WLAN",
    "le mot de passe du wifi", "mot de passe", "contraseña del wifi", "la contraseña",
    "vault passphrase", "Passphrase für den Schlüssel",
)  # fmt: skip


def secret_colon_passphrase(rng: random.Random) -> Case:
    words = " ".join(rng.sample(_POOL, rng.randint(3, 5)))
    name = rng.choice(_COLON_NAMES)
    space = " " if name.startswith(("le ", "mot ")) and rng.random() < 0.5 else ""
    before = rng.choice(("", "", "Hi! ", "ok so ", "For the flat:\n"))
    after = rng.choice(("", "", ".", "\nthanks", " (all lower case)"))
    return Case(f"{before}{name}{space}: {words}{after}", (words,))


_LOOSE = (
    "I set the password to {v}", "use {v} as the password", "changed my pw to {v} today",
    "the pass is {v}", "I reset the wifi password to {v} last night", "try {v} for the password",
    "password for the printer: {v}", "new password is {v}",
    # words after the value
    "changed my pw to {v} yesterday", "the wifi code is {v} now", "the pass is {v} btw",
    "set the router password to {v} and rebooted it", "my pw is {v} but dont tell anyone",
    "new password: {v} (dont share it)", "the alarm code is {v} since monday",
    "reset the admin password to {v} for the demo", "the door code is {v} until friday",
)  # fmt: skip


def secret_random_letters(rng: random.Random) -> Case:
    value = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(6, 12)))
    return Case(rng.choice(_LOOSE).format(v=value), (value,))


# --- passwords in prose in four languages, values of every shape ---------------------
_PROSE_FORMS = {
    "de": (
        "mein Passwort ist {v}", "das WLAN-Passwort: {v}", "Passwort fürs Büro: {v}",
        "das neue Kennwort lautet {v}", "unser WLAN-Passwort ist jetzt {v}",
    ),
    "fr": (
        "le mot de passe est {v}", "le mot de passe du wifi : {v}", "mon mot de passe : {v}",
        "le nouveau mot de passe, c'est {v}",
    ),
    "es": (
        "la contraseña es {v}", "la contraseña del wifi: {v}", "mi contraseña nueva es {v}",
        "contraseña del router: {v}",
    ),
    "pl": ("hasło to {v}", "hasło do konta: {v}", "moje hasło to {v}", "hasło do wifi to {v}"),
}  # fmt: skip
_PROSE_WORDS = {
    "de": ("Baum", "Wolke", "Tanne", "Fluss", "Hafen", "Nebel", "Kupfer", "Falke", "Birne"),
    "fr": ("rivage", "lune", "orage", "poivre", "ficelle", "brume", "cerise", "falaise"),
    "es": ("niebla", "trigo", "cometa", "sierra", "lechuza", "pimienta", "brisa", "tejado"),
    "pl": ("wiosna", "chmura", "jezioro", "brzoza", "sowa", "pieprz", "kasztan", "wydma"),
}  # fmt: skip
_PROSE_AFTER = {
    "de": ("", ".", ", danke", " – nicht weitersagen", "\nKannst du mir helfen?"),
    "fr": ("", ".", ", merci", " – ne le dis à personne", "\nTu peux m'aider ?"),
    "es": ("", ".", ", gracias", " – no se lo digas a nadie", "\n¿Me ayudas?"),
    "pl": ("", ".", ", dzięki", " – nie mów nikomu", "\nPomożesz mi?"),
}  # fmt: skip


def _prose_value(rng: random.Random, language: str) -> str:
    pool = _PROSE_WORDS[language]
    style = rng.randrange(8)
    if style == 0:
        return "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(6, 12)))
    if style == 1:
        return "".join(rng.choice(string.digits) for _ in range(rng.randint(4, 8)))
    if style == 2:
        return rng.choice(pool).capitalize() + str(rng.randint(10, 2099)) + rng.choice("!#?")
    if style == 3:  # chosen words, capitalised as German nouns are or in small letters
        words = rng.sample(pool, rng.randint(3, 4))
        return " ".join(words if language == "de" else [w.lower() for w in words])
    if style == 4:
        return " ".join(w.capitalize() for w in rng.sample(pool, rng.randint(3, 4)))
    if style == 5:
        alphabet = string.ascii_letters + string.digits + "!@#%&*-_+."
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(8, 16)))
    if style == 6:
        return rng.choice(pool).lower() + rng.choice(pool).lower() + str(rng.randint(1, 99))
    return rng.choice(pool) + rng.choice(("_", "-", ".")) + rng.choice(pool) + rng.choice("!?")


def secret_prose_every_shape(rng: random.Random) -> Case:
    language = rng.choice(tuple(_PROSE_FORMS))
    value = _prose_value(rng, language)
    after = rng.choice(_PROSE_AFTER[language])
    if " " in value and after[:1] == " " and after[1:2] not in ("–",):
        after = "."  # words right after a passphrase would be part of it
    return Case(rng.choice(_PROSE_FORMS[language]).format(v=value) + after, (value,))


_TOOL_FLAGS = (
    "zip -r -P {v} site.zip public/", "unzip -P {v} invoices.zip", "7z x -p{v} photos.7z",
    "7z a -p{v} -mhe=on out.7z dir", "ipmitool -I lanplus -H 10.1.2.3 -U root -P {v} power on",
    "redis-cli -h cache.lan -a {v} info", "sqlcmd -S db01 -U sa -P {v} -Q 'select 1'",
    "mongosh -u admin -p {v} --authenticationDatabase admin", "sshpass -p {v} scp a.txt host:",
    "mysqldump -u backup -p{v} shop > shop.sql", "rar x -p{v} archive.rar",
    "docker login -u ci -p {v} registry.lan",
    "htpasswd -b /etc/nginx/.htpasswd admin {v}", "htpasswd -nb admin {v}",
    "net user backup {v} /add", "ssh-keygen -t ed25519 -N '{v}' -f key",
    "ssh-keygen -p -N new-{v} -P {v} -f key", "openssl rsa -in k.pem -passin pass:{v} -out p.pem",
    "openssl enc -aes-256-cbc -k {v} -in a.txt -out a.enc", "vncpasswd -f <<< {v} > ~/.vnc/passwd",
    'curl -H "Authorization: Bearer {v}" https://api.lan/v1',
)  # fmt: skip


def secret_tool_flag(rng: random.Random) -> Case:
    if rng.random() < 0.5:
        value = "".join(rng.choice(string.digits) for _ in range(rng.randint(4, 6)))
    else:
        value = rng.choice(_POOL) + str(rng.randint(10, 9999))
    return Case(rng.choice(_TOOL_FLAGS).format(v=value), (value,))


_PORTS = (
    "psql -h db.lan -p {p} -U app shop", "redis-cli -h cache.lan -p {p} ping",
    "ssh -p {p} build.lan", "mysql -h db.lan -P {p} -u app", "nc -zv host.lan {p}",
    "docker run -p {p}:{p} nginx", "pg_dump -p {p} -d shop -f shop.sql",
)  # fmt: skip
_INSTRUCTIONS = (
    "Password for the wifi: ask at the front desk", "wifi password: see the card on the fridge",
    "Hasło do wifi: jest na naklejce pod routerem", "Passwort fürs WLAN: steht auf dem Router",
    "mot de passe du wifi : demande à la réception", "Password reset: check the email we sent",
    "I set the password to expire every month", "changed my password to something longer",
    "use the same one as the password", "the pass is valid until Sunday",
)  # fmt: skip
# Ordinary words right where a loose form expects its value.
_AFTER_FORMS = (
    "I set the password to {w} after a week", "changed my pw to {w} because of the policy",
    "the pass is {w} this weekend", "I reset the password to {w} so it works again",
)  # fmt: skip
_ORDINARY = (
    "expire", "something", "whatever", "nothing", "anything", "remember", "required",
    "changing", "stronger", "another", "automatic", "different", "blocked", "closed",
    "working", "broken", "useless", "temporary", "forgotten", "unchanged", "somewhere",
    "expired", "mandatory",
)  # fmt: skip
# Talk about a password in four languages, words of every case after the copula.
_TALK = (
    "le mot de passe est bloqué après trois essais", "Ein Passwort ist Teil der Anmeldung",
    "Ein Passwort ist Pflicht bei der Anmeldung",
    "la contraseña fue bloqueada después de tres intentos",
    "le mot de passe est trop court, il faut douze caractères", "hasło jest za krótkie",
    "mein Passwort ist abgelaufen, was jetzt?", "la contraseña es demasiado corta",
    "The password is Case Sensitive", "my PIN was blocked after three attempts",
    "moje hasło to nie twoja sprawa", "le mot de passe est expiré depuis hier",
)  # fmt: skip
# What keeps passwords is named where a loose form expects one.
_KEEPERS = (
    "use {k} as the password manager", "use {k} as the password vault",
    "I use {k} for the passwords of the whole family",
)  # fmt: skip
_MANAGERS = ("keepass", "keychain", "bitwarden", "lastpass", "dashlane", "firefox", "chrome")


def secret_form_lookalikes(rng: random.Random) -> Case:
    kind = rng.randrange(3)
    if kind == 0:
        port = str(rng.choice((22, 2222, 5432, 6379, 6380, 3306, 8080, 27017, 9000)))
        return Case(rng.choice(_PORTS).format(p=port), ())
    if kind == 1:
        digest = base64.b64encode(rng.randbytes(32)).decode().rstrip("=")
        md5 = ":".join(f"{rng.randrange(256):02x}" for _ in range(16))
        return Case(
            rng.choice(
                (
                    f"ED25519 key fingerprint is SHA256:{digest}.",
                    f"The host key is SHA256:{digest}, is that the right server?",
                    f"3072 SHA256:{digest} deploy@laptop (RSA)",
                    f"RSA key fingerprint is MD5:{md5}",
                )
            ),
            (),
        )
    if rng.random() < 0.4:
        return Case(rng.choice(_AFTER_FORMS).format(w=rng.choice(_ORDINARY)), ())
    if rng.random() < 0.3:
        return Case(rng.choice(_KEEPERS).format(k=rng.choice(_MANAGERS)), ())
    if rng.random() < 0.3:
        return Case(rng.choice(_TALK), ())
    return Case(rng.choice(_INSTRUCTIONS), ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "secret-colon-passphrase": secret_colon_passphrase,
    "secret-random-letters": secret_random_letters,
    "secret-tool-flag": secret_tool_flag,
    "secret-prose-every-shape": secret_prose_every_shape,
}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "secret-form-lookalikes": secret_form_lookalikes,
}
