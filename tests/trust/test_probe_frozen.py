"""The probe sets in tests/trust/probe stay as written on 2026-12-07 (messages_3.jsonl,
and special_4.jsonl: 40 hand-written disclosures of health, belief, sexuality, union
membership and record, scored with ``--path``; and code_5.jsonl, 152 code and config
snippets in the style of a secret scanner's cases, and chat_5.jsonl, 137 chat messages
in nine languages, both written blind on 2026-12-07 by someone who had not read the rules;
and pasted_6.jsonl, 110 longer pastes in eight languages (mail threads, CVs, forms, doctor's
letters, chat exports, logs, config and CI output), 24 of them ordinary, written blind on
2026-12-07 by someone who had not read the rules, after probe 5).

Each was committed before any rule was changed against it, so its first figures measure
main as it was; an edit would make later figures incomparable. New probes go into a new file.
"""

from __future__ import annotations

import hashlib

from tests.trust.probe.score import DATA, load

SPECIAL = DATA.with_name("special_4.jsonl")
SPECIAL_SHA256 = "67a21cee4478e6584f0c64b75cc02c0d2ca3e8499789fa12412730961b6e18a6"
SHA256 = "f59e9ad2fbb46179244817cd014d71c6212374c2f22fa023142890142cee76db"
CODE = DATA.with_name("code_5.jsonl")
CODE_SHA256 = "3c353475d0baf1158eda887f716ded5e6f900ef89c95fb370d39f84559dae35c"
CHAT = DATA.with_name("chat_5.jsonl")
CHAT_SHA256 = "56007373322ce007e42cbbfca6c8965788446772932f337f79450b4d4dc1f73c"
PASTED = DATA.with_name("pasted_6.jsonl")
PASTED_SHA256 = "b1911eb1de216bc73d1f79bcb3f5267d9ec4cf4fe5ddad0492e4cc5524ae03a8"


def test_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(DATA.read_bytes()).hexdigest() == SHA256


def test_probe_values_occur_in_their_texts() -> None:
    for item in load():
        assert all(want.value in item.text for want in item.must_withhold), item.id


def test_special_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(SPECIAL.read_bytes()).hexdigest() == SPECIAL_SHA256
    assert all(w.value in i.text for i in load(SPECIAL) for w in i.must_withhold)


def test_code_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(CODE.read_bytes()).hexdigest() == CODE_SHA256
    assert all(w.value in i.text for i in load(CODE) for w in i.must_withhold)


def test_chat_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(CHAT.read_bytes()).hexdigest() == CHAT_SHA256
    assert all(w.value in i.text for i in load(CHAT) for w in i.must_withhold)


def test_pasted_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(PASTED.read_bytes()).hexdigest() == PASTED_SHA256
    assert all(w.value in i.text for i in load(PASTED) for w in i.must_withhold)
