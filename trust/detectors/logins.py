"""User names given as a log-in: "login for the school portal is j.henderson",
"gebruiker l.vermeulen", "Benutzername: anna.schmidt84", "my reddit is u/quietbadger_77",
and the remote user of a web-server log line. (A ``/home/…`` path's owner is left out:
tutorials and ordinary messages are full of them.)

A log-in word alone names no one ("enter your username"), and the accounts every
manual shows ("user: root", "user: admin") are nobody's: a value counts only when it
is shaped like a person's user name, holding a dot, an underscore or a digit.
"""

from __future__ import annotations

from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

_P = Sensitivity.PERSONAL

# EN, DE, FR, ES, IT, PL, NL, PT: the words that hand over a user name
_LABELS = (
    "login",
    "log-in",
    "username",
    "user name",
    "user",
    "user id",
    "benutzername",
    "benutzer",
    "nutzername",
    "anmeldename",
    "identifiant",
    "nom d'utilisateur",
    "utilisateur",
    "nombre de usuario",
    "usuario",
    "nome utente",
    "utente",
    "login użytkownika",
    "nazwa użytkownika",
    "użytkownik",
    "gebruikersnaam",
    "gebruiker",
    "nome de usuário",
    "usuário",
    "utilizador",
)
_LABEL = "|".join(sorted((t.replace(" ", r"\s+") for t in _LABELS), key=len, reverse=True))
# "login for the school portal is …": a few words naming the service may come between
_SERVICE = (
    r"(?:[ \t]+(?i:for|für|pour|para|per|do|voor|to|on|bei|sur|en|in|na)"
    r"(?:[ \t]+[\w\-]{1,20}){1,3})?"
)
_LINK = (
    r"(?:[ \t]*[:=][ \t]*|[ \t]+(?i:is|ist|lautet|est|c'est|es|è|é|to|jest|zijn|is:)[ \t:]+|[ \t]+)"
)
# a person's user name: letters first, then letters, digits and . _ - ending in one
_NAME = r"([A-Za-z][A-Za-z0-9._\-]{1,30}[A-Za-z0-9])"
_END = r"(?:[^A-Za-z0-9._\-@]|[.,](?:[ \t\n]|$)|$)"

# names every manual uses, and the build users of CI logs and containers
_NOBODY = frozenset(
    (
        "root",
        "admin",
        "administrator",
        "user",
        "username",
        "guest",
        "test",
        "demo",
        "postgres",
        "mysql",
        "ubuntu",
        "runner",
        "vagrant",
        "jenkins",
        "deploy",
        "www-data",
        "nobody",
        "pi",
        "ec2-user",
        "node",
        "git",
        "app",
    )
)


def _personal(value: str) -> bool:
    """Shaped like a person's log-in ("j.henderson", "darkfox_1990"), not a service's
    ("svc_reports", "etl_job"), a file, a host or base64 ("YWRtaW4")."""
    lowered = value.lower()
    if lowered in _NOBODY or lowered.rsplit(".", 1)[-1] in _FILE_ENDINGS:
        return False
    if sum(c.isupper() for c in value[1:]) > 1:
        return False  # base64 or a class name, not what people type as a log-in
    dotted = any(
        a.isalpha() and b == "." and c.isalpha()
        for a, b, c in zip(value, value[1:], value[2:], strict=False)
    )
    # five characters at least keep "user i.e. the admin" and "e.g." out
    return (dotted and len(value) >= 5) or sum(c.isdigit() for c in value) >= 2


_FILE_ENDINGS = frozenset(
    (
        "py",
        "js",
        "ts",
        "json",
        "yaml",
        "yml",
        "toml",
        "txt",
        "md",
        "html",
        "css",
        "sh",
        "cfg",
        "ini",
        "conf",
        "log",
        "csv",
        "xml",
        "com",
        "org",
        "net",
        "io",
        "de",
        "fr",
        "uk",
        "pl",
        "nl",
        "es",
        "it",
        "pt",
        "eu",
        "login",
        "password",
    )
)

RULES: tuple[Rule, ...] = (
    Rule(
        name="login-name",
        kind="SOCIAL_HANDLE",
        sensitivity=_P,
        # not "auth.login" or "db_user": a label inside a dotted or joined name is code
        pattern=r"(?:^|[^\p{L}._/\-])(?i:" + _LABEL + r")" + _SERVICE + _LINK + _NAME + _END,
        group=1,
        keywords=tuple(sorted({t.split()[0] for t in _LABELS})),
        validator=_personal,
        confidence=0.8,
    ),
    Rule(
        # "my reddit is u/quietbadger_77"; "the u/ prefix" holds no name
        name="reddit-user",
        kind="SOCIAL_HANDLE",
        sensitivity=_P,
        pattern=r"(?:^|[\s(,:;\"'])(u/[A-Za-z0-9_\-]{3,20})(?:[^A-Za-z0-9_\-/]|$)",
        group=1,
        keywords=("u/",),
    ),
    Rule(
        # the remote user of a web-server log: '92.40.177.218 - eleanor.voss [03/Dec/…'
        name="log-remote-user",
        kind="SOCIAL_HANDLE",
        sensitivity=_P,
        pattern=r"(?:\d{1,3}\.){3}\d{1,3} - ([A-Za-z][A-Za-z0-9._\-]{1,30}[A-Za-z0-9]) \[",
        group=1,
        keywords=(" - ",),
        validator=lambda value: value.lower() not in _NOBODY,
    ),
)
