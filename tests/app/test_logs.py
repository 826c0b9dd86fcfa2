"""The log: useful for an audit, and never a place a secret ends up."""

from __future__ import annotations

import logging
import random
import string
from pathlib import Path

from app import logs
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ollama_config, run_ares, write_config


def _github_token() -> str:
    rng = random.Random(3)
    return "ghp_" + "".join(rng.choices(string.ascii_letters + string.digits, k=36))


def test_a_secret_logged_by_mistake_is_redacted_in_the_file(tmp_path: Path) -> None:
    path = logs.configure(tmp_path / "logs")
    token = _github_token()
    try:
        raise RuntimeError(f"upstream said: bad token {token}")
    except RuntimeError:
        logging.getLogger("ares.workers").exception("request failed with %s", token)
    for handler in logging.getLogger("ares").handlers:
        handler.flush()
    text = path.read_text(encoding="utf-8")
    assert token not in text
    assert text.count("[REDACTED]") == 2 and "request failed with" in text


def test_a_turn_logs_where_bytes_went_but_not_what_was_said(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["fine"])
    token = _github_token()
    done = run_ares(ares_home, "chat", f"my token is {token} and my cat is Mruczek")
    assert done.returncode == 0, done.stderr
    text = (ares_home / "logs" / "ares.log").read_text(encoding="utf-8")
    sha = fake_ollama.requests_to("/api/chat")[0].sha256
    assert f"sha256={sha}" in text and "answered by local" in text
    assert token not in text and "Mruczek" not in text
