"""Running the real ``ares`` command in a child process, and writing its config."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TEST_PASSPHRASE = "correct horse battery staple"


def ares_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARES_")}
    env.update(ARES_HOME=str(home), ARES_PASSPHRASE=TEST_PASSPHRASE, PYTHONUNBUFFERED="1")
    env.update(extra)
    return env


def run_ares(
    home: Path, *args: str, stdin: str | None = None, timeout: float = 60, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=ares_env(home, **env),
        check=False,
    )


def write_config(home: Path, body: str) -> Path:
    path = home / "config.toml"
    path.write_text(body, encoding="utf-8")
    return path


def ollama_config(url: str, *, worker_id: str = "local", model: str | None = None) -> str:
    model_line = f'model = "{model}"\n' if model else ""
    return (
        f'[[workers]]\nid = "{worker_id}"\nkind = "ollama"\n{model_line}'
        f'base_url = "{url}"\nprivacy_class = "local_only"\n'
    )


def hand_edited(url: str = "http://127.0.0.1:11434") -> str:
    """A config.toml as a person writes it: comments, two workers, another tool's table."""
    return f"""\
# My ARES setup — keep this comment.
default_worker = "local"
local_only = false   # flip when travelling

[[workers]]
id = "local"
kind = "ollama"
base_url = "{url}"

[[workers]]
id = "cloud"                       # the paid one
kind = "openai"
model = "gpt-4o-mini"
base_url = "http://127.0.0.1:9/v1"
privacy_class = "approved_provider"
price_in_per_mtok = 0.15
price_out_per_mtok = 0.6

[my_scripts]   # another tool's table
backup = true
"""
