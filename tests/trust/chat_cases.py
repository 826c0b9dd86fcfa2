"""A generated chat message and the values in it that must not reach an external worker,
and the strict measure of whether the engine found them."""

from __future__ import annotations

from dataclasses import dataclass

from tests.trust.pii_generators import ENGINE
from trust import Sensitivity


@dataclass(frozen=True)
class Case:
    message: str
    values: tuple[str, ...]


def uncovered(case: Case, at_least: Sensitivity) -> list[str]:
    """The values some character of which no finding at ``at_least`` or above covers
    (the frozen scorer's recall rule), wherever each value occurs in the message."""
    spans = [
        (f.start, f.end)
        for f in ENGINE.classify(case.message).findings
        if f.sensitivity >= at_least
    ]
    missing = []
    for value in case.values:
        start = case.message.find(value)
        while start >= 0:
            if any(not any(a <= i < b for a, b in spans) for i in range(start, start + len(value))):
                missing.append(value)
                break
            start = case.message.find(value, start + 1)
    return missing


def withheld(text: str, value: str, at_least: Sensitivity = Sensitivity.PERSONAL) -> bool:
    """Does one finding at ``at_least`` or above cover the first mention of ``value``?"""
    start = text.index(value)
    return any(
        f.start <= start and start + len(value) <= f.end and f.sensitivity >= at_least
        for f in ENGINE.classify(text).findings
    )
