"""``ares schedule`` as a script or a systemd timer uses it: real child processes, the
fake Ollama server answering, the real database in between."""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path

from memory import MemoryStore
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE, ollama_config, run_ares, write_config


def _make_due(home: Path, schedule_id: str, ago: float) -> None:
    """As if the schedule's time had come ``ago`` seconds ago while nothing ran."""
    store = MemoryStore.open(home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        schedule = store.schedule(schedule_id)
        assert store.advance_schedule(schedule_id, schedule.next_run, time.time() - ago)
    finally:
        store.close()


def test_add_then_run_due_from_a_timer_runs_what_is_due_once(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["Three ", "notes."])

    added = run_ares(ares_home, "schedule", "add", "--every", "30m", "--json",
                     "Summarise yesterday's notes")  # fmt: skip
    assert added.returncode == 0, added.stderr
    made = json.loads(added.stdout)
    next_run = datetime.fromisoformat(made["next_run"]).timestamp()
    assert abs(next_run - (time.time() + 1800)) < 120 and made["when"] == "every 30m"
    nothing = run_ares(ares_home, "schedule", "run-due")
    assert nothing.returncode == 0 and nothing.stdout == "Nothing is due.\n"
    assert not [r for r in fake_ollama.requests if r.path == "/api/chat"]

    _make_due(ares_home, made["id"], ago=60)
    due = run_ares(ares_home, "schedule", "run-due", "--json")
    assert due.returncode == 0, due.stderr
    [ran] = json.loads(due.stdout)
    assert ran["schedule"] == made["id"] and ran["status"] == "finished"
    assert ran["answer"] == "Three notes." and ran["trigger"] == "due"
    assert [r for r in fake_ollama.requests if r.path == "/api/chat"]
    again = run_ares(ares_home, "schedule", "run-due")
    assert again.stdout == "Nothing is due.\n"  # that slot ran; the next is 30 min away

    journal = json.loads(run_ares(ares_home, "journal", "--turn", ran["turn"], "--json").stdout)
    started = next(row for row in journal if row["event"] == "turn_did_start")
    assert started["payload"]["origin"] == "schedule"
    assert journal[-1]["event"] == "schedule_did_run"
    ledger = json.loads(run_ares(ares_home, "ledger", "--json").stdout)
    assert [row["turn"] for row in ledger] == [ran["turn"]]  # through the one egress
    [row] = json.loads(run_ares(ares_home, "schedule", "list", "--json").stdout)
    assert row["last_status"] == "finished" and row["runs"] == 1
    assert row["last_conversation"] == ran["conversation"]


def test_run_now_skip_and_remove(ares_home: Path, fake_ollama: FakeOllama) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    fake_ollama.script_reply(["Done."])
    cron = run_ares(ares_home, "schedule", "add", "--cron", "0 8 * * 1-5", "--catch-up",
                    "skip", "Plan the day")  # fmt: skip
    assert cron.returncode == 0, cron.stderr
    cron_id = cron.stdout.split()[0]

    now = run_ares(ares_home, "schedule", "run-now", cron_id, "--json")
    assert now.returncode == 0, now.stderr
    ran = json.loads(now.stdout)
    assert ran["trigger"] == "now" and ran["answer"] == "Done."

    _make_due(ares_home, cron_id, ago=3 * 86400)  # missed for days, and it skips
    skipped = json.loads(run_ares(ares_home, "schedule", "run-due", "--json").stdout)
    assert [(r["schedule"], r["status"]) for r in skipped] == [(cron_id, "skipped")]

    [row] = json.loads(run_ares(ares_home, "schedule", "list", "--json").stdout)
    assert row["last_status"] == "skipped" and row["runs"] == 1  # the run-now one

    removed = run_ares(ares_home, "schedule", "remove", cron_id)
    assert removed.returncode == 0, removed.stderr
    gone = run_ares(ares_home, "schedule", "run-now", cron_id)
    assert gone.returncode == 2 and f"No schedule with id '{cron_id}'" in gone.stderr


def test_bad_schedules_are_refused_and_nothing_is_stored(
    ares_home: Path, fake_ollama: FakeOllama
) -> None:
    write_config(ares_home, ollama_config(fake_ollama.url))
    bad_every = run_ares(ares_home, "schedule", "add", "--every", "soon", "x")
    assert bad_every.returncode == 2 and "like 30m, 2h or 1d" in bad_every.stderr
    bad_cron = run_ares(ares_home, "schedule", "add", "--cron", "0 8 * *", "x")
    assert bad_cron.returncode == 2 and "five fields" in bad_cron.stderr
    no_agent = run_ares(ares_home, "schedule", "add", "--every", "1h", "--agent", "ghost", "x")
    assert no_agent.returncode == 2 and "No agent named 'ghost'" in no_agent.stderr
    assert json.loads(run_ares(ares_home, "schedule", "list", "--json").stdout) == []
