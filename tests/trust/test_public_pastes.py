"""Long harmless pastes (press releases, …) pass untouched; the look-alikes about the
person's own people are still withheld."""

from __future__ import annotations

import pytest

from trust import TrustEngine

ENGINE = TrustEngine()

_RELEASES = [
    "LONDON, 1 December 2026 — {co} plc today announced results.\n"
    'Chief Executive {name} said the results showed "continued progress in our plan".',
    "München, 3. Dezember 2026 – Die {co} AG hat den Umsatz gesteigert. "
    "Vorstandsvorsitzender {name} sprach von einem starken Jahr.",
    "PARIS, le 2 décembre 2026 — {co} SA annonce un accord. Le PDG {name} a salué l'accord.",
]
_NAMES = ["Roland Busch", "Tufan Erginbilgiç", "Margit Sørensen", "Laurent Vasseur"]


@pytest.mark.parametrize("template", _RELEASES)
@pytest.mark.parametrize("name", _NAMES)
def test_press_release_officer_passes(template: str, name: str) -> None:
    text = template.format(co="Northwind Holdings", name=name)
    assert [f for f in ENGINE.classify(text).findings if f.kind == "PERSON"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Acme plc. Our Chief Executive Sarah Jones told me I was fired.",
        "Acme AG: CEO Tom Baker emailed me about my contract.",
        "Vorstandsvorsitzender Roland Busch hat mich gestern angerufen.",
        "Chief Executive Sarah Jones said we need to talk.",  # no company named
    ],
)
def test_officer_tied_to_the_person_is_withheld(text: str) -> None:
    assert any(f.kind == "PERSON" for f in ENGINE.classify(text).findings)
