"""Where the master key comes from, and how it wraps the data key.

    data key (random, 32 bytes)  ── seals every value (through HKDF subkeys)
        wrapped by ─┬─ a master key kept in the OS keyring (an entry per database), or
                    └─ a key derived from the person's passphrase with scrypt

The wrapped data key lives in the ``key_envelopes`` table; a database may have both
kinds of envelope (a passphrase set next to a keyring key is a way back after losing
the keyring). Neither the master key nor the data key is ever written to disk in the
clear, logged, or put in an exception message.

The keyring entry is named after the database's random id (``meta.db_id``) and a
generation number that ``rekey`` bumps, so two ARES homes never share an entry and a
half-finished rekey never overwrites the key the database still needs.
"""

from __future__ import annotations

import base64
import logging
import os
from dataclasses import dataclass

import keyring
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt
from keyring.errors import KeyringError, PasswordDeleteError

from memory import crypto
from memory.errors import KeyUnavailable, WrongKey

log = logging.getLogger("ares.memory")

SERVICE = "ares-companion"
SALT_BYTES = 16


@dataclass(frozen=True)
class ScryptCost:
    """scrypt's work factors. The default (n=2**17, r=8: 128 MiB, ~0.3 s) follows
    OWASP's advice; tests pass a tiny ``n`` so the suite stays fast. The cost is stored
    with the envelope, so a database always opens with the cost it was made with."""

    n: int = 2**17
    r: int = 8
    p: int = 1


DEFAULT_COST = ScryptCost()


@dataclass(frozen=True)
class Envelope:
    method: str  # "keyring" | "passphrase"
    wrapped: bytes
    key_ref: str | None = None
    salt: bytes | None = None
    cost: ScryptCost | None = None


def entry_name(db_id: str, generation: int) -> str:
    return f"memory-master-key/{db_id}/{generation}"


def backend_name() -> str:
    return type(keyring.get_keyring()).__module__.removeprefix("keyring.backends.")


def keyring_store(ref: str, key: bytes) -> bool:
    """Put a master key in the keyring; False when no keyring backend really works."""
    secret = base64.b64encode(key).decode()
    try:
        keyring.set_password(SERVICE, ref, secret)
        ok = keyring.get_password(SERVICE, ref) == secret
    except (KeyringError, RuntimeError) as exc:
        log.info("keyring unusable (%s: %s)", backend_name(), type(exc).__name__)
        return False
    if not ok:
        log.info("keyring %s does not round-trip; not using it", backend_name())
    return ok


def keyring_usable() -> bool:
    """Whether a keyring backend really stores and returns secrets here (a probe entry
    is written, read back and deleted)."""
    probe = "memory-probe"
    if not keyring_store(probe, bytes(crypto.KEY_BYTES)):
        return False
    keyring_delete(probe)
    return True


def keyring_load(ref: str) -> bytes | None:
    """The master key from the keyring; None when the entry is absent. Raises
    ``KeyringError`` when the backend fails (locked, no backend)."""
    secret = keyring.get_password(SERVICE, ref)
    if secret is None:
        return None
    try:
        return base64.b64decode(secret, validate=True)
    except ValueError:
        return b""  # an entry that is not ours: unwrapping will say "wrong key"


def keyring_delete(ref: str) -> None:
    try:
        keyring.delete_password(SERVICE, ref)
    except (PasswordDeleteError, KeyringError, RuntimeError):
        log.info("keyring entry for an old key was already gone")


def passphrase_key(passphrase: str, salt: bytes, cost: ScryptCost) -> bytes:
    kdf = Scrypt(salt=salt, length=crypto.KEY_BYTES, n=cost.n, r=cost.r, p=cost.p)
    return kdf.derive(passphrase.encode())


def _wrap_aad(db_id: str, method: str) -> bytes:
    return crypto.aad("key_envelopes", db_id, method)


def keyring_envelope(data_key: bytes, db_id: str, generation: int) -> Envelope | None:
    """A fresh master key in the keyring wrapping ``data_key``; None without a keyring."""
    master = crypto.new_key()
    ref = entry_name(db_id, generation)
    if not keyring_store(ref, master):
        return None
    wrapped = crypto.seal_with(master, data_key, _wrap_aad(db_id, "keyring"))
    return Envelope(method="keyring", wrapped=wrapped, key_ref=ref)


def passphrase_envelope(data_key: bytes, db_id: str, passphrase: str, cost: ScryptCost) -> Envelope:
    if not passphrase:
        raise KeyUnavailable("An empty passphrase cannot protect the memory database.")
    salt = os.urandom(SALT_BYTES)
    master = passphrase_key(passphrase, salt, cost)
    wrapped = crypto.seal_with(master, data_key, _wrap_aad(db_id, "passphrase"))
    return Envelope(method="passphrase", wrapped=wrapped, salt=salt, cost=cost)


def new_envelopes(
    data_key: bytes,
    db_id: str,
    generation: int,
    passphrase: str | None,
    cost: ScryptCost,
    where: str,
) -> list[Envelope]:
    """The keyring envelope when a keyring works, plus a passphrase one when given."""
    envelopes = []
    in_keyring = keyring_envelope(data_key, db_id, generation)
    if in_keyring is not None:
        envelopes.append(in_keyring)
    if passphrase is not None:
        envelopes.append(passphrase_envelope(data_key, db_id, passphrase, cost))
    if not envelopes:
        raise KeyUnavailable(
            f"No key can protect the memory database {where}: no OS keyring works here "
            f"(backend: {backend_name()}) and no passphrase was given. Set ARES_PASSPHRASE "
            "to a passphrase, or unlock the keyring (Secret Service), and try again."
        )
    return envelopes


def unlock(envelopes: list[Envelope], db_id: str, passphrase: str | None, where: str) -> bytes:
    """The data key, from the first envelope that opens. Reads only; changes nothing."""
    problems: list[str] = []
    wrong: list[str] = []
    for env in sorted(envelopes, key=lambda e: e.method != "keyring"):
        master = _master_key(env, passphrase, problems)
        if master is None:
            continue
        try:
            return crypto.open_with(master, env.wrapped, _wrap_aad(db_id, env.method))
        except crypto.OpenFailed:
            wrong.append("the passphrase" if env.method == "passphrase" else "the keyring's key")
    if wrong:
        raise WrongKey(
            f"{' and '.join(wrong).capitalize()} does not open the memory database {where}. "
            "Nothing was changed; check ARES_PASSPHRASE or the keyring entry."
        )
    raise KeyUnavailable(
        f"Cannot open the memory database {where}: {'; '.join(problems)}. Set "
        "ARES_PASSPHRASE to this database's passphrase, or unlock the keyring that holds "
        "its key. Nothing was changed."
    )


def _master_key(env: Envelope, passphrase: str | None, problems: list[str]) -> bytes | None:
    if env.method == "passphrase":
        if passphrase is None or env.salt is None or env.cost is None:
            problems.append("it is protected by a passphrase and none was given")
            return None
        return passphrase_key(passphrase, env.salt, env.cost)
    try:
        master = keyring_load(env.key_ref or "")
    except (KeyringError, RuntimeError) as exc:
        problems.append(f"the keyring cannot be read ({backend_name()}: {type(exc).__name__})")
        return None
    if master is None:
        problems.append(
            "the keyring has no key for it (the entry was deleted, or this is another "
            "user account or machine)"
        )
    return master
