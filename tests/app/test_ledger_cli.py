"""``ares ledger show`` and ``ares ledger export``, in real child processes: the bytes a
row shows are the bytes the worker received, and the export holds every row."""

from __future__ import annotations

import csv
import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, run_ares, write_config


@pytest.fixture
def two_chats(ares_home: Path, fake_ollama: FakeOllama) -> list[dict[str, object]]:
    write_config(ares_home, ollama_config(fake_ollama.url))
    results = []
    for text in ("the boiler hums", "and the kettle sings"):
        fake_ollama.script_reply(["ok"])
        done = run_ares(ares_home, "chat", "--worker", "local", "--json", text)
        assert done.returncode == 0, done.stderr
        results.append(json.loads(done.stdout))
    return results


def test_show_prints_the_exact_bytes_the_worker_received(
    ares_home: Path, fake_ollama: FakeOllama, two_chats: list[dict[str, object]]
) -> None:
    sent = [r for r in fake_ollama.requests if r.path == "/api/chat"]
    first_id = str(two_chats[0]["ledger_id"])

    raw = subprocess.run(
        [sys.executable, "-m", "app", "ledger", "show", first_id],
        capture_output=True,
        env=ares_env(ares_home),
        timeout=60,
        check=False,
    )
    assert raw.returncode == 0, raw.stderr
    assert raw.stdout == sent[0].body
    assert hashlib.sha256(raw.stdout).hexdigest() == sent[0].sha256

    shown = run_ares(ares_home, "ledger", "show", first_id, "--json")
    assert shown.returncode == 0, shown.stderr
    row = json.loads(shown.stdout)
    assert row["id"] == two_chats[0]["ledger_id"] and row["worker"] == "local"
    assert row["payload"].encode() == sent[0].body
    assert list(row)[-1] == "payload"


def test_show_of_a_missing_row_is_one_sentence_and_exit_2(
    ares_home: Path, two_chats: list[dict[str, object]]
) -> None:
    done = run_ares(ares_home, "ledger", "show", "999")
    assert done.returncode == 2
    assert done.stderr.strip() == "ares: No ledger entry with id 999."


def test_export_writes_every_row_as_csv_or_json(
    ares_home: Path, tmp_path: Path, two_chats: list[dict[str, object]]
) -> None:
    as_json, as_csv = tmp_path / "ledger.json", tmp_path / "ledger.csv"
    assert run_ares(ares_home, "ledger", "export", "--json", str(as_json)).returncode == 0
    done = run_ares(ares_home, "ledger", "export", "--csv", str(as_csv))
    assert done.returncode == 0, done.stderr
    ids = sorted(int(str(r["ledger_id"])) for r in two_chats)
    rows = json.loads(as_json.read_text(encoding="utf-8"))
    assert sorted(r["id"] for r in rows) == ids
    with as_csv.open(encoding="utf-8", newline="") as f:
        table = list(csv.DictReader(f))
    assert sorted(int(r["id"]) for r in table) == ids
    assert {r["worker"] for r in table} == {"local"}
    # The export lists what left, never the payload itself.
    assert "boiler" not in as_csv.read_text(encoding="utf-8") + as_json.read_text("utf-8")


def test_export_refuses_to_overwrite_without_force(ares_home: Path, tmp_path: Path) -> None:
    target = tmp_path / "ledger.csv"
    target.write_text("keep me", encoding="utf-8")
    done = run_ares(ares_home, "ledger", "export", "--csv", str(target))
    assert done.returncode == 2 and "--force" in done.stderr
    assert target.read_text(encoding="utf-8") == "keep me"


def test_export_needs_a_format(ares_home: Path, tmp_path: Path) -> None:
    done = run_ares(ares_home, "ledger", "export", str(tmp_path / "x"))
    assert done.returncode == 2 and "--csv" in done.stderr
