"""Background runs as scripts see them, in real child processes: ``ares chat`` waits for
the run it started (saying so) unless ``--no-wait``, ``ares runs list|show|cancel``, and
``ares stop`` reaching the running ARES of the same home, whose resumed run then stops
with ``subtask_cancelled``."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memory import MemoryStore
from tests.agents.test_runs import AGENTS, EMAIL, OPENAI_CHAT
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import TEST_PASSPHRASE, ares_env, ollama_config, run_ares, write_config


@pytest.fixture
def cloud() -> FakeOpenAI:
    with FakeOpenAI(api_key=None) as server:
        yield server


def _home(home: Path, ollama: FakeOllama, cloud: FakeOpenAI) -> None:
    gpt = (
        f'[[workers]]\nid = "gpt"\nkind = "openai"\nbase_url = "{cloud.base_url}"\n'
        'model = "gpt-4o-mini"\nprivacy_class = "external_provider"\nmax_retries = 0\n'
    )
    write_config(home, ollama_config(ollama.url) + gpt)
    (home / "agents.toml").write_text(AGENTS, encoding="utf-8")


def _start_step(task: str) -> tuple[Step, Step]:
    return (
        Step(tool_calls=[("start_researcher", {"task": task})]),
        Step(chunks=["I asked the researcher."]),
    )


def _runs(home: Path) -> list[dict[str, object]]:
    listed = run_ares(home, "runs", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    runs = json.loads(listed.stdout)
    assert isinstance(runs, list)
    return runs


def test_ares_chat_waits_for_its_run_and_ares_runs_show_says_delivered(
    ares_home: Path, fake_ollama: FakeOllama, cloud: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, cloud)
    fake_ollama.script_steps(*_start_step(f"Check the boiler notes of {EMAIL}."))
    cloud.script_steps(Step(chunks=["[EMAIL_1] wrote: 1.5 bar."]))
    done = run_ares(ares_home, "chat", "--agent", "orchestrator", "Research the boiler.")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "I asked the researcher."
    assert "[tool start_researcher: ok]" in done.stderr
    assert "waiting for 1 background task" in done.stderr
    [run] = _runs(ares_home)
    assert run["status"] == "delivered" and run["agent"] == "researcher"
    assert f"run {run['run_id']} (researcher): delivered" in done.stderr
    shown = run_ares(ares_home, "runs", "show", str(run["run_id"]), "--json")
    assert shown.returncode == 0, shown.stderr
    item = json.loads(shown.stdout)
    assert item["status"] == "delivered"
    assert item["answer"] == f"{EMAIL} wrote: 1.5 bar."  # restored on the device
    assert item["task"] == f"Check the boiler notes of {EMAIL}."
    [sent] = cloud.requests_to(OPENAI_CHAT)
    assert EMAIL.encode() not in sent.body
    text = run_ares(ares_home, "runs", "show", str(run["run_id"]))
    assert text.stdout.startswith(f"run {run['run_id']}: delivered")


def test_no_wait_leaves_the_run_started_and_cancel_settles_it(
    ares_home: Path, fake_ollama: FakeOllama, cloud: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, cloud)
    fake_ollama.script_steps(*_start_step("Take a long time."))
    cloud.script_reply(["slow"], delay=5.0)
    done = run_ares(ares_home, "chat", "--agent", "orchestrator", "--no-wait", "--json", "Go.")
    assert done.returncode == 0, done.stderr
    assert "waiting" not in done.stderr
    [run] = _runs(ares_home)
    assert json.loads(done.stdout)["runs"] == [run["run_id"]]
    assert run["status"] == "started"  # cut off by the exit: resumed at the next start
    cancelled = run_ares(ares_home, "runs", "cancel", str(run["run_id"]), "--json")
    assert cancelled.returncode == 0, cancelled.stderr
    item = json.loads(cancelled.stdout)
    assert item["status"] == "cancelled"
    assert str(item["error"]).startswith("subtask_cancelled")
    unknown = run_ares(ares_home, "runs", "show", "nope")
    assert unknown.returncode == 2
    assert "No background run with id 'nope'" in unknown.stderr


@pytest.mark.slow
def test_ares_stop_reaches_the_running_ares_whose_resumed_run_stops(
    ares_home: Path, fake_ollama: FakeOllama, cloud: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, cloud)
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        conversation = store.create_conversation("boiler").id
        store.add_message(conversation, "user", "Research the boiler.")
        run = store.add_run(
            agent="researcher",
            conversation_id=conversation,
            parent_turn_id="t-before-exit",
            depth=0,
            chain=["orchestrator", "researcher"],
            task="Add two and two.",
            owner=f"pid:{gone}",  # its process is gone: the next ARES resumes it
        )
    finally:
        store.close()
    cloud.script_reply(["thinking"], delay=30.0)  # still answering when the stop comes
    cloud.script_steps(Step(chunks=["thinking"], tool_calls=[("calculate", {"expression": "2+2"})]))
    window = subprocess.Popen(
        [sys.executable, "-m", "app", "--tray"],
        env=ares_env(ares_home, QT_QPA_PLATFORM="offscreen"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        while not cloud.requests_to(OPENAI_CHAT):  # the resumed run asks the researcher
            assert window.poll() is None, window.communicate()[1]
            assert time.monotonic() < deadline, "the run was never resumed"
            time.sleep(0.2)
        stopped = run_ares(ares_home, "stop", "--json", QT_QPA_PLATFORM="offscreen")
        assert stopped.returncode == 0, stopped.stderr
        report = json.loads(stopped.stdout)
        assert report["reached"] is True
        assert str(report["reply"]).startswith("emergency stop on")
        while True:
            [row] = _runs(ares_home)
            if row["status"] != "started":
                break
            assert time.monotonic() < deadline, "the run never stopped"
            time.sleep(0.3)
        assert (row["run_id"], row["status"]) == (run.id, "cancelled")
        assert str(row["error"]).startswith("subtask_cancelled")
        assert len(cloud.requests_to(OPENAI_CHAT)) == 1  # nothing after the stop
        cleared = run_ares(ares_home, "stop", "--clear", QT_QPA_PLATFORM="offscreen")
        assert cleared.stdout.strip() == "ARES: emergency stop cleared."
    finally:
        if window.poll() is None:
            window.terminate()
        window.communicate(timeout=30)


def test_ares_stop_without_a_running_ares_says_so(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    done = run_ares(ares_home, "stop", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"No ARES is running for {ares_home}."
