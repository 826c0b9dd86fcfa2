"""Credentials recognised by where they stand rather than by a provider's format.

Private key blocks, JWTs, passwords inside URLs and connection strings, HTTP basic and
bearer headers, ``curl -u user:pass``, ``mysql -p'…'``, Kubernetes secret data, and
generic assignments (``password = …``, ``api_key: …``, ``export TOKEN=…``) judged by the
name being assigned to and by the value's entropy and shape (see ``values``).
"""

from __future__ import annotations

import base64
import binascii

import re2

from trust.detectors.base import Rule
from trust.detectors.values import (
    is_reference,
    looks_like_password,
    looks_random,
    words,
)
from trust.kinds import register_secret_kinds
from trust.sensitivity import Sensitivity

_SECRET = Sensitivity.SECRET
_OPTIONS = re2.Options()

# Pieces of a name that make ``name = value`` a credential assignment.
_SECRET_WORDS = words(
    "password passwd pwd pass passphrase passcode secret secrets token tokens apikey "
    "apikeys credential credentials creds cred auth authorization bearer privatekey "
    "secretkey accesskey clientsecret sessionkey pat dsn "
)
# ``key`` counts only after one of these (``api_key``), or as the whole name.
_KEY_QUALIFIERS = words(
    "api access secret private auth client app master signing sign encryption encrypt "
    "crypt enc license licence account service consumer admin shared session hmac jwt "
    "webhook integration write read deploy ingest sdk server mgmt management bot user "
    "personal live prod production test dev publishable restricted root storage "
)
# A name ending in one of these describes a secret without holding one.
_DESCRIPTIVE_ENDINGS = words(
    "id ids name names url uri urls endpoint file files path paths dir type types size "
    "length len version count field fields prefix suffix format mode label class ref hash "
    "header headers param params policy provider enabled required expiry expires "
    "expiration ttl timeout location store manager arn env var variable source kind "
    "algorithm algo index idx pattern regex template placeholder hint description desc "
    "text message msg error len min max chars limit key_id keyid "
)
_NAME_TOKEN = re2.compile(r"[A-Z]?[a-z]+|[A-Z]+|[0-9]+", _OPTIONS)


def secret_name(name: str) -> bool:
    """Is ``name`` (an identifier, a header, a YAML key) a name credentials are kept in?"""
    tokens = [m.group().lower() for m in _NAME_TOKEN.finditer(name)]
    tokens = [t for t in tokens if not t.isdigit()]
    if not tokens or tokens[-1] in _DESCRIPTIVE_ENDINGS:
        return False
    joined = "".join(tokens)
    if any(word in _SECRET_WORDS for word in tokens) or joined in _SECRET_WORDS:
        return True
    if tokens == ["key"]:
        return True
    return any(
        token == "key" and index > 0 and tokens[index - 1] in _KEY_QUALIFIERS
        for index, token in enumerate(tokens)
    )


def _assignment_value(value: str) -> bool:
    return looks_random(value) or (looks_like_password(value) and len(value) >= 8)


def _password_value(value: str) -> bool:
    """After a password-ish name, words count too: ``rootpasswd`` is a password."""
    if len(value) < 4 or is_reference(value):
        return False
    return looks_like_password(value) or (
        len(value) >= 6
        and value.isalnum()
        and not value.isdigit()
        and value.lower() != value.upper()
        and value.lower() not in {"password", "passwd", "secret", "changeme"}
    )


def _assignment(name: str, value: str) -> bool:
    if not secret_name(name):
        return False
    tokens = {m.group().lower() for m in _NAME_TOKEN.finditer(name)}
    if tokens & {"password", "passwd", "pwd", "pass", "passphrase", "passcode"}:
        return _password_value(value)
    return _assignment_value(value)


def _user_pass(pair: str) -> bool:
    user, _, password = pair.partition(":")
    return _password_value(password) if password else looks_like_password(user)


def _base64_credential(value: str) -> bool:
    """A base64 blob that decodes to something (``user:pass``, a token), not a word."""
    if len(value) < 12 or is_reference(value):
        return False
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return looks_random(value)
    return len(decoded) >= 6


