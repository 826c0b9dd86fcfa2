"""Typed settings: one pydantic model, one TOML file under ARES_HOME.

A bad file raises ``ConfigError`` naming the file, the key and the problem, so the CLI
and the window can say exactly what to fix.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import tomli_w
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from app.home import default_home, home_folder
from trust import Action, Policy, PrivacyClass, Sensitivity
from workers.spec import WorkerSpec

__all__ = [
    "ConfigError",
    "Paths",
    "Settings",
    "WorkerSpec",
    "default_home",
    "default_settings",
    "load_settings",
    "resolve_home",
    "save_settings",
]

CONFIG_FILE = "config.toml"
AGENTS_FILE = "agents.toml"
DATABASE_FILE = "ares.db"


class ConfigError(Exception):
    """The configuration cannot be used; the message says where and why."""


class ToolsSettings(BaseModel):
    """``[tools]``: what the agents' tools may touch on this device."""

    model_config = ConfigDict(extra="forbid")

    # Folders read_file/list_dir may read (and write_file/delete_file change, on approval).
    read_roots: list[Path] = Field(default_factory=list)
    command_timeout: float = Field(default=60.0, gt=0)


class McpServerSpec(BaseModel):
    """``[[mcp_servers]]``: a Model Context Protocol server whose tools agents may use,
    started over stdio (``command`` + ``args``) or reached over streamable HTTP (``url``)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[A-Za-z0-9_-]+$")
    command: str | None = None
    args: list[str] = Field(default_factory=list)
    url: str | None = None
    # Names of environment variables passed to a stdio server besides the allow-list.
    env: list[str] = Field(default_factory=list)
    # Tools that change nothing; every other tool of the server asks the person first.
    read_only_tools: list[str] = Field(default_factory=list)
    startup_timeout: float = Field(default=30.0, gt=0)

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerSpec:
        if (self.command is None) == (self.url is None):
            raise ValueError("give either `command` (stdio) or `url` (streamable HTTP)")
        return self


class Settings(BaseModel):
    """One immutable snapshot: a change is a new object (``model_copy(update=...)``)
    handed to ``Companion.apply_settings``, never an attribute set on the live one."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    local_only: bool = False
    default_worker: str | None = None
    workers: list[WorkerSpec] = Field(default_factory=list)
    private_terms: list[str] = Field(default_factory=list)
    # Countries whose national phone formats count (ISO codes); numbers with + always do.
    phone_regions: list[str] = Field(default_factory=list)
    # Raise a kind's class, e.g. {"EMAIL": "private"}; a secret kind can never be lowered.
    overrides: dict[str, Sensitivity] = Field(default_factory=dict)
    # Make a cell of the policy matrix stricter, e.g. [rules.personal]
    # approved_provider = "pseudonymise"; a rule can never loosen the default.
    rules: dict[Sensitivity, dict[PrivacyClass, Action]] = Field(default_factory=dict)
    tools: ToolsSettings = Field(default_factory=ToolsSettings)
    mcp_servers: list[McpServerSpec] = Field(default_factory=list)

    @model_validator(mode="after")
    def _unique_ids(self) -> Settings:
        seen: set[str] = set()
        for spec in self.workers:
            if spec.id in seen:
                raise ValueError(f"worker id {spec.id!r} is declared twice")
            seen.add(spec.id)
        # Raises if an override would lower a secret or a rule loosen the matrix.
        Policy(overrides=self.overrides, rules=self.rules)
        servers = [server.id for server in self.mcp_servers]
        if len(set(servers)) != len(servers):
            raise ValueError("an mcp_servers id is declared twice")
        if self.default_worker and self.default_worker not in seen | {"auto"}:
            raise ValueError(f"default_worker {self.default_worker!r} is not a declared worker")
        return self

    def worker(self, worker_id: str) -> WorkerSpec:
        for spec in self.workers:
            if spec.id == worker_id:
                return spec
        known = ", ".join(s.id for s in self.workers) or "none"
        raise ConfigError(f"No worker named {worker_id!r} (configured: {known}).")


class Paths(BaseModel):
    home: Path

    @property
    def config(self) -> Path:
        return self.home / CONFIG_FILE

    @property
    def agents(self) -> Path:
        return self.home / AGENTS_FILE

    @property
    def database(self) -> Path:
        return self.home / DATABASE_FILE

    @property
    def logs(self) -> Path:
        return self.home / "logs"


def resolve_home(explicit: str | os.PathLike[str] | None = None) -> Paths:
    """``--home`` beats ``ARES_HOME`` beats the platform's user data folder."""
    return Paths(home=home_folder(explicit))


def load_settings(paths: Paths) -> Settings:
    """Read ``config.toml``; with no file, the defaults (one Ollama worker) apply."""
    path = paths.config
    if not path.exists():
        return default_settings()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot be read: {exc.strerror}") from None
    try:
        settings = Settings.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(f"{path}: {_describe(exc)}") from None
    if not settings.workers:
        settings = settings.model_copy(update={"workers": default_settings().workers})
    return settings


def save_settings(paths: Paths, settings: Settings) -> None:
    """Write ``config.toml`` atomically: a crash mid-write leaves the old file whole."""
    paths.home.mkdir(parents=True, exist_ok=True)
    data = settings.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
    data["workers"] = [
        spec.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
        | {"id": spec.id, "kind": spec.kind, "privacy_class": str(spec.privacy)}
        for spec in settings.workers
    ]
    tmp = paths.config.with_suffix(".toml.tmp")
    tmp.write_text(tomli_w.dumps(data), encoding="utf-8")
    tmp.replace(paths.config)


def default_settings() -> Settings:
    return Settings(workers=[WorkerSpec(id="local", kind="ollama")])


def _describe(exc: ValidationError) -> str:
    problems = []
    for err in exc.errors(include_url=False, include_input=False):
        key = ".".join(str(part) for part in err["loc"]) or "(top level)"
        problems.append(f"key {key!r}: {err['msg']}")
    return "; ".join(problems)
