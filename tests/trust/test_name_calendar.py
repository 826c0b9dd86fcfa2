"""Months and weekdays in dates are not names, however many people are called Dec or Mai."""

from __future__ import annotations

import datetime
import random

import pytest

from trust import TrustEngine

ENGINE = TrustEngine()
_RNG = random.Random(11)
_DAYS = [datetime.date(2026, 1, 1) + datetime.timedelta(days=_RNG.randrange(365)) for _ in range(8)]


@pytest.mark.parametrize("day", _DAYS)
def test_a_git_log_date_is_no_person(day: datetime.date) -> None:
    when = f"{day:%a %b} {day.day} 08:14:02 2026 +0000"
    text = f"commit 3f1c2ab\nAuthor: ci <ci@noreply.example>\nDate:   {when}"
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PERSON"], text


@pytest.mark.parametrize("day", _DAYS)
def test_a_month_before_a_day_is_no_person(day: datetime.date) -> None:
    text = f"we ship on {day:%b} {day.day}, then again in {day:%B}"
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PERSON"], text


def test_a_name_before_a_date_is_still_one() -> None:
    text = "my friend Anna Dec said hi, and Mai Nguyen comes on Mai 5"
    people = {f.value(text) for f in ENGINE.classify(text).findings if f.kind == "PERSON"}
    assert {"Anna Dec", "Mai Nguyen"} <= people
