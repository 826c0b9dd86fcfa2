"""Fixtures for the agents tests: a real encrypted memory, agents from a TOML text."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings
from app.controller.agents.config import AgentsConfig, load_agents
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from memory import AsyncMemoryStore, ScryptCost
from tests.controller.echo import KEYS
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI

FAST = ScryptCost(n=2**10, r=8, p=1)
# A token and an address planted in tool results and history: neither may leave as is.
TOKEN = "ghp_" + "Zq7Xw2Lm9Pd4Rt6Yh1Kv3Bn8Cs5Fg0Ja2Eu"
EMAIL = "jan.kowalski@example.com"


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
        ollama_worker(ollama.url),
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


def ollama_worker(url: str, **extra: object) -> dict[str, object]:
    return {"id": "local", "kind": "ollama", "base_url": url, "model": "llama3.2:3b", **extra}


async def companion_at(folder: Path, settings: Settings) -> Companion:
    """The real companion on an encrypted memory in ``folder``, with its agents.toml;
    consent answers "pseudonymise"."""
    memory = await AsyncMemoryStore.open(folder / "ares.db", passphrase="t", scrypt_cost=FAST)
    consent = FixedConsent(ConsentAnswer.PSEUDONYMISE)
    return Companion(settings, memory, consent, agents_file=folder / "agents.toml")


def agents_from(text: str, folder: Path) -> AgentsConfig:
    path = folder / "agents.toml"
    path.write_text(text, encoding="utf-8")
    return load_agents(path, bundled="")


from tests.controller.conftest import test_keyring  # noqa: E402, F401  (the workers' keys)
