"""A plan runs with the agents' prompts and personas it froze when it was made: an edit
to agents.toml between a crash and the resume does not change what a step is told."""

from __future__ import annotations

from pathlib import Path

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.plans import PlanRunner, load_plan
from memory import AsyncMemoryStore
from tests.controller.conftest import FAST, PASSPHRASE
from tests.controller.echo import Rig
from tests.plans.test_runs import chats

AGENTS = """\
[models.here]
worker = "local"

[agents.writer]
model = "here"
system_prompt = "{prompt}"
tools = []
default_persona = "plain"

[[agents.writer.personas]]
id = "plain"
system_prompt = "{{base_prompt}} Keep it plain."
"""
PLAN = {"goal": "g", "steps": [{"id": "note", "objective": "Write a note.", "agent": "writer"}]}


def system_text(rig: Rig) -> str:
    body = chats(rig.ollama)[-1].json()
    return str(body["messages"][0]["content"])


async def test_a_step_keeps_the_prompt_and_persona_its_plan_froze(rig: Rig, tmp_path: Path) -> None:
    agents = tmp_path / "agents.toml"
    agents.write_text(AGENTS.format(prompt="You write like Hemingway."), encoding="utf-8")
    local = next(w for w in rig.workers() if w["id"] == "local")
    memory = await AsyncMemoryStore.open(
        tmp_path / "ares.db", passphrase=PASSPHRASE, scrypt_cost=FAST
    )
    settings = Settings.model_validate({"workers": [local]})
    companion = Companion(
        settings, memory, FixedConsent(ConsentAnswer.PSEUDONYMISE), agents_file=agents
    )
    try:
        runner = PlanRunner(companion)
        frozen = await runner.start(runner.prepare(load_plan(PLAN)))
        agents.write_text(AGENTS.format(prompt="You write like Proust."), encoding="utf-8")
        view = await runner.run(frozen)  # as a resume after the edit would
        assert view.status == "done", view
        assert system_text(rig).startswith("You write like Hemingway. Keep it plain.")
        fresh = await runner.start(runner.prepare(load_plan(PLAN)))
        assert (await runner.run(fresh)).status == "done"
        assert system_text(rig).startswith("You write like Proust. Keep it plain.\n")
        spec = (await companion.memory.plan(frozen)).spec
        assert spec["agents"]["note"]["persona"] == "plain"
    finally:
        await companion.aclose()
