"""Budgets as a person uses them: ``ares budget set/show`` and the egress's hard stop,
through the real ``ares`` in a child process against the fake OpenAI server, which
reports token usage the way OpenAI does (one completion token per streamed piece)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import hand_edited, ollama_config, run_ares, write_config

ANSWER = ["word "] * 400  # 400 completion tokens
# 10 EUR per million output tokens: the answer costs 0.004 EUR, input is free.
PRICED = 'price_in_per_mtok = 0.0\nprice_out_per_mtok = 10.0\ncurrency = "EUR"\n'


def _config(home: Path, openai: FakeOpenAI, ollama: FakeOllama | None = None) -> None:
    local = ollama_config(ollama.url) if ollama else ""
    write_config(
        home,
        local + f'[[workers]]\nid = "gpt"\nkind = "openai"\nmodel = "gpt-4o-mini"\n'
        f'base_url = "{openai.base_url}"\nprivacy_class = "approved_provider"\n' + PRICED,
    )


def _chats(server: FakeOpenAI) -> list:
    return [r for r in server.requests if r.path.endswith("/chat/completions")]


def _journal_events(home: Path, name: str) -> list[dict]:
    rows = json.loads(run_ares(home, "journal", "--json", "--limit", "500").stdout)
    return [row for row in rows if row["event"] == name]


def test_the_budget_lets_the_first_cloud_turn_through_and_refuses_the_next(
    ares_home: Path, fake_openai: FakeOpenAI, fake_ollama: FakeOllama
) -> None:
    fake_openai.api_key = None
    _config(ares_home, fake_openai, fake_ollama)
    fake_openai.script_reply(ANSWER)
    fake_ollama.script_reply(["still ", "here"])
    # First request: estimated at 256 answer tokens (0.00256), it costs 0.004. The next
    # is estimated at this month's average answer (0.004): 0.008 would pass 0.006.
    put = run_ares(ares_home, "budget", "set", "--worker", "gpt", "--monthly", "0.006")
    assert put.returncode == 0, put.stderr

    first = run_ares(ares_home, "chat", "--worker", "gpt", "--json", "tell me a story")
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["cost"]["money"] == 0.004

    second = run_ares(ares_home, "chat", "--worker", "gpt", "--json", "another one")

    assert second.returncode == 4, second.stderr
    refused = json.loads(second.stdout)
    assert refused["reason"] == "refused"
    assert "the monthly budget for gpt (0.006 EUR) would be exceeded" in second.stderr
    assert "0.0040 EUR spent this month" in second.stderr
    assert len(_chats(fake_openai)) == 1  # nothing left for the second turn
    ledger = json.loads(run_ares(ares_home, "ledger", "--json").stdout)
    assert [row["turn"] for row in ledger] == [json.loads(first.stdout)["turn"]]

    local = run_ares(ares_home, "chat", "--worker", "local", "--json", "and you?")
    assert local.returncode == 0, local.stderr  # local work goes on
    assert json.loads(local.stdout)["answer"] == "still here"

    shown = run_ares(ares_home, "budget", "show", "--json")
    assert shown.returncode == 0, shown.stderr
    rows = {row["worker"]: row for row in json.loads(shown.stdout)["workers"]}
    assert rows["gpt"]["spent"] == 0.004 and rows["gpt"]["currency"] == "EUR"
    assert rows["gpt"]["monthly"] == 0.006 and rows["gpt"]["state"] == "ok"  # 67 %
    assert "local" not in rows  # local workers spend nothing and are never limited


def test_the_soft_threshold_alerts_once_and_a_spent_budget_shows_stopped(
    ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None
    _config(ares_home, fake_openai)
    fake_openai.script_reply(ANSWER)
    run_ares(ares_home, "budget", "set", "--all", "--monthly", "0.01", "--soft", "0.3",
             "--currency", "EUR")  # fmt: skip

    first = run_ares(ares_home, "chat", "--worker", "gpt", "hello")  # 0.004 of 0.01: 40 %
    second = run_ares(ares_home, "chat", "--worker", "gpt", "hello again")  # 80 %

    assert first.returncode == 0 and second.returncode == 0, second.stderr
    assert (
        "ares: 0.0040 EUR of the monthly budget for all cloud workers (0.01 EUR) is spent "
        "(40 %); cloud requests stop at 0.01 EUR." in first.stderr
    )
    assert "budget" not in second.stderr  # once, not on every answer
    [alert] = _journal_events(ares_home, "budget_did_alert")
    assert alert["payload"]["scope"] == "all" and alert["payload"]["spent"] == 0.004

    third = run_ares(ares_home, "chat", "--worker", "gpt", "and again")  # 0.008 + 0.004
    assert third.returncode == 4
    assert "the monthly budget for all cloud workers (0.01 EUR)" in third.stderr
    assert len(_journal_events(ares_home, "budget_did_alert")) == 1
    shown = json.loads(run_ares(ares_home, "budget", "show", "--json").stdout)
    assert shown["all"]["spent"] == 0.008 and shown["all"]["state"] == "alert"
    text = run_ares(ares_home, "budget", "show").stdout
    assert "gpt: 0.0080 EUR no budget — alert (" in text
    assert "All cloud workers: 0.0080 of 0.01 EUR this month (alert)" in text


def test_a_budget_in_another_currency_than_the_worker_is_refused_not_converted(
    ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None
    _config(ares_home, fake_openai)
    run_ares(ares_home, "budget", "set", "--all", "--monthly", "5")  # USD
    done = run_ares(ares_home, "chat", "--worker", "gpt", "hello")
    assert done.returncode == 4
    assert "gpt is priced in EUR, but the monthly budget for all cloud workers" in done.stderr
    assert "never converts currencies" in done.stderr
    assert not _chats(fake_openai)


def test_budget_set_keeps_a_hand_edited_config_and_rejects_bad_values(ares_home: Path) -> None:
    path = write_config(ares_home, hand_edited())
    done = run_ares(ares_home, "budget", "set", "--worker", "cloud", "--monthly", "2",
                    "--per-task", "0.1")  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = path.read_text()
    assert text.startswith(hand_edited())  # every comment and table as it was
    assert "[budgets.workers.cloud]\nmonthly = 2.0" in text and "per_task = 0.1" in text

    typo = run_ares(ares_home, "budget", "set", "--worker", "clod", "--monthly", "2")
    assert typo.returncode == 2 and "No worker named 'clod'" in typo.stderr
    assert run_ares(ares_home, "budget", "set", "--all", "--monthly", "0").returncode == 2
    assert run_ares(ares_home, "budget", "set", "--all", "--monthly", "1", "--currency",
                    "euro").returncode == 2  # fmt: skip
    assert path.read_text() == text  # nothing written by a refused change

    path.write_text(text + '\n[budgets.all]\nmonthly = "5"\n')
    broken = run_ares(ares_home, "budget", "show")
    assert broken.returncode == 2
    assert "budgets.all.monthly" in broken.stderr and "must be a number" in broken.stderr
