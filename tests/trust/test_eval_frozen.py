"""The frozen held-out sets (``tests/trust/eval``): unchanged, and no worse than when frozen.

The floors are what main achieved when each set was frozen, rounded towards passing, so
this test catches regressions only; whoever improves the engine raises them. (Raised
with the names/addresses/ids/special-category detectors; set 2's over-redaction
ceiling went from 2 to 5 of 55 with them, set 1's from 11 down to 9 of 154.) The
checksums fail loudly on any edit of a set: the sets are not to be tuned against.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.trust.conftest import report
from tests.trust.eval.payloads import locate
from tests.trust.eval.score import SETS, Figures, Item, load, render, score

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


@dataclass(frozen=True)
class Frozen:
    """One set as frozen: its checksum, sizes, and the figures main had then."""

    name: str
    sha256: str
    frozen: str
    with_values: int  # at least this many messages with values, and ordinary ones
    ordinary: int
    recall_floors: dict[str, float] = field(default_factory=dict)  # rate, per kind
    leak_ceilings: dict[str, int] = field(default_factory=dict)  # messages, per kind
    over_redacted: int = 0  # ordinary messages altered on the way out

    @property
    def path(self) -> Path:
        return SETS[self.name]


FROZEN = [
    Frozen(
        name="1",
        sha256="db7a57ce64261240468e9c5f89e09af805c3f9520ed0b3cb20002e01c6add8f5",
        frozen="2026-12-01",
        with_values=220,
        ordinary=140,
        recall_floors={
            "all": 0.90,
            "secret": 0.89,
            "person_name": 0.94,
            "address": 0.89,  # was 0.85: type-first streets, flat parts (issue 11)
            "phone": 0.95,
            "email": 0.75,
            "id_document": 1.00,
            "financial_account": 1.00,
            "other_identifier": 0.81,
            "special_category": 0.85,
        },
        leak_ceilings={
            "all": 20,
            "kind:secret": 11,
            "kind:person_name": 2,
            "kind:address": 0,
            "kind:phone": 1,
            "kind:email": 1,
            "kind:id_document": 0,
            "kind:financial_account": 0,
            "kind:other_identifier": 1,
            "kind:special_category": 5,
        },
        over_redacted=6,  # was 10: names, addresses, networks in ordinary messages (issue 11)
    ),
    Frozen(
        name="2",
        sha256="4414fdc757385b3f3df036be9dd52bed7e9c58615fbab230d1b208e7456b9b4d",
        frozen="2026-12-01",
        with_values=100,
        ordinary=50,
        recall_floors={
            "all": 0.84,
            "secret": 0.86,
            "person_name": 0.89,
            "address": 1.00,  # was 0.77: type-first streets, flat parts (issue 11)
            "phone": 1.00,
            "email": 0.80,
            "id_document": 0.75,
            "financial_account": 0.80,
            "other_identifier": 0.50,
            "special_category": 0.81,
        },
        leak_ceilings={
            "all": 12,
            "kind:secret": 7,
            "kind:person_name": 1,
            "kind:address": 0,
            "kind:phone": 0,
            "kind:email": 1,
            "kind:id_document": 0,
            "kind:financial_account": 1,
            "kind:other_identifier": 1,
            "kind:special_category": 2,
        },
        over_redacted=3,  # was 7: names, addresses, networks in ordinary messages (issue 11)
    ),
]
_FIGURES: dict[str, Figures] = {}


def _figures(frozen: Frozen) -> Figures:
    """Scored once per set per run (the pipeline previews every message)."""
    if frozen.name not in _FIGURES:
        result = _FIGURES[frozen.name] = score(load(frozen.path))
        for line in render(result):
            report(
                f"held-out chat set {frozen.name} ({frozen.path.name}, frozen {frozen.frozen})",
                line,
            )
    return _FIGURES[frozen.name]


@pytest.fixture(params=FROZEN, ids=lambda f: f"set{f.name}")
def frozen(request: pytest.FixtureRequest) -> Frozen:
    return request.param


def test_the_frozen_set_is_unchanged_and_well_formed(frozen: Frozen) -> None:
    assert hashlib.sha256(frozen.path.read_bytes()).hexdigest() == frozen.sha256, (
        f"{frozen.path} changed: a held-out set is frozen; fix only an outright labelling "
        "mistake, say so in the commit, and update its checksum here"
    )
    items: list[Item] = load(frozen.path)
    assert len({item.id for item in items}) == len(items)
    with_values = [item for item in items if item.must_withhold]
    assert len(with_values) >= frozen.with_values
    assert len(items) - len(with_values) >= frozen.ordinary
    for item in with_values:
        for want in item.must_withhold:
            assert want.kind in KINDS, item.id
            assert locate(want.value, item.text), f"{item.id}: value is not in the text"


def test_engine_recall_holds_its_floors(frozen: Frozen) -> None:
    figures = _figures(frozen)
    low = {
        kind: figures.recall[kind].rate
        for kind, floor in frozen.recall_floors.items()
        if figures.recall[kind].rate < floor
    }
    assert low == {}, "engine recall fell below the frozen floors"


def test_leaks_to_an_external_worker_do_not_grow(frozen: Frozen) -> None:
    figures = _figures(frozen)
    high = {
        key: figures.leaking[key].hit
        for key, ceiling in frozen.leak_ceilings.items()
        if figures.leaking[key].hit > ceiling
    }
    assert high == {}, "more held-out messages leak a value than when the set was frozen"


def test_ordinary_messages_are_not_altered_more_often(frozen: Frozen) -> None:
    assert _figures(frozen).over_redacted.hit <= frozen.over_redacted
