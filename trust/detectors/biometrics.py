"""Biometric data (GDPR art. 9): a fingerprint, iris, face or voice template told in chat.

The data is what identifies someone, not the word: "my fingerprint template: 3f9a…",
"mi huella dactilar es 8c1d…", "voiceprint export: q8Lm…". A biometric term, then on
the same line within a few words a long token of data (hex, base64, digits) is
withheld as ``BIOMETRIC``, class sensitive. Machines have fingerprints too: an SSH,
GPG or TLS key's, a browser's, a file's hash; with such a word near the term it is a
checksum, not a person's body, and passes.
"""

from __future__ import annotations

from collections.abc import Sequence

from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

# EN, DE, FR, ES, PL, IT, NL, PT; stems where the words inflect
_TERMS = (
    "fingerprint", "finger print", "thumbprint", "iris scan", "iris code", "iris template",
    "retina scan", "retinal scan", "face scan", "face template", "faceprint",
    "face embedding", "facial template", "facial recognition", "facial geometry",
    "facial scan", "facial embedding", "voiceprint", "voice print", "palm print",
    "palmprint", "palm vein", "hand geometry", "biometric", "fingerabdr", "iris-scan",
    "gesichtsscan", "gesichtserkennung", "stimmabdruck", "biometrisch", "empreinte digitale",
    "empreintes digitales", "empreinte vocale", "reconnaissance faciale", "biométrique",
    "huella dactilar", "huellas dactilares", "huella digital", "reconocimiento facial",
    "biométric", "odcisk palca", "odciski palców", "odcisku palca", "skan tęczówki",
    "biometryczn", "impronta digitale", "impronte digitali", "riconoscimento facciale",
    "biometric", "vingerafdruk", "gezichtsherkenning", "irisscan", "impressão digital",
    "impressões digitais", "reconhecimento facial", "biométrico",
)  # fmt: skip

# words that make a "fingerprint" a machine's or a file's
_TECHNICAL = (
    "ssh", "gpg", "pgp", "key", "schlüssel", "clé", "clave", "klucz", "chiave", "sleutel",
    "chave", "sha", "md5", "cert", "tls", "ssl", "host", "browser", "device", "file",
    "hash", "commit", "server", "x509", "x.509", "canvas", "tracking",
)  # fmt: skip


def _escape(term: str) -> str:
    return "".join("\\" + c if c in r".^$*+?()[]{}|\-" else c for c in term)


def _data(value: str, groups: Sequence[str]) -> bool:
    """A token of data (digits among letters), with no word of machines around it."""
    if sum(c.isdigit() for c in value) < 3 or (value.isdigit() and len(value) < 20):
        return False
    around = (groups[1] + " " + groups[2]).lower()
    return not any(word in around for word in _TECHNICAL)


RULES: tuple[Rule, ...] = (
    Rule(
        name="biometric-data",
        kind="BIOMETRIC",
        sensitivity=Sensitivity.SENSITIVE,
        pattern=r"((?:[\p{L}\-]+[ \t]){0,3})(?i:"
        + "|".join(_escape(t) for t in sorted(_TERMS, key=len, reverse=True))
        + r")[\p{L}]*([^\n]{0,60}?)(?:^|[^A-Za-z0-9+/=_\-])([A-Za-z0-9+/_\-]{16,}={0,2})"
        r"(?:[^A-Za-z0-9+/=_\-]|$)",
        group=3,
        keywords=tuple(sorted({t.lower() for t in _TERMS})),
        judge=_data,
        confidence=0.8,
    ),
)
