"""``ares classify``: human, --json and --jsonl output, masking, exit codes."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from app.cli import classify
from app.cli.common import CliError, ExitCode

TEXT = 'deploy: password = "Xk9#mP2qLw!" then mail anna@example.org\n'


def _run(argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--home")
    classify.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["classify", *argv])
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    return args.func(args)


def test_human_output_masks_values(
    ares_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run([], TEXT, monkeypatch) == ExitCode.OK
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "secret"
    assert "SECRET" in out and "EMAIL" in out
    assert "Xk9#" not in out and "anna@" not in out


def test_json_has_the_documented_shape_and_show_values_adds_them(
    ares_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _run(["--json"], TEXT, monkeypatch)
    data = json.loads(capsys.readouterr().out)
    assert data["sensitivity"] == "secret"
    assert set(data["findings"][0]) == {"start", "end", "kind", "sensitivity", "detector"}
    _run(["--json", "--show-values"], TEXT, monkeypatch)
    values = [f["value"] for f in json.loads(capsys.readouterr().out)["findings"]]
    assert values == ["Xk9#mP2qLw!", "anna@example.org"]


def test_jsonl_answers_line_by_line_and_reports_a_bad_line_without_losing_others(
    ares_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [json.dumps({"text": TEXT}), "not json", json.dumps({"text": "Explain CAP"})]
    code = _run(["--jsonl"], "\n".join(lines) + "\n", monkeypatch)
    captured = capsys.readouterr()
    results = [json.loads(line) for line in captured.out.splitlines()]
    assert code == ExitCode.USAGE
    assert [r.get("sensitivity") for r in results] == ["secret", None, "public"]
    assert results[1] == {"line": 2, "error": "not JSON (Expecting value)"}
    assert "line 2" in captured.err


def test_private_terms_from_the_config_are_used(
    ares_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (ares_home / "config.toml").write_text('private_terms = ["Nightjar"]\n', encoding="utf-8")
    _run(["--json"], "status of nightjar?", monkeypatch)
    assert json.loads(capsys.readouterr().out)["sensitivity"] == "private"


def test_a_missing_file_is_a_usage_error(ares_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(CliError) as info:
        _run([str(ares_home / "nope.txt")], "", monkeypatch)
    assert info.value.code == ExitCode.USAGE


def test_reads_a_file(
    ares_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = ares_home / "msg.txt"
    path.write_text("Explain the CAP theorem", encoding="utf-8")
    assert _run([str(path)], "", monkeypatch) == ExitCode.OK
    assert capsys.readouterr().out.strip() == "public"
