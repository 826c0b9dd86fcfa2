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
from trust.detectors.secret_values import masked_token, published_example
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
    """A definitive shape is a token whatever its body (a motif repeated, made-up
    letters) unless it is a mask (one character repeated after the prefix, ``****``), an
    elision, ``your-…-here``, a reference or a provider's published example."""
    return not (published_example(value) or is_token_stand_in(value) or masked_token(value))


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
# referrer): a text that is nothing but keys (a listing of public sample keys) holds one
# only when a word of keys stands near it.
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

# A Google key in a message with any word in it, on its line or another ("here: AIza…",
# "it fails with\nAIza…\nwhy?"), is one a person is handing on, whatever the words.
# However far the word: a counted gap ({0,400}) made RE2's DFA run out of memory on a
# long text (and print so to stderr), then search in its slow NFA.
_GCP_KEY = r"(AIza[0-9A-Za-z_\-]{35})"
_A_WORD = r"(?:^|[\s(\"'])\pL{2,}(?:$|[\s,.:;!?)\"'])"
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
        ("gcp-api-key-after-words", _A_WORD + r"[\s\S]*?" + _B + _GCP_KEY + _E),
        ("gcp-api-key-before-words", _B + _GCP_KEY + _E + r"[\s\S]*?" + _A_WORD),
    )
)

# A published example (``AKIAIOSFODNN7EXAMPLE``) is public in code and documentation, but
# one a person calls theirs ("here are my AWS keys: …") is what they believe is a key.
RULES += (
    Rule(
        name="published-example-owned",
        kind="AWS_KEY",
        sensitivity=_SENSITIVITY,
        pattern=_B + r"([A-Za-z0-9/+=_\-.]{8,}EXAMPLE(?:KEY)?)" + _E,
        group=1,
        keywords=("example",),
        context=("my ", "our ", "mine", "moj", "mój", "mein", "mon ", "ma ", "mes ", "mi ", "mis "),
        window=80,
        confidence=0.9,
    ),
)

register_secret_kinds(*(kind for _name, kind, _pattern, _keywords in _TABLE))
