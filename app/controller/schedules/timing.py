"""When a schedule runs: its slots (every N minutes from its first run, or the matches of
a cron expression in local time), and what is due at a moment.

A slot whose time passed while nothing was looking (the window closed, no timer ran)
is *missed*: with catch-up ``once`` one run makes up for all of them, with ``skip``
none does and the schedule waits for its next slot. A slot is on time, not missed,
while less than half the way to the next one has passed (at most 15 minutes): a timer
that looks every few minutes still runs each slot.

    ScheduleError     a bad ``--every`` or ``--cron``; the message says what to write
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from cronsim import CronSim, CronSimError
from pydantic import BaseModel

from memory import Schedule

MAX_GRACE = 15 * 60.0
MIN_EVERY = 60  # seconds: a schedule is for unattended work, not a busy loop
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_EVERY = re.compile(r"^\s*(\d+)\s*([smhd])\s*$")
_COUNT_CAP = 10_000  # missed cron slots counted one by one up to this


class ScheduleError(ValueError):
    """A timetable that cannot be kept; the message is for the person."""


def parse_every(text: str) -> int:
    """``30m`` → 1800 seconds (units s, m, h, d; at least one minute)."""
    match = _EVERY.match(text)
    if match is None:
        raise ScheduleError(
            f"--every {text!r} is not an interval: write a number and a unit, like 30m, "
            "2h or 1d (s, m, h, d)."
        )
    seconds = int(match.group(1)) * _UNITS[match.group(2)]
    if seconds < MIN_EVERY:
        raise ScheduleError(f"--every {text!r} is too often: the shortest interval is 1m.")
    return seconds


def check_cron(expression: str) -> str:
    """The expression if cron can read it (five fields, local time)."""
    try:
        CronSim(expression, datetime.now().astimezone())
    except CronSimError as exc:
        raise ScheduleError(
            f"--cron {expression!r} is not a cron expression ({exc}); it has five fields: "
            'minute hour day-of-month month day-of-week, e.g. "0 8 * * 1-5".'
        ) from None
    return expression


def first_run(now: float, *, every: int | None, cron: str | None) -> float:
    if every is not None:
        return now + every
    assert cron is not None
    return _cron_after(cron, now)


class Due(BaseModel):
    """What a schedule comes to at a moment: whether it runs now, for which slot, how
    many slots were missed, and its next slot after this one."""

    fire: bool
    slot: float  # the latest slot that has come
    missed: int  # slots that passed unseen (the one run now not counted)
    next_run: float


def due(schedule: Schedule, now: float) -> Due | None:
    """None while its next slot is still to come."""
    if schedule.next_run > now:
        return None
    if schedule.every_seconds is not None:
        step = schedule.every_seconds
        count = int((now - schedule.next_run) // step) + 1
        latest = schedule.next_run + (count - 1) * step
        following = latest + step
    else:
        assert schedule.cron is not None
        latest, count = _cron_latest(schedule.cron, schedule.next_run, now)
        following = _cron_after(schedule.cron, now)
    on_time = now - latest <= min(MAX_GRACE, (following - latest) / 2)
    return Due(
        fire=on_time or schedule.catch_up == "once",
        slot=latest,
        missed=count - (1 if on_time else 0),
        next_run=following,
    )


def _local(ts: float) -> datetime:
    return datetime.fromtimestamp(ts).astimezone()


def _cron_after(expression: str, ts: float) -> float:
    """The first match strictly after ``ts``."""
    return next(CronSim(expression, _local(ts))).timestamp()


def _cron_latest(expression: str, start: float, now: float) -> tuple[float, int]:
    """The last match at or before ``now``, and how many matches lie in [start, now]."""
    latest = next(CronSim(expression, _local(now) + timedelta(seconds=1), reverse=True))
    count = 0
    for match in CronSim(expression, _local(start) - timedelta(seconds=1)):
        if match > latest or count >= _COUNT_CAP:
            break
        count += 1
    return latest.timestamp(), max(count, 1)
