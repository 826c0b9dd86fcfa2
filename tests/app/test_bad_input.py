"""Input that is not what ARES expects gets a sentence for the person, never a traceback
or a silent change: bytes on standard input that are not UTF-8 (or are NUL), and a
window asked for where there is no display."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.fakes.ollama_server import FakeOllama
from tests.helpers import ares_env, ollama_config, write_config


def _ares_bytes(home: Path, *args: str, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        input=stdin,
        capture_output=True,
        timeout=60,
        env=ares_env(home),
        check=False,
    )


def test_classify_says_which_bytes_were_not_utf8_and_reports_decoded_offsets(
    ares_home: Path,
) -> None:
    done = _ares_bytes(
        ares_home, "classify", "--json", "-", stdin=b"bad \xff\xfe mail ola@example.com"
    )
    assert done.returncode == 0, done.stderr
    err = done.stderr.decode()
    assert "standard input is not valid UTF-8: 2 invalid byte sequences became U+FFFD" in err
    assert "Offsets count characters of the text as decoded" in err
    [finding] = json.loads(done.stdout)["findings"]
    decoded = "bad \ufffd\ufffd mail ola@example.com"
    assert (finding["start"], finding["end"]) == (decoded.index("ola"), len(decoded))


def test_classify_says_so_when_standard_input_holds_nul_bytes(ares_home: Path) -> None:
    done = _ares_bytes(ares_home, "classify", "--json", stdin=b"a\x00b\x00 ola@example.com")
    assert done.returncode == 0, done.stderr
    assert "standard input contains 2 NUL bytes; kept as U+0000" in done.stderr.decode()
    [finding] = json.loads(done.stdout)["findings"]
    assert finding["start"] == len("a\0b\0 ")


def test_chat_says_standard_input_was_not_utf8(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    done = _ares_bytes(ares_home, "chat", "-", stdin=b"hello \xc3(")
    assert done.returncode == 0, done.stderr
    assert "not valid UTF-8: 1 invalid byte sequence became U+FFFD" in done.stderr.decode()
    [chat] = [r for r in fake_ollama.requests if r.path == "/api/chat"]
    assert "hello \ufffd(" in chat.json()["messages"][-1]["content"]


def test_the_window_without_a_display_says_there_is_no_display(ares_home: Path) -> None:
    env = ares_env(ares_home)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "-m", "app"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert "no display" in done.stderr and "libxcb" not in done.stderr
    assert "Traceback" not in done.stderr
