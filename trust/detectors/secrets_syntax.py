"""Credential syntaxes beyond ``key = value`` (issue 11, points 8 and 9).

SQL (``IDENTIFIED BY``, ``WITH PASSWORD``, ``PASSWORD '…'``), ``user/pass@host``
connection strings, ``user / pass`` pairs in prose, the ``secret=`` of an
``otpauth://`` URI, command-line clients' ``-p``/``-P``/``-a`` passwords, and PINs and
card security codes told in prose. Each value is judged as a value its context already
named a credential (``secret_values.stated_secret``).
"""

from __future__ import annotations

import re

from trust.detectors.base import Rule
from trust.detectors.secret_names import secret_name
from trust.detectors.secret_values import marked, stated_secret
from trust.detectors.secrets_assignment import NAME_STEMS
from trust.detectors.secrets_prose import describes_something_else
from trust.detectors.values import looks_like_words
from trust.kinds import register_secret_kinds
from trust.sensitivity import Sensitivity

_SECRET = Sensitivity.SECRET
_Q = r"[\"'`]"


def _stated(value: str) -> bool:
    return stated_secret(value, quoted=True, min_length=1)


def _digits(value: str) -> bool:
    return value.isdigit()


# What else follows a ``-p``/``-P``: ports and port maps, pids, hosts, files, profiles.
_NOT_A_PASSWORD_FLAG = re.compile(
    r"[a-z0-9.\-]*:[a-z0-9.:\-]*|[0-9]*[.:/\[\]][0-9.:/\[\]]*|.*/.*|.*\.[a-z][a-z0-9]{0,4}"
)


def _short_flag_password(value: str) -> bool:
    """``tool -p Sonne.42``, ``-P 92848195``, ``-pS3cret``: the value a short ``-p`` takes
    is a password unless it has the shape of what the flag means elsewhere (``-p 8080``,
    ``-p 80:80``, ``mkdir -p build/x``, ``mvn -P prod``, ``-pthread``)."""
    if value.startswith("-") or _NOT_A_PASSWORD_FLAG.fullmatch(value):
        return False
    if value.isdigit() and int(value) <= 65535:
        return False  # a port (or a pid, a count)
    if value.isalpha() and value.islower():
        return False  # a word: a profile, a project, an option (``-pedantic``)
    if looks_like_words(value) and not any(c.isdigit() for c in value):
        return False  # ``dev,release``, ``MyProject``
    return stated_secret(value, quoted=False, min_length=3)


def _positional(value: str) -> bool:
    """A password in its tool's place: a secret unless a stand-in or an option."""
    return not value.startswith("-") and stated_secret(value, quoted=False, min_length=1)


# Which flag takes the password, tool by tool: ``psql -p`` and ``redis-cli -p`` take a
# port and ``mysql -P`` too, so a flag counts only for the tools where it is the password.
_CLIENT_PASSWORD_FLAGS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        r"mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mariadb|mongo|mongosh|mongodump|"
        r"mongorestore|mongoexport|mongoimport|sshpass|rdesktop|7z|7za|7zz|rar|unrar|"
        r"docker login|podman login|nerdctl login|helm registry login|buildah login|az login",
        r"-p|--pass(?:word)?",
        ("mysql", "maria", "mongo", "sshpass", "rdesktop", "7z", "rar", "login"),
    ),
    (
        r"sqlcmd|bcp|ipmitool|zip|unzip|pdftk|osql",
        r"-P|--password",
        ("sqlcmd", "bcp", "ipmitool", "zip", "pdftk", "osql"),
    ),
    (r"redis-cli|keydb-cli", r"-a|--pass|--password", ("redis-cli", "keydb-cli")),
    # ssh-keygen's new (-N) and old (-P) passphrase; openssl's -k and -pass pass:…
    (r"ssh-keygen", r"-N|-P", ("ssh-keygen",)),
    (
        r"openssl",
        r"-k |-pass(?:in|out)? pass:|-(?:pass|passin|passout|password) pass:",
        ("openssl",),
    ),
    (
        r"psql|pg_dump|smbclient|xfreerdp|wfreerdp|ftp|lftp|sqlplus|isql|htpasswd|wget|"
        r"net use|runas",
        r"--pass(?:word)?|/p:|/pass(?:word)?:",
        (
            "psql",
            "pg_dump",
            "smbclient",
            "rdp",
            "ftp",
            "sqlplus",
            "isql",
            "htpasswd",
            "wget",
            "net use",
            "runas",
        ),
    ),
)

