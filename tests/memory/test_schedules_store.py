"""Schedules in memory: the task sealed at rest (and re-sealed by a rekey), the next run
moved only by compare-and-set."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memory import MemoryStore, NotFound, ScheduleIn
from tests.memory.conftest import FAST, reopen

TASK = "Summarise the notes about Zofia's surgery"


def test_the_task_is_sealed_and_survives_a_rekey(store: MemoryStore, db_path: Path) -> None:
    made = store.add_schedule(ScheduleIn(task=TASK, every_seconds=3600, next_run=100.0))
    with sqlite3.connect(db_path) as raw:
        [(sealed,)] = raw.execute("SELECT task_sealed FROM schedules").fetchall()
    assert b"Zofia" not in sealed

    store.rekey(passphrase="a new passphrase", scrypt_cost=FAST)
    store.close()
    again = reopen(db_path, "a new passphrase")
    try:
        assert again.schedule(made.id).task == TASK
    finally:
        again.close()


def test_next_run_moves_only_from_the_value_read(store: MemoryStore) -> None:
    made = store.add_schedule(ScheduleIn(task="x", cron="0 8 * * *", next_run=100.0))
    assert store.advance_schedule(made.id, 100.0, 200.0)
    assert not store.advance_schedule(made.id, 100.0, 300.0)  # someone else ran that slot
    assert store.schedule(made.id).next_run == 200.0
    store.record_schedule_run(made.id, at=150.0, status="finished", turn_id="t1")
    store.record_schedule_run(made.id, at=160.0, status="skipped")
    after = store.schedule(made.id)
    assert after.runs == 1 and after.last_status == "skipped"
    store.remove_schedule(made.id)
    with pytest.raises(NotFound, match=made.id):
        store.schedule(made.id)
