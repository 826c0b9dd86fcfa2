"""The agents configuration for one ARES home: ``agents.toml`` read against config.toml
(its workers, its MCP servers) and the tools ARES has."""

from __future__ import annotations

from pathlib import Path

from app.config import Paths, Settings
from app.controller.agents.config import AgentsConfig, load_agents
from app.controller.agents.tools.registry import BUILTIN_NAMES


def known_tools(settings: Settings) -> set[str]:
    """Tool names an agent may list; an MCP server's tools as the prefix ``mcp.<id>.``,
    since what a server offers is known only once it runs."""
    return set(BUILTIN_NAMES) | {f"mcp.{s.id}." for s in settings.mcp_servers}


def load(paths: Paths, settings: Settings) -> AgentsConfig:
    return load_agents(
        paths.agents, workers=[w.id for w in settings.workers], tools=known_tools(settings)
    )


def skill_folders(config: AgentsConfig) -> list[Path]:
    """``[skills]`` folders in order: the project's, the person's, then plugins'."""
    spec = config.skills
    if spec is None:
        return []
    named = [spec.project_dir, spec.personal_dir, *spec.plugin_dirs]
    return [Path(folder).expanduser() for folder in named if folder]
