"""Fixtures for the agents tests: a real encrypted memory, agents from a TOML text."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.controller.agents.config import AgentsConfig, load_agents
from memory import AsyncMemoryStore, ScryptCost

FAST = ScryptCost(n=2**10, r=8, p=1)


@pytest.fixture
async def memory(tmp_path: Path) -> AsyncIterator[AsyncMemoryStore]:
    store = await AsyncMemoryStore.open(tmp_path / "ares.db", passphrase="t", scrypt_cost=FAST)
    yield store
    await store.close()


def agents_from(text: str, folder: Path) -> AgentsConfig:
    path = folder / "agents.toml"
    path.write_text(text, encoding="utf-8")
    return load_agents(path, bundled="")


from tests.controller.conftest import test_keyring  # noqa: E402, F401  (the workers' keys)
