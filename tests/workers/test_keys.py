"""API keys: only in the OS keyring, read at call time, never anywhere else.

The round-trip tests use the real Secret Service (``real_keyring``: skipped on a laptop
without one, mandatory in CI). The "no keyring" case swaps in keyring's own ``fail``
backend, keyring's documented way to choose a backend in-process.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends import fail

from app.cli import main
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.openai_server import FakeOpenAI
from tests.workers.helpers import Recorder, anthropic_spec, briefing, openai_spec
from workers import AuthRejected, WorkerSpec, WorkerUnavailable, build_worker, keys

SECRET = "sk-live-ARESTEST-9f8e7d6c5b4a39281706"


@pytest.fixture
def clean_keys(real_keyring: object) -> Iterator[None]:
    names = ("gpt", "claude", "ares-test-key")
    yield
    for name in names:
        keys.delete_key(name)


@pytest.fixture
def no_keyring() -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


def write_config(home: Path, body: str) -> None:
    (home / "config.toml").write_text(body, encoding="utf-8")


def assert_nowhere(secret: str, home: Path, *texts: str) -> None:
    for path in home.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), f"key found in {path}"
    for text in texts:
        assert secret not in text


@pytest.mark.desktop
def test_round_trip_and_names_only_index(clean_keys: None) -> None:
    keys.set_key("ares-test-key", SECRET)
    assert keys.get_key("ares-test-key") == SECRET
    assert "ares-test-key" in keys.list_keys()
    index = keyring.get_password(keys.SERVICE, "__ares_key_names__") or ""
    assert SECRET not in index
    assert keys.delete_key("ares-test-key") is True
    assert keys.get_key("ares-test-key") is None
    assert "ares-test-key" not in keys.list_keys()
    assert keys.delete_key("ares-test-key") is False


@pytest.mark.desktop
async def test_key_reaches_the_provider_and_nothing_else(
    clean_keys: None,
    ares_home: Path,
    fake_openai: FakeOpenAI,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    caplog.set_level(logging.DEBUG)  # httpx and httpcore log every request at DEBUG
    fake_openai.api_key = SECRET
    write_config(
        ares_home,
        f'[[workers]]\nid = "gpt"\nkind = "openai"\nbase_url = "{fake_openai.base_url}"\n'
        'model = "gpt-4o-mini"\nprivacy_class = "external_provider"\n',
    )
    monkeypatch.setattr("sys.stdin", io.StringIO(SECRET + "\n"))
    # The CLI runs its own event loop: call it from a thread, as a terminal would.
    assert await asyncio.to_thread(main, ["keys", "set", "gpt"]) == 0
    printed = capsys.readouterr()
    assert await asyncio.to_thread(main, ["keys", "list", "--json"]) == 0
    listed = capsys.readouterr()
    assert json.loads(listed.out) == [{"name": "gpt", "workers": ["gpt"]}]
    assert await asyncio.to_thread(main, ["workers", "--json"]) == 0
    spec = openai_spec(fake_openai.base_url)
    worker = build_worker(spec)
    recorder = Recorder()
    result = await worker.generate(briefing(), "hello", disclose=recorder)
    await worker.aclose()
    assert result.text
    chat = fake_openai.requests_to("/v1/chat/completions")[0]
    assert chat.headers["authorization"] == f"Bearer {SECRET}"
    out = capsys.readouterr()
    assert_nowhere(
        SECRET,
        ares_home,
        caplog.text,
        printed.out + printed.err + listed.out + listed.err,
        out.out,
        out.err,
        repr(worker),
        repr(spec),
        recorder.payloads[0].body.decode(),
        repr(recorder.payloads[0]),
    )


@pytest.mark.desktop
async def test_rejected_key_error_does_not_echo_it(
    clean_keys: None, fake_anthropic: FakeAnthropic
) -> None:
    keys.set_key("claude", SECRET)  # the fake expects another key
    spec = anthropic_spec(fake_anthropic.url, max_retries=0)
    worker = build_worker(spec)
    with pytest.raises(AuthRejected) as info:
        await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    assert fake_anthropic.requests[0].headers["x-api-key"] == SECRET
    assert SECRET not in str(info.value) and SECRET not in repr(info.value)
    assert "ares keys set claude" in str(info.value)


def test_no_keyring_is_a_clear_error(no_keyring: None) -> None:
    with pytest.raises(keys.KeyStoreError, match="No usable OS keyring"):
        keys.set_key("gpt", SECRET)
    with pytest.raises(keys.KeyStoreError, match="OS keyring"):
        keys.list_keys()


def test_cli_without_keyring_exits_3(
    no_keyring: None, ares_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["keys", "list"]) == 3
    assert "No usable OS keyring" in capsys.readouterr().err


async def test_adapter_without_keyring_is_unavailable(no_keyring: None) -> None:
    spec = anthropic_spec("http://127.0.0.1:9")
    worker = build_worker(spec)
    recorder = Recorder()
    with pytest.raises(WorkerUnavailable, match="No usable OS keyring"):
        await worker.generate(briefing(), "hi", disclose=recorder)
    assert recorder.payloads == []  # nothing disclosed, nothing sent


async def test_injected_key_provider_reaches_the_header(fake_anthropic: FakeAnthropic) -> None:
    from workers.anthropic import AnthropicWorker

    asked: list[str] = []

    def provider(name: str) -> str | None:
        asked.append(name)
        return fake_anthropic.api_key

    spec = anthropic_spec(fake_anthropic.url, key="team-anthropic")
    worker = AnthropicWorker(spec, key_provider=provider)
    await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    request = fake_anthropic.requests_to("/v1/messages")[0]
    assert request.headers["x-api-key"] == fake_anthropic.api_key
    assert request.headers["anthropic-version"] == "2023-06-01"
    assert asked == ["team-anthropic"]  # read at call time, under the configured name


async def test_missing_key_says_how_to_set_it() -> None:
    from workers.anthropic import AnthropicWorker

    spec = WorkerSpec(id="claude", kind="anthropic", model="m", privacy_class="approved_provider")
    worker = AnthropicWorker(spec, key_provider=lambda name: None)
    availability = await worker.check_availability()
    assert not availability.available
    assert "ares keys set claude" in availability.reason


REPO = Path(__file__).resolve().parents[2]


def _ares(*args: str) -> list[str]:
    return [sys.executable, "-m", "app", *args]


@pytest.mark.desktop
def test_keys_set_from_a_pipe_in_a_real_process(clean_keys: None, ares_home: Path) -> None:
    done = subprocess.run(
        _ares("keys", "set", "ares-test-key"),
        input=SECRET + "\n",
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert SECRET not in done.stdout + done.stderr
    assert keys.get_key("ares-test-key") == SECRET


@pytest.mark.desktop
def test_keys_set_on_a_terminal_does_not_echo(clean_keys: None, ares_home: Path) -> None:
    pid, fd = pty.fork()
    if pid == 0:  # the child: a session leader whose controlling terminal is the pty
        os.chdir(REPO)
        os.execv(sys.executable, _ares("keys", "set", "ares-test-key"))
    seen = _read_until(fd, b"(not shown): ")
    os.write(fd, SECRET.encode() + b"\n")
    seen += _read_until(fd, None)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0, seen
    assert b"Stored the key" in seen
    assert SECRET.encode() not in seen  # the terminal never showed it
    assert keys.get_key("ares-test-key") == SECRET


def _read_until(fd: int, marker: bytes | None, limit: float = 30.0) -> bytes:
    """Read the pty until ``marker`` appears (or, with None, until the child closes it)."""
    data = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if not ready:
            continue
        try:
            piece = os.read(fd, 4096)
        except OSError:  # EIO: the child closed its side
            return data
        if not piece:
            return data
        data += piece
        if marker is not None and marker in data:
            return data
    raise AssertionError(f"timed out waiting for {marker!r}; got {data!r}")
