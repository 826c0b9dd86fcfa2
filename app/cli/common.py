"""What every sub-command shares: exit codes, errors, JSON output, reading input."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from enum import IntEnum
from pathlib import Path
from typing import Any, TextIO

from pydantic import BaseModel

from app.config import Paths, Settings, load_settings, resolve_home


class ExitCode(IntEnum):
    """Documented in the README; scripts rely on these numbers."""

    OK = 0
    USAGE = 2  # bad arguments or configuration
    UNAVAILABLE = 3  # the worker could not be reached
    REFUSED = 4  # refused by policy or by the person's consent answer
    WORKER_ERROR = 5  # the worker answered with an error


class CliError(Exception):
    """Ends a command with one sentence on stderr and the given exit code."""

    def __init__(self, message: str, code: ExitCode = ExitCode.USAGE) -> None:
        super().__init__(message)
        self.code = code


def home_paths(args: argparse.Namespace) -> Paths:
    return resolve_home(getattr(args, "home", None))


def settings_for(args: argparse.Namespace) -> tuple[Paths, Settings]:
    paths = home_paths(args)
    return paths, load_settings(paths)


def check_target(path: Path, *, force: bool) -> None:
    """An output file may be written: new (or ``--force``) and in an existing folder."""
    if path.exists() and not force:
        raise CliError(f"{path} exists; choose another file or add --force.", ExitCode.USAGE)
    if not path.parent.is_dir():
        raise CliError(f"{path.parent} is not a folder.", ExitCode.USAGE)


def read_text(value: str | None) -> str:
    """A message argument, or standard input for ``-`` (or when omitted)."""
    if value is None or value == "-":
        from app.cli.stdin_text import read_all

        return read_all()
    return value


def to_jsonable(obj: Any) -> Any:
    if isinstance(obj, BaseModel):
        return obj.model_dump(mode="json")
    if isinstance(obj, list | tuple):
        return [to_jsonable(item) for item in obj]
    if isinstance(obj, dict):
        return {key: to_jsonable(value) for key, value in obj.items()}
    return obj


def print_json(obj: Any, *, compact: bool = False) -> None:
    text = json.dumps(
        to_jsonable(obj), ensure_ascii=False, indent=None if compact else 2, default=str
    )
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def jsonl_texts(stream: TextIO) -> Iterator[tuple[int, str, str | None]]:
    """``(line number, text, problem)`` for each non-blank line of ``{"text": ...}`` JSONL.

    A bad line yields a problem instead of stopping the run: losing the lines after it
    would be worse than reporting it.
    """
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            yield number, "", f"not JSON ({exc.msg})"
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
            yield number, "", 'not an object with a string "text"'
            continue
        yield number, obj["text"], None
