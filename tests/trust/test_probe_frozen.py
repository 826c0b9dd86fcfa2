"""The probe sets in tests/trust/probe stay as written on 2026-12-07 (messages_3.jsonl,
and special_4.jsonl: 40 hand-written disclosures of health, belief, sexuality, union
membership and record, scored with ``--path``).

Each was committed before any rule was changed against it, so its first figures measure
main as it was; an edit would make later figures incomparable. New probes go into a new file.
"""

from __future__ import annotations

import hashlib

from tests.trust.probe.score import DATA, load

SPECIAL = DATA.with_name("special_4.jsonl")
SPECIAL_SHA256 = "67a21cee4478e6584f0c64b75cc02c0d2ca3e8499789fa12412730961b6e18a6"
SHA256 = "f59e9ad2fbb46179244817cd014d71c6212374c2f22fa023142890142cee76db"


def test_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(DATA.read_bytes()).hexdigest() == SHA256


def test_probe_values_occur_in_their_texts() -> None:
    for item in load():
        assert all(want.value in item.text for want in item.must_withhold), item.id


def test_special_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(SPECIAL.read_bytes()).hexdigest() == SPECIAL_SHA256
    assert all(w.value in i.text for i in load(SPECIAL) for w in i.must_withhold)
