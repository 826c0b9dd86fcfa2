"""Births told with a place ("nata a Kyiv il …", "born in Accra on …") and the birth
fields of Turkish and Japanese forms; the founding dates of things pass.
"""

from __future__ import annotations

import pytest

from tests.trust.labelled_cases import covered
from trust import TrustEngine

BIRTH_TEXTS = [
    ("il conduttore Sig.ra Oksana, nata a Kyiv il {v}, permesso n. 2", "17/06/1992"),
    ("Marco Bellini, nato a Bari il {v}, residente in Via Roma 3", "03.11.1985"),
    ("Claire Dubois, née à Lyon le {v}, demeurant à Paris", "14/02/1979"),
    ("Paul Martin, né à Nantes le {v}", "22/09/1990"),
    ("Kwame Mensah, born in Accra on {v}, applies for", "05/08/1988"),
    ("Jonas Weber, geboren in Köln am {v}, wohnhaft in Bonn", "21.04.1976"),
    ("Annem Ayşe için randevu lazım, doğum tarihi {v}", "12.09.1958"),
    ("氏名: 佐々木 健太\n生年月日: {v}\n住所: 大阪", "1979年6月21日"),
    ("生年月日：{v}", "1990年1月5日"),
]
NOT_BIRTHS = [
    "Il museo, nato a Roma il secolo scorso, apre il 17/06/2025 alle 10",
    "Le groupe, né à Lyon en 2010, joue le 14/02/2025",
    "Der Verein wurde in Köln am 21.04.1976 gegründet",
    "会議は2024年6月21日です",
]


@pytest.mark.parametrize(("text", "value"), BIRTH_TEXTS)
def test_birth_with_place(engine: TrustEngine, text: str, value: str) -> None:
    text = text.format(v=value)
    assert covered(engine, text, value), text


@pytest.mark.parametrize("text", NOT_BIRTHS)
def test_dates_not_births_pass(engine: TrustEngine, text: str) -> None:
    kinds = {f.kind for f in engine.classify(text).findings}
    assert "DATE_OF_BIRTH" not in kinds, text
