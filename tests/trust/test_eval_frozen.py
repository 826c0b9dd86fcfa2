"""The frozen held-out set (``tests/trust/eval``): unchanged, and no worse than when frozen.

The floors are what main achieved when the set was frozen (2026-12-01), rounded towards
passing, so this test catches regressions only; whoever improves the engine raises them.
The checksum fails loudly on any edit of ``messages.jsonl``: the set is not to be tuned.
"""

from __future__ import annotations

import hashlib

import pytest

from tests.trust.conftest import report
from tests.trust.eval.payloads import locate
from tests.trust.eval.score import DATA, Figures, Item, load, render, score

FROZEN_SHA256 = "db7a57ce64261240468e9c5f89e09af805c3f9520ed0b3cb20002e01c6add8f5"
KINDS = {
    "secret",
    "person_name",
    "address",
    "phone",
    "email",
    "id_document",
    "financial_account",
    "other_identifier",
    "special_category",
}
# Engine recall per kind may not fall below these (rate of values fully covered).
RECALL_FLOORS = {
    "all": 0.39,
    "secret": 0.51,
    "person_name": 0.0,
    "address": 0.46,
    "phone": 0.91,
    "email": 0.75,
    "id_document": 0.25,
    "financial_account": 0.60,
    "other_identifier": 0.09,
    "special_category": 0.25,
}
# Messages leaking >= 1 value to the external worker may not rise above these counts.
LEAK_CEILINGS = {
    "all": 168,
    "kind:secret": 63,
    "kind:person_name": 44,
    "kind:address": 7,
    "kind:phone": 2,
    "kind:email": 1,
    "kind:id_document": 14,
    "kind:financial_account": 4,
    "kind:other_identifier": 8,
    "kind:special_category": 31,
}
OVER_REDACTED_CEILING = 11  # ordinary messages altered on the way out, of 154


@pytest.fixture(scope="module")
def items() -> list[Item]:
    return load()


@pytest.fixture(scope="module")
def figures(items: list[Item]) -> Figures:
    result = score(items)
    for line in render(result):
        report("held-out chat set (tests/trust/eval, frozen 2026-12-01)", line)
    return result


def test_the_frozen_set_is_unchanged_and_well_formed(items: list[Item]) -> None:
    assert hashlib.sha256(DATA.read_bytes()).hexdigest() == FROZEN_SHA256, (
        "tests/trust/eval/messages.jsonl changed: the held-out set is frozen; fix only an "
        "outright labelling mistake, say so in the commit, and update FROZEN_SHA256"
    )
    assert len({item.id for item in items}) == len(items)
    with_values = [item for item in items if item.must_withhold]
    assert len(with_values) >= 220
    assert len(items) - len(with_values) >= 140
    for item in with_values:
        for want in item.must_withhold:
            assert want.kind in KINDS, item.id
            assert locate(want.value, item.text), f"{item.id}: value is not in the text"


def test_engine_recall_holds_its_floors(figures: Figures) -> None:
    low = {
        kind: figures.recall[kind].rate
        for kind, floor in RECALL_FLOORS.items()
        if figures.recall[kind].rate < floor
    }
    assert low == {}, "engine recall fell below the frozen floors"


def test_leaks_to_an_external_worker_do_not_grow(figures: Figures) -> None:
    high = {
        key: figures.leaking[key].hit
        for key, ceiling in LEAK_CEILINGS.items()
        if figures.leaking[key].hit > ceiling
    }
    assert high == {}, "more held-out messages leak a value than when the set was frozen"


def test_ordinary_messages_are_not_altered_more_often(figures: Figures) -> None:
    assert figures.over_redacted.hit <= OVER_REDACTED_CEILING
