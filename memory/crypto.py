"""Sealing values with AES-256-GCM, each bound to the row it belongs to.

A sealed value is ``version (1 byte) | nonce (12 bytes) | ciphertext + tag``. The nonce is
fresh from the OS for every value. The associated data names the table, the row and the
column (``aad("messages", 42, conversation_id)``), so a sealed value copied into another
row, table or conversation fails to open instead of being read as that row's text.

The data key never seals anything directly: HKDF derives one subkey for sealing and one
for the blind index, so neither use can be turned against the other.
"""

from __future__ import annotations

import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

KEY_BYTES = 32
NONCE_BYTES = 12
FORMAT_V1 = b"\x01"


class OpenFailed(Exception):
    """A sealed value did not open: wrong key, other row, or damaged bytes. No detail on
    purpose; callers turn it into ``CorruptRow`` or ``WrongKey``."""


def aad(*parts: object) -> bytes:
    """Associated data from a row's identity; the unit separator keeps parts apart."""
    return "\x1f".join(str(part) for part in parts).encode()


def new_key() -> bytes:
    return os.urandom(KEY_BYTES)


def derive(key: bytes, purpose: str) -> bytes:
    hkdf = HKDF(algorithm=hashes.SHA256(), length=KEY_BYTES, salt=None, info=purpose.encode())
    return hkdf.derive(key)


def seal_with(key: bytes, plaintext: bytes, associated: bytes) -> bytes:
    return _seal(AESGCM(key), plaintext, associated)


def open_with(key: bytes, sealed: bytes, associated: bytes) -> bytes:
    if len(key) != KEY_BYTES:
        raise OpenFailed  # e.g. a keyring entry holding something else
    return _open(AESGCM(key), sealed, associated)


def _seal(aead: AESGCM, plaintext: bytes, associated: bytes) -> bytes:
    nonce = os.urandom(NONCE_BYTES)
    return FORMAT_V1 + nonce + aead.encrypt(nonce, plaintext, associated)


def _open(aead: AESGCM, sealed: bytes, associated: bytes) -> bytes:
    if not isinstance(sealed, bytes):
        raise OpenFailed  # a damaged record can come back as TEXT or a number
    if len(sealed) < 1 + NONCE_BYTES + 16 or sealed[:1] != FORMAT_V1:
        raise OpenFailed
    nonce, body = sealed[1 : 1 + NONCE_BYTES], sealed[1 + NONCE_BYTES :]
    try:
        return aead.decrypt(nonce, body, associated)
    except InvalidTag:
        raise OpenFailed from None


class Sealer:
    """Seals and opens values with the subkey of one data key. Holds no plaintext."""

    __slots__ = ("_aead",)

    def __init__(self, data_key: bytes) -> None:
        self._aead = AESGCM(derive(data_key, "ares/memory/seal/v1"))

    def __repr__(self) -> str:
        return "Sealer(<key hidden>)"

    def seal(self, plaintext: str | bytes, associated: bytes) -> bytes:
        data = plaintext.encode() if isinstance(plaintext, str) else plaintext
        return _seal(self._aead, data, associated)

    def open(self, sealed: bytes, associated: bytes) -> bytes:
        return _open(self._aead, sealed, associated)

    def open_text(self, sealed: bytes, associated: bytes) -> str:
        try:
            return self.open(sealed, associated).decode()
        except UnicodeDecodeError:
            raise OpenFailed from None
