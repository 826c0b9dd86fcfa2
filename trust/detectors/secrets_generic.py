"""Credentials recognised by where they stand rather than by a provider's format.

Private key blocks, JWTs, passwords inside URLs and connection strings, HTTP basic and
bearer headers, ``curl -u user:pass``, ``mysql -p'…'``, Kubernetes secret data, and
generic assignments (``password = …``, ``api_key: …``, ``export TOKEN=…``) judged by the
name being assigned to and by the value's entropy and shape (see ``values``).
"""

from __future__ import annotations

import re2

from trust.detectors.base import Rule
from trust.detectors.lexicon import common_word
from trust.detectors.secret_values import is_stand_in, stated_secret
from trust.detectors.secrets_assignment import secret_assignment
from trust.detectors.values import (
    base64_credential,
    looks_like_password,
    looks_random,
    password_value,
    user_pass,
    userinfo_password,
)
from trust.kinds import register_secret_kinds
from trust.sensitivity import Sensitivity

_SECRET = Sensitivity.SECRET
_OPTIONS = re2.Options()


def _user_and_password(pair: str) -> bool:
    """``-u bob:1962``: after ``user:`` any value but a stand-in is the password; two
    numbers are a uid and a gid (``docker run -u 1000:1000``), judged by shape."""
    user, _, password = pair.partition(":")
    if not password or (user.isdigit() and password.isdigit()):
        return user_pass(pair)
    if password == user or is_stand_in(pair):
        return False  # test:test, <user:password>, "$1:$2"
    return stated_secret(password, quoted=False, min_length=1)


_AUTHORIZATION = r"(?i)\b(?:proxy-)?authorization[\"']?\s{0,4}[:=]\s{0,4}[\"']?"
_AUTH_SCHEME = r"(?:basic|bearer|token|api-token|apikey|digest|bot|sso-key|key)"

