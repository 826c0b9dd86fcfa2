"""What this ARES is: version, build, and the licence of every component it ships with,
for ``ares --version`` and the About dialog.

The components are ARES's run-time dependency tree, read from the installed
distributions' metadata (the bundle carries that metadata for the same tree). A build
of the bundle leaves ``resources/build.json`` with its commit and date; a source
checkout reports its git commit.
"""

from __future__ import annotations

import json
import platform
import re
import subprocess
import sys
from functools import cache
from importlib import metadata
from importlib.resources import files
from pathlib import Path

from pydantic import BaseModel

DISTRIBUTION = "ares-companion"
_SOURCE_ROOT = Path(__file__).resolve().parents[2]


class Component(BaseModel):
    name: str
    version: str
    licence: str


class BuildInfo(BaseModel):
    version: str
    build: str  # "bundle <commit>, built <date>", "git <commit>" or "installed"
    components: list[Component]

    def summary(self) -> str:
        return f"ARES {self.version} ({self.build})"

    def licence_lines(self) -> list[str]:
        return [f"{c.name} {c.version} — {c.licence}" for c in self.components]


@cache
def build_info() -> BuildInfo:
    return BuildInfo(version=version(), build=build(), components=components())


def version() -> str:
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"


def build() -> str:
    stamp = files("resources") / "build.json"
    if stamp.is_file():
        data = json.loads(stamp.read_text(encoding="utf-8"))
        return f"bundle {data['commit']}, built {data['date']}"
    commit = _git_commit()
    return f"git {commit}" if commit else "installed"


def _git_commit() -> str | None:
    if not (_SOURCE_ROOT / ".git").exists():
        return None
    try:
        done = subprocess.run(
            ["git", "-C", str(_SOURCE_ROOT), "rev-parse", "--short=12", "HEAD"],
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() or None


def components() -> list[Component]:
    """ARES's run-time dependencies (no extras), each once, sorted by name; in the bundle
    also the Python runtime it carries."""
    seen: dict[str, Component] = {}
    pending = _requirements(DISTRIBUTION)
    while pending:
        name = pending.pop()
        key = _normalise(name)
        if key in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement whose marker excludes this platform or Python
        seen[key] = Component(name=dist.name, version=dist.version, licence=licence_of(dist))
        pending.extend(_requirements(name))
    found = sorted(seen.values(), key=lambda c: c.name.lower())
    if getattr(sys, "frozen", False):
        found.insert(
            0, Component(name="Python", version=platform.python_version(), licence="PSF-2.0")
        )
    return found


def _requirements(name: str) -> list[str]:
    try:
        requires = metadata.requires(name) or []
    except metadata.PackageNotFoundError:
        return []
    # An "extra ==" marker names an optional feature ARES does not ask for; other markers
    # (platform, Python version) are settled by whether the distribution is installed.
    return [
        re.split(r"[\s;<>=!~\[(]", req, maxsplit=1)[0] for req in requires if "extra ==" not in req
    ]


def licence_of(dist: metadata.Distribution) -> str:
    """SPDX expression if declared, else the licence classifiers, else a short License
    field; some put the whole licence text there, which says nothing in one line."""
    meta = dist.metadata
    expression = _field(meta, "License-Expression")
    if expression:
        return expression
    classifiers = [
        c.split(" :: ")[-1]
        for c in meta.get_all("Classifier") or []
        if c.startswith("License ::") and c.count(" :: ") >= 2
    ]
    if classifiers:
        return ", ".join(classifiers)
    field = _field(meta, "License")
    if field and "\n" not in field and len(field) <= 60:
        return field
    return "see its licence file"


def _field(meta: metadata.PackageMetadata, name: str) -> str:
    values = meta.get_all(name) or []
    return str(values[0]).strip() if values else ""


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()
