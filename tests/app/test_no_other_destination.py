""" "Nothing but what you configured is ever contacted", proved on a whole session.

A real ``ares`` (main → launch → shell, offscreen) runs in a child process whose very
first line installs an audit hook on ``socket.connect`` and ``socket.getaddrinfo``.
The session starts, chats with every worker kind (Ollama, OpenAI-compatible, Anthropic
and a command-line agent, each a fake on loopback or a child process), opens and saves
the settings, opens the ledger and memory views, and quits. Every network destination
the process tried is reported; any that is not a configured worker fails the test.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import ares_env
from tests.workers.test_cli import (
    agent_entry,
    anthropic_entry,
    configure,
    ollama_entry,
    openai_entry,
)
from workers import keys

# Desktop: the Anthropic worker's key lives in the OS keyring (invariant 4), so the
# session needs the real Secret Service.
pytestmark = [pytest.mark.slow, pytest.mark.desktop]
KEY = "sk-ant-ARESTEST-audit-0123456789"

SESSION = r"""
import sys

SEEN = []

def audit(event, args):
    if event == "socket.connect":
        address = args[1]
        if isinstance(address, tuple):
            SEEN.append(["connect", str(address[0]), int(address[1])])
        else:
            SEEN.append(["connect-local", str(address), 0])
    elif event == "socket.getaddrinfo":
        SEEN.append(["resolve", str(args[0]), int(args[1] or 0)])

sys.addaudithook(audit)  # before anything else is imported

import asyncio, atexit, json, socket
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

# The hook itself is checked: a connection nobody configured must show up.
probe = socket.socket()
try:
    probe.connect(("127.0.0.1", int(sys.argv[1])))
except OSError:
    pass
finally:
    probe.close()

app = QApplication(sys.argv)
REPORT = {"answers": {}, "seen": SEEN}
# Printed at exit, however the quit went: what quitting contacts counts too.
atexit.register(lambda: print("\n" + json.dumps(REPORT), flush=True))

def top(kind):
    return next((w for w in QApplication.topLevelWidgets()
                 if type(w).__name__ == kind and w.isVisible()), None)

async def until(found, seconds=60):
    for _ in range(int(seconds * 20)):
        value = found()
        if value:
            return value
        await asyncio.sleep(0.05)
    raise TimeoutError("session step did not happen")

async def drive():
    try:
        window = await until(lambda: top("MainWindow"))
        for worker in sys.argv[2].split(","):
            window.worker_picker.setCurrentIndex(window.worker_picker.findData(worker))
            window.new_conversation()
            await window.send("hello there")
            REPORT["answers"][worker] = window.status.text()
        window.actions_["settings"].trigger()
        dialog = await until(lambda: top("SettingsDialog"))
        REPORT["settings_saved"] = await dialog.save()
        window.actions_["ledger"].trigger()
        window.actions_["memory"].trigger()
        await asyncio.sleep(0.5)
    except BaseException as exc:
        REPORT["error"] = repr(exc)
    window.actions_["quit"].trigger()

QTimer.singleShot(0, lambda: asyncio.ensure_future(drive()))
from app.ui.main import run_app
run_app()
"""


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_whole_session_contacts_only_the_configured_workers(
    real_keyring: object,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
    fake_anthropic: FakeAnthropic,
    fake_agents: dict[str, Path],
) -> None:
    fake_openai.api_key = None  # a local OpenAI-compatible server without auth
    fake_anthropic.api_key = KEY
    keys.set_key("claude-api", KEY)
    fake_ollama.script_reply(["Hi from Ollama."])
    fake_openai.script_reply(["Hi from OpenAI."])
    configure(
        ares_home,
        ollama_entry("local", fake_ollama.url),
        openai_entry(fake_openai.base_url),
        # Its own id: "claude" is the command agent here.
        anthropic_entry(fake_anthropic.url).replace('id = "claude"', 'id = "claude-api"'),
        agent_entry("claude", fake_agents["claude"], "claude-stream-json", ["-p", "--verbose"]),
    )
    configured = {
        (urlsplit(url).hostname, urlsplit(url).port)
        for url in (fake_ollama.url, fake_openai.base_url, fake_anthropic.url)
    }
    unconfigured = _closed_port()
    workers = ["local", "gpt", "claude-api", "claude"]
    try:
        done = subprocess.run(
            [sys.executable, "-c", SESSION, str(unconfigured), ",".join(workers)],
            capture_output=True,
            text=True,
            timeout=200,
            env=ares_env(ares_home, QT_QPA_PLATFORM="offscreen"),
            cwd=Path(__file__).resolve().parents[2],
            check=False,
        )
    finally:
        keys.delete_key("claude-api")

    report = json.loads(done.stdout.strip().splitlines()[-1])
    # (How cleanly the quit itself ends is the quit-path tests' business; the report is
    # printed at exit either way, so what quitting contacts is checked here too.)
    assert "error" not in report, report["error"]
    assert report["settings_saved"] is True
    assert {w: report["answers"][w].startswith("Answered by") for w in workers} == dict.fromkeys(
        workers, True
    ), report["answers"]
    seen = report["seen"]
    network = {(host, port) for kind, host, port in seen if kind == "connect"}
    # The hook sees what it should: the deliberate stray connection, and each worker.
    assert ("127.0.0.1", unconfigured) in network
    assert configured <= network
    strays = network - configured - {("127.0.0.1", unconfigured)}
    assert strays == set(), f"contacted without being configured: {sorted(strays)}"
    # Local sockets: only the session bus (the Secret Service keyring lives on it).
    local = {host for kind, host, _ in seen if kind == "connect-local"}
    bus = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "")
    assert all(path.strip("\x00") in bus for path in local), (sorted(local), bus)
    hosts = {host for host, _ in configured}
    resolved = {host for kind, host, _ in seen if kind == "resolve"}
    assert resolved <= hosts, f"looked up without being configured: {sorted(resolved - hosts)}"
