"""``ares doctor``: paths, the keyring, each worker, each MCP server and the Qt platform
in one report.

The Qt part comes from the shell (only ``app/ui`` may ask Qt), the rest from here.
"""

from __future__ import annotations

from typing import Any

import keyring
from keyring.errors import KeyringError
from pydantic import BaseModel, Field

from app.config import ConfigError, Paths, load_settings
from app.controller.agents.mcp_servers import ServerStatus, probe_servers
from app.controller.views.worker_status import WorkerProbe, probe_all


class FileCheck(BaseModel):
    path: str
    exists: bool
    ok: bool | None = Field(default=None, exclude_if=lambda v: v is None)
    error: str | None = Field(default=None, exclude_if=lambda v: v is None)


class KeyringCheck(BaseModel):
    backend: str
    works: bool
    error: str | None = Field(default=None, exclude_if=lambda v: v is None)


class DoctorReport(BaseModel):
    """``ares doctor --json``; ``local_only`` is absent when the config cannot be read."""

    home: str
    config: FileCheck
    database: FileCheck
    keyring: KeyringCheck
    qt: dict[str, Any]
    local_only: bool | None = Field(default=None, exclude_if=lambda v: v is None)
    workers: list[WorkerProbe] = Field(default_factory=list)
    # Absent when config.toml declares no MCP server: the shape scripts know stays.
    mcp_servers: list[ServerStatus] = Field(default_factory=list, exclude_if=lambda v: not v)

    @property
    def healthy_config(self) -> bool:
        return bool(self.config.ok)

    @property
    def workers_available(self) -> bool:
        return all(w.available for w in self.workers)

    @property
    def mcp_available(self) -> bool:
        return all(s.state == "ready" for s in self.mcp_servers)


async def doctor_report(paths: Paths, qt: dict[str, Any]) -> DoctorReport:
    report = DoctorReport(
        home=str(paths.home),
        config=FileCheck(path=str(paths.config), exists=paths.config.exists()),
        database=FileCheck(path=str(paths.database), exists=paths.database.exists()),
        keyring=keyring_check(),
        qt=qt,
    )
    try:
        settings = load_settings(paths)
    except ConfigError as exc:
        report.config.ok, report.config.error = False, str(exc)
        return report
    report.config.ok = True
    report.local_only = settings.local_only
    report.workers = await probe_all(settings)
    report.mcp_servers = await probe_servers(settings.mcp_servers)
    return report


def keyring_check() -> KeyringCheck:
    """Whether the OS keyring round-trips a throwaway entry."""
    backend = keyring.get_keyring()
    name = f"{type(backend).__module__}.{type(backend).__name__}"
    entry = ("ares-companion-doctor", "probe")
    try:
        keyring.set_password(*entry, "ok")
        works = keyring.get_password(*entry) == "ok"
        keyring.delete_password(*entry)
        return KeyringCheck(backend=name, works=works)
    except (KeyringError, RuntimeError) as exc:
        return KeyringCheck(backend=name, works=False, error=str(exc))
