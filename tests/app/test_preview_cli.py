"""``ares preview``: the exact body a worker would get, computed without sending."""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

from tests.fakes.ollama_server import FakeOllama
from tests.helpers import run_ares, write_config

EXTERNAL = """
[[workers]]
id = "gpt"
kind = "openai"
base_url = "{url}/v1"
model = "gpt-4o-mini"
privacy_class = "external_provider"
"""


def _aws_key_pair(seed: int) -> tuple[str, str]:
    rng = random.Random(seed)
    key_id = "AKIA" + "".join(rng.choices(string.ascii_uppercase + "234567", k=16))
    secret = "".join(rng.choices(string.ascii_letters + string.digits + "/+", k=40))
    return key_id, secret


def _last_user_content(payload: str) -> str:
    return json.loads(payload)["messages"][-1]["content"]


def test_preview_for_an_external_worker_withholds_keys_email_and_diagnosis(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, EXTERNAL.format(url=fake_ollama.url))
    key_id, secret = _aws_key_pair(7)
    message = (
        f"Deploy with AWS_ACCESS_KEY_ID={key_id} and AWS_SECRET_ACCESS_KEY={secret}, "
        "then mail the report to ola.nowak@fastmail.example and tell them I was "
        "diagnosed with bipolar disorder last spring."
    )

    done = run_ares(ares_home, "preview", "--worker", "gpt", "--consent", "deny", "--json", message)

    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["decision"] == "pseudonymise"
    assert result["sensitivity"] == "secret"
    payload = result["payload"]
    for withheld in (key_id, secret, "ola.nowak@fastmail.example", "bipolar"):
        assert withheld not in payload
    assert "[EMAIL_1]" in _last_user_content(payload)
    assert [r.path for r in fake_ollama.requests if r.method != "GET"] == []  # nothing sent
    assert not (ares_home / "ares.db").exists() or _no_messages(ares_home)


def _no_messages(home: Path) -> bool:
    from memory import MemoryStore
    from tests.helpers import TEST_PASSPHRASE

    store = MemoryStore.open(home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        return store.conversations() == []
    finally:
        store.close()


def test_preview_of_a_public_question_is_the_message_unchanged(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, EXTERNAL.format(url=fake_ollama.url))
    done = run_ares(ares_home, "preview", "--worker", "gpt", "--json", "Explain the CAP theorem")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["decision"] == "send"
    assert result["sensitivity"] == "public"
    assert _last_user_content(result["payload"]) == "Explain the CAP theorem"


def test_preview_jsonl_answers_line_by_line_and_reports_bad_lines(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, EXTERNAL.format(url=fake_ollama.url))
    lines = [
        json.dumps({"text": "What is a monad?"}),
        "not json",
        json.dumps({"text": "Write to me at kai@example.org"}),
    ]
    done = run_ares(ares_home, "preview", "--worker", "gpt", "--jsonl", stdin="\n".join(lines))
    assert done.returncode == 2
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o.get("decision") for o in out] == ["send", None, "pseudonymise"]
    assert out[1] == {"line": 2, "error": out[1]["error"]}
    assert "kai@example.org" not in out[2]["payload"]
    assert "line 2" in done.stderr


CLOUD_OLLAMA = """
[[workers]]
id = "cloud"
kind = "ollama"
base_url = "{url}"
model = "llama3.2:3b"
privacy_class = "external_provider"
"""


def test_preview_shows_a_file_as_chat_would_send_it_and_the_conversations_files_after(
    ares_home: Path, fake_ollama: FakeOllama, tmp_path: Path
) -> None:
    write_config(ares_home, CLOUD_OLLAMA.format(url=fake_ollama.url))
    _, secret = _aws_key_pair(11)
    notes = tmp_path / "notes.txt"
    notes.write_text(f"Hangar lease renews in May.\naws_secret_access_key = {secret}\n")
    preview = ("preview", "--worker", "cloud", "--consent", "deny", "--json")

    done = run_ares(ares_home, *preview, "--attach", str(notes), "What renews?")
    assert done.returncode == 0, done.stderr
    sent = _last_user_content(json.loads(done.stdout)["payload"])
    assert sent.startswith("What renews?\n\nAttached file: notes.txt (included whole)")
    assert "Hangar lease renews in May." in sent and secret not in done.stdout
    assert fake_ollama.requests_to("/api/chat") == []

    fake_ollama.script_reply(["Noted."])
    chat = run_ares(
        ares_home,
        "chat",
        "--worker",
        "cloud",
        "--consent",
        "deny",
        "--json",
        "--attach",
        str(notes),
        "Keep these notes",
    )
    assert chat.returncode == 0, chat.stderr
    conversation = json.loads(chat.stdout)["conversation"]
    later = run_ares(ares_home, *preview, "--conversation", conversation, "When is the renewal?")
    assert later.returncode == 0, later.stderr
    sent = _last_user_content(json.loads(later.stdout)["payload"])
    assert "notes.txt (sent earlier in this conversation; included whole)" in sent
    assert secret not in later.stdout
    assert len(fake_ollama.requests_to("/api/chat")) == 1  # only the chat sent anything


def test_preview_refuses_a_file_it_cannot_read_and_says_so(
    ares_home: Path, fake_ollama: FakeOllama, tmp_path: Path
) -> None:
    write_config(ares_home, CLOUD_OLLAMA.format(url=fake_ollama.url))
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(bytes(range(256)) * 4)
    done = run_ares(ares_home, "preview", "--worker", "cloud", "--attach", str(binary), "Look")
    assert done.returncode == 2
    assert "photo.jpg" in done.stderr and "Nothing was previewed." in done.stderr
