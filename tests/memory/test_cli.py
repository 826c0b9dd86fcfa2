"""``ares memory …`` end to end: in-process through the real argument parser, and once
as a real subprocess."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import keyring
import pytest

from app.cli import main
from app.cli.common import CliError
from app.cli.memory import open_records
from app.config import Paths
from memory import MemoryStore, WrongKey
from memory.keys import SERVICE, entry_name
from tests.memory.conftest import PASSPHRASE, db_id_of, reopen

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(store: MemoryStore, ares_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A database made at the fast test cost (the CLI opens it with the stored cost)."""
    conv = store.create_conversation("Heating")
    store.add_message(conv.id, "user", "The boiler in the cellar is leaking")
    store.close()
    monkeypatch.setenv("ARES_PASSPHRASE", PASSPHRASE)
    return ares_home


def _json(capsys: pytest.CaptureFixture[str]) -> object:
    return json.loads(capsys.readouterr().out)


def test_remember_facts_forget(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["memory", "remember", "--class", "private", "My", "sister", "is", "Maya"]) == 0
    assert "Remembered fact 1 (private)." in capsys.readouterr().out
    assert main(["memory", "facts", "--json"]) == 0
    facts = _json(capsys)
    assert isinstance(facts, list)
    assert [(f["id"], f["text"], f["sensitivity"]) for f in facts] == [
        (1, "My sister is Maya", "private")
    ]
    assert main(["memory", "forget", "1"]) == 0
    assert main(["memory", "facts"]) == 0
    assert "No facts yet" in capsys.readouterr().out
    assert main(["memory", "forget", "1"]) == 2
    assert "No fact with id 1." in capsys.readouterr().err


def test_search_json(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["memory", "search", "--json", "what", "about", "the", "boiler"]) == 0
    hits = _json(capsys)
    assert isinstance(hits, list) and len(hits) == 1
    assert hits[0]["snippet"] == "The boiler in the cellar is leaking"
    assert main(["memory", "search", "nothing-like-it"]) == 0
    assert "No message or fact matches." in capsys.readouterr().out


def test_search_finds_facts_next_to_messages(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["memory", "remember", "The boiler was serviced in March"]) == 0
    capsys.readouterr()
    assert main(["memory", "search", "--json", "boiler"]) == 0
    hits = _json(capsys)
    assert isinstance(hits, list)
    by_role = {h["role"]: h for h in hits}
    assert set(by_role) == {"user", "fact"}
    assert by_role["fact"]["fact_id"] == 1 and by_role["fact"]["message_id"] is None
    assert by_role["fact"]["snippet"] == "The boiler was serviced in March"
    assert main(["memory", "search", "serviced"]) == 0
    assert "[fact 1] fact: The boiler was serviced in March" in capsys.readouterr().out