# Passwords that a tool takes in a place of its command line rather than after a flag.
_POSITIONAL: tuple[tuple[str, str, str], ...] = (
    (  # htpasswd -b .htpasswd bob Kwiat3k!, htpasswd -nb bob Kwiat3k!: the last word
        "htpasswd-batch",
        r"(?:^|\s)htpasswd(?:\s+-[A-Za-z]+)*?\s+-[A-Za-z]*b[A-Za-z]*(?:\s+-[A-Za-z]+)*"
        r"(?:\s+[^\s\-][^\s]*){1,2}\s+[\"']?([^\s\"'|;&]{1,128})",
        "htpasswd",
    ),
    (  # net user bob Kwiat3k! /add (``*`` prompts for it instead)
        "net-user-password",
        r"(?i)(?:^|\s)net\s+user\s+[^\s/]+\s+[\"']?([^\s\"'/*|;&][^\s\"'|;&]{0,127})",
        "net user",
    ),
    (  # vncpasswd -f <<< x, chpasswd <<< "bob:x": a here-string into a password tool
        "here-string-password",
        r"(?i)(?:^|\s)\S*passw?d\S*[^\n|;&<]{0,60}<<<\s*[\"']?([^\s\"'|;&]{1,128})",
        "<<<",
    ),
)

_PASSWORD_WORDS = (
    "password", "passwort", "kennwort", "hasło", "haslo", "mot de passe", "contraseña",
    "passcode", "pin",
)  # fmt: skip


