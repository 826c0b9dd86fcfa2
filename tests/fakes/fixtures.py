"""Pytest fixtures for the fake providers: each test gets its own server, stopped after.

Enabled for the whole suite by ``pytest_plugins = ["tests.fakes.fixtures"]`` in
``tests/conftest.py``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.ollama_server import FakeOllama


@pytest.fixture
def fake_ollama() -> Iterator[FakeOllama]:
    """A fake Ollama on a free loopback port, listing ``llama3.2:3b``."""
    with FakeOllama() as server:
        yield server
