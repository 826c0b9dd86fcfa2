"""``ares workers`` and ``ares chat --worker ID`` for every kind, against the fakes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.workers.helpers import closed_port
from workers import keys


def configure(home: Path, *workers: str, local_only: bool = False) -> None:
    head = f"local_only = {str(local_only).lower()}\n"
    (home / "config.toml").write_text(head + "\n".join(workers), encoding="utf-8")


def ollama_entry(worker_id: str, url: str) -> str:
    return f'[[workers]]\nid = "{worker_id}"\nkind = "ollama"\nbase_url = "{url}"\n'


def openai_entry(url: str) -> str:
    return (
        f'[[workers]]\nid = "gpt"\nkind = "openai"\nbase_url = "{url}"\n'
        'model = "gpt-4o-mini"\nprivacy_class = "approved_provider"\n'
    )


def anthropic_entry(url: str) -> str:
    return (
        f'[[workers]]\nid = "claude"\nkind = "anthropic"\nbase_url = "{url}"\n'
        'model = "claude-sonnet-4-5"\nprivacy_class = "approved_provider"\n'
    )


def agent_entry(worker_id: str, path: Path, fmt: str, args: list[str]) -> str:
    command = json.dumps([str(path), *args])
    return (
        f'[[workers]]\nid = "{worker_id}"\nkind = "command"\ncommand = {command}\n'
        f'format = "{fmt}"\nprivacy_class = "approved_provider"\n'
    )


def test_workers_json_says_what_is_available(
    ares_home: Path, fake_ollama: FakeOllama, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_ollama.context_length = 4096
    down = f"http://127.0.0.1:{closed_port()}"
    configure(ares_home, ollama_entry("local", fake_ollama.url), ollama_entry("down", down))
    assert main(["workers", "--json"]) == 3
    rows = {row["id"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows["local"]["available"] and rows["local"]["models"] == ["llama3.2:3b"]
    assert rows["local"]["context_length"] == 4096
    assert rows["local"]["privacy_class"] == "local_only"
    assert not rows["down"]["available"]
    assert (
        rows["down"]["reason"]
        == f"Ollama is not reachable at {down} — start it with `ollama serve`."
    )


def test_workers_human_and_local_only(
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
    capsys: pytest.CaptureFixture[str],
) -> None:
    fake_openai.api_key = None  # a local server without auth
    configure(
        ares_home,
        ollama_entry("local", fake_ollama.url),
        openai_entry(fake_openai.base_url),
        local_only=True,
    )
    assert main(["workers"]) == 0
    out = capsys.readouterr().out
    assert "local  ollama llama3.2:3b  local_only  — available" in out
    assert "gpt  openai gpt-4o-mini  approved_provider  — not used: local-only mode" in out


@pytest.mark.parametrize("kind", ["ollama", "openai", "claude", "codex"])
def test_chat_with_each_kind(
    kind: str,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
    fake_agents: dict[str, Path],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ARES_PASSPHRASE", "test passphrase")  # the memory store's key
    fake_openai.api_key = None
    fake_ollama.script_reply(["Hi", " from", " Ollama."])
    fake_openai.script_reply(["Hi", " from", " OpenAI."])
    configure(
        ares_home,
        ollama_entry("local", fake_ollama.url),
        openai_entry(fake_openai.base_url),
        agent_entry("claude", fake_agents["claude"], "claude-stream-json", ["-p", "--verbose"]),
        agent_entry("codex", fake_agents["codex"], "codex-json", ["exec", "--json", "-"]),
    )
    worker_id = {"ollama": "local", "openai": "gpt"}.get(kind, kind)
    assert main(["chat", "--worker", worker_id, "--json", "hello there"]) == 0
    result = json.loads(capsys.readouterr().out)
    expected = {
        "ollama": "Hi from Ollama.",
        "openai": "Hi from OpenAI.",
        "claude": "Hello from the fake agent.",
        "codex": "Hello from the fake agent.",
    }[kind]
    assert result["answer"] == expected
    assert result["worker"] == worker_id


@pytest.mark.desktop
def test_chat_with_anthropic_key_from_the_keyring(
    real_keyring: object,
    ares_home: Path,
    fake_anthropic: FakeAnthropic,
    capsys: pytest.CaptureFixture[str],
) -> None:
    secret = "sk-ant-ARESTEST-0123456789abcdef"
    fake_anthropic.api_key = secret
    configure(ares_home, anthropic_entry(fake_anthropic.url))
    keys.set_key("claude", secret)
    try:
        assert main(["chat", "--worker", "claude", "--json", "hello there"]) == 0
        chat = capsys.readouterr()
        assert main(["ledger", "--json"]) == 0
    finally:
        keys.delete_key("claude")
    out = capsys.readouterr()
    assert json.loads(chat.out)["answer"] == "Hello from the fake server."
    assert fake_anthropic.requests_to("/v1/messages")[0].headers["x-api-key"] == secret
    # The conversation, the ledger and any logs were written: the key is in none of them.
    for path in ares_home.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path
    assert secret not in chat.out + chat.err + out.out + out.err
