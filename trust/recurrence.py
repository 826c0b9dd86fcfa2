"""A withheld value written again elsewhere in the text is withheld there too.

"my password is Xy7pq!abc … when I type Xy7pq!abc again" and "SSN 529-41-7736, without
dashes 529417736": the words that told a detector what the value is stand before the
first mention only, and a placeholder on the first leaves the second in clear. An
identifier (a value with at least six digits) is matched again whatever separators it
is written with; any other value only as written, case included, and as a whole word.
One RE2 pass finds every recurrence, so a dense text costs one scan, not one per value.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

import re2

from trust.findings import Finding

_MOST = 400  # distinct values in one pass: beyond that, the strongest classes first
_LONGEST = 200  # a key file is found whole by its own rule; its copy would be a file too
_SEPARATOR = r"[ .\-/]?"


def recurrences(findings: Iterable[Finding], text: str) -> list[Finding]:
    """The further mentions of every value found, as findings of the same kind."""
    findings = list(findings)
    taken = _Spans(findings)
    by_value: dict[str, Finding] = {}
    for finding in sorted(findings, key=lambda f: -f.sensitivity.rank):
        value = text[finding.start : finding.end]
        key = _key(value)
        if key is not None and key not in by_value:
            by_value[key] = finding
    if not by_value:
        return []
    chosen = dict(list(by_value.items())[:_MOST])
    patterns = [_pattern(key) for key in chosen]
    found: list[Finding] = []
    regexp = re2.compile("|".join(f"({p})" for p in patterns), re2.Options())
    keys = list(chosen)
    for match in regexp.finditer(text):
        group = match.lastindex
        if group is None or not _bounded(text, match.start(), match.end()):
            continue
        origin = chosen[keys[group - 1]]
        if taken.covered(match.start(), match.end(), origin):
            continue  # found there already, maybe as something more exact
        found.append(
            origin.model_copy(
                update={
                    "start": match.start(),
                    "end": match.end(),
                    "detector": "recurrence",
                    "confidence": origin.confidence * 0.9,
                }
            )
        )
    return found


class _Spans:
    """The resolved findings, disjoint and sorted, so each lookup is a bisection."""

    def __init__(self, findings: list[Finding]) -> None:
        self.findings = sorted(findings, key=lambda f: f.start)
        self.ends = [f.end for f in self.findings]

    def covered(self, start: int, end: int, origin: Finding) -> bool:
        """Withheld there already by a finding as strong, whole: a weaker or shorter one
        ("1000" as a number plate inside "KENTEKEN#1000") gives way to the copy."""
        index = bisect_right(self.ends, start)
        while index < len(self.findings) and self.findings[index].start < end:
            found = self.findings[index]
            if found.start <= start and end <= found.end:
                return found.sensitivity.rank >= origin.sensitivity.rank
            index += 1
        return False


def _key(value: str) -> str | None:
    """What is matched again: an identifier's digits and letters, else the value itself
    (four characters at least: a shorter one is too often an ordinary word)."""
    # a span that kept the full stop after it ("password: AAAA10!.") recurs without
    value = value.strip().rstrip(".,;:")
    if len(value) < 4 or len(value) > _LONGEST or "\n" in value:
        return None
    if sum(c.isdigit() for c in value) >= 6 and all(c.isalnum() or c in " .-/" for c in value):
        return "\0" + "".join(c for c in value if c.isalnum())
    return value


def _pattern(key: str) -> str:
    if key.startswith("\0"):
        return _SEPARATOR.join(key[1:])  # letters and digits: nothing to escape
    return str(re2.escape(key))


def _bounded(text: str, start: int, end: int) -> bool:
    """Not a piece of a longer word or number: "abc1234" is not in "xabc12345"."""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    head, tail = text[start], text[end - 1]
    return not (head.isalnum() and before.isalnum()) and not (tail.isalnum() and after.isalnum())
