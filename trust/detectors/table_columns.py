"""The columns of a pasted table, named by its header: a password manager's export
(``url,username,password,extra``), a customer list (``customer_id,first_name,…``), a
``mysql>`` result box, a Markdown table, an SQL ``INSERT``'s rows.

The header says once what every row holds, so a value in a ``password`` column is a
secret, one in a ``customer_id`` column an account number and one in a ``Nachname``
column a person's name, however it looks: no row repeats the name
(``table_headers.py``). Comma, semicolon, tab and ``|`` tables count; the rows are the
lines after the header with at least as many fields, up to a blank line; rule lines
(``+----+----+``, ``|---|:--|``) are skipped.
"""

from __future__ import annotations

import csv
import re

from trust.detectors.secret_values import is_stand_in
from trust.detectors.table_headers import ADDRESS, BIRTH, PERSON, PHONE, SECRET, header_columns
from trust.detectors.table_sql import inserted_rows
from trust.findings import Finding
from trust.kinds import PERSONAL_DATA_KINDS, secret_finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_DELIMITERS = (",", ";", "\t", "|")
_HEADER_FIELD = re.compile(r"[^\W\d][\w .\-#]{0,40}")
_RULE_LINE = re.compile(r"[\s+|:=\-]*[=\-]{3}[\s+|:=\-]*")
_ROWS = 5000  # rows read after one header: a megabyte of table is still one pass
# what an empty cell says in an export
_EMPTY = frozenset(["null", "none", "n/a", "na", "nil", "-", "--", "?", "unknown", "tbd"])
_NAME_VALUE = re.compile(r"[^\W\d_](?:[^\W\d_]|[ .'’\-])*")
_PHONE_VALUE = re.compile(r"\+?[\d ()./\-]{6,24}")


class TableColumnDetector:
    name = "table-columns"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        found = [_finding(*cell) for cell in inserted_rows(text, scan.lower) if _holds(*cell[1:])]
        if "\n" not in text or not any(d in text for d in _DELIMITERS):
            return found
        lines = _lines(text)
        for index, (_, line) in enumerate(lines):
            header = _header(line)
            if header is not None:
                found.extend(_column_values(lines[index + 1 : index + 1 + _ROWS], *header))
        return found


def _column_values(
    rows: list[tuple[int, str]], delimiter: str, columns: dict[int, str]
) -> list[Finding]:
    found: list[Finding] = []
    width = max(columns) + 1
    for start, line in rows:
        if not line.strip():
            break
        if _RULE_LINE.fullmatch(line):
            continue
        if line.count(delimiter) + 1 < width:
            break
        for column, (offset, value) in enumerate(_fields(line, delimiter)):
            kind = columns.get(column)
            if kind is not None and _holds(value, kind):
                found.append(_finding(start + offset, value, kind))
    return found


def _lines(text: str) -> list[tuple[int, str]]:
    lines, start = [], 0
    for line in text.split("\n"):
        lines.append((start, line))
        start += len(line) + 1
    return lines


def _header(line: str) -> tuple[str, dict[int, str]] | None:
    """The delimiter and the columns worth withholding, if ``line`` is a table header."""
    for delimiter in _DELIMITERS:
        if line.count(delimiter) < 1:
            continue
        names = [n.strip().strip("\"'`") for n in line.split(delimiter)]
        if not all(_HEADER_FIELD.fullmatch(n) for n in names if n):
            continue
        columns = header_columns(names)
        if columns:
            return delimiter, columns
    return None


def _holds(value: str, kind: str) -> bool:
    """Does the cell hold a value of its column's kind, not an empty or stand-in one?"""
    value = value.strip()
    if not value or len(value) > 256 or value.casefold() in _EMPTY:
        return False
    if kind == SECRET:
        return not is_stand_in(value)  # "********", "<password>", "${DB_PASS}"
    digits = sum(c.isdigit() for c in value)
    if kind == PERSON:
        return len(value) <= 80 and _NAME_VALUE.fullmatch(value) is not None
    if kind == BIRTH:
        return digits >= 4
    if kind == PHONE:
        return digits >= 6 and _PHONE_VALUE.fullmatch(value) is not None
    if kind == ADDRESS:
        return len(value) >= 3
    return True


def _fields(line: str, delimiter: str) -> list[tuple[int, str]]:
    """Each field's offset in the line and its value, quotes and padding taken off."""
    values = next(csv.reader([line], delimiter=delimiter), [])
    fields, cursor = [], 0
    for value in values:
        offset = line.find(value, cursor) if value else cursor
        if offset < 0:
            break
        stripped = value.strip()
        fields.append((offset + value.find(stripped) if stripped else offset, stripped))
        cursor = offset + len(value)
    return fields


def _finding(start: int, value: str, kind: str) -> Finding:
    value = value.strip()
    if kind == SECRET:
        return secret_finding(start, start + len(value), "SECRET", TableColumnDetector.name, 0.85)
    return Finding(
        start=start,
        end=start + len(value),
        kind=kind,
        # a name in a customer or patient list is a row of someone's record: private, as
        # a name tied to the person's life is, and never cut by a shorter name finding
        sensitivity=max(PERSONAL_DATA_KINDS.get(kind, Sensitivity.PRIVATE), Sensitivity.PRIVATE),
        detector=TableColumnDetector.name,
        confidence=0.8,
    )