RULES: tuple[Rule, ...] = (
    Rule(
        name="private-key-block",
        kind="PRIVATE_KEY",
        sensitivity=_SECRET,
        pattern=r"-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----(?s:.)*?"
        r"-----END[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----",
        keywords=("private key",),
        confidence=1.0,
    ),
    Rule(  # the header makes what follows a key, cut off, malformed or wrapped in a string
        name="private-key-start",
        kind="PRIVATE_KEY",
        sensitivity=_SECRET,
        # to the END line, a blank line or the string's closing quote, whichever is first
        pattern=r"(?:-{2,5} ?)?BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?(?: ?-{2,5})?"
        r"(?:[^\n\"'`]|\n[ \t]*[^\s\"'`\-]|\n[ \t]*-[^\-\n])*",
        keywords=("private key",),
        confidence=0.95,
    ),
    Rule(
        name="putty-private-key",
        kind="PRIVATE_KEY",
        sensitivity=_SECRET,
        pattern=r"PuTTY-User-Key-File-[0-9]: (?s:.)*?Private-MAC: [0-9a-f]+",
        keywords=("putty-user-key-file",),
    ),
    Rule(  # the header alone makes the lines after it a key, the MAC line cut off or not
        name="putty-key-start",
        kind="PRIVATE_KEY",
        sensitivity=_SECRET,
        pattern=r"PuTTY-User-Key-File-[0-9]:[^\n]*(?:\n[^\n]+){0,80}",
        keywords=("putty-user-key-file",),
        confidence=0.95,
    ),
    Rule(
        name="jwt",
        kind="JWT",
        sensitivity=_SECRET,
        pattern=r"\bey[A-Za-z0-9_\-]{10,}\.ey[A-Za-z0-9_\-]{2,}(?:\.[A-Za-z0-9_\-+/=]*)*",
        keywords=("ey",),
        confidence=0.95,
    ),
    Rule(
        name="url-password",
        kind="CONNECTION_PASSWORD",
        sensitivity=_SECRET,
        # ``< > { }`` inside the password too (``root:Zx{a}<b>%@db``); ``<password>`` whole
        # is a placeholder, which the validator passes
        pattern=r"(?i)\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@\"'<>]{0,128}:([^\s/@\"']{1,256})@[^\s/@\"'<>]",
        group=1,
        keywords=("://",),
        validator=lambda v: userinfo_password(v) and stated_secret(v, quoted=True, min_length=1),
    ),
    Rule(  # https://ghp_…@github.com/org/repo.git: a token as the whole userinfo
        name="url-token",
        kind="CONNECTION_PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b[a-z][a-z0-9+.\-]{1,20}://([^\s:/@\"'<>]{16,256})@[^\s/@\"'<>]",
        group=1,
        keywords=("://",),
        validator=lambda v: looks_random(v, min_length=16) and stated_secret(v, quoted=True),
    ),
    # Cookie: PHPSESSID=…, "the session cookie: sessionid=…": a session's cookie is the
    # login itself, for as long as it lives
    Rule(
        name="session-cookie",
        kind="SESSION_COOKIE",
        sensitivity=_SECRET,
        pattern=r"(?i)\bcookies?\b[^\n]*?[\w.\-]*(?:sess|sid|auth|token|jwt|login|remember)"
        r"[\w.\-]*=([^;\s\"'\\]{12,256})",
        group=1,
        keywords=("cookie",),
        validator=lambda v: looks_random(v, min_length=12),
    ),
    Rule(
        name="connection-string-password",
        kind="CONNECTION_PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)(?:^|[;\s\"'])(?:password|pwd|passwd)\s{0,3}=\s{0,3}([^;\"'\s]{3,256})",
        group=1,
        keywords=("password", "pwd", "passwd"),
        validator=password_value,
    ),
    Rule(
        name="authorization-header",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        pattern=_AUTHORIZATION + r"(?:" + _AUTH_SCHEME + r"\s+)?([A-Za-z0-9+/=_\-.~:@!$%*]{8,})",
        group=1,
        keywords=("authorization",),
        validator=lambda v: base64_credential(v) or looks_random(v, min_length=8),
    ),
    Rule(  # "Authorization: Bearer kqzmtrwpxa": the scheme names what follows, any shape
        name="authorization-scheme",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        pattern=_AUTHORIZATION + _AUTH_SCHEME + r"\s+([A-Za-z0-9+/=_\-.~:@!$%*?#^]{4,})",
        group=1,
        keywords=("authorization",),
        validator=lambda v: (
            stated_secret(v, quoted=False, min_length=4) and not (v.isalpha() and common_word(v))
        ),
    ),
    Rule(
        name="bearer",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:bearer|basic)\s+([A-Za-z0-9+/=_\-.~]{12,})",
        group=1,
        keywords=("bearer", "basic"),
        validator=lambda v: looks_random(v, min_length=12) or base64_credential(v),
        confidence=0.85,
    ),
    Rule(
        name="curl-user",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        # curl's -u/--user and HTTPie's -a/--auth take the same ``user:password``
        pattern=r"(?i)(?:^|\s)(?:-u|--user|-a|--auth)\s{1,4}[\"']?([^\s\"':]{1,128}[\"']?:[\"']?[^\s\"']{1,128}|"
        r"[^\s\"']{0,128}:[^\s\"']{0,128})",
        group=1,
        keywords=("-u", "--user", "-a", "--auth"),
        validator=lambda v: _user_and_password(v.replace('"', "").replace("'", "")),
    ),
    Rule(  # mysql -p'…' (a bare ``-p dir`` is mkdir's, not a password)
        name="cli-password-quoted",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?:^|\s)-p\s{0,2}[\"']([^\"'\s]{3,128})[\"']",
        group=1,
        keywords=("-p",),
        validator=password_value,
    ),
    Rule(  # mysql -pSecret
        name="cli-password-attached",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?:^|\s)-p([A-Za-z0-9!@#$%^&*+=_.~]{6,128})(?:\s|$)",
        group=1,
        keywords=("-p",),
        validator=looks_like_password,
    ),
    Rule(
        name="cli-password-long",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)(?:^|\s)--(?:password|passwd|pass|token|api-key|apikey|secret|auth-token)"
        r"[= ][\"']?([^\s\"']{3,256})",
        group=1,
        keywords=("--pass", "--token", "--api", "--secret", "--auth"),
        validator=password_value,
    ),
    Rule(  # .netrc and similar: machine example.com login me password s3cr3t
        name="netrc-password",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:login|user|machine)[ \t]+\S{1,128}[ \t]+password[ \t]+([^\s\"']{3,128})",
        group=1,
        keywords=("password",),
        validator=password_value,
    ),
    Rule(  # chat: "my password is Tr0ub4dor&3", "das Passwort ist …", "mot de passe : …"
        name="password-in-prose",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:password|passwd|passcode|passphrase|pin|passwort|kennwort|"
        r"mot de passe|contraseña|clave|hasło|haslo)[ \t]+(?:is|was|ist|war|est|était|es|era|"
        r"to|jest|to jest|brzmi)[ \t:]+[\"'“]?([^\s\"'”]{4,128})",
        group=1,
        keywords=("pass", "pin", "kennwort", "mot de passe", "contraseña", "clave", "has"),
        trim=lambda v: v.rstrip(".,;!?)") or None,
        validator=looks_like_password,
    ),
    Rule(
        name="xml-key-value",
        kind="PASSWORD",
        sensitivity=_SECRET,
        # <add key="RedisPass" value="…" />: the key's name is judged as an assignment's
        pattern=r"(?i)key=\"([^\"]{1,60})\"\s{1,4}value=\"([^\"]{1,256})\"",
        group=2,
        keywords=("value=",),
        judge=lambda v, groups: secret_assignment(groups[1], v, quoted=True),
    ),
    Rule(
        # Japanese writes no space around a value: "wifiのパスワードはsakura-Tokyo-8812です",
        # "暗証番号：4821。" The value is the run of Latin letters, digits and signs
        # between the particle (は, が, colon) and what ends it (です, punctuation).
        name="password-ja",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?:パスワード|暗証番号|パスコード|合言葉|PINコード|PIN番号|認証コード|確認コード|"
        r"ワンタイムパスワード|秘密鍵|APIキー)(?:は|が|も|[:：=＝])[ \t　]*[「『\"']?"
        r"([!-~]{4,128}?)[」』\"']?(?:です|でした|だよ|だ|に|を|。|、|！|？|[ \t　\n]|$)",
        group=1,
        keywords=(
            "パスワード",
            "暗証番号",
            "パスコード",
            "合言葉",
            "コード",
            "pin",
            "秘密鍵",
            "キー",
        ),
        validator=lambda v: not is_stand_in(v),
    ),
)

register_secret_kinds(
    "PRIVATE_KEY", "JWT", "CONNECTION_PASSWORD", "HTTP_AUTH", "PASSWORD", "SESSION_COOKIE"
)
