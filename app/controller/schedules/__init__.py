"""Tasks on a timetable: ``timing`` (slots, what is due, catch-up), ``runner`` (a run is
a turn with origin ``schedule``), ``heartbeat`` (firing in-process while the window or
tray runs), ``clock`` (time, injectable)."""

from app.controller.schedules.clock import Clock, SystemClock
from app.controller.schedules.heartbeat import Heartbeat
from app.controller.schedules.runner import ScheduleRan, ScheduleRunner
from app.controller.schedules.timing import Due, ScheduleError, check_cron, due, parse_every

__all__ = [
    "Clock",
    "Due",
    "Heartbeat",
    "ScheduleError",
    "ScheduleRan",
    "ScheduleRunner",
    "SystemClock",
    "check_cron",
    "due",
    "parse_every",
]
