"""A withheld value written again elsewhere in the text is withheld there too.

"my password is Xy7pq!abc … when I type Xy7pq!abc again" and "SSN 529-41-7736, without
dashes 529417736": the words that told a detector what the value is stand before the
first mention only, and a placeholder on the first leaves the second in clear; so do
the words of a full name written alone later (``name_parts.py``). An
identifier (a value with at least six digits) is matched again whatever separators it
is written with; any other value only as written, case included, and as a whole word.
A value found once, the common case, costs one ``count``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from functools import lru_cache

from trust.findings import Finding
from trust.name_parts import name_parts

_MOST = 400  # distinct values looked for again: beyond that, the strongest classes first
_PASSES = 50_000_000  # characters of identifier searches a text may cost
_LONGEST = 200  # a key file is found whole by its own rule; its copy would be a file too
_SEPARATOR = r"[ .\-/]?"
_SEPARATORS = re.compile(r"[ .\-/]")


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
    for word, finding in name_parts(findings, text):
        by_value.setdefault(word, finding)  # "Harriet" after "From: Harriet Okonkwo"
    if not by_value:
        return []
    found: list[Finding] = []
    squeezed = _SEPARATORS.sub("", text) if any(k[:1] == "\0" for k in by_value) else text
    # each identifier looked for is one pass over the text: a dense megabyte gets the
    # strongest fifty, a message all of them
    patterned = max(50, _PASSES // max(len(text), 1))
    for key, origin in list(by_value.items())[:_MOST]:
        if key[:1] == "\0":
            patterned -= 1
            if patterned < 0:
                continue
        for start, end in _mentions(text, squeezed, key):
            if not _bounded(text, start, end) or taken.covered(start, end, origin):
                continue  # part of a longer word, or found there already
            found.append(
                origin.model_copy(
                    update={
                        "start": start,
                        "end": end,
                        "detector": "recurrence",
                        "confidence": origin.confidence * 0.9,
                    }
                )
            )
    return found


def _mentions(text: str, squeezed: str, key: str) -> Iterator[tuple[int, int]]:
    """Where the key stands: as written, or an identifier's characters with any
    separators. A value that occurs once, the common case, is answered by one ``count``
    (of the text without separators, for an identifier)."""
    if key.startswith("\0"):
        if squeezed.count(key[1:]) < 2:
            return
        for match in _identifier(key).finditer(text):
            yield match.start(), match.end()
        return
    if text.count(key) < 2:
        return
    index = text.find(key)
    while index >= 0:
        yield index, index + len(key)
        index = text.find(key, index + 1)


@lru_cache(maxsize=1024)
def _identifier(key: str) -> re.Pattern[str]:
    # letters and digits joined by at most one separator each: no nested repeat, linear
    return re.compile(_SEPARATOR.join(re.escape(c) for c in key[1:]))


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


def _bounded(text: str, start: int, end: int) -> bool:
    """Not a piece of a longer word or number: "abc1234" is not in "xabc12345"."""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    head, tail = text[start], text[end - 1]
    return not (head.isalnum() and before.isalnum()) and not (tail.isalnum() and after.isalnum())
