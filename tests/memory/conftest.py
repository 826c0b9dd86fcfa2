"""Memory fixtures: a real SQLite file under a private ARES_HOME, opened with a passphrase
at a tiny scrypt cost, and no keyring unless the test asks for the real one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail

from memory import MemoryStore, ScryptCost

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
