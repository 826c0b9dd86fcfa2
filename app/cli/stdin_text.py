"""Standard input as UTF-8 text, saying on stderr what did not arrive as text.

Bytes that are not UTF-8 become U+FFFD (one per bad sequence) and NUL bytes stay as
U+0000; either way the person is told, once, when the input has been read, and that
the offsets ARES reports count characters of the text as decoded — not bytes.
"""

from __future__ import annotations

import codecs
import io
import sys
from types import TracebackType
from typing import TextIO

_HANDLER = "ares-stdin-replace"
_replaced = [0]  # bad sequences seen by the handler since the last StdinText opened


def _replace(error: UnicodeError) -> tuple[str, int]:
    assert isinstance(error, UnicodeDecodeError)
    _replaced[0] += 1
    return "\ufffd", error.end


codecs.register_error(_HANDLER, _replace)


class StdinText:
    """``with StdinText() as stream:`` — a text stream over standard input (not closed
    afterwards); the notes go to stderr on leaving the block."""

    def __init__(self) -> None:
        self.nuls = 0

    def __enter__(self) -> TextIO:
        _replaced[0] = 0
        self._wrapper: io.TextIOWrapper | None = None
        buffer = getattr(sys.stdin, "buffer", None)
        stream: TextIO = sys.stdin  # already text (embedded, or a test's StringIO)
        if buffer is not None:
            self._wrapper = io.TextIOWrapper(
                buffer, encoding="utf-8", errors=_HANDLER, newline="\n"
            )
            stream = self._wrapper
        return _Counting(stream, self)  # type: ignore[return-value]  # reads, iterates like one

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._wrapper is not None:
            self._wrapper.detach()  # standard input stays open for whoever reads next
        for note in notes(_replaced[0], self.nuls):
            print(f"ares: {note}", file=sys.stderr)


def notes(replaced: int, nuls: int) -> list[str]:
    out = []
    if replaced:
        s = "s" if replaced != 1 else ""
        out.append(
            f"standard input is not valid UTF-8: {replaced} invalid byte sequence{s} "
            "became U+FFFD (�)."
        )
    if nuls:
        s = "s" if nuls != 1 else ""
        out.append(f"standard input contains {nuls} NUL byte{s}; kept as U+0000.")
    if out:
        out.append("Offsets count characters of the text as decoded, not bytes.")
    return out


def read_all() -> str:
    with StdinText() as stream:
        return stream.read()


class _Counting:
    """Reads through to the wrapper, counting NUL characters on the way."""

    def __init__(self, stream: TextIO, owner: StdinText) -> None:
        self._stream = stream
        self._owner = owner

    def _seen(self, text: str) -> str:
        self._owner.nuls += text.count("\0")
        return text

    def read(self, size: int = -1) -> str:
        return self._seen(self._stream.read(size))

    def readline(self, size: int = -1) -> str:
        return self._seen(self._stream.readline(size))

    def __iter__(self) -> _Counting:
        return self

    def __next__(self) -> str:
        line = self.readline()
        if not line:
            raise StopIteration
        return line
