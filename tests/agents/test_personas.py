"""Persona resolution, prompt wrapping, narrowing, aliases and pinning."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.controller.agents.config import AgentsConfig, load_agents
from app.controller.agents.personas import (
    AgentNotFound,
    PersonaNotFound,
    Selection,
    find_agent,
    select,
)
from app.controller.agents.pinning import pin, pinned
from memory import AsyncMemoryStore, ScryptCost

FILE = """\
[models.m]
worker = "local"

[agents.assistant]
model = "m"
system_prompt = "You are ARES."
tools = ["memory_search", "remember", "calculate"]
allowed_tools = ["memory_search", "calculate", "remember"]

[[agents.assistant.personas]]
id = "default"
label = "Everyday"

[[agents.assistant.personas]]
id = "brief"
system_prompt = "{base_prompt}\\n\\nAnswer briefly."
allowed_tools = ["memory_search", "run_command"]

[[agents.assistant.personas]]
id = "pirate"
system_prompt = "Talk like a pirate."
aliases = ["old-pirate-bot"]

[agents.plain]
model = "m"
system_prompt = "Plain."
tools = ["calculate"]
default_persona = "quiet"

[[agents.plain.personas]]
id = "quiet"
system_prompt = "Quiet: {base_prompt}"

[[agents.plain.personas]]
id = "loud"
"""


def _persona(chosen: Selection) -> str | None:
    return chosen.persona.id if chosen.persona else None


@pytest.fixture
def config(tmp_path: Path) -> AgentsConfig:
    path = tmp_path / "agents.toml"
    path.write_text(FILE, encoding="utf-8")
    return load_agents(path, bundled="")


def test_the_persona_prompt_replaces_or_wraps_the_agents(config: AgentsConfig) -> None:
    assert select(config, "assistant", requested="pirate").system_prompt == "Talk like a pirate."
    wrapped = select(config, "assistant", requested="brief").system_prompt
    assert wrapped == "You are ARES.\n\nAnswer briefly."
    assert select(config, "assistant", requested="default").system_prompt == "You are ARES."
    assert select(config, "plain").system_prompt == "Quiet: Plain."


def test_a_persona_narrows_tools_and_never_widens_them(config: AgentsConfig) -> None:
    brief = select(config, "assistant", requested="brief")
    assert brief.may_use("memory_search")
    assert not brief.may_use("calculate")  # the agent allows it, the persona does not
    assert not brief.may_use("run_command")  # the persona lists it, the agent does not
    everyday = select(config, "assistant", requested="default")
    assert everyday.may_use("calculate") and everyday.may_use("remember")
    assert not everyday.may_use("fetch_url")


def test_resolution_order(config: AgentsConfig) -> None:
    # The message's own beats the pinned one, which beats default_persona.
    assert _persona(select(config, "plain", requested="loud", pinned="quiet")) == "loud"
    assert _persona(select(config, "plain", pinned="loud")) == "loud"
    assert _persona(select(config, "plain")) == "quiet"
    # A pinned persona this agent does not declare is passed over.
    assert _persona(select(config, "plain", pinned="pirate")) == "quiet"
    # No default_persona: the one with id "default".
    assert _persona(select(config, "assistant")) == "default"
    # Only a named persona is pinned.
    assert select(config, "plain", requested="loud").pin
    assert not select(config, "plain", pinned="loud").pin
    assert not select(config, "plain").pin


def test_an_agent_without_personas_runs_under_none(tmp_path: Path) -> None:
    path = tmp_path / "agents.toml"
    path.write_text('[models.m]\nworker = "w"\n[agents.a]\nmodel = "m"\nsystem_prompt = "A."\n')
    chosen = select(load_agents(path, bundled=""), "a")
    assert chosen.persona is None
    assert chosen.system_prompt == "A."


def test_an_unknown_persona_is_refused(config: AgentsConfig) -> None:
    with pytest.raises(PersonaNotFound) as caught:
        select(config, "assistant", requested="sailor")
    assert str(caught.value).startswith("persona_not_found: agent 'assistant' has no persona")
    with pytest.raises(AgentNotFound):
        select(config, "nobody")


def test_an_old_agent_name_resolves_to_the_persona_that_kept_it(config: AgentsConfig) -> None:
    assert find_agent(config, "old-pirate-bot") == ("assistant", "pirate")
    chosen = select(config, "old-pirate-bot")
    assert chosen.agent_name == "assistant"
    assert chosen.persona is not None and chosen.persona.id == "pirate"
    assert chosen.system_prompt == "Talk like a pirate."


def test_a_turn_keeps_the_persona_it_started_with(config: AgentsConfig, tmp_path: Path) -> None:
    chosen = select(config, "assistant", requested="brief")
    path = tmp_path / "agents.toml"
    path.write_text(FILE.replace("Answer briefly.", "Changed."), encoding="utf-8")
    load_agents(path, bundled="")
    assert chosen.system_prompt == "You are ARES.\n\nAnswer briefly."
    assert chosen.persona is not None and chosen.persona.allowed_tools == [
        "memory_search",
        "run_command",
    ]


async def test_pinning_keeps_the_named_persona(tmp_path: Path) -> None:
    memory = await AsyncMemoryStore.open(
        tmp_path / "ares.db", passphrase="p", scrypt_cost=ScryptCost(n=2**10, r=8, p=1)
    )
    try:
        conversation = (await memory.create_conversation("t")).id
        assert (await pinned(memory, conversation)).persona is None
        await pin(memory, conversation, "plain", "loud")
        await pin(memory, conversation, "plain", None)  # a later message that names none
        assert (await pinned(memory, conversation)).model_dump() == {
            "agent": "plain",
            "persona": "loud",
        }
        await pin(memory, conversation, "assistant", None)  # another agent: nothing kept
        assert (await pinned(memory, conversation)).persona is None
    finally:
        await memory.close()
