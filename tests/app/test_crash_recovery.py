"""A real ``ares chat`` killed with SIGKILL mid-stream loses nothing that had arrived."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from memory import MemoryStore
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE, ares_env, ollama_config, write_config

CHUNKS = [f"word{i} " for i in range(40)]


def _slow_chat(home: Path, server: FakeOllama) -> subprocess.Popen[bytes]:
    """A real ``ares chat`` whose answer streams a word every 0.1 s."""
    write_config(home, ollama_config(server.url))
    server.script_reply(CHUNKS, delay=0.1)
    return subprocess.Popen(
        [sys.executable, "-m", "app", "chat", "tell me a long story"],
        env=ares_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def test_kill_mid_stream_keeps_the_partial_answer_marked_interrupted(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    child = _slow_chat(ares_home, fake_ollama)
    try:
        first = child.stdout.read(len(CHUNKS[0]) * 8) if child.stdout else b""
        time.sleep(0.6)  # more chunks arrive and the writer commits them
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=10)
    assert first.startswith(b"word0 ")

    with sqlite3.connect(ares_home / "ares.db") as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        [conversation] = store.conversations()
        user, answer = store.messages(conversation.id)
    finally:
        store.close()
    assert (user.role, user.text, user.state) == ("user", "tell me a long story", "complete")
    assert answer.role == "assistant" and answer.state == "interrupted"
    full = "".join(CHUNKS)
    assert answer.text and full.startswith(answer.text) and answer.text != full
    assert len(answer.text) >= len(first)


def test_ctrl_c_cancels_the_turn_and_keeps_the_partial_answer(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    child = _slow_chat(ares_home, fake_ollama)
    first = child.stdout.read(len(CHUNKS[0]) * 3) if child.stdout else b""
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=20)
    assert child.returncode == 130, err
    assert b"cancelled" in err and b"Traceback" not in err

    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        [conversation] = store.conversations()
        _, answer = store.messages(conversation.id)
    finally:
        store.close()
    assert answer.state == "interrupted"
    assert answer.text.startswith(first.decode()) and answer.text != "".join(CHUNKS)