def test_export_is_decrypted_private_and_never_clobbers(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "export.json"
    assert main(["memory", "export", "--format", "json", str(target)]) == 0
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    document = json.loads(target.read_text())
    assert document["format"] == "ares-memory-export/1"
    (conv,) = document["conversations"]
    assert conv["conversation"]["title"] == "Heating"
    assert conv["messages"][0]["text"] == "The boiler in the cellar is leaking"
    assert main(["memory", "export", str(target)]) == 2
    assert "exists" in capsys.readouterr().err
    assert main(["memory", "export", "--force", str(target)]) == 0


def test_conversations_are_listed_and_one_is_exported_as_markdown(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["memory", "conversations", "--json"]) == 0
    listed = _json(capsys)
    assert isinstance(listed, list) and [c["title"] for c in listed] == ["Heating"]
    assert list(listed[0]) == ["id", "title", "created_at", "updated_at"]
    cid = listed[0]["id"]
    assert main(["memory", "conversations"]) == 0
    assert f"{cid}  Heating" in capsys.readouterr().out
    target = tmp_path / "heating.md"
    assert main(["memory", "export-conversation", cid, str(target)]) == 0
    assert stat.S_IMODE(target.stat().st_mode) == 0o600  # decrypted: the person's only
    text = target.read_text("utf-8")
    assert text.startswith("# Heating\n") and "The boiler in the cellar is leaking" in text
    assert main(["memory", "export-conversation", cid, str(target)]) == 2  # never clobbers
    assert "exists" in capsys.readouterr().err
    assert main(["memory", "export-conversation", "--force", "nope", str(target)]) == 2
    assert "No conversation with id 'nope'." in capsys.readouterr().err
    assert target.read_text("utf-8") == text  # nothing lost on a bad id


def test_a_conversation_whose_id_starts_with_a_dash_is_exported_as_listed(
    store: MemoryStore, ares_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One id in 64 begins with "-": typed as `ares memory conversations` printed it,
    # argparse alone would read it as an unknown option.
    dashed = next(
        c for c in iter(lambda: store.create_conversation("Dash"), None) if c.id[0] == "-"
    )
    store.add_message(dashed.id, "user", "The gate code changed")
    store.close()
    monkeypatch.setenv("ARES_PASSPHRASE", PASSPHRASE)
    target = tmp_path / "dash.md"
    assert main(["memory", "export-conversation", dashed.id, str(target)]) == 0
    assert "The gate code changed" in target.read_text("utf-8")
    assert main(["memory", "export-conversation", dashed.id, str(target), "--force"]) == 0
    assert main(["memory", "export-conversation", "--force", "--", dashed.id, str(target)]) == 0


def test_rekey_with_a_new_passphrase(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ARES_NEW_PASSPHRASE", "the new one")
    assert main(["memory", "rekey"]) == 0
    assert "protected by the new passphrase" in capsys.readouterr().out
    with pytest.raises(WrongKey):
        reopen(home / "ares.db")
    with reopen(home / "ares.db", passphrase="the new one") as store:
        assert store.search("boiler")


def test_rekey_without_keyring_or_new_passphrase_changes_nothing(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["memory", "rekey"]) == 2
    assert "ARES_NEW_PASSPHRASE" in capsys.readouterr().err
    with reopen(home / "ares.db") as store:
        assert store.search("boiler")


def test_without_a_key_the_cli_says_what_to_set(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("ARES_PASSPHRASE")
    assert main(["memory", "facts"]) == 2
    assert "ARES_PASSPHRASE" in capsys.readouterr().err
    monkeypatch.setenv("ARES_PASSPHRASE", "wrong")
    assert main(["memory", "facts"]) == 2
    err = capsys.readouterr().err
    assert "does not open" in err and "wrong" not in err  # the passphrase is never echoed


def _ares(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )


def test_a_real_subprocess(home: Path) -> None:
    env = {**os.environ, "ARES_HOME": str(home), "ARES_PASSPHRASE": PASSPHRASE}
    # keep the child off any real keyring: the database was made with a passphrase
    env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
    done = _ares(env, "memory", "search", "--json", "boiler")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["role"] == "user"
    env.pop("ARES_PASSPHRASE")
    refused = _ares(env, "memory", "facts")
    assert refused.returncode == 2
    assert "ARES_PASSPHRASE" in refused.stderr


async def test_open_records_asks_on_a_terminal(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARES_PASSPHRASE")
    asked: list[str] = []

    def answer(prompt: str) -> str:  # stands in for the person at the terminal
        asked.append(prompt)
        return PASSPHRASE

    monkeypatch.setattr("getpass.getpass", answer)
    async with open_records(Paths(home=home), prompt=True) as records:
        assert await records.search("boiler")
    assert asked == ["Passphrase for the ARES memory: "]


async def test_a_new_database_asks_twice_and_refuses_a_mismatch(
    ares_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = iter(["one", "two"])
    monkeypatch.setattr("getpass.getpass", lambda _prompt: next(answers))
    with pytest.raises(CliError, match="differ"):
        async with open_records(Paths(home=ares_home), prompt=True):
            pass
    assert not (ares_home / "ares.db").exists()


def test_with_the_real_keyring_no_passphrase_is_needed(
    keyring_db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("ARES_PASSPHRASE", raising=False)
    monkeypatch.delenv("ARES_NEW_PASSPHRASE", raising=False)
    assert main(["memory", "remember", "kept in the keyring"]) == 0
    assert main(["memory", "rekey"]) == 0
    assert "a new key in the OS keyring" in capsys.readouterr().out
    db_id = db_id_of(keyring_db)
    assert keyring.get_password(SERVICE, entry_name(db_id, 1)) is None
    assert keyring.get_password(SERVICE, entry_name(db_id, 2)) is not None
    assert main(["memory", "facts", "--json"]) == 0
    assert "kept in the keyring" in capsys.readouterr().out
