"""Overlapping findings: the strongest class wins, then the longest span.

Detectors overlap by design (an e-mail inside a connection string, a vocabulary term
inside an address). Each place of the text ends up in at most one finding: the winner
keeps its span, and a loser keeps only the parts of its span that stick out beyond the
winners, so that nothing a detector found is left in clear text; a loser that lies
mostly inside a winner (the host part of ``pass@db.example`` after the password won)
or whose head is inside one, is dropped.
"""

from __future__ import annotations

from bisect import bisect_right, insort
from collections.abc import Iterable

from trust.detectors.name_gazetteer import gazetteer
from trust.findings import Finding


class _Taken:
    """Disjoint spans kept so far, sorted, so each lookup is a bisection."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []

    def uncovered(self, start: int, end: int) -> list[tuple[int, int]]:
        pieces: list[tuple[int, int]] = []
        index = bisect_right(self.ends, start)  # first kept span ending after start
        cursor = start
        while index < len(self.starts) and self.starts[index] < end:
            if self.starts[index] > cursor:
                pieces.append((cursor, self.starts[index]))
            cursor = max(cursor, self.ends[index])
            index += 1
        if cursor < end:
            pieces.append((cursor, end))
        return pieces

    def add(self, start: int, end: int) -> None:
        insort(self.starts, start)
        insort(self.ends, end)


def _named(findings: set[Finding], text: str) -> set[Finding]:
    """A special-category term that is a given name or a surname inside a longer
    person's name is the name ("Christian van der Steen", "Yasmin Kaya", "Erik Ahmadi"),
    not a religion or a medicine: it goes, so the name is withheld whole instead of
    losing a part to the term."""
    people = [f for f in findings if f.kind == "PERSON" and " " in text[f.start : f.end]]
    if not people:
        return findings
    table = gazetteer()
    return {
        f
        for f in findings
        if not f.detector.startswith("special")
        or not text[f.start : f.start + 1].isupper()
        or not any(
            p.start <= f.start and f.end <= p.end and p.end - p.start > f.end - f.start
            for p in people
        )
        or not (
            table.is_given(text[f.start : f.end])
            or table.is_surname(text[f.start : f.end])
            or _strongly_named(f, people)
        )
    }


def _strongly_named(term: Finding, people: list[Finding]) -> bool:
    """Inside a name a strong cue introduced ("my name is Zudaro Loda"), a capitalised
    word is part of the name, whatever a lexicon of medicines says."""
    return any(p.confidence >= 0.9 and p.start <= term.start and term.end <= p.end for p in people)


def _in_address(findings: set[Finding]) -> set[Finding]:
    """A capitalised special-category word inside a street address is part of the
    street's or the town's name ("Avenue des Gay", "impasse du Alex Chrétien", "Sint
    Agatha"): the address is withheld whole, not split around a "religion"."""
    addresses = [f for f in findings if f.kind == "ADDRESS"]
    if not addresses:
        return findings
    return {
        f
        for f in findings
        if not f.detector.startswith("special")
        or not any(a.start <= f.start and f.end <= a.end and a != f for a in addresses)
    }


def resolve(findings: Iterable[Finding], text: str) -> list[Finding]:
    ranked = sorted(
        _in_address(_named(set(findings), text)),
        key=lambda f: (-f.sensitivity.rank, -(f.end - f.start), -f.confidence, f.start),
    )
    taken = _Taken()
    kept: list[Finding] = []
    for finding in ranked:
        pieces = taken.uncovered(finding.start, finding.end)
        if not pieces:
            continue
        if pieces[0][0] != finding.start or sum(b - a for a, b in pieces) * 2 < (
            finding.end - finding.start
        ):
            continue  # its head or most of it is inside a stronger finding: the rest is
            # that finding's surroundings (the host after ``user:pass@``)
        for start, end in pieces:
            if any(c.isalnum() for c in text[start:end]):
                kept.append(finding.model_copy(update={"start": start, "end": end}))
                taken.add(start, end)
    return _joined(sorted(kept, key=lambda f: (f.start, -f.end)), text)


def _joined(findings: list[Finding], text: str) -> list[Finding]:
    """Two special-category findings of one kind with only spaces between are one detail
    ("Seventh-day Adventist", "La France insoumise"): one placeholder, no word between
    two placeholders telling what they hide. Amounts and doses stay apart."""
    joined: list[Finding] = []
    for finding in findings:
        last = joined[-1] if joined else None
        if (
            last is not None
            and last.kind == finding.kind
            and last.detector.startswith("special")
            and finding.detector.startswith("special")
            and last.end <= finding.start
            and not text[last.end : finding.start].strip(" ")
            and not _amount(text[last.start : last.end] + text[finding.start : finding.end])
        ):
            joined[-1] = last.model_copy(update={"end": finding.end})
            continue
        joined.append(finding)
    return joined


def _amount(text: str) -> bool:
    """A dose or a sum is its own detail, asked about on its own ("50 mg")."""
    return any(c.isdigit() for c in text)
