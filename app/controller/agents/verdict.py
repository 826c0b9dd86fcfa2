"""A reviewer's verdict read from its reply: ``ACCEPT`` or ``REJECT``, and its notes.

The verdict is on the first non-empty line: leading non-letters are skipped (``**``,
``1.``, ``> ``), and the first run of letters must be exactly ``ACCEPT`` or ``REJECT``
(``Accepted``, ``accept`` or ``ACCEPTABLE`` are not a verdict). The notes are the rest
of the reply — what follows the word on that line, then the lines after it. An empty
reply, or one whose first word is neither, gives ``None``: the caller treats "no
verdict" as "not judged", never as a rejection.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Decision = Literal["ACCEPT", "REJECT"]
_DECISIONS: tuple[Decision, ...] = ("ACCEPT", "REJECT")


class Verdict(BaseModel):
    model_config = ConfigDict(frozen=True)

    decision: Decision
    notes: str = ""

    @property
    def accepted(self) -> bool:
        return self.decision == "ACCEPT"


def parse_verdict(reply: str | None) -> Verdict | None:
    """The verdict in ``reply``, or None when there is none."""
    if not reply:
        return None
    lines = reply.splitlines()
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return None
    line = lines[first]
    start = next((i for i, ch in enumerate(line) if ch.isalpha()), None)
    if start is None:
        return None
    end = start
    while end < len(line) and line[end].isalpha():
        end += 1
    word = line[start:end]
    decision = next((d for d in _DECISIONS if d == word), None)
    if decision is None:
        return None
    rest = [_after_word(line[end:]), *lines[first + 1 :]]
    return Verdict(decision=decision, notes="\n".join(rest).strip())


def _after_word(text: str) -> str:
    """``: missing the date`` → ``missing the date``: the separator is not a note."""
    return text.lstrip(" \t*_:;,.-—–)]>")
