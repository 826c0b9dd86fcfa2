"""``ares chat --agent`` as a script runs it: a real child process, the fake Ollama."""

from __future__ import annotations

import json
from pathlib import Path

from memory import MemoryStore, RanAs
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE, ollama_config, run_ares, write_config

AGENTS = """\
[models.llama]
worker = "local"

[agents.helper]
model = "llama"
system_prompt = "You help."
tools = ["run_command", "calculate"]

[[agents.helper.personas]]
id = "counter"
label = "Counter"
system_prompt = "{base_prompt} You count."
allowed_tools = ["calculate"]
aliases = ["old-counter"]
"""


def _home(home: Path, server: FakeOllama) -> None:
    write_config(home, ollama_config(server.url) + f'\n[tools]\nread_roots = ["{home}"]\n')
    (home / "agents.toml").write_text(AGENTS, encoding="utf-8")


def test_an_unknown_persona_is_refused_before_anything_is_stored(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    _home(ares_home, fake_ollama)
    done = run_ares(ares_home, "chat", "--agent", "helper", "--persona", "pirate", "--json", "hi")
    assert done.returncode == 2
    assert "persona_not_found: agent 'helper' has no persona 'pirate'" in done.stderr
    assert json.loads(done.stdout)["conversation"] is None
    assert fake_ollama.requests_to("/api/chat") == []
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        assert store.conversations() == []
    finally:
        store.close()


def test_approve_deny_and_allow_decide_whether_a_command_runs(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    _home(ares_home, fake_ollama)
    target = ares_home / "made-by-the-agent"
    touch = Step(tool_calls=[("run_command", {"argv": ["touch", str(target)]})])
    fake_ollama.script_steps(touch, Step(chunks=["Not allowed."]))
    denied = run_ares(ares_home, "chat", "--agent", "helper", "--approve", "deny", "make it")
    assert denied.returncode == 0, denied.stderr
    assert "[tool run_command: approval_denied]" in denied.stderr
    assert not target.exists()

    fake_ollama.script_steps(touch, Step(chunks=["Made it."]))
    allowed = run_ares(
        ares_home, "chat", "--agent", "helper", "--approve", "allow", "--json", "make it"
    )
    assert allowed.returncode == 0, allowed.stderr
    result = json.loads(allowed.stdout)
    assert result["answer"] == "Made it."
    assert (result["agent"], result["persona"]) == ("helper", None)
    assert [(t["tool"], t["status"]) for t in result["tools"]] == [("run_command", "ok")]
    assert target.exists()


def test_an_old_agent_name_runs_as_the_persona_and_pins_it(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    _home(ares_home, fake_ollama)
    fake_ollama.script_reply(["1, 2, 3."])
    first = run_ares(ares_home, "chat", "--agent", "old-counter", "--json", "count")
    assert first.returncode == 0, first.stderr
    result = json.loads(first.stdout)
    assert (result["agent"], result["persona"]) == ("helper", "counter")
    again = run_ares(ares_home, "chat", "--conversation", result["conversation"], "--json", "again")
    assert json.loads(again.stdout)["persona"] == "counter"
    assert json.loads(again.stdout)["persona_label"] == "Counter"
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        stored = store.messages(result["conversation"])
    finally:
        store.close()
    counter = RanAs(agent="helper", persona="counter", persona_label="Counter")
    assert [m.ran_as for m in stored] == [counter] * 4
    system = fake_ollama.requests_to("/api/chat")[-1].json()["messages"][0]["content"]
    assert system.startswith("You help. You count.")
