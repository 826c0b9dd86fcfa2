"""Fixtures for the agents tests: a real encrypted memory, agents from a TOML text."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.controller.agents.config import AgentsConfig, load_agents
from memory import AsyncMemoryStore, ScryptCost
from tests.controller.echo import KEYS
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI

FAST = ScryptCost(n=2**10, r=8, p=1)


@pytest.fixture
async def memory(tmp_path: Path) -> AsyncIterator[AsyncMemoryStore]:
    store = await AsyncMemoryStore.open(tmp_path / "ares.db", passphrase="t", scrypt_cost=FAST)
    yield store
    await store.close()


def provider_workers(ollama: FakeOllama, openai: FakeOpenAI, anthropic: FakeAnthropic) -> list[Any]:
    """config.toml's workers on the three fakes: ``local`` (Ollama), ``gpt`` and
    ``claude`` (external providers, their keys in the test keyring)."""
    openai.api_key, anthropic.api_key = KEYS["openai"], KEYS["anthropic"]
    http = {"max_retries": 0, "read_timeout": 20.0}
    return [
        {"id": "local", "kind": "ollama", "base_url": ollama.url, "model": "llama3.2:3b"},
        {
            "id": "gpt",
            "kind": "openai",
            "base_url": openai.base_url,
            "model": "gpt-4o-mini",
            "key": "openai",
            "privacy_class": "external_provider",
            **http,
        },
        {
            "id": "claude",
            "kind": "anthropic",
            "base_url": anthropic.url,
            "model": "claude-sonnet-4-5",
            "key": "anthropic",
            "privacy_class": "external_provider",
            **http,
        },
    ]


def agents_from(text: str, folder: Path) -> AgentsConfig:
    path = folder / "agents.toml"
    path.write_text(text, encoding="utf-8")
    return load_agents(path, bundled="")


from tests.controller.conftest import test_keyring  # noqa: E402, F401  (the workers' keys)
