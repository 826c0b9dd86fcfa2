"""Skills: SKILL.md files found under the configured folders, loaded by name."""

from __future__ import annotations

from pathlib import Path

from app.controller.agents.approval import FixedApproval
from app.controller.agents.executor import ToolExecutor
from app.controller.agents.personas import select
from app.controller.agents.tools.base import ToolContext
from app.controller.agents.tools.registry import ToolRegistry, builtin_tools
from app.controller.agents.tools.skills import LoadSkill, discover
from app.controller.consent import ConsentQueue
from memory import AsyncMemoryStore
from tests.agents.conftest import agents_from
from workers import ToolCall

AGENTS = '[models.m]\nworker = "local"\n[agents.a]\nmodel = "m"\ntools = ["skills"]\n'


def _skill(folder: Path, name: str, body: str, description: str = "") -> None:
    (folder / name).mkdir(parents=True)
    (folder / name / "SKILL.md").write_text(
        f"---\nname: {name}\ndescription: {description or name + ' things'}\n---\n{body}\n",
        encoding="utf-8",
    )


async def test_skills_are_offered_by_name_and_loaded_on_demand(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    project, personal = tmp_path / "project", tmp_path / "personal"
    _skill(project, "release", "1. Tag the version.\n2. Push the tag.", "Cut a release")
    _skill(personal, "release", "a shadowed copy")
    _skill(personal, "haiku", "Write 5-7-5.")
    (personal / "notes").mkdir()
    (personal / "notes" / "SKILL.md").write_text("no front matter at all", encoding="utf-8")
    skills = discover([project, personal, tmp_path / "missing"])
    assert [s.name for s in skills] == ["release", "haiku", "notes"]

    tool = LoadSkill(skills)
    spec = tool.spec()
    assert "release: Cut a release" in spec.description and "haiku" in spec.description
    registry = ToolRegistry([*(t for t in builtin_tools() if t.name != "skills"), tool])
    executor = ToolExecutor(
        registry, ConsentQueue(FixedApproval(False)), ToolContext(memory=memory)
    )
    agent = select(agents_from(AGENTS, tmp_path), "a")
    loaded = await executor.run(ToolCall(name="skills", arguments={"name": "release"}), agent, "t")
    assert loaded.result == {
        "skill": "release",
        "instructions": "1. Tag the version.\n2. Push the tag.",
    }
    missing = await executor.run(ToolCall(name="skills", arguments={"name": "x"}), agent, "t")
    assert missing.result["error"] == "tool_failed"
    assert "release, haiku, notes" in missing.result["message"]
