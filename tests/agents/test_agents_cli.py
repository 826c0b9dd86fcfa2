"""``ares agents validate`` and ``ares agents list``, run as the person runs them."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import ollama_config, run_ares, write_config

# The reference's worked example, translated: one Ollama model, one `helper` agent with a
# calculator-like tool.
WORKED_EXAMPLE = """\
[models.llama]
worker = "local"
model = "llama3.2:3b"
temperature = 0.7
max_tokens = 2048

[agents.helper]
model = "llama"
system_prompt = "You are a helpful assistant. Use the calculator for arithmetic."
tools = ["calculate"]
max_tool_iterations = 5
"""


def _home(ares_home: Path, agents: str | None) -> Path:
    write_config(ares_home, ollama_config("http://127.0.0.1:9"))
    if agents is not None:
        (ares_home / "agents.toml").write_text(agents, encoding="utf-8")
    return ares_home


def test_the_worked_example_is_valid(ares_home: Path) -> None:
    home = _home(ares_home, WORKED_EXAMPLE)
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert f"File: {home / 'agents.toml'}" in out
    assert "llama: worker local model llama3.2:3b [user]" in out
    assert "helper: model llama [user]" in out
    assert "tools: calculate" in out
    assert out.rstrip().endswith("✓ Configuration is valid!")


def test_validate_json_summarises_models_agents_and_personas(ares_home: Path) -> None:
    home = _home(ares_home, WORKED_EXAMPLE)
    done = run_ares(home, "agents", "validate", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["valid"] is True
    helper = next(a for a in report["agents"] if a["name"] == "helper")
    assert helper["tools"] == ["calculate"]
    assert helper["allowed_tools"] is None
    assert helper["source"] == "user"
    assistant = next(a for a in report["agents"] if a["name"] == "assistant")
    assert [p["id"] for p in assistant["personas"]] == ["default", "brief"]
    assert assistant["source"] == "bundled"


def test_a_model_not_under_models_names_file_table_and_key(ares_home: Path) -> None:
    home = _home(ares_home, '[agents.helper]\nmodel = "fast"\n')
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 2
    assert "agents.toml: [agents.helper] model: 'fast' is not under [models]" in done.stderr
    assert str(home / "agents.toml") in done.stderr
    assert "valid!" not in done.stdout


def test_a_missing_model_and_a_bad_type_are_refused(ares_home: Path) -> None:
    home = _home(ares_home, '[agents.helper]\nsystem_prompt = "hi"\n')
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 2
    assert "[agents.helper] model: required, but missing" in done.stderr

    _home(
        ares_home, WORKED_EXAMPLE.replace("max_tool_iterations = 5", 'max_tool_iterations = "ten"')
    )
    done = run_ares(home, "agents", "validate", "--json")
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert "[agents.helper] max_tool_iterations: input should be a valid integer" in error
    assert "'ten'" in error


def test_an_unknown_tool_and_an_unknown_worker_are_refused(ares_home: Path) -> None:
    home = _home(ares_home, WORKED_EXAMPLE.replace('["calculate"]', '["calculator"]'))
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 2
    assert "[agents.helper] tools: 'calculator' is not a known tool" in done.stderr

    _home(ares_home, WORKED_EXAMPLE.replace('worker = "local"', 'worker = "gpu-box"'))
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 2
    assert "[models.llama] worker: 'gpu-box' is not a worker in config.toml" in done.stderr


def test_broken_toml_is_reported_with_the_file(ares_home: Path) -> None:
    home = _home(ares_home, "[agents.helper\nmodel = 1\n")
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 2
    assert f"{home / 'agents.toml'}: not valid TOML" in done.stderr


def test_unknown_keys_are_warnings_naming_the_close_known_key(ares_home: Path) -> None:
    typo = WORKED_EXAMPLE.replace("max_tool_iterations", "max_tool_iteration")
    home = _home(ares_home, typo + "speaks_klingon = true\n")
    done = run_ares(home, "agents", "validate")
    assert done.returncode == 0, done.stderr
    assert (
        "[agents.helper] unknown key 'max_tool_iteration' (did you mean 'max_tool_iterations'?)"
        in done.stdout
    )
    assert "unknown key 'speaks_klingon'" in done.stdout
    assert "✓ Configuration is valid!" in done.stdout


def test_list_says_where_each_agent_came_from(ares_home: Path) -> None:
    override = '[agents.assistant]\nmodel = "local"\nsystem_prompt = "Mine."\n'
    home = _home(ares_home, WORKED_EXAMPLE + override)
    done = run_ares(home, "agents", "list", "--json")
    assert done.returncode == 0, done.stderr
    rows = {row["name"]: row for row in json.loads(done.stdout)["agents"]}
    assert rows["helper"]["source"] == "user"
    assert rows["assistant"]["source"] == "user"  # the person's replaces the bundled one
    assert rows["assistant"]["personas"] == []
    assert rows["coder"]["source"] == "bundled"
    assert rows["coder"]["file"] == "resources/agents.toml"
    human = run_ares(home, "agents", "list")
    assert f"helper (user: {home / 'agents.toml'}) model llama on local" in human.stdout


def test_doctor_and_the_tool_list_report_mcp_servers(ares_home: Path, tmp_path: Path) -> None:
    import sys

    from tests.fakes.fixtures import REPO

    config = ollama_config("http://127.0.0.1:9") + (
        f'\n[[mcp_servers]]\nid = "shop"\ncommand = {json.dumps(sys.executable)}\n'
        'args = ["-m", "tests.fakes.mcp_server"]\nenv = ["PYTHONPATH"]\n'
        'read_only_tools = ["lookup_order"]\nstartup_timeout = 120\n'
        f'\n[[mcp_servers]]\nid = "broken"\ncommand = "{tmp_path / "no-such-server"}"\n'
    )
    write_config(ares_home, config)
    done = run_ares(ares_home, "agents", "tools", "--json", PYTHONPATH=str(REPO), timeout=180)
    assert done.returncode == 3, done.stderr
    report = json.loads(done.stdout)
    rows = {row["name"]: row for row in report["tools"]}
    assert rows["mcp.shop.lookup_order"] == {
        "name": "mcp.shop.lookup_order",
        "source": "mcp:shop",
        "asks_first": False,
    }
    assert rows["mcp.shop.add_note"]["asks_first"] is True
    assert rows["run_command"]["asks_first"] is True
    broken = next(s for s in report["mcp_servers"] if s["id"] == "broken")
    assert broken["state"] == "failed" and "no-such-server" in broken["error"]

    doctor = run_ares(ares_home, "doctor", "--json", PYTHONPATH=str(REPO), timeout=180)
    assert doctor.returncode == 3  # the worker at port 9 and the broken server
    servers = {s["id"]: s for s in json.loads(doctor.stdout)["mcp_servers"]}
    assert servers["shop"]["state"] == "ready"
    assert servers["broken"]["state"] == "failed"
