"""The vault: which placeholder stands for which original value, in one conversation.

``Vault.entries`` maps ``[KIND_N]`` to the original; the memory layer persists it
(encrypted) per conversation and passes it back in, so numbering stays stable. The
vault is thread-safe: a turn's stream and its tool calls may restore concurrently.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

from trust import placeholders


class Vault:
    def __init__(self, entries: Mapping[str, str] | None = None) -> None:
        self._lock = threading.Lock()
        self._entries: dict[str, str] = {}
        self._by_value: dict[tuple[str, str], str] = {}
        self._counters: dict[str, int] = {}
        for placeholder, value in (entries or {}).items():
            self._remember(placeholder, value)

    @property
    def entries(self) -> dict[str, str]:
        """A copy of placeholder → original, for the memory layer to persist."""
        with self._lock:
            return dict(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def placeholder_for(self, kind: str, value: str) -> tuple[str, bool]:
        """The value's placeholder, made on first sight; and whether it is new."""
        key = (kind.upper(), value)
        with self._lock:
            known = self._by_value.get(key)
            if known is not None:
                return known, False
            number = self._counters.get(key[0], 0) + 1
            placeholder = placeholders.make(key[0], number)
            self._remember(placeholder, value)
            return placeholder, True

    def lookup(self, placeholder: str) -> str | None:
        match = placeholders.PATTERN.fullmatch(placeholder)
        if match is None:
            return None
        return self._entries.get(placeholders.canonical(match.group(1), match.group(2)))

    def restore(self, text: str) -> str:
        """Every known placeholder back to its value; unknown look-alikes stay as they are."""
        if "[" not in text or not self._entries:
            return text
        return placeholders.PATTERN.sub(self._replacement, text)

    def restore_obj(self, obj: Any) -> Any:
        """Restore inside tool-call arguments: strings in dicts, lists and tuples."""
        if isinstance(obj, str):
            return self.restore(obj)
        if isinstance(obj, dict):
            return {self.restore_obj(k): self.restore_obj(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [self.restore_obj(item) for item in obj]
        if isinstance(obj, tuple):
            return tuple(self.restore_obj(item) for item in obj)
        return obj

    def stream_restorer(self) -> StreamRestorer:
        return StreamRestorer(self)

    def _replacement(self, match: Any) -> str:
        key = placeholders.canonical(match.group(1), match.group(2))
        value = self._entries.get(key)
        return match.group(0) if value is None else value

    def _remember(self, placeholder: str, value: str) -> None:
        match = placeholders.PATTERN.fullmatch(placeholder)
        if match is None:
            raise ValueError("a vault entry's key is not a placeholder of the form [KIND_N]")
        kind, number = match.group(1).upper(), int(match.group(2))
        canonical = placeholders.canonical(kind, number)
        self._entries[canonical] = value
        self._by_value.setdefault((kind, value), canonical)
        self._counters[kind] = max(self._counters.get(kind, 0), number)

    def __repr__(self) -> str:  # never the values
        return f"Vault({len(self._entries)} entries)"


class StreamRestorer:
    """Restores a streamed answer chunk by chunk.

    A chunk's tail that could still become a placeholder (``[EMA``) is held back until
    the next chunk completes or refutes it; ``flush`` releases whatever is left. The
    concatenated output equals ``vault.restore`` of the whole stream.
    """

    def __init__(self, vault: Vault) -> None:
        self._vault = vault
        self._pending = ""

    def feed(self, chunk: str) -> str:
        text = self._pending + chunk
        cut = _held_from(text)
        self._pending = text[cut:]
        return self._vault.restore(text[:cut])

    def flush(self) -> str:
        text, self._pending = self._pending, ""
        return self._vault.restore(text)


def _held_from(text: str) -> int:
    """Where a possibly unfinished placeholder starts at the end of ``text``."""
    start = text.rfind("[")
    if start < 0 or len(text) - start > placeholders.MAX_LENGTH:
        return len(text)
    if placeholders.PARTIAL.fullmatch(text[start:]) is None:
        return len(text)
    return start
