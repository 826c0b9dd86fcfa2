"""The rows of an SQL ``INSERT`` with a column list, cell by cell.

``INSERT INTO patients (id, full_name, dob) VALUES (8812, 'Harold Jennings',
'1947-06-30'), (…);`` names its columns once, like a CSV header, and each row's values
stand in the same order: the reader pairs them up for ``table_columns.py``. It walks the
text once, quotes and nested parentheses (``NOW()``) counted, and stops at the
statement's ``;`` or the first thing that is not a row.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from trust.detectors.table_headers import header_columns

_INSERT = re.compile(
    r"\bINSERT\s+(?:IGNORE\s+)?INTO\s+[\w.\"`\[\]]{1,128}\s*\(([^()]{1,4000})\)\s*VALUES\s*",
    re.IGNORECASE,
)
_ROWS = 5000  # rows read after one column list


def inserted_rows(text: str, lower: str) -> Iterator[tuple[int, str, str]]:
    """Each personal cell as (offset, value, kind), for every INSERT in ``text``
    (``lower``: the text lower-cased, as the scan holds it)."""
    if "insert" not in lower:
        return
    for match in _INSERT.finditer(text):
        names = [n.strip().strip("\"'`[]") for n in match.group(1).split(",")]
        columns = header_columns(names)
        if not columns:
            continue
        for row in _rows(text, match.end()):
            for column, (offset, value) in enumerate(row):
                kind = columns.get(column)
                if kind is not None:
                    yield offset, value, kind


def _rows(text: str, at: int) -> Iterator[list[tuple[int, str]]]:
    """The value tuples from ``at`` on: ``(…), (…);``."""
    for _ in range(_ROWS):
        while at < len(text) and text[at] in " \t\r\n,":
            at += 1
        if at >= len(text) or text[at] != "(":
            return
        row, at = _row(text, at + 1)
        if row is None:
            return
        yield row


def _row(text: str, at: int) -> tuple[list[tuple[int, str]] | None, int]:
    """One tuple's cells, a quoted one without its quotes, and where the tuple ends."""
    cells: list[tuple[int, str]] = []
    start, depth = at, 0
    while at < len(text):
        char = text[at]
        if char == "'":
            end = _quote_end(text, at + 1)
            if end < 0:
                return None, at
            cells.append((at + 1, text[at + 1 : end]))
            at, start = end + 1, -1
            continue
        if char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
        elif char in ",)" and not depth:
            if start >= 0:
                raw = text[start:at]
                cells.append((start + len(raw) - len(raw.lstrip()), raw.strip()))
            if char == ")":
                return cells, at + 1
            start = at + 1
        at += 1
    return None, at


def _quote_end(text: str, at: int) -> int:
    """The closing quote of a literal opened before ``at`` ('' and \\' escape one)."""
    while True:
        end = text.find("'", at)
        if end < 0:
            return -1
        if text[end - 1] == "\\":
            at = end + 1
        elif text[end + 1 : end + 2] == "'":
            at = end + 2
        else:
            return end
