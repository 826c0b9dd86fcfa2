"""Names no gazetteer lists, found by where they stand (``name_coined.py``)."""

from __future__ import annotations

import pytest

from trust.detectors.names import NameDetector


def _found(text: str) -> list[str]:
    return [f.value(text) for f in NameDetector().detect(text)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We ate at Qorvani Telsumo's flat on Sunday", "Qorvani Telsumo"),
        ("Brannoch Veltiri wants the slides by noon", "Brannoch Veltiri"),
        ("Can you draft a reply to Bellobel Riyami about the rent?", "Bellobel Riyami"),
        ("Voy a cenar con Rotaka Zuda el viernes", "Rotaka Zuda"),
        ("Tonight I'm having dinner with Ivelina Stoyanova", "Ivelina Stoyanova"),
        ("Elise and I are going to Lisbon in June", "Elise"),
        ("Anu is moving to Leeds next month", "Anu"),
    ],
)
def test_unlisted_names_in_a_persons_place(text: str, name: str) -> None:
    assert name in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "What's the quickest way from Gdańsk to Tallinn?",
        "Is the night train for Ljubljana still running?",
        "I deploy it with Kubernetes and Terraform",
        "I built the backend with Supabase because it was cheap",
        "Ich arbeite gerade mit Pydantic und es nervt",
        "Trabajo con Supabase en mi proyecto",
        "Terraform said the plan has no changes",
        "Stiftung Warentest hat den Test veröffentlicht",
        "Lekarz powiedział, że to nic groźnego",
        "Szef powiedział, że jutro wolne",
        "Wir haben den Film mit Untertiteln gesehen",
        "Rust and I never got along",
        "Kotlin and I took a while to get along",
        "Dune is my favourite book and I read it twice",
        "Lisbon is lovely in spring",
    ],
)
def test_places_products_and_words_pass(text: str) -> None:
    assert _found(text) == []
