"""``ares classify [--json|--jsonl] [--show-values] [FILE|-]``: what the Trust Engine sees.

Without a flag it prints the text's class, then one line per finding: kind, class,
span and a masked value. ``--json`` prints one object
``{"sensitivity", "findings": [{"start", "end", "kind", "sensitivity", "detector"}]}``;
``--jsonl`` reads one JSON object with a ``text`` key per line and writes one result
line per input line, in order. Raw values appear only with ``--show-values``.

A JSONL line that is not an object with a string ``text`` does not stop the run (losing
the lines after it would be worse): its output line is ``{"line": N, "error": "..."}``,
a message naming the line goes to stderr, and the exit code is 2 once all lines are done.
Exit codes: 0 ok, 2 usage error (bad arguments, unreadable file, bad JSONL line).
"""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, TextIO

from app.cli.common import CliError, ExitCode, print_json, settings_for
from app.cli.stdin_text import StdinText
from app.controller.views.classification import (
    ClassificationView,
    Classifier,
    classifier_for,
    classify,
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "classify",
        help="classify a text and list what is private in it",
        description="Classify a text (a file, or standard input for - or no argument) "
        "and list the findings. Values are masked unless --show-values.",
    )
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print one JSON object")
    form.add_argument(
        "--jsonl",
        action="store_true",
        help='read {"text": ...} per line, write one result per line',
    )
    parser.add_argument("--show-values", action="store_true", help="include raw values")
    parser.add_argument("file", nargs="?", default="-", metavar="FILE|-")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    _paths, settings = settings_for(args)
    classifier = classifier_for(settings)
    if args.jsonl:
        with _open(args.file) as stream:
            return _run_jsonl(classifier, stream, show_values=args.show_values)
    with _open(args.file) as stream:
        text = stream.read()
    if args.json:
        print_json(classify(classifier, text, show_values=args.show_values))
    else:
        _print_human(classify(classifier, text, show_values=True), show_values=args.show_values)
    return int(ExitCode.OK)


def mask(value: str) -> str:
    """Enough to recognise a finding, never enough to use it: the length and an ellipsis."""
    return f"…({len(value)} chars)"


def _print_human(result: ClassificationView, *, show_values: bool) -> None:
    lines = [result.sensitivity]
    for f in result.findings:
        raw = f.value or ""
        value = raw if show_values else mask(raw)
        lines.append(f"  {f.kind:<22} {f.sensitivity!s:<9} {f.start}-{f.end}  {value}")
    sys.stdout.write("\n".join(lines) + "\n")


def _run_jsonl(classifier: Classifier, stream: TextIO, *, show_values: bool) -> int:
    code = ExitCode.OK
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        text, problem = _text_of(line)
        if problem is not None:
            print(f"ares: line {number}: {problem}", file=sys.stderr)
            print_json({"line": number, "error": problem}, compact=True)
            code = ExitCode.USAGE
            continue
        print_json(classify(classifier, text, show_values=show_values), compact=True)
    return int(code)


def _text_of(line: str) -> tuple[str, str | None]:
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return "", f"not JSON ({exc.msg})"
    if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
        return "", 'not an object with a string "text"'
    return obj["text"], None


def _open(name: str) -> AbstractContextManager[TextIO]:
    if name == "-":
        return StdinText()
    try:
        return Path(name).open(encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot read {name}: {exc.strerror}") from None
