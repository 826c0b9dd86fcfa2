"""Cutting an echoed answer into streamed pieces (shared by the echo fakes)."""

from __future__ import annotations


def cut(text: str, sizes: list[int]) -> list[str]:
    """``text`` in pieces of the given sizes, cycling through them."""
    pieces: list[str] = []
    at, n = 0, 0
    while at < len(text):
        size = max(1, sizes[n % len(sizes)])
        pieces.append(text[at : at + size])
        at, n = at + size, n + 1
    return pieces or [""]
