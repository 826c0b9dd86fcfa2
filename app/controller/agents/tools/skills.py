"""``skills``: instructions the person keeps as ``SKILL.md`` files, loaded on demand.

``[skills]`` in agents.toml names folders (``project_dir``, ``personal_dir`` such as
``~/.claude/skills/``, ``plugin_dirs``); every ``SKILL.md`` under them — front matter
with ``name`` and ``description``, then the instructions — is offered by name and
description, and calling the tool with a name returns its instructions. They are local
data like any tool result: the loop classifies them before a model sees them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from app.controller.agents.tools.base import Args, Tool, ToolContext, ToolFailure
from workers import ToolSpec

SKILL_FILE = "SKILL.md"
MAX_SKILLS = 200
MAX_INSTRUCTIONS = 32 * 1024


class Skill(BaseModel):
    name: str
    description: str = ""
    path: Path


def discover(folders: list[Path]) -> list[Skill]:
    """Every readable ``SKILL.md`` with a name, first folder first; a later skill of
    the same name does not replace an earlier one."""
    found: dict[str, Skill] = {}
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob(SKILL_FILE))[:MAX_SKILLS]:
            meta, _ = read(path)
            name = meta.get("name") or path.parent.name
            if name and name not in found:
                found[name] = Skill(name=name, description=meta.get("description", ""), path=path)
    return list(found.values())


def read(path: Path) -> tuple[dict[str, str], str]:
    """The front matter (``key: value`` lines between ``---`` lines) and the body."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")[:MAX_INSTRUCTIONS]
    except OSError:
        return {}, ""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return {}, text
    meta: dict[str, str] = {}
    for number, line in enumerate(lines[1:], start=1):
        if line.strip() == "---":
            return meta, "\n".join(lines[number + 1 :]).strip()
        key, sep, value = line.partition(":")
        if sep:
            meta[key.strip()] = value.strip().strip("\"'")
    return {}, text  # no closing line: not front matter after all


class SkillArgs(Args):
    name: str = Field(min_length=1, description="the skill to load")


class LoadSkill(Tool):
    name = "skills"
    description = "Load the instructions of one of the person's skills."
    arguments = SkillArgs

    def __init__(self, skills: list[Skill] | None = None) -> None:
        self.skills = {s.name: s for s in skills or []}

    def spec(self) -> ToolSpec:
        listed = "; ".join(f"{s.name}: {s.description}" for s in self.skills.values())
        return ToolSpec(
            name=self.name,
            description=f"{self.description} Available — {listed or 'none'}.",
            parameters=super().spec().parameters,
        )

    async def run(self, args: SkillArgs, ctx: ToolContext) -> Any:
        skill = self.skills.get(args.name)
        if skill is None:
            known = ", ".join(self.skills) or "none"
            raise ToolFailure("tool_failed", f"No skill named {args.name!r} (there are: {known}).")
        _, body = read(skill.path)
        return {"skill": skill.name, "instructions": body}
