"""Unicode letter classes narrowed to the alphabets a table of rules is written for.

RE2 compiles ``\\p{Lu}``, ``\\p{Ll}``, ``\\p{L}`` and ``\\p{N}`` into every letter of
every script: hundreds of UTF-8 byte ranges per class, copied into each place a pattern
uses one. The address rules use them dozens of times over, for streets and cities
written in Latin, Greek and Cyrillic letters (the other scripts they know, kanji and
kana, have their own ``\\p{Han}`` classes, left as written). Narrowed to the code points
of those alphabets (U+0000–U+052F and Latin Extended Additional/Greek Extended,
U+1E00–U+1FFF; full-width letters are folded by NFKC before any rule runs), the address
programs shrink to about a third and build in about 0.4 of the time; after scanning,
the rules alone hold ~12 MB less (``bench/rules_bench.py``), the ready engine ~8 MB.

A class is replaced with the same members within those blocks, so what a rule finds in
text of those alphabets is unchanged. Inside a negated class (``[^\\p{L}\\p{N}]``, a
word's boundary) a letter of another script now counts as a boundary, which can only
let a rule end where it would not have before next to, say, Arabic text.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import cache

_BLOCKS = ((0x0000, 0x052F), (0x1E00, 0x1FFF))
_CATEGORIES = {
    "Lu": ("Lu", "Lt"),  # title-case digraphs (ǅ) start a capitalised word too
    "Ll": ("Ll",),
    "L": ("Lu", "Ll", "Lt", "Lm", "Lo"),
    "N": ("Nd", "Nl", "No"),
}


def narrowed(pattern: str) -> str:
    """``pattern`` with each ``\\p{Lu|Ll|L|N}`` replaced by explicit code-point ranges."""
    out: list[str] = []
    in_class = False
    at = 0
    while at < len(pattern):
        char = pattern[at]
        name = _property_at(pattern, at)
        if name is not None:
            ranges = _ranges(name)
            out.append(ranges if in_class else f"[{ranges}]")
            at = pattern.index("}", at) + 1
            continue
        if char == "\\":
            out.append(pattern[at : at + 2])
            at += 2
            continue
        if char == "[" and not in_class:
            in_class, at = True, _open_class(pattern, at, out)
            continue
        if char == "]" and in_class:
            in_class = False
        out.append(char)
        at += 1
    return "".join(out)


def _property_at(pattern: str, at: int) -> str | None:
    if not pattern.startswith("\\p{", at):
        return None
    name = pattern[at + 3 : pattern.index("}", at)]
    return name if name in _CATEGORIES else None


def _open_class(pattern: str, at: int, out: list[str]) -> int:
    """Copies a class's opening (``[``, ``[^``, a leading literal ``]``); where it ends."""
    end = at + 1
    if pattern.startswith("^", end):
        end += 1
    if pattern.startswith("]", end):
        end += 1
    out.append(pattern[at:end])
    return end


@cache
def _ranges(name: str) -> str:
    wanted = _CATEGORIES[name]
    points = [
        point
        for first, last in _BLOCKS
        for point in range(first, last + 1)
        if unicodedata.category(chr(point)) in wanted
    ]
    return "".join(_range_text(run) for run in _runs(points))


def _runs(points: Sequence[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for point in points:
        if runs and runs[-1][1] == point - 1:
            runs[-1] = (runs[-1][0], point)
        else:
            runs.append((point, point))
    return runs


def _range_text(run: tuple[int, int]) -> str:
    first, last = run
    return _escape(first) if first == last else f"{_escape(first)}-{_escape(last)}"


def _escape(point: int) -> str:
    """The character itself where a class allows it: the compiled regexp keeps its
    pattern's text, and ``\\x{0100}`` for each of a thousand letters is megabytes."""
    char = chr(point)
    if char in "\\]^-[" or not char.isprintable():
        return f"\\x{{{point:04X}}}"
    return char
