"""The probe sets in tests/trust/probe stay as written on 2026-12-07 (messages_3.jsonl,
and special_4.jsonl: 40 hand-written disclosures of health, belief, sexuality, union
membership and record, scored with ``--path``; and code_5.jsonl, 152 code and config
snippets in the style of a secret scanner's cases, and chat_5.jsonl, 137 chat messages
in nine languages, both written blind on 2026-12-07 by someone who had not read the rules;
and pasted_6.jsonl, 110 longer pastes in eight languages (mail threads, CVs, forms, doctor's
letters, chat exports, logs, config and CI output), 24 of them ordinary, written blind on
2026-12-07 by someone who had not read the rules, after probe 5; and tools_8.jsonl, 187
short cases in a detector test suite's style, 65 of them negatives, and chat_8.jsonl, 158
chat messages in nine languages, 40 of them ordinary, both written blind on 2026-12-07
in a later session; and mixed_9.jsonl, 176 chats, pastes and ordinary texts in eleven
languages, 52 of them ordinary, written blind later that session; and work_10.jsonl, 174
texts of the working week (threads, pastes, config, paperwork) in twelve languages, 53 of
them ordinary, written blind on 2026-12-07 in a third session; and life_11.jsonl, 180
texts of personal life (family chats, letters, forms, dictation) in twelve languages, 56
of them ordinary, written blind in a fourth session).

Each was committed before any rule was changed against it, so its first figures measure
main as it was; an edit would make later figures incomparable. New probes go into a new file.
"""

from __future__ import annotations

import hashlib

import pytest

from tests.trust.probe.score import DATA, load

# each file and the sha256 it was committed with
FROZEN = {
    "special_4.jsonl": "67a21cee4478e6584f0c64b75cc02c0d2ca3e8499789fa12412730961b6e18a6",
    "code_5.jsonl": "3c353475d0baf1158eda887f716ded5e6f900ef89c95fb370d39f84559dae35c",
    "chat_5.jsonl": "56007373322ce007e42cbbfca6c8965788446772932f337f79450b4d4dc1f73c",
    "pasted_6.jsonl": "b1911eb1de216bc73d1f79bcb3f5267d9ec4cf4fe5ddad0492e4cc5524ae03a8",
    "chat_8.jsonl": "1b28c1c9e7986d92cfa766671a01c7fe8a017ee2f8775423e4395307b6a6abfc",
    "mixed_9.jsonl": "e69eb0fb48d48322e46dca5d2e6591cb1785244efe963ba3a058dd7da7f6e0c8",
    "tools_8.jsonl": "87e8d3eeaea63c1ad3e968750db391cc20c19d7e1c81c5bf7f4e83b134da677e",
    "work_10.jsonl": "2de89e7ed549a81caad84d1278708c7369dea2a30aee51de94b388e5808fe979",
    "life_11.jsonl": "b2b1582627837835d3e9f3169b10709316ac6d1bc6d42bc8adc7aab8df9c4f2a",
}
SHA256 = "f59e9ad2fbb46179244817cd014d71c6212374c2f22fa023142890142cee76db"


def test_probe_set_is_unchanged() -> None:
    assert hashlib.sha256(DATA.read_bytes()).hexdigest() == SHA256


def test_probe_values_occur_in_their_texts() -> None:
    for item in load():
        assert all(want.value in item.text for want in item.must_withhold), item.id


@pytest.mark.parametrize(("name", "sha256"), FROZEN.items())
def test_later_probe_sets_are_unchanged(name: str, sha256: str) -> None:
    path = DATA.with_name(name)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == sha256
    assert all(w.value in i.text for i in load(path) for w in i.must_withhold)
