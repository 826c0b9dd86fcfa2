"""The real ``ares plan`` command in a child process, against the fake providers."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tests.fakes.http_base import FakeServer, RecordedRequest, Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import ares_env, run_ares, write_config

VIEW_KEYS = {"plan_id", "status", "answer", "steps"}
STEP_KEYS = {"id", "status", "worker", "started_at", "finished_at", "answer", "cost"}


def chats(server: FakeServer) -> list[RecordedRequest]:
    return [r for r in list(server.requests) if r.method == "POST" and "chat" in r.path]


@pytest.fixture
def slow_ollama() -> Iterator[FakeOllama]:
    with FakeOllama() as server:
        yield server


def two_locals(fast: FakeOllama, slow: FakeOllama) -> str:
    return (
        f'[[workers]]\nid = "fast"\nkind = "ollama"\nbase_url = "{fast.url}"\n\n'
        f'[[workers]]\nid = "slow"\nkind = "ollama"\nbase_url = "{slow.url}"\n'
    )


def write_plan(home: Path, data: dict[str, Any]) -> Path:
    path = home / "plan.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def wait_for(predicate: Any, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        time.sleep(0.05)


def test_kill_9_during_a_slow_step_and_resume_does_not_send_the_done_step_again(
    ares_home: Path, fake_ollama: FakeOllama, slow_ollama: FakeOllama
) -> None:
    write_config(ares_home, two_locals(fake_ollama, slow_ollama))
    fake_ollama.script_reply(["Gather", "ed."])
    slow_ollama.script_reply([f"word{i} " for i in range(200)], delay=0.1)  # 20 s
    plan = write_plan(
        ares_home,
        {
            "goal": "Gather, then write",
            "steps": [
                {"id": "gather", "objective": "Gather the facts.", "worker": "fast"},
                {
                    "id": "write",
                    "objective": "Write it up.",
                    "worker": "slow",
                    "depends_on": ["gather"],
                },
            ],
        },
    )
    child = subprocess.Popen(
        [sys.executable, "-m", "app", "plan", "run", str(plan), "--json"],
        env=ares_env(ares_home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        wait_for(lambda: len(chats(slow_ollama)) == 1 or child.poll() is not None)
        time.sleep(0.5)  # the slow step is streaming
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=10)
    assert child.returncode == -signal.SIGKILL
    assert len(chats(fake_ollama)) == 1 and len(chats(slow_ollama)) == 1

    listed = run_ares(ares_home, "plan", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    [entry] = json.loads(listed.stdout)
    assert entry["status"] == "running" and entry["done"] == 1
    shown = json.loads(run_ares(ares_home, "plan", "show", entry["plan_id"], "--json").stdout)
    assert [s["status"] for s in shown["steps"]] == ["done", "running"]

    slow_ollama.script_reply(["Written", " up."])
    resumed = run_ares(ares_home, "plan", "resume", entry["plan_id"], "--json")
    assert resumed.returncode == 0, resumed.stderr
    view = json.loads(resumed.stdout)
    assert set(view) == VIEW_KEYS and all(set(s) == STEP_KEYS for s in view["steps"])
    assert view["status"] == "done"
    assert [s["answer"] for s in view["steps"]] == ["Gathered.", "Written up."]
    # The completed step was not sent again; the one cut off was, with its input.
    assert len(chats(fake_ollama)) == 1 and len(chats(slow_ollama)) == 2
    assert "[step gather]\nGathered." in chats(slow_ollama)[-1].json()["messages"][-1]["content"]
    for step in view["steps"]:
        started, finished = (datetime.fromisoformat(step[k]) for k in ("started_at", "finished_at"))
        assert started.utcoffset() is not None and finished >= started  # ISO 8601, in UTC
        assert step["cost"]["tokens_out"] > 0
    again = run_ares(ares_home, "plan", "resume", entry["plan_id"], "--json")
    assert json.loads(again.stdout)["status"] == "done" and len(chats(slow_ollama)) == 2


def test_run_from_stdin_prints_the_shape_and_bad_plans_exit_2(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(
        ares_home, f'[[workers]]\nid = "local"\nkind = "ollama"\nbase_url = "{fake_ollama.url}"\n'
    )
    good = json.dumps({"goal": "g", "steps": [{"id": "a", "objective": "Say hi."}]})
    done = run_ares(ares_home, "plan", "run", "-", "--json", stdin=good)
    assert done.returncode == 0, done.stderr
    view = json.loads(done.stdout)
    assert set(view) == VIEW_KEYS and view["status"] == "done"
    assert view["answer"].startswith("Hello from the fake server.")
    text = run_ares(ares_home, "plan", "run", "-", stdin=good)
    assert text.returncode == 0 and text.stdout.startswith("Hello from the fake server.")
    assert "[step a: running]" in text.stderr and "[step a: done]" in text.stderr

    cycle = {
        "goal": "g",
        "steps": [
            {"id": "a", "objective": "o", "depends_on": ["b"]},
            {"id": "b", "objective": "o", "depends_on": ["a"]},
        ],
    }
    bad = run_ares(ares_home, "plan", "run", "-", stdin=json.dumps(cycle))
    assert bad.returncode == 2
    assert "step 'a': its dependencies go round in a cycle" in bad.stderr
    assert "Traceback" not in bad.stderr
    broken = run_ares(ares_home, "plan", "run", "-", stdin='{"goal": ')
    assert broken.returncode == 2 and "standard input is not JSON (line 1" in broken.stderr
    missing = run_ares(ares_home, "plan", "run", str(ares_home / "nope.json"))
    assert missing.returncode == 2 and "no such file" in missing.stderr
    unknown = run_ares(ares_home, "plan", "show", "plan-000000000000")
    assert unknown.returncode == 2 and "There is no plan 'plan-000000000000'" in unknown.stderr
    assert len(chats(fake_ollama)) == 2  # only the two good runs reached a worker


def test_a_request_is_planned_by_the_local_model_and_the_plan_never_leaves_the_device(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI, tmp_path: Path
) -> None:
    from tests.controller.echo import child_env

    write_config(
        ares_home,
        f'[[workers]]\nid = "local"\nkind = "ollama"\nbase_url = "{fake_ollama.url}"\n\n'
        f'[[workers]]\nid = "cloud"\nkind = "openai"\nmodel = "gpt-4o-mini"\nkey = "openai"\n'
        f'base_url = "{fake_openai.base_url}"\nprivacy_class = "approved_provider"\n'
        "max_retries = 0\n",
    )
    plan = {
        "complex": True,
        "plan": {
            "goal": "Choose a tea for Saturday's guests",
            "max_parallel": 2,
            "steps": [
                {"id": "shortlist", "objective": "List three teas guests like."},
                {
                    "id": "prices",
                    "objective": "Find typical prices of those teas.",
                    "worker": "cloud",
                    "depends_on": ["shortlist"],
                },
            ],
        },
    }
    fake_ollama.script_steps(
        Step(chunks=["Here is my plan:\n```json\n", json.dumps(plan), "\n```"]),
        Step(chunks=["Sencha, Assam, Darjeeling."]),
    )
    request = "Help me choose a tea for Saturday's guests and what it costs."
    env = child_env()
    dry = run_ares(ares_home, "plan", request, "--dry-run", "--json", **env)
    assert dry.returncode == 0, dry.stderr
    shown = json.loads(dry.stdout)
    assert [s["worker"] for s in shown["steps"]] == ["local", "cloud"]
    assert chats(fake_openai) == []

    fake_ollama.script_steps(
        Step(chunks=[json.dumps(plan)]), Step(chunks=["Sencha, Assam, Darjeeling."])
    )
    declined = run_ares(ares_home, "plan", request, "--approve", "deny", **env)
    assert declined.returncode == 4 and "did not approve the plan" in declined.stderr
    assert chats(fake_openai) == []

    fake_ollama.script_steps(
        Step(chunks=[json.dumps(plan)]), Step(chunks=["Sencha, Assam, Darjeeling."])
    )
    done = run_ares(ares_home, "plan", request, "--approve", "allow", "--json", **env)
    assert done.returncode == 0, done.stderr
    view = json.loads(done.stdout)
    assert view["status"] == "done" and [s["worker"] for s in view["steps"]] == ["local", "cloud"]
    [cloud] = chats(fake_openai)
    sent = cloud.body.decode()
    # The cloud worker got its step's input (objective and the result it builds on)…
    assert "Find typical prices of those teas." in sent and "Sencha, Assam, Darjeeling." in sent
    # …and nothing of the plan: not the planner's question, the goal, the other step.
    for private in (
        "You plan work for ARES",
        "Choose a tea for Saturday",
        "List three teas",
        request,
        '"steps"',
    ):
        assert private not in sent
    planner = chats(fake_ollama)[-2].json()["messages"][-1]["content"]
    assert planner.startswith("You plan work for ARES") and request in planner


def test_a_simple_request_stays_one_turn(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(
        ares_home, f'[[workers]]\nid = "local"\nkind = "ollama"\nbase_url = "{fake_ollama.url}"\n'
    )
    fake_ollama.script_steps(Step(chunks=['{"complex": false}']), Step(chunks=["It is 42."]))
    done = run_ares(ares_home, "plan", "What is six times seven?")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "It is 42." and "answered as one turn" in done.stderr
    assert len(chats(fake_ollama)) == 2
    assert chats(fake_ollama)[-1].json()["messages"][-1]["content"] == "What is six times seven?"
    assert json.loads(run_ares(ares_home, "plan", "list", "--json").stdout) == []
    fake_ollama.script_steps(Step(chunks=["I cannot plan that."]))
    unreadable = run_ares(ares_home, "plan", "Plan my whole year.")
    assert unreadable.returncode == 2 and "held no JSON object" in unreadable.stderr
