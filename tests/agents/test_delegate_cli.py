"""``ares delegate`` as a script runs it: a real child process, the fake servers over
loopback — a researcher on an external (cloud) worker, a critic on the local one."""

from __future__ import annotations

import json
from pathlib import Path

from app.controller.agents.review_gate import PREAMBLE, review_message
from app.controller.agents.self_check import critique_message
from memory import MemoryStore
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import TEST_PASSPHRASE, ollama_config, run_ares, write_config

COMPLETIONS = "/v1/chat/completions"
AGENTS = """\
[models.cloud]
worker = "cloud"

[models.llama]
worker = "local"

[agents.researcher]
model = "cloud"
system_prompt = "You research."

[agents.critic]
model = "llama"
system_prompt = "You review."
"""


def _home(home: Path, ollama: FakeOllama, openai: FakeOpenAI, agents: str = AGENTS) -> None:
    openai.api_key = None
    write_config(
        home,
        ollama_config(ollama.url)
        + f'\n[[workers]]\nid = "cloud"\nkind = "openai"\nmodel = "gpt-4o-mini"\n'
        f'base_url = "{openai.base_url}"\nprivacy_class = "external_provider"\n',
    )
    (home / "agents.toml").write_text(agents, encoding="utf-8")


def _last_user_text(body: dict[str, object]) -> str:
    messages = body["messages"]
    assert isinstance(messages, list)
    return str(messages[-1]["content"])


def test_parse_only_prints_the_issues_vectors_exactly(ares_home: Path) -> None:
    first = run_ares(
        ares_home,
        "delegate",
        "--parse-only",
        "--json",
        'translate "hello | world" --model fast-model --tools',
    )
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout) == {
        "tasks": [["translate", "hello | world"]],
        "model": "fast-model",
        "tools": True,
        "parallel": False,
    }
    assert list(json.loads(first.stdout)) == ["tasks", "model", "tools", "parallel"]
    # ARGS as several shell words read the same as one: joined by spaces.
    second = run_ares(
        ares_home,
        "delegate",
        "--parse-only",
        "--json",
        "alpha",
        "|",
        "beta",
        "--parallel",
        "gamma",
        '"delta echo"',
        "epsilon",
        "|",
    )
    assert second.returncode == 0, second.stderr
    parsed = json.loads(second.stdout)
    assert parsed["tasks"] == [["alpha"], ["beta"], ["gamma"], ["delta echo"], ["epsilon"]]
    assert parsed["parallel"] is True


def test_model_without_a_value_is_a_usage_error(ares_home: Path) -> None:
    done = run_ares(ares_home, "delegate", "--parse-only", "--json", "summarise --model")
    assert done.returncode == 2
    assert done.stderr.strip() == "ares: --model consumes exactly one value; none given"
    assert done.stdout == ""


def test_more_than_eight_parallel_tasks_are_cut_to_eight_and_said_so(ares_home: Path) -> None:
    words = " ".join(f"t{n}" for n in range(10))
    done = run_ares(ares_home, "delegate", "--parse-only", "--json", f"--parallel {words}")
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["tasks"]) == 8
    assert "2 parallel task(s) past the first 8 were dropped" in done.stderr


