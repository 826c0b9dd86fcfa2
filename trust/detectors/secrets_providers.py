"""Provider credential formats that announce themselves by a prefix or a fixed shape.

The tables live in ``secret_formats_platforms`` and ``secret_formats_services``: each
row is ``(rule name, kind, pattern, keywords)``. The formats are the providers'
published token shapes (the same ones secret scanners such as gitleaks
and GitHub secret scanning look for). A definitive shape needs no entropy: the value is
a secret unless it is a stand-in (``ghp_xxxxxxxx…``, ``<token>``, ``sk_live_your_key``):
``not_filler``. Every kind here is a secret kind;
the pseudonymiser shows them all as ``[SECRET_N]``.

Credentials with no prefix of their own (a 32-hex Datadog key) are caught when a
provider's name stands before them (``secrets_assignment`` knows the names).
"""

from __future__ import annotations

from collections.abc import Callable

from trust.detectors.base import Rule
from trust.detectors.secret_formats_platforms import ROWS as PLATFORM_ROWS
from trust.detectors.secret_formats_platforms import Row
from trust.detectors.secret_formats_services import ROWS as SERVICE_ROWS
from trust.detectors.values import (
    char_classes,
    is_token_stand_in,
    looks_like_words,
    shannon_entropy,
)
from trust.kinds import register_secret_kinds
from trust.sensitivity import Sensitivity

_B = r"(?:^|[^0-9A-Za-z_\-+/.])"  # a boundary that tokens' own characters do not cross
_E = r"(?:$|[^0-9A-Za-z_\-])"

_TABLE: tuple[Row, ...] = PLATFORM_ROWS + SERVICE_ROWS

_SENSITIVITY = Sensitivity.SECRET


def not_filler(value: str) -> bool:
    return not is_token_stand_in(value)


def _aws_secret(value: str) -> bool:
    """40 base64 characters: mixed, varied, not a run (AWS's own examples count)."""
    return not_filler(value) and char_classes(value) >= 3 and shannon_entropy(value) >= 3.5


def _mixed(value: str) -> bool:
    """Vault's short ``s.`` tokens: upper, lower and digits, unlike ``s.someField``."""
    body = value[2:]
    return not_filler(value) and char_classes(body) >= 3 and not looks_like_words(body)


def _numbered(value: str) -> bool:
    """Slack tokens carry team and user numbers; ``xoxb-my-bot-token`` does not."""
    return not_filler(value) and sum(c.isdigit() for c in value) >= 8


# Stricter checks for formats whose prefix alone is common in ordinary text.
_VALIDATORS: dict[str, Callable[[str], bool]] = {
    "vault-token": _mixed,
    "slack-token": _numbered,
    "aws-secret-near-key": _aws_secret,
    # bech32 of an all-zero key is a valid, if unlucky, key: the prefix says enough
    "age-secret-key": lambda value: True,
}
# Google API keys are embedded in public web and app code by design (restricted by
# referrer); a bare one is flagged only when the text around it speaks of keys.
_CONTEXT: dict[str, tuple[str, ...]] = {
    # a bare 40-character secret key only next to an access key id or the word AWS
    "aws-secret-near-key": ("aws", "akia", "asia", "secret access key"),
    "artifactory-api-key": ("artifactory", "jfrog", "art-api", "x-jfrog"),
    "gcp-api-key": (
        "key",
        "token",
        "api",
        "secret",
        "google",
        "gcp",
        "gemini",
        "firebase",
        "credential",
        "auth",
        "password",
        "export",
    ),
}


RULES: tuple[Rule, ...] = tuple(
    Rule(
        name=name,
        kind=kind,
        sensitivity=_SENSITIVITY,
        pattern=_B + pattern + _E,
        group=1,
        keywords=keywords,
        validator=_VALIDATORS.get(name, not_filler),
        context=_CONTEXT.get(name, ()),
        window=80,
        confidence=0.95,
    )
    for name, kind, pattern, keywords in _TABLE
)

# A Google key in a sentence ("here: AIza…", "it fails with AIza…, why?") is one a
# person is handing on, whatever the words: only a key alone on its line, as pasted from
# a listing of public sample keys, still waits for a word of keys near it.
_GCP_KEY = r"(AIza[0-9A-Za-z_\-]{35})"
RULES += tuple(
    Rule(
        name=name,
        kind="GCP_KEY",
        sensitivity=_SENSITIVITY,
        pattern=pattern,
        group=1,
        keywords=("aiza",),
        validator=not_filler,
        confidence=0.95,
    )
    for name, pattern in (
        ("gcp-api-key-after-words", r"\pL\pL[^\n]{0,120}?" + _B + _GCP_KEY + _E),
        ("gcp-api-key-before-words", _B + _GCP_KEY + _E + r"[^\n]{0,120}?\pL\pL"),
    )
)

register_secret_kinds(*(kind for _name, kind, _pattern, _keywords in _TABLE))
