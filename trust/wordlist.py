"""A sorted word list held as one block of UTF-8, for "is this an ordinary word?".

The word lists the detectors ask (``trust/data/*/*.txt.gz``: hundreds of thousands of
words) cost ~13–30 MB each as a ``frozenset`` of ``str``. Held as the file's text, with
where the words of each two-byte beginning lie, they cost about the file's decoded
size, and a question is one dictionary lookup and one substring search
(``bench/wordlist_bench.py``). The text stays UTF-8 bytes: as a ``str``, one letter
beyond Latin-1 (a Polish "ł") makes Python store every character in two bytes, which
doubled the largest list. The file must be sorted in code-point order
(``"\\n".join(sorted(words))``), as every list's build script writes it; UTF-8 keeps that
order byte for byte, so the words that begin alike are one run of lines.
"""

from __future__ import annotations

import gzip
from importlib import resources

PREFIX = 2


class WordList:
    def __init__(self, text: str | bytes) -> None:
        data = text.encode("utf-8") if isinstance(text, str) else text
        self._text = b"\n" + data + b"\n"  # every word then sits between two newlines
        self._runs: dict[bytes, tuple[int, int]] = {}
        at = 1
        while at < len(self._text):
            line_end = self._text.index(b"\n", at)
            key = self._text[at : min(at + PREFIX, line_end)]
            stop = line_end + 1 if len(key) < PREFIX else self._run_end(key, line_end + 1)
            self._runs[key] = (at - 1, stop)
            at = stop

    def _run_end(self, key: bytes, low: int) -> int:
        """Where the first line from ``low`` on that does not begin with ``key`` starts."""
        text, high = self._text, len(self._text)
        while low < high:
            middle = (low + high) // 2
            start = text.rfind(b"\n", 0, middle) + 1
            if text.startswith(key, start):
                low = text.index(b"\n", start) + 1
            else:
                high = start
        return low

    @classmethod
    def from_resource(cls, *parts: str) -> WordList:
        """The gzipped list at ``trust/<parts…>``."""
        data = resources.files("trust").joinpath(*parts).read_bytes()
        return cls(gzip.decompress(data))

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str) or not word or "\n" in word:
            return False
        encoded = word.encode("utf-8", "surrogatepass")
        run = self._runs.get(encoded[:PREFIX])
        return run is not None and self._text.find(b"\n" + encoded + b"\n", *run) >= 0

    def begins_a_word(self, prefix: str) -> bool:
        """Does some word of the list begin with ``prefix`` (two letters or more)?"""
        encoded = prefix.encode("utf-8", "surrogatepass")
        run = self._runs.get(encoded[:PREFIX])
        return (
            run is not None
            and len(encoded) >= PREFIX
            and self._text.find(b"\n" + encoded, *run) >= 0
        )

    def __len__(self) -> int:
        return self._text.count(b"\n") - 1