def test_a_delegated_task_reaches_the_cloud_pseudonymised_and_comes_back_restored(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai)
    fake_openai.script_reply(["Wrote to [EMAIL_1]."])
    done = run_ares(
        ares_home,
        "delegate",
        "--agent",
        "researcher",
        "--json",
        "write to anna.kowalski@example.org about the boiler | list three plumbers",
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    sent = fake_openai.requests_to(COMPLETIONS)
    assert len(sent) == 2  # two sequential tasks, one call each
    assert all(b"anna.kowalski@example.org" not in r.body for r in sent)
    assert "[EMAIL_1]" in _last_user_text(sent[0].json())
    assert _last_user_text(sent[1].json()) == "list three plumbers"
    first, second = result["results"]
    assert (first["status"], first["agent"]) == ("answered", "researcher")
    assert first["result"] == "Wrote to anna.kowalski@example.org."  # restored on the device
    assert first["review"] is None and first["self_check_rounds"] == 0  # gate off: no call
    ledger = json.loads(run_ares(ares_home, "ledger", "--json").stdout)
    assert len(ledger) == 2  # one row per hop
    assert result["ledger_ids"] == first["ledger_ids"] + second["ledger_ids"]
    assert "anna.kowalski@example.org" in result["answer"]
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        person = store.conversations()
        assert len(person) == 1  # the sub-threads are not the person's conversations
        said = [m.text for m in store.messages(person[0].id)]
        assert said[0].startswith("/delegate write to anna.kowalski@example.org")
        assert said[1] == result["answer"]
    finally:
        store.close()


REVIEWED = AGENTS.replace(
    'system_prompt = "You research."',
    'system_prompt = "You research."\nreview_delegated_results = true\nreviewer = "critic"',
)


def test_the_review_gate_rejects_accepts_and_passes_an_unparsable_verdict_through(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    _home(ares_home, fake_ollama, fake_openai, REVIEWED)
    fake_openai.script_reply(["The manual is in the cellar."])
    task = "where is the boiler manual"

    def delegate() -> dict[str, object]:
        done = run_ares(ares_home, "delegate", "--agent", "researcher", "--json", task)
        assert done.returncode == 0, done.stderr
        row = json.loads(done.stdout)["results"][0]
        assert isinstance(row, dict)
        return row

    fake_ollama.script_reply(["**REJECT**", "\nIt names no page of the manual."])
    row = delegate()
    assert row["status"] == "rejected"
    assert row["result"] == {
        "status": "rejected",
        "review": {"accepted": False, "notes": "It names no page of the manual."},
        "metadata": {
            "delegated_agent": "researcher",
            "original_result": "The manual is in the cellar.",
        },
    }
    review = fake_ollama.requests_to("/api/chat")[-1].json()
    assert _last_user_text(review) == review_message(task, "The manual is in the cellar.")
    assert _last_user_text(review).startswith(PREAMBLE)  # byte-stable

    fake_ollama.script_reply(["ACCEPT", "\nFine."])
    row = delegate()
    assert (row["status"], row["review"]) == ("answered", "accepted")
    assert row["result"] == "The manual is in the cellar."

    fake_ollama.script_reply(["Looks fine to me."])  # no verdict: not a rejection
    row = delegate()
    assert (row["status"], row["review"]) == ("answered", "passed")
    assert row["result"] == "The manual is in the cellar."

    fake_ollama.fail(500, "the reviewer broke", times=1)  # a failed review loses nothing
    row = delegate()
    assert (row["status"], row["result"]) == ("answered", "The manual is in the cellar.")
    ledger = json.loads(run_ares(ares_home, "ledger", "--json").stdout)
    assert len(ledger) == 8  # each task and each review call is a row of its own


def test_self_check_stops_early_when_the_critique_repeats_the_answer(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    agents = AGENTS.replace(
        'system_prompt = "You review."', 'system_prompt = "You review."\nself_check_rounds = 3'
    )
    _home(ares_home, fake_ollama, fake_openai, agents)
    fake_ollama.script_steps(
        Step(chunks=["2 + 2 = 5"]), Step(chunks=["2 + 2 = 4"]), Step(chunks=["2 + 2 = 4"])
    )
    done = run_ares(ares_home, "delegate", "--agent", "critic", "--json", "add 2 and 2")
    assert done.returncode == 0, done.stderr
    row = json.loads(done.stdout)["results"][0]
    assert row["result"] == "2 + 2 = 4"
    assert row["self_check_rounds"] == 2  # the second critique repeated it: no third
    calls = fake_ollama.requests_to("/api/chat")
    assert len(calls) == 3
    assert _last_user_text(calls[1].json()) == critique_message("add 2 and 2", "2 + 2 = 5")
    assert _last_user_text(calls[2].json()) == critique_message("add 2 and 2", "2 + 2 = 4")


def test_an_agents_ask_tool_gets_the_review_gates_rejection_as_its_result(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    orchestrated = REVIEWED + (
        '\n[agents.orchestrator]\nmodel = "llama"\ndelegates_to = ["researcher"]\n'
        'tools = ["ask_researcher"]\n'
    )
    _home(ares_home, fake_ollama, fake_openai, orchestrated)
    fake_openai.script_reply(["The manual is in the cellar."])
    fake_ollama.script_steps(
        Step(tool_calls=[("ask_researcher", {"task": "where is the boiler manual"})]),
        Step(chunks=["REJECT: it names no page."]),  # the critic reviews
        Step(chunks=["The researcher could not say which page."]),
    )
    done = run_ares(ares_home, "chat", "--agent", "orchestrator", "--json", "find the manual")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["answer"] == "The researcher could not say which page."
    last = fake_ollama.requests_to("/api/chat")[-1].json()["messages"]
    tool_result = json.loads(next(m for m in last if m["role"] == "tool")["content"])
    assert tool_result == {
        "status": "rejected",
        "review": {"accepted": False, "notes": "it names no page."},
        "metadata": {
            "delegated_agent": "researcher",
            "original_result": "The manual is in the cellar.",
        },
    }


def test_self_check_keeps_a_structured_answers_shape_and_the_last_good_answer_on_error(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    agents = AGENTS.replace(
        'system_prompt = "You review."', 'system_prompt = "You review."\nself_check_rounds = 2'
    )
    _home(ares_home, fake_ollama, fake_openai, agents)

    def delegate() -> dict[str, object]:
        done = run_ares(ares_home, "delegate", "--agent", "critic", "--json", "total as JSON")
        assert done.returncode == 0, done.stderr
        row = json.loads(done.stdout)["results"][0]
        assert isinstance(row, dict)
        return row

    fake_ollama.script_steps(Step(chunks=['{"total": 5}']), Step(chunks=["The total is 4."]))
    row = delegate()
    assert (row["result"], row["self_check_rounds"]) == ('{"total": 5}', 1)  # prose refused

    # Round one corrects it in the same shape; round two's call comes back empty (an
    # error): the last good answer stands.
    fake_ollama.script_steps(
        Step(chunks=['{"total": 5}']), Step(chunks=['{"total": 4}']), Step(chunks=[])
    )
    row = delegate()
    assert (row["result"], row["self_check_rounds"]) == ('{"total": 4}', 2)


def test_the_model_is_the_flags_else_the_agents_else_the_workers(
    ares_home: Path, fake_ollama: FakeOllama, fake_openai: FakeOpenAI
) -> None:
    agents = AGENTS + '\n[models.big]\nworker = "cloud"\nmodel = "gpt-4o"\n'
    agents += '\n[agents.writer]\nmodel = "big"\n'
    _home(ares_home, fake_ollama, fake_openai, agents)
    fake_openai.models += ["gpt-4o", "o3-mini"]
    fake_openai.script_reply(["ok"])

    def model_used(agent: str, args: str) -> str:
        done = run_ares(ares_home, "delegate", "--agent", agent, args)
        assert done.returncode == 0, done.stderr
        return str(fake_openai.requests_to(COMPLETIONS)[-1].json()["model"])

    assert model_used("researcher", "say hi") == "gpt-4o-mini"  # [models.cloud] names none
    assert model_used("writer", "say hi") == "gpt-4o"  # the agent's
    assert model_used("researcher", "say hi --model big") == "gpt-4o"  # a [models] name
    assert model_used("writer", "say hi --model o3-mini") == "o3-mini"  # on its worker
