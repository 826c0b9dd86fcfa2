"""The probe set tests/trust/probe/messages_3.jsonl stays as written on 2026-12-07.

It was committed before any rule was changed against it, so its first figures measure
main as it was; an edit would make later figures incomparable. New probes go into a new file.
"""

from __future__ import annotations

import hashlib

from tests.trust.probe.score import DATA, load

SHA256 = "f59e9ad2fbb46179244817cd014d71c6212374c2f22fa023142890142cee76db"


def test_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(DATA.read_bytes()).hexdigest() == SHA256


def test_probe_values_occur_in_their_texts() -> None:
    for item in load():
        assert all(want.value in item.text for want in item.must_withhold), item.id
