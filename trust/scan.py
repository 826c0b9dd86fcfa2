"""One text prepared once for every detector: UTF-8 bytes, lowercase, offset mapping.

google-re2 matches on UTF-8 bytes; encoding the text once here (instead of once per
pattern, as ``re2`` does for ``str``) keeps a scan of hundreds of rules linear and cheap.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import cached_property

import re2


def _latin1() -> re2.Options:
    options = re2.Options()
    options.encoding = re2.Options.Encoding.LATIN1  # raw bytes, not UTF-8 characters
    return options


_CONTINUATION = re2.compile(b"[\x80-\xbf]+", _latin1())
_UNANCHORED = re2._Anchor.UNANCHORED
Spans = list[tuple[int, int]]  # byte spans of a match and its groups; (-1, -1): no group


def search_spans(regexp: re2._Regexp, data: bytes, position: int) -> Spans | None:
    """The first match at or after ``position`` as the byte spans of its groups: what
    ``regexp.search(data, position)`` holds, without the wrapper's generator and match
    object, which cost more than RE2's own search on a short text."""
    spans: Spans = regexp._regexp.Match(_UNANCHORED, data, position, len(data))
    return None if spans[0][0] < 0 else spans


class Scan:
    """The text a classification looks at; char/byte offsets converted on demand."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.data = text.encode("utf-8", errors="surrogatepass")
        self._ascii = len(self.data) == len(text)

    @cached_property
    def lower(self) -> str:
        return self.text.lower()

    @cached_property
    def lower_data(self) -> bytes:
        return self.lower.encode("utf-8", errors="surrogatepass")

    @cached_property
    def _continuations(self) -> tuple[list[int], list[int]]:
        """Runs of UTF-8 continuation bytes as (starts, cumulative lengths)."""
        starts: list[int] = []
        totals: list[int] = []
        total = 0
        for match in _CONTINUATION.finditer(self.data):
            begin, end = match.span()
            total += end - begin
            starts.append(begin)
            totals.append(total)
        return starts, totals

    def char_offset(self, byte_offset: int) -> int:
        """The character index of a byte offset that falls on a character boundary."""
        if self._ascii:
            return byte_offset
        starts, totals = self._continuations
        runs = bisect_left(starts, byte_offset)  # runs wholly before the offset
        return byte_offset - (totals[runs - 1] if runs else 0)

    def has_context(self, start: int, words: tuple[str, ...], window: int) -> bool:
        """Does one of ``words`` begin a word in the ``window`` characters before
        ``start``? ("tin" counts in "TIN: …", not in "meeting")."""
        before = self.text[max(0, start - window) : start].lower()
        return any(_starts_a_word(before, word) for word in words)


def _starts_a_word(text: str, word: str) -> bool:
    index = text.find(word)
    while index >= 0:
        if index == 0 or not text[index - 1].isalnum():
            return True
        index = text.find(word, index + 1)
    return False