_VALUE = r"""[^\s"'`;,<>\\(){}\[\]|]"""  # one character of an unquoted value
_NAME = r"[A-Za-z0-9_.\-]{0,60}"

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
    Rule(  # a block cut off before its END line is still a key
        name="private-key-start",
        kind="PRIVATE_KEY",
        sensitivity=_SECRET,
        pattern=r"-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=:,\-\s\\n]{16,}",
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
    Rule(
        name="jwt",
        kind="JWT",
        sensitivity=_SECRET,
        pattern=r"\bey[A-Za-z0-9_\-]{10,}\.ey[A-Za-z0-9_\-]{2,}\.[A-Za-z0-9_\-+/=]*",
        keywords=("ey",),
        confidence=0.95,
    ),
    Rule(
        name="url-password",
        kind="CONNECTION_PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@\"'<>]{0,128}:([^\s/@\"'<>]{1,256})@[^\s/@\"'<>]",
        group=1,
        keywords=("://",),
        validator=_password_value,
    ),
    Rule(
        name="connection-string-password",
        kind="CONNECTION_PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)(?:^|[;\s\"'])(?:password|pwd|passwd)\s{0,3}=\s{0,3}([^;\"'\s]{3,256})",
        group=1,
        keywords=("password", "pwd", "passwd"),
        validator=_password_value,
    ),
    Rule(
        name="authorization-header",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:proxy-)?authorization[\"']?\s{0,4}[:=]\s{0,4}[\"']?"
        r"(?:(?:basic|bearer|token|api-token|apikey|digest|bot|sso-key|key)\s+)?"
        r"([A-Za-z0-9+/=_\-.~:@!$%*]{8,})",
        group=1,
        keywords=("authorization",),
        validator=lambda v: _base64_credential(v) or looks_random(v, min_length=8),
    ),
    Rule(
        name="bearer",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:bearer|basic)\s+([A-Za-z0-9+/=_\-.~]{12,})",
        group=1,
        keywords=("bearer", "basic"),
        validator=lambda v: looks_random(v, min_length=12) or _base64_credential(v),
        confidence=0.85,
    ),
    Rule(
        name="curl-user",
        kind="HTTP_AUTH",
        sensitivity=_SECRET,
        pattern=r"(?i)(?:^|\s)(?:-u|--user)\s{1,4}[\"']?([^\s\"']{0,128}:[^\s\"']{0,128}|"
        r"[^\s\"':]{1,128}[\"']?:[\"']?[^\s\"']{1,128})",
        group=1,
        keywords=("-u", "--user"),
        validator=lambda v: _user_pass(v.replace('"', "").replace("'", "")),
    ),
    Rule(  # mysql -p'…' (a bare ``-p dir`` is mkdir's, not a password)
        name="cli-password-quoted",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?:^|\s)-p\s{0,2}[\"']([^\"'\s]{3,128})[\"']",
        group=1,
        keywords=("-p",),
        validator=_password_value,
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
        validator=_password_value,
    ),
    Rule(
        name="xml-key-value",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)key=\"[^\"]{0,40}(?:password|secret|token|apikey)[^\"]{0,20}\"\s{1,4}value=\"([^\"]{3,256})\"",
        group=1,
        keywords=("value=",),
        validator=_password_value,
    ),
    Rule(
        name="assignment",
        kind="SECRET",
        sensitivity=_SECRET,
        pattern=r"(?:^|[^A-Za-z0-9_.\-])(" + _NAME + r")[\"'\]]{0,2}[ \t]{0,8}"
        r"(?:=>|:{1,3}=|\?=|!=|\+=|\.=|=|:|,|->|>\s{0,40})[ \t]{0,8}"
        r"(?:[\"'`]|[A-Za-z]{1,10}\(\s{0,2}[\"'`])?(" + _VALUE + r"{4,1000})",
        group=2,
        judge=lambda value, groups: _assignment(groups[1], value),
        keywords=(
            "pass",
            "pwd",
            "secret",
            "token",
            "key",
            "auth",
            "cred",
            "bearer",
            "pat",
            "dsn",
        ),
        confidence=0.8,
    ),
)

register_secret_kinds("PRIVATE_KEY", "JWT", "CONNECTION_PASSWORD", "HTTP_AUTH", "PASSWORD")
