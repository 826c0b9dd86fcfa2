"""agents.toml as data: unknown keys kept, the file rewritten without inventing keys."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.controller.agents.config import AgentsConfigError, load_agents, parse, read_file, save

FILE = """\
[models.fast]
worker = "local"

[agents.helper]
model = "fast"
tools = ["calculate", "mcp.files.*"]
delegates_to = ["researcher", {agent = "researcher", detached = true}]
max_delegation_depth = 3
favourite_colour = "green"

[[agents.helper.personas]]
id = "terse"
allowed_tools = []
colour = "blue"

[agents.researcher]
model = "fast"
"""


def test_unknown_keys_are_kept_and_reachable(tmp_path: Path) -> None:
    path = tmp_path / "agents.toml"
    path.write_text(FILE, encoding="utf-8")
    config = load_agents(path, bundled="")
    helper = config.agents["helper"]
    assert helper.extra("favourite_colour") == "green"
    assert helper.personas[0].extra("colour") == "blue"
    assert any("unknown key 'favourite_colour'" in w for w in config.warnings)
    # Issue 14's keys are the spec's own now: typed, and no warning.
    assert [(e.agent, e.detached) for e in helper.delegates_to] == [
        ("researcher", False),
        ("researcher", True),
    ]
    assert (helper.max_delegation_depth, helper.max_agent_appearances) == (3, 1)
    assert not any("delegat" in w for w in config.warnings)


def test_rewriting_keeps_allowed_tools_absent_and_unknown_keys(tmp_path: Path) -> None:
    path = tmp_path / "agents.toml"
    path.write_text(FILE, encoding="utf-8")
    parsed, _ = read_file(path)
    save(path, parsed)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    helper = data["agents"]["helper"]
    assert "allowed_tools" not in helper  # absent means every tool; [] would mean none
    assert "max_tool_iterations" not in helper  # defaults are not written out
    # As written: a plain name stays a name, a table a table.
    assert helper["delegates_to"] == ["researcher", {"agent": "researcher", "detached": True}]
    assert helper["favourite_colour"] == "green"
    assert helper["personas"][0]["allowed_tools"] == []  # an empty list stays empty
    assert parse(path.read_text(encoding="utf-8"), "again")[0] == parsed


def test_the_persons_agent_replaces_the_bundled_one(tmp_path: Path) -> None:
    bundled = '[models.m]\nworker = "local"\n[agents.helper]\nmodel = "m"\ntools = ["calculate"]\n'
    path = tmp_path / "agents.toml"
    path.write_text('[agents.helper]\nmodel = "m"\nsystem_prompt = "mine"\n', encoding="utf-8")
    config = load_agents(path, bundled=bundled)
    assert config.agents["helper"].system_prompt == "mine"
    assert config.agents["helper"].tools == []
    assert config.source("agents", "helper") == "user"
    assert config.source("models", "m") == "bundled"


def test_mcp_tools_are_known_by_their_server(tmp_path: Path) -> None:
    path = tmp_path / "agents.toml"
    path.write_text(FILE, encoding="utf-8")
    tools = {"calculate", "mcp.files."}
    load_agents(path, bundled="", workers=["local"], tools=tools)
    with pytest.raises(AgentsConfigError, match=r"\[agents.helper\] tools: 'mcp.files.\*'"):
        load_agents(path, bundled="", workers=["local"], tools={"calculate", "mcp.other."})


def test_persona_errors_name_the_table(tmp_path: Path) -> None:
    path = tmp_path / "agents.toml"
    cases = {
        'default_persona = "nope"\n': "default_persona: 'nope' is not one of its personas",
        '[[agents.helper.personas]]\nid = "a"\n[[agents.helper.personas]]\nid = "a"\n': (
            "personas: id 'a' is declared twice"
        ),
        '[[agents.helper.personas]]\nlabel = "x"\n': "[agents.helper] personas #1 id: required",
        '[[agents.helper.personas]]\nid = "a"\naliases = ["helper"]\n': "is an agent's name",
    }
    for tail, expected in cases.items():
        path.write_text('[models.m]\nworker = "w"\n[agents.helper]\nmodel = "m"\n' + tail)
        with pytest.raises(AgentsConfigError) as caught:
            load_agents(path, bundled="")
        assert expected in str(caught.value), tail
        assert str(caught.value).startswith(f"{path}: ")
