"""``ares doctor``: one look at whether ARES can work here."""

from __future__ import annotations

import json
from pathlib import Path

from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ollama_config, run_ares, write_config


def test_doctor_reports_paths_keyring_workers_and_qt(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    done = run_ares(ares_home, "doctor", "--json", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert report["home"] == str(ares_home)
    assert report["config"] == {"path": str(ares_home / "config.toml"), "exists": True, "ok": True}
    assert report["database"]["path"] == str(ares_home / "ares.db")
    assert report["keyring"]["backend"]
    assert isinstance(report["keyring"]["works"], bool)
    [worker] = report["workers"]
    assert worker["id"] == "local" and worker["available"] is True
    assert worker["models"] == fake_ollama.models
    assert report["qt"]["available"] is True and report["qt"]["platform"] == "offscreen"


def test_doctor_says_which_worker_is_down_and_exits_3(ares_home: Path) -> None:
    write_config(ares_home, ollama_config("http://127.0.0.1:9", model="llama3.2:3b"))
    done = run_ares(ares_home, "doctor")
    assert done.returncode == 3
    assert "worker local (ollama, local_only): unavailable" in done.stdout
    assert "not reachable" in done.stdout


def test_doctor_with_a_broken_config_names_it_and_exits_2(ares_home: Path) -> None:
    path = write_config(ares_home, "local_only = maybe\n")
    done = run_ares(ares_home, "doctor", "--json")
    assert done.returncode == 2
    report = json.loads(done.stdout)
    assert report["config"]["ok"] is False and str(path) in report["config"]["error"]
