"""A small thread-safe LRU of classifications, keyed by a digest of the text.

The key also names the vocabulary object the answer was computed with, so an answer
given before the person taught a new private term is never returned after it.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

from trust.findings import Classification

_MAX_TEXT = 64 * 1024  # longer texts are rare and not worth the memory


class ResultCache:
    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[tuple[bytes, int], Classification] = OrderedDict()
        self._owners: dict[int, object] = {}
        self._lock = threading.Lock()

    def get(self, text: str, vocabulary: object) -> Classification | None:
        if self.size <= 0 or len(text) > _MAX_TEXT:
            return None
        key = self._key(text, vocabulary)
        with self._lock:
            if self._owners.get(id(vocabulary)) is not vocabulary:
                return None  # an id reused by a new vocabulary object
            found = self._entries.get(key)
            if found is not None:
                self._entries.move_to_end(key)
            return found

    def put(self, text: str, vocabulary: object, result: Classification) -> None:
        if self.size <= 0 or len(text) > _MAX_TEXT:
            return
        with self._lock:
            if self._owners.get(id(vocabulary)) is not vocabulary:
                self._entries.clear()
                self._owners = {id(vocabulary): vocabulary}
            self._entries[self._key(text, vocabulary)] = result
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._owners.clear()

    @staticmethod
    def _key(text: str, vocabulary: object) -> tuple[bytes, int]:
        digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        return digest, id(vocabulary)
