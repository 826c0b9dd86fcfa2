"""Pytest fixtures for the fake providers: each test gets its own server, stopped after.

Enabled for the whole suite by ``pytest_plugins = ["tests.fakes.fixtures"]`` in
``tests/conftest.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def fake_ollama() -> Iterator[FakeOllama]:
    """A fake Ollama on a free loopback port, listing ``llama3.2:3b``."""
    with FakeOllama() as server:
        yield server


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    """A fake OpenAI-compatible API (``.base_url`` ends in /v1), key ``.api_key``."""
    with FakeOpenAI() as server:
        yield server


@pytest.fixture
def fake_anthropic() -> Iterator[FakeAnthropic]:
    """A fake Anthropic Messages API, key ``.api_key``."""
    with FakeAnthropic() as server:
        yield server


def write_agent_executables(folder: Path) -> dict[str, Path]:
    """Executables ``claude`` and ``codex`` in ``folder`` that run the fake agent CLI
    with this interpreter (so they work in any venv, and on PATH)."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for flavor in ("claude", "codex"):
        path = folder / flavor
        path.write_text(
            f"#!{sys.executable}\n"
            "import sys\n"
            f"sys.path.insert(0, {str(REPO)!r})\n"
            "from tests.fakes.agent_cli import main\n"
            f"sys.exit(main({flavor!r}))\n",
            encoding="utf-8",
        )
        path.chmod(0o755)
        made[flavor] = path
    return made


@pytest.fixture
def fake_agents(tmp_path: Path) -> dict[str, Path]:
    """Paths of fake ``claude`` and ``codex`` executables (see tests/fakes/agent_cli.py)."""
    return write_agent_executables(tmp_path / "agent-bin")
