"""Bounded runs of letters, rewritten as unbounded before RE2 compiles a pattern.

RE2 expands a counted repetition into one copy of its item per count, and a class
holding ``\\p{L}`` is hundreds of UTF-8 byte ranges: ``(?:[ ][\\p{L}'.]{1,16}){1,4}``
alone is 64 such copies, ~45 ms of compiling with the interpreter held (the window's
thread waits on it at start). A word's length never decides what a rule finds, since
the text around the run bounds the match, so ``{0,N}`` becomes ``*`` and ``{1,N}``
becomes ``+`` for letter classes without digits, with N at least ``MIN_BOUND``. Such a
pattern compiles about ten times faster (``bench/rules_bench.py``). Short bounds
(``\\p{Ll}{1,2}``, an abbreviation) are kept as written.
"""

from __future__ import annotations

import re

MIN_BOUND = 8
_COUNT = re.compile(r"\{([01]),(\d+)\}")


def unbounded_letter_runs(pattern: str) -> str:
    out: list[str] = []
    at = 0
    while at < len(pattern):
        item_end = _item_end(pattern, at)
        item = pattern[at:item_end]
        out.append(item)
        count = _COUNT.match(pattern, item_end)
        if count is not None and _is_letters(item) and int(count[2]) >= MIN_BOUND:
            out.append("*" if count[1] == "0" else "+")
            item_end = count.end()
        at = item_end
    return "".join(out)


def _item_end(pattern: str, at: int) -> int:
    """Where the atom starting at ``at`` ends: an escape, a class, or one character."""
    if pattern[at] == "\\":
        if pattern.startswith("p{", at + 1) or pattern.startswith("P{", at + 1):
            return pattern.index("}", at) + 1
        return at + 2
    if pattern[at] != "[":
        return at + 1
    end = at + 1
    if end < len(pattern) and pattern[end] == "^":
        end += 1
    if end < len(pattern) and pattern[end] == "]":
        end += 1  # a "]" first in a class is a member
    while end < len(pattern) and pattern[end] != "]":
        end += 2 if pattern[end] == "\\" else 1
    return end + 1


def _is_letters(item: str) -> bool:
    """A letter class (``\\p{L…}``, alone or with punctuation); one with digits is a
    value's shape, whose length may matter."""
    if item.startswith("\\p{L"):
        return True
    letters = item.startswith("[") and not item.startswith("[^") and "\\p{L" in item
    return letters and "\\d" not in item and "0-9" not in item
