"""Typed settings: one pydantic model, one TOML file under ARES_HOME.

A bad file raises ``ConfigError`` naming the file, the key and the problem, so the CLI
and the window can say exactly what to fix. Values are strict (``local_only = "yes"`` is
an error, not true); an unknown key is an error that suggests the known one it resembles,
while a whole table ARES does not know (another tool's, a newer version's) is left alone.
Saving changes only what changed (``app.config_file``).
"""

from __future__ import annotations

import difflib
import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, ValidationError, model_validator

from app import config_file
from app.config_budgets import BudgetLimit, BudgetSettings
from app.config_file import ConfigChanged, ConfigError
from app.home import default_home, home_folder
from resources import default_config_text
from trust import Action, Policy, PrivacyClass, Sensitivity
from workers.spec import WorkerSpec

__all__ = [
    "BudgetLimit",
    "BudgetSettings",
    "ConfigChanged",
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

    local_only: StrictBool = False
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
    budgets: BudgetSettings = Field(default_factory=BudgetSettings)

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
    text = config_file.read(paths.config)
    if text is None:
        return default_settings()
    return _settings(paths.config, text)


def _settings(path: Path, text: str) -> Settings:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    data = {k: v for k, v in data.items() if not _foreign_table(k, v)}
    try:
        settings = Settings.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(f"{path}: {_describe(exc, data)}") from None
    if not settings.workers:
        settings = settings.model_copy(update={"workers": default_settings().workers})
    return settings


def _foreign_table(key: str, value: object) -> bool:
    """A table ARES does not know and whose name is no misspelling of a key it knows."""
    known = list(Settings.model_fields)
    return isinstance(value, dict) and key not in known and not _close(key, known)


def save_settings(paths: Paths, settings: Settings) -> None:
    """Change in ``config.toml`` only what differs from the file as it is, keeping every
    other key, table and comment; raises ``ConfigChanged`` if the file changed on disk
    since it was read (nothing is written then)."""
    import tomlkit

    from app import config_patch

    path = paths.config
    text = config_file.text_for_saving(path)
    source = default_config_text() if text is None else text
    before = _settings(path, source)
    doc = tomlkit.parse(source)
    old, new = _file_shape(before), _file_shape(settings)
    config_patch.patch(doc, _without_workers(old), _without_workers(new), _defaults(Settings))
    config_patch.patch_list(doc, "workers", old["workers"], new["workers"], _defaults(WorkerSpec))
    config_file.write(path, tomlkit.dumps(doc))


def _file_shape(settings: Settings) -> dict[str, Any]:
    data = settings.model_dump(mode="json", exclude_none=True)
    data["workers"] = [spec.model_dump(mode="json", exclude_none=True) for spec in settings.workers]
    return data


def _without_workers(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "workers"}


def _defaults(model: type[BaseModel]) -> dict[str, Any]:
    return {
        name: field.get_default(call_default_factory=True)
        for name, field in model.model_fields.items()
        if not field.is_required()
    }


def default_settings() -> Settings:
    return Settings(workers=[WorkerSpec(id="local", kind="ollama")])


def _describe(exc: ValidationError, data: dict[str, Any]) -> str:
    problems = []
    for err in exc.errors(include_url=False, include_input=False):
        where, loc = _where(list(err["loc"]), data)
        key = ".".join(str(part) for part in loc) or "(top level)"
        if err["type"] == "extra_forbidden":
            model = WorkerSpec if where.startswith("worker ") else Settings
            near = _close(str(loc[-1]), list(model.model_fields))
            hint = f" (did you mean {near[0]!r}?)" if near else ""
            problems.append(f"{where}unknown key {key!r}{hint}")
        else:
            problems.append(f"{where}key {key!r}: {err['msg']}")
    return "; ".join(problems)


def _where(loc: list[Any], data: dict[str, Any]) -> tuple[str, list[Any]]:
    """A worker is named by its id, not by its place in the list."""
    if len(loc) >= 2 and loc[0] == "workers" and isinstance(loc[1], int):
        entries = data.get("workers") or []
        entry = entries[loc[1]] if loc[1] < len(entries) else {}
        name = entry.get("id") if isinstance(entry, dict) else None
        label = f"worker {name!r}" if name else f"worker number {loc[1] + 1}"
        return f"{label}: ", loc[2:]
    return "", loc


def _close(word: str, known: list[str]) -> list[str]:
    return difflib.get_close_matches(word, known, n=1, cutoff=0.6)
