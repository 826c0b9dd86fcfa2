"""The columns of a pasted table, named by its header: a password manager's export
(``url,username,password,extra``), a customer list (``customer_id,first_name,…``).

The header says once what every row holds, so a value in a ``password`` column is a
secret and one in a ``customer_id`` column an account number, however it looks: no
row repeats the name. Comma, semicolon, tab and ``|`` tables count; the rows are the
lines after the header with at least as many fields, up to a blank line.
"""

from __future__ import annotations

import csv
import re

from trust.detectors.secret_names import name_tokens, secret_name
from trust.detectors.secret_values import is_stand_in
from trust.detectors.values import words
from trust.findings import Finding
from trust.kinds import secret_finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_DELIMITERS = (",", ";", "\t", "|")
_HEADER_FIELD = re.compile(r"[A-Za-z_][\w .\-#]{0,40}")
# what an identifier column is called: "customer_id", "Client No", "account"
_HOLDERS = words("customer client account member patient subscriber policy contract")
_ROWS = 5000  # rows read after one header: a megabyte of table is still one pass


class TableColumnDetector:
    name = "table-columns"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        if "\n" not in text or not any(d in text for d in _DELIMITERS):
            return []
        lines = _lines(text)
        found: list[Finding] = []
        for index, (_, line) in enumerate(lines):
            header = _header(line)
            if header is not None:
                found.extend(self._column_values(lines[index + 1 : index + 1 + _ROWS], *header))
        return found

    def _column_values(
        self, rows: list[tuple[int, str]], delimiter: str, columns: dict[int, str]
    ) -> list[Finding]:
        found: list[Finding] = []
        width = max(columns) + 1
        for start, line in rows:
            if not line.strip():
                break
            for column, (offset, value) in enumerate(_fields(line, delimiter)):
                kind = columns.get(column)
                if kind is None or not value.strip() or len(value) > 256:
                    continue
                if kind == "SECRET" and is_stand_in(value):
                    continue  # "********", "<password>", "${DB_PASS}": nothing held
                found.append(_finding(start + offset, value, kind))
            if line.count(delimiter) + 1 < width:
                break
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
        names = [n.strip().strip("\"'") for n in line.split(delimiter)]
        if not all(_HEADER_FIELD.fullmatch(n) for n in names if n):
            continue
        columns = {i: kind for i, n in enumerate(names) if (kind := _column_kind(n))}
        if columns:
            return delimiter, columns
    return None


def _column_kind(name: str) -> str | None:
    if secret_name(name):  # "password", "api_key"; not "password_hint" nor "token_url"
        return "SECRET"
    tokens = name_tokens(name)
    if tokens and tokens[0] in _HOLDERS and (len(tokens) == 1 or tokens[-1] in _ID_WORDS):
        return "ACCOUNT_NUMBER"
    return None


_ID_WORDS = words("id no nr num number ref reference code")


def _fields(line: str, delimiter: str) -> list[tuple[int, str]]:
    """Each field's offset in the line and its value, quotes taken off."""
    values = next(csv.reader([line], delimiter=delimiter), [])
    fields, cursor = [], 0
    for value in values:
        offset = line.find(value, cursor) if value else cursor
        if offset < 0:
            break
        fields.append((offset, value))
        cursor = offset + len(value)
    return fields


def _finding(start: int, value: str, kind: str) -> Finding:
    if kind == "SECRET":
        return secret_finding(start, start + len(value), "SECRET", TableColumnDetector.name, 0.85)
    return Finding(start=start, end=start + len(value), kind=kind,
                   sensitivity=Sensitivity.PRIVATE, detector=TableColumnDetector.name,
                   confidence=0.8)  # fmt: skip
