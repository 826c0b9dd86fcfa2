"""What the labelled-value tests share: whether a finding covers a value, and the
cases built from labels × invented values × sentences."""

from __future__ import annotations

import itertools

from trust import TrustEngine


def covered(engine: TrustEngine, text: str, value: str) -> bool:
    start = text.index(value)
    end = start + len(value)
    return any(f.start <= start and f.end >= end for f in engine.classify(text).findings)


def cases(labels: list[str], values: list[str], sentences: list[str]) -> list[tuple[str, str]]:
    """Each label in each sentence, the values taken in turn so every one is used."""
    rows = []
    for n, (label, sentence) in enumerate(itertools.product(labels, sentences)):
        value = values[n % len(values)]
        rows.append((sentence.format(label=label.format(v=value)), value))
    return rows
