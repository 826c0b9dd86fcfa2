"""Schedules firing in-process under a clock the test controls: each run is a turn with
origin ``schedule`` through the egress, journaled, answered into its own conversation
and announced; missed runs follow the schedule's catch-up policy."""

from __future__ import annotations

import asyncio
from datetime import datetime

import pytest

from app.controller.companion import Companion
from app.controller.schedules import Heartbeat, ScheduleError, ScheduleRan, ScheduleRunner
from app.controller.schedules.timing import check_cron, due, parse_every
from tests.controller.echo import Rig
from tests.controller.manual_clock import ManualClock

START = datetime(2026, 12, 1, 7, 0).astimezone().timestamp()  # a Tuesday, 07:00 local
HOUR = 3600.0


async def _until(predicate: object, what: str) -> None:
    """Wait (real time, briefly) for work the clock set off to finish."""
    for _ in range(400):
        if predicate():  # type: ignore[operator]
            return
        await asyncio.sleep(0.025)
    raise AssertionError(f"timed out waiting for {what}")


def _runner(companion: Companion, clock: ManualClock) -> tuple[ScheduleRunner, list[ScheduleRan]]:
    runner = ScheduleRunner(companion, clock)
    heard: list[ScheduleRan] = []
    runner.listeners.append(heard.append)
    return runner, heard


async def test_a_schedule_fires_when_the_clock_reaches_it_as_a_journaled_turn(
    companion: Companion, rig: Rig
) -> None:
    clock = ManualClock(START)
    runner, heard = _runner(companion, clock)
    made = await runner.add("Summarise yesterday's notes.", every=parse_every("30m"))
    assert made.next_run == START + 1800
    beat = Heartbeat(runner)
    task = asyncio.ensure_future(beat.run())
    try:
        await _until(lambda: clock.sleeping, "the heartbeat to nap")
        clock.advance(29 * 60)
        await _until(lambda: clock.sleeping, "the heartbeat to nap again")
        assert heard == [] and not rig.ollama.requests  # not yet
        clock.advance(60)
        await _until(lambda: len(heard) == 1, "the first run")
        clock.advance(1800)
        await _until(lambda: len(heard) == 2, "the second run")
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)

    first, second = heard
    assert first.status == "finished" and first.trigger == "due" and first.missed == 0
    assert first.conversation_id != second.conversation_id  # each run its own conversation
    messages = await companion.memory.messages(first.conversation_id or "")
    assert [m.role for m in messages] == ["user", "assistant"]
    assert messages[1].text == "Summarise yesterday's notes."  # the echo worker's answer
    events = await companion.memory.journal_events(first.turn_id or "")
    names = [e.event for e in events]
    assert names[0] == "turn_did_start" and events[0].payload["origin"] == "schedule"
    assert "turn_did_finish" in names and names[-1] == "schedule_did_run"
    stored = await companion.memory.schedule(made.id)
    assert stored.runs == 2 and stored.next_run == START + 3 * 1800
    assert stored.last_status == "finished" and stored.last_turn_id == second.turn_id


async def test_run_now_runs_at_once_and_keeps_the_timetable(companion: Companion) -> None:
    clock = ManualClock(START)
    runner, heard = _runner(companion, clock)
    made = await runner.add("What is on today?", cron=check_cron("0 8 * * 1-5"))
    assert made.next_run == START + HOUR  # 08:00 the same Tuesday

    ran = await runner.run_now(made.id)

    assert ran.status == "finished" and ran.trigger == "now" and heard == [ran]
    assert (await companion.memory.schedule(made.id)).next_run == made.next_run
    assert await runner.run_due() == []  # nothing was due


@pytest.mark.parametrize(("policy", "runs"), [("once", 1), ("skip", 0)])
async def test_missed_runs_are_made_up_once_or_skipped(
    companion: Companion, rig: Rig, policy: str, runs: int
) -> None:
    clock = ManualClock(START)
    runner, heard = _runner(companion, clock)
    made = await runner.add("Check the backups.", every=HOUR, catch_up=policy)  # type: ignore[arg-type]
    clock.advance(3.5 * HOUR)  # ARES was closed: slots at 08:00, 09:00, 10:00 passed

    results = await runner.run_due()

    [result] = results
    assert result.missed == 3
    assert len([r for r in heard if r.status == "finished"]) == runs
    assert result.status == ("finished" if runs else "skipped")
    if runs:
        assert result.trigger == "catch_up"
    stored = await companion.memory.schedule(made.id)
    assert stored.next_run == START + 4 * HOUR  # 11:00: the next slot still to come
    assert stored.runs == runs
    assert await runner.run_due() == []  # the missed slots are settled for good
    clock.advance(0.5 * HOUR)  # 11:00, on time: both policies run it
    [on_time] = await runner.run_due()
    assert on_time.status == "finished" and on_time.missed == 0


async def test_two_runners_at_the_same_moment_run_a_slot_once(companion: Companion) -> None:
    clock = ManualClock(START)
    one, heard_one = _runner(companion, clock)
    two, heard_two = _runner(companion, clock)
    await one.add("Once only.", every=HOUR)
    clock.advance(HOUR)
    await asyncio.gather(one.run_due(), two.run_due())
    assert len(heard_one) + len(heard_two) == 1


def test_bad_timetables_are_refused_with_what_to_write() -> None:
    with pytest.raises(ScheduleError, match="like 30m, 2h or 1d"):
        parse_every("half an hour")
    with pytest.raises(ScheduleError, match="shortest interval is 1m"):
        parse_every("10s")
    with pytest.raises(ScheduleError, match="five fields"):
        check_cron("0 25 * * *")


def test_a_slot_a_timer_sees_a_few_minutes_late_is_on_time() -> None:
    from memory import Schedule

    hourly = Schedule(
        id="x", task="t", every_seconds=3600, cron=None, agent=None, catch_up="skip",
        created_at=START, next_run=START,
    )  # fmt: skip
    late = due(hourly, START + 5 * 60)
    assert late is not None and late.fire and late.missed == 0
    stale = due(hourly, START + 40 * 60)  # past half the way to the next slot
    assert stale is not None and not stale.fire and stale.missed == 1
