"""The ``--json`` shapes scripts rely on, key by key and in order.

The shells print the controller's view models; a view model may grow a key at the
end, never lose, rename or reorder one. These pins catch a reshaping that a test of
single values would miss.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE, ollama_config, write_config

LEDGER_ROW = [
    "id", "time", "worker", "destination", "model", "sensitivity", "kinds", "placeholders",
    "consent_id", "bytes", "sha256", "conversation",
]  # fmt: skip
FACT = ["id", "text", "sensitivity", "source", "created_at", "updated_at", "error"]
# fact_id grew at the end when facts joined the index (null on a message hit).
SEARCH_HIT = [
    "message_id", "conversation_id", "role", "snippet", "score", "created_at", "fact_id",
]  # fmt: skip
WORKER_ROW = [
    "id", "kind", "model", "privacy_class", "data_location", "eligible", "available",
    "reason", "models", "context_length", "default",
]  # fmt: skip
DOCTOR = ["home", "config", "database", "keyring", "qt", "local_only", "workers"]
DOCTOR_WORKER = ["id", "kind", "privacy_class", "model", "available", "reason", "models"]
FINDING = ["start", "end", "kind", "sensitivity", "detector"]


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    main(list(args))
    return json.loads(capsys.readouterr().out)


def _starts_with(obj: dict[str, Any], keys: list[str]) -> bool:
    return list(obj)[: len(keys)] == keys


@pytest.fixture
def configured(ares_home: Path, fake_ollama: FakeOllama, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARES_PASSPHRASE", TEST_PASSPHRASE)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    write_config(ares_home, ollama_config(fake_ollama.url))
    return ares_home


def test_ledger_memory_and_classify_shapes(
    configured: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chat = _json(capsys, "chat", "--worker", "local", "--json", "the boiler hums")
    [row] = _json(capsys, "ledger", "--json")
    assert _starts_with(row, LEDGER_ROW), list(row)
    assert row["id"] == chat["ledger_id"] and row["conversation"] == chat["conversation"]
    fact = _json(capsys, "memory", "remember", "--json", "I live in Leeds")
    assert list(fact) == FACT
    assert [list(f) for f in _json(capsys, "memory", "facts", "--json")] == [FACT]
    [hit] = _json(capsys, "memory", "search", "--json", "boiler")
    assert list(hit) == SEARCH_HIT
    assert _json(capsys, "memory", "forget", "--json", str(fact["id"])) == {"forgotten": fact["id"]}
    text = configured / "t.txt"
    text.write_text("write to jane.doe@example.com", encoding="utf-8")
    shown = _json(capsys, "classify", "--json", "--show-values", str(text))
    assert list(shown) == ["sensitivity", "findings"]
    assert list(shown["findings"][0]) == [*FINDING, "value"]
    masked = _json(capsys, "classify", "--json", str(text))
    assert list(masked["findings"][0]) == FINDING


def test_workers_and_doctor_shapes(configured: Path, capsys: pytest.CaptureFixture[str]) -> None:
    [row] = _json(capsys, "workers", "--json")
    assert _starts_with(row, WORKER_ROW), list(row)
    report = _json(capsys, "doctor", "--json")
    assert _starts_with(report, DOCTOR), list(report)
    assert list(report["config"]) == ["path", "exists", "ok"]
    assert list(report["database"]) == ["path", "exists"]
    assert list(report["keyring"])[:2] == ["backend", "works"]
    assert [list(w) for w in report["workers"]] == [DOCTOR_WORKER]


def test_doctor_with_a_broken_config_has_no_local_only(
    ares_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_config(ares_home, "local_only = maybe\n")
    report = _json(capsys, "doctor", "--json")
    assert list(report) == ["home", "config", "database", "keyring", "qt", "workers"]
    assert list(report["config"]) == ["path", "exists", "ok", "error"]
    assert report["workers"] == []
