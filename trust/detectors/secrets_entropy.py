"""Secrets with no keyword: long random base64/hex strings, and base64 that hides one.

A quoted string of 20 or more base64 characters (or 32 hex digits) with high entropy is
a credential unless its shape or context says what else it is: a commit SHA or a
checksum (a hash word nearby, or a lower-case digest's exact length), a UUID, a
``data:`` URI's payload, an ``integrity="sha384-…"`` attribute, a path, an identifier
made of words, or a value whose key names an id (``"credentialId": …``). Unquoted
random strings in prose are left to the detectors that know their shape or their
context: alone, a random-looking word is as often an id, a hash or a build tag.

Base64 that decodes to text is decoded and the decoded text scanned by the other secret
detectors: ``dXNlcjpodW50ZXIy`` (``user:hunter2``), a PEM, JSON with a key in it.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence

import re2

from trust.detectors.base import ScanDetector
from trust.detectors.secret_names import describes_not_holds
from trust.detectors.values import (
    char_classes,
    is_uuid,
    looks_like_words,
    looks_random,
    shannon_entropy,
)
from trust.findings import Finding
from trust.kinds import register_secret_kinds, secret_finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_OPTIONS = re2.Options()
_CANDIDATE = re2.compile(
    rb"(?:^|[^A-Za-z0-9+/_\-.])([A-Za-z0-9+/_\-]{12,}={0,2})(?:[^A-Za-z0-9+/_\-=]|$)",
    _OPTIONS,
)
_INTEGRITY = re.compile(r"sha(?:1|256|384|512)-")
_KEY_BEFORE = re.compile(r"([A-Za-z_][\w.\-]{0,60})[\"']?\s{0,3}[:=]\s{0,3}[\"'`]?$")
_HEX = re.compile(r"(?i)^(?:0x)?[0-9a-f]+$")
_HASH_WORDS = (
    "sha", "md5", "hash", "checksum", "digest", "commit", "git", "rev", "revision", "etag",
    "fingerprint", "integrity", "blob", "tree", "merge", "cherry", "revert", "rebase",
    "object", "build", "image", "docker", "container", "sum", "crc", "nonce", "salt", "id",
    "hashed", "prüfsumme", "empreinte", "suma", "skrót",
)  # fmt: skip
_HASH_LENGTHS = frozenset((32, 40, 56, 64, 96, 128))
# A user:password pair once decoded (``curl -H "Authorization: Basic …"`` without the word).
_USER_PASS = re.compile(r"^[^\s:]{1,64}:[^\s]{1,128}$")


class EntropyDetector:
    """Random-looking strings with no keyword; ``inner`` judge what base64 decodes to."""

    name = "secrets:entropy"

    def __init__(self, inner: Sequence[ScanDetector] = ()) -> None:
        self._inner = tuple(inner)

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        position = 0
        while (match := _CANDIDATE.search(scan.data, position)) is not None:
            b_start, b_end = match.span(1)
            position = b_end
            start, end = scan.char_offset(b_start), scan.char_offset(b_end)
            value = scan.text[start:end]
            if self._secret(scan, start, value):
                findings.append(secret_finding(start, end, "HIGH_ENTROPY_SECRET", self.name, 0.7))
        return findings

    def _secret(self, scan: Scan, start: int, value: str) -> bool:
        before = scan.text[max(0, start - 64) : start]
        if before.endswith("base64,") or _INTEGRITY.match(value):
            return False  # a data: URI's payload, a subresource integrity hash
        if is_uuid(value) or _is_path(value):
            return False
        if self._decodes_to_secret(value):
            return True
        quote = before[-1:]
        after = scan.text[start + len(value) : start + len(value) + 1]
        if len(value) < 20 or not quote or quote not in "\"'`" or after != quote:
            return False  # unquoted, only what decodes to a credential: see the docstring
        if _named_by_key(before[:-1]):
            return False
        if _HEX.match(value):
            return _random_hex(scan, start, value)
        return _random_base64(value) and not _hyphenated_words(value)

    def _decodes_to_secret(self, value: str) -> bool:
        if not self._inner or char_classes(value) < 2 or looks_like_words(value):
            return False
        decoded = _decode(value)
        if decoded is None or len(decoded) < 6:
            return False
        if _USER_PASS.match(decoded) and not decoded.startswith(("http:", "https:")):
            return True
        inner = Scan(decoded)
        return any(
            f.sensitivity is Sensitivity.SECRET for d in self._inner for f in d.detect_scan(inner)
        )


def _random_hex(scan: Scan, start: int, value: str) -> bool:
    digits = value[2:] if value[:2].lower() == "0x" else value
    if len(digits) < 32 or shannon_entropy(digits) < 3.0:
        return False
    if scan.has_context(start, _HASH_WORDS, 48):
        return False
    return len(digits) not in _HASH_LENGTHS or not _sha_shaped(digits)


def _sha_shaped(digits: str) -> bool:
    """A lower-case hex digest of a hash's length: what git and checksums print. A key
    of the same length in mixed or upper case is not a digest."""
    return digits == digits.lower() and len(digits) in (40, 64, 128)


def _random_base64(value: str) -> bool:
    if char_classes(value) < 3 and not (len(value) >= 32 and char_classes(value) >= 2):
        return False
    if sum(c.isdigit() for c in value) == 0 and len(value) < 32:
        return False
    return looks_random(value, min_length=20, min_entropy=3.9 if len(value) < 32 else 4.2)


def _named_by_key(before: str) -> bool:
    """``"credentialId": "B9mT…"``: the key before the string says it is an id, a name."""
    match = _KEY_BEFORE.search(before)
    return match is not None and describes_not_holds(match.group(1))


def _hyphenated_words(value: str) -> bool:
    """``id-Gost28147-89-None-KeyMeshing``: an identifier of words and numbers."""
    parts = [p for p in re.split(r"[-_.]", value) if p]
    return len(parts) >= 3 and sum(len(p) for p in parts if looks_like_words(p)) >= 0.4 * len(value)


def _is_path(value: str) -> bool:
    """``src/components/UserCard/index``: slashes between words."""
    parts = [p for p in value.split("/") if p]
    return len(parts) >= 2 and all(
        looks_like_words(p) or (len(p) < 20 and char_classes(p.rstrip("=")) < 3) for p in parts
    )  # "w+SttppQqWT9a6ggP/c0rRBxN1sBD4cnjS4=" is base64: its pieces are random


def _decode(value: str) -> str | None:
    padded = value + "=" * (-len(value) % 4)
    try:
        raw = (
            base64.urlsafe_b64decode(padded)
            if "-" in value or "_" in value
            else base64.b64decode(padded, validate=True)
        )
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None
    printable = sum(c.isprintable() or c in "\n\r\t" for c in text)
    return text if printable >= 0.95 * len(text) else None


register_secret_kinds("HIGH_ENTROPY_SECRET")
