"""Each fake provider starts on its own for a demo, as the README says:
``python3 -m tests.fakes.<name>_server --port N``, and stops cleanly on SIGTERM."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(
    ("module", "path", "model"),
    [
        ("tests.fakes.ollama_server", "/api/tags", "llama3.2:3b"),
        ("tests.fakes.openai_server", "/v1/models", "gpt-4o-mini"),
        ("tests.fakes.anthropic_server", "/v1/models", "claude-sonnet-4-5"),
    ],
)
def test_a_fake_server_runs_on_its_own(module: str, path: str, model: str) -> None:
    port = _free_port()
    child = subprocess.Popen(
        [sys.executable, "-m", module, "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        banner = child.stdout.readline()
        assert f"127.0.0.1:{port}" in banner, child.stderr.read() if child.stderr else ""
        headers = {"anthropic-version": "2023-06-01"}  # the Messages API requires it
        listed = httpx.get(f"http://127.0.0.1:{port}{path}", headers=headers, timeout=10).text
        assert model in listed
    finally:
        child.terminate()
        child.communicate(timeout=10)
    assert child.returncode == 0
