"""Memory fixtures: a real SQLite file under a private ARES_HOME, opened with a passphrase
at a tiny scrypt cost, and no keyring unless the test asks for the real one."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail

from memory import MemoryStore, ScryptCost
from memory.keys import SERVICE, entry_name

FAST = ScryptCost(n=2**10, r=8, p=1)
PASSPHRASE = "correct horse battery staple"


@pytest.fixture(autouse=True)
def _no_keyring_unless_asked(request: pytest.FixtureRequest) -> Iterator[None]:
    """Tests run the passphrase path everywhere (CI has a real keyring for the whole
    suite); only tests that request ``real_keyring`` see the OS keyring."""
    if "real_keyring" in request.fixturenames:
        yield
        return
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        yield
    finally:
        keyring.set_keyring(previous)


@pytest.fixture
def db_path(ares_home: Path) -> Path:
    return ares_home / "ares.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[MemoryStore]:
    opened = MemoryStore.open(db_path, passphrase=PASSPHRASE, scrypt_cost=FAST)
    yield opened
    opened.close()


def reopen(path: Path, passphrase: str | None = PASSPHRASE) -> MemoryStore:
    return MemoryStore.open(path, passphrase=passphrase, scrypt_cost=FAST)


def db_id_of(db_path: Path) -> str:
    conn = sqlite3.connect(db_path)
    try:
        return str(conn.execute("SELECT value FROM meta WHERE key = 'db_id'").fetchone()[0])
    finally:
        conn.close()


@pytest.fixture
def keyring_db(real_keyring: object, db_path: Path) -> Iterator[Path]:
    """The database path for a test on the real keyring; its entries are removed after."""
    yield db_path
    if db_path.exists():
        db_id = db_id_of(db_path)
        for generation in range(1, 4):
            with contextlib.suppress(keyring.errors.PasswordDeleteError):
                keyring.delete_password(SERVICE, entry_name(db_id, generation))