def _sql_password(name: str, before: str) -> Rule:
    """A quoted password after ``before`` in a SQL statement."""
    return Rule(
        name=name,
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b" + before + _Q + r"([^\"'`\n]{1,128})" + _Q,
        group=1,
        keywords=("password",),
        validator=_stated,
    )


# "for the staging box", "für den Server", "do serwera": what a pair of credentials opens
def _without_closing(value: str) -> str | None:
    """A pair's password without the sentence's punctuation after it."""
    return value.rstrip(".,;:?)") or None


def _stated_bare(value: str) -> bool:
    return stated_secret(value, quoted=False, min_length=1)


_FOR_WHAT = r"\s+(?:for|to|of|on|für|zum|zur|pour|para|do|dla)(?:\s+[\w\-]+){1,3}?"

RULES: tuple[Rule, ...] = (
    Rule(
        name="sql-identified-by",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\bidentified\s+(?:by|with\s+\w+\s+by)\s+(?:password\s+)?"
        + _Q
        + r"([^\"'`\n]{1,128})"
        + _Q,
        group=1,
        keywords=("identified",),
        validator=_stated,
    ),
    Rule(  # the unquoted form: IDENTIFIED BY hunter2;
        name="sql-identified-by-bare",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\bidentified\s+by\s+(?:password\s+)?([^\s;\"'`]{1,128})",
        group=1,
        keywords=("identified",),
        validator=_stated_bare,
    ),
    # CREATE USER x WITH PASSWORD 'y', ALTER ROLE x PASSWORD 'y', LOGIN ... = N'y'
    _sql_password(
        "sql-password",
        # ``password`` then a space: straight after the word, a quote closes it as a
        # string of its own (``type="password" name="…"``); ``password = '…'`` is an
        # assignment, read as one
        r"(?:with\s+(?:encrypted\s+|unencrypted\s+)?password\s*=?|password\s)\s*N?",
    ),
    # SET PASSWORD FOR 'u'@'h' = 'y', SET PASSWORD = PASSWORD('y')
    _sql_password(
        "sql-set-password",
        r"set\s+password\s+(?:for\s+[^=\n]{1,120}?)?=\s*(?:(?:old_)?password\s*\(\s*)?",
    ),
    Rule(  # sqlplus scott/tiger@orcl, expdp system/manager@//db:1521/XE
        name="user-slash-password-at-host",
        kind="CONNECTION_PASSWORD",
        sensitivity=_SECRET,
        # after a ``:`` too: jdbc:oracle:thin:scott/tiger@db:1521:XE; after a scheme's
        # ``//`` (oracle://hr/Welcome1@db:1521/orcl)
        pattern=r"(?:^|[\s\"'=(:]|://)[A-Za-z][\w$#.\-]{0,30}/([^\s/@\"']{1,128})@(?://)?"
        r"[A-Za-z0-9][\w.\-]{0,100}",
        group=1,
        context=(
            "sqlplus",
            "connect",
            "conn ",
            "oracle",
            "jdbc",
            "expdp",
            "impdp",
            "exp ",
            "imp ",
            "rman",
            "dsn",
            "sqlldr",
            "login",
            "log in",
            "credentials",
            "tns",
        ),
        window=120,
        validator=_stated_bare,
    ),
    Rule(  # "login: bob / hunter2", "user/pass admin / s3cret", "Zugang: max / geheim1"
        # "creds for the staging box are root / X": a few words of what they open
        name="user-password-pair",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:user(?:name)?|login|log in|sign in|logged in|creds|credentials|account|"
        r"konto|benutzer(?:name)?|"
        r"zugang(?:sdaten)?|identifiants?|usuario|credenciales|użytkownik|dane logowania|"
        r"wi-?fi|wlan|ssid)"
        r"(?:\s*/\s*(?:pass(?:word)?|pw|pwd|has(?:ł|l)o|passwort|mot de passe|contraseña))?"
        r"(?:" + _FOR_WHAT + r")?"
        r"(?:\s+(?:is|are|sind|sont|son|to|with|as|mit|avec|con|jako))?\s*[:=]?\s*[^\s/:=]{1,64}"
        r"\s+/\s+([^\s/,;]{1,128})",
        group=1,
        keywords=(
            "user",
            "login",
            "cred",
            "account",
            "konto",
            "benutzer",
            "zugang",
            "identifiant",
            "usuario",
            "użytkownik",
            "dane logowania",
            "log in",
            "sign in",
            "logged in",
            "wifi",
            "wi-fi",
            "wlan",
            "ssid",
        ),
        trim=_without_closing,
        validator=_stated_bare,
    ),
    Rule(  # "credentials are admin:Kwiat3k!", "Zugangsdaten: max:Sommer24"
        name="credentials-colon-pair",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:credentials?|creds|login|log in with|sign in with|zugangsdaten|"
        r"identifiants|credenciales|dane logowania)(?:" + _FOR_WHAT + r")?"
        r"(?:\s+(?:are|is|sind|sont|son|to))?\s*[:=]?\s*"
        r"[\w.@+\-]{1,64}:([^\s:]{1,128})",
        group=1,
        keywords=("cred", "login", "log in", "sign in", "zugangsdaten", "identifiants", "dane"),
        trim=_without_closing,
        validator=lambda v: not v.startswith("//") and stated_secret(v, quoted=False, min_length=1),
    ),
    Rule(  # "grafana is admin:Gr4fana!prod": a well-known account and its password
        name="account-colon-pair",
        kind="PASSWORD",
        sensitivity=_SECRET,
        # accounts no image or package is named after ("postgres:15-alpine" is a tag), the
        # value opening with a letter or a symbol ("root:0:0" is a passwd line)
        pattern=r"(?i)(?:^|[\s(\"'`,;=])(?:admin|administrator|root|superuser|sysadmin|guest)"
        r"[:/]([^\s\d:/@][^\s:/@]{3,63})(?:[\s),;\"'`]|$)",
        group=1,
        keywords=("admin", "root", "superuser", "guest"),
        trim=_without_closing,
        validator=lambda v: marked(v) and stated_secret(v, quoted=False, min_length=4),
    ),
    Rule(  # "sunucu şifresi değişti: root / X", "new password: admin / X"
        name="password-then-pair",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)(?:pass ?words?|passwort|kennwort|pwd|mot de passe|contraseña|has(?:ł|l)o|"
        r"wachtwoord|senha|lösenord(?:et)?|heslo|şifre(?:si|m|miz)?|parola(?:sı)?)"
        r"(?:\s+[^\s:=/]{1,24}){0,2}\s*:\s*[\w.@\-]{1,64}\s+/\s+([^\s/,;]{1,128})",
        group=1,
        keywords=(
            "pass",
            "kennwort",
            "pwd",
            "contraseña",
            "hasło",
            "haslo",
            "wachtwoord",
            "senha",
            "lösenord",
            "heslo",
            "şifre",
            "parola",
        ),
        trim=_without_closing,
        validator=_stated_bare,
    ),
    Rule(
        name="otpauth-secret",
        kind="TOTP_SECRET",
        sensitivity=_SECRET,
        pattern=r"(?i)otpauth(?:-migration)?://[^\s\"'<>]{0,200}?[?&](?:secret|data)=([^&\s\"'<>]{1,512})",
        group=1,
        keywords=("otpauth",),
        validator=_stated,
    ),
    *(
        Rule(  # mysql -u root -p hunter2, redis-cli -a s3cret, zip -P 4821, sshpass -p x
            # the first such flag after the tool's name, and (greedy) the last one
            name=f"cli-client-password-{index}{'-last' if last else ''}",
            kind="PASSWORD",
            sensitivity=_SECRET,
            pattern=r"(?:^|[\s/])(?i:"
            + tools
            + r")(?:\.exe)?(?:\s[^\n|;&]{0,160}"
            + ("" if last else "?")
            + r")?\s(?:"
            + flags
            + r")[ =]?[\"']?([^\s\"'|;&]{1,128})",
            group=1,
            keywords=keywords,
            validator=_positional,
        )
        for index, (tools, flags, keywords) in enumerate(_CLIENT_PASSWORD_FLAGS)
        for last in (False, True)
    ),
    *(
        Rule(
            name=name,
            kind="PASSWORD",
            sensitivity=_SECRET,
            pattern=pattern,
            group=1,
            keywords=(keyword,),
            validator=_positional,
        )
        for name, pattern, keyword in _POSITIONAL
    ),
    Rule(  # any tool: -p Sonne.42, -P 92848195, -pS3cret! (judged by what else -p means)
        name="cli-short-password",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?:^|\s)-[pP](?:[ \t]{1,4}|=)?[\"']?([^\s\"'|;&]{3,128})",
        group=1,
        keywords=("-p",),
        validator=_short_flag_password,
    ),
    Rule(  # "it asks for a password, so I run it with -p 7731": the words name the flag
        name="cli-short-password-named",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?:^|\s)-[pP](?:[ \t]{1,4}|=)?[\"']?(\d{1,5})(?:$|[\s\"'.,;)])",
        group=1,
        context=_PASSWORD_WORDS,
        window=120,
    ),
    Rule(  # --db-password hunter2, --api-token=x, -Password x (PowerShell): the flag names it
        name="cli-secret-flag",
        kind="PASSWORD",
        sensitivity=_SECRET,
        # the flag's name holds a credential word: the pattern says so, so that the
        # flags of ordinary commands are never matched and judged one by one
        pattern=r"(?:^|\s)--?((?:[A-Za-z][A-Za-z0-9_\-]{0,30})?(?i:"
        + "|".join(NAME_STEMS)
        + r")[A-Za-z0-9_\-]{0,30})(?:[ \t]+|=)[\"']?([^\s\"'|;&]{1,256})",
        group=2,
        keywords=NAME_STEMS,
        judge=lambda v, groups: (
            secret_name(groups[1])
            and not v.startswith("-")
            and stated_secret(v, quoted=False, min_length=1)
        ),
    ),
    Rule(  # "PIN 4821", "CVV: 123", "kod CVV 123", "Prüfnummer 123", "cryptogramme 123"
        name="pin-or-card-code",
        kind="PIN",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:pin|pin-code|pin-nummer|pincode|cvv2?|cvc2?|csc|cid|"
        r"security code|card code|prüfnummer|prüfziffer|kartenprüfnummer|sicherheitscode|"
        r"cryptogramme(?: visuel)?|code de sécurité|código de seguridad|kod cvv|kod cvc|"
        r"kod zabezpieczający|"
        # codes that open an account or a door: "Geheimzahl 4821", "code d'accès 0002"
        r"geheimzahl|zugangs-?code|türcode|access code|entry code|door code|code d'acc[eè]s|"
        r"kod dost[eę]pu|c[oó]digo de acceso|codice di accesso|toegangscode)\b"
        r"(?:(?:[ \t]*(?:code|number|nr|no\.?|is|ist|est|es|to|jest|:|=|#|-)){0,3}|"
        # "PIN meiner Karte lautet", "CVC on the back is", "PIN de la tarjeta es"
        r"[ \t]+(?:\pL[\pL'’\-]*[ \t]+){0,5}?(?:is|was|ist|lautet|war|est|était|es|era|è|é|"
        r"jest|brzmi|wynosi|:|=)[ \t]*:?|"
        # "security code on the back 211", "Prüfnummer auf der Rückseite: 123"
        r"[ \t]+(?:on|at) the back(?: of (?:the|my) card)?[ \t]*(?:is|:)?|"
        r"[ \t]+(?:auf der rückseite|au dos|al dorso|en el reverso|na odwrocie)"
        r"[ \t]*(?:ist|est|es|to|:)?|"
        r"[ \t]+do[ \t]+(?:\pL+[ \t]*){1,3}(?:to|:))"  # Polish: "PIN do karty to 1234"
        r"[ \t]*[\"']?(\d{3,12})\b",
        group=1,
        keywords=(
            "pin",
            "cvv",
            "cvc",
            "csc",
            "security code",
            "card code",
            "prüf",
            "sicherheitscode",
            "cryptogramme",
            "sécurité",
            "seguridad",
            "kod",
            "geheimzahl",
            "zugangs",
            "türcode",
            "access code",
            "entry code",
            "door code",
            "code d'acc",
            "digo de acceso",
            "codice di accesso",
            "toegangscode",
        ),
        judge=lambda v, groups: v.isdigit() and not describes_something_else(groups[0]),
    ),
)

register_secret_kinds("TOTP_SECRET", "PIN")
