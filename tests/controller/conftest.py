"""Fixtures for the controller tests: the echo fakes, the test keyring, a companion."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import keyring
import pytest

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, ConsentBroker, FixedConsent
from memory import AsyncMemoryStore, ScryptCost
from tests.controller.echo import KEYS, EchoAnthropic, EchoOllama, EchoOpenAI, Rig
from tests.controller.keyring_env import ENV, EnvKeyring

FAST = ScryptCost(n=2**10, r=8, p=1)
PASSPHRASE = "controller tests"


@pytest.fixture
def rig(tmp_path: Path) -> Iterator[Rig]:
    records = tmp_path / "agent-records"
    records.mkdir()
    with EchoOpenAI() as openai, EchoAnthropic() as anthropic, EchoOllama() as ollama:
        openai.api_key, anthropic.api_key = KEYS["openai"], KEYS["anthropic"]
        yield Rig(openai=openai, anthropic=anthropic, ollama=ollama, records=records)


@pytest.fixture
def test_keyring(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The workers' keys, read through the real keyring API from the test backend."""
    previous = keyring.get_keyring()
    monkeypatch.setenv(ENV, json.dumps(KEYS))
    keyring.set_keyring(EnvKeyring())
    yield
    keyring.set_keyring(previous)


async def open_companion(
    rig: Rig,
    folder: Path,
    consent: ConsentBroker,
    *,
    extra: list[dict[str, object]] | None = None,
    **settings: object,
) -> Companion:
    """A companion over the rig's workers (and ``extra`` ones), its own database."""
    config = Settings.model_validate({"workers": rig.workers() + (extra or []), **settings})
    memory = await AsyncMemoryStore.open(
        folder / "ares.db", passphrase=PASSPHRASE, scrypt_cost=FAST
    )
    return Companion(config, memory, consent)


@pytest.fixture
async def companion(rig: Rig, tmp_path: Path, test_keyring: None) -> AsyncIterator[Companion]:
    made = await open_companion(rig, tmp_path, FixedConsent(ConsentAnswer.PSEUDONYMISE))
    yield made
    await made.aclose()
