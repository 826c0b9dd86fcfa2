"""Addresses in Turkey ("Bağdat Cad. No: 214 D: 7, Kadıköy / İstanbul") and Hungary
("Király utca 46, 1061 Budapest"), and a Japanese bank account after its type word
("普通 1847263"). Invented streets and numbers; the negatives use the same words with
no address or account."""

from __future__ import annotations

import pytest

from tests.trust.labelled_cases import cases, covered
from trust import TrustEngine

TR_STREETS = [
    "Bağdat Cad. No: {v} D: 7, Kadıköy / İstanbul",
    "Atatürk Bulvarı No:{v}/3, Çankaya / Ankara",
    "Gül Sokak No. {v} Daire 4, Konak, İzmir",
    "Cumhuriyet Mah. Lale Sk. No: {v}, Bursa",
    "İstiklal Caddesi {v}, Beyoğlu",
]
HU_STREETS = [
    "Király utca {v}, 1061 Budapest",
    "Andrássy út {v}., 1062 Budapest",
    "Dózsa György tér {v}, Szeged",
    "Petőfi Sándor u. {v}, 4025 Debrecen",
    "Szent István körút {v}",
]
NUMBERS = ["214", "46", "12/B", "3"]
SENTENCES = ["Adres: {label}\nTel yok", "Please post it to {label}, thanks", "{label}"]


@pytest.mark.parametrize(
    ("text", "value"), cases(TR_STREETS + HU_STREETS, NUMBERS, SENTENCES[:1] + SENTENCES[1:2])
)
def test_street_number(engine: TrustEngine, text: str, value: str) -> None:
    street = next(line for line in text.split("\n") if value in line)
    head = street.split(": ", 1)[1] if street.startswith("Adres: ") else street
    head = head.removeprefix("Please post it to ").removesuffix(", thanks")
    assert covered(engine, text, head), text


NOT_ADDRESSES = [
    "Bağdat Caddesi İstanbul'un en uzun caddelerinden biridir",
    "A Király utca a belváros egyik legszebb utcája",
    "Chapter 3: Cad. drawings are due No: later than Friday",
    "普通の日です、1847263人が来ました",
]


@pytest.mark.parametrize("text", NOT_ADDRESSES)
def test_street_words_alone_pass(engine: TrustEngine, text: str) -> None:
    kinds = {f.kind for f in engine.classify(text).findings}
    assert not kinds & {"ADDRESS", "ACCOUNT_NUMBER"}, text


JP_ACCOUNTS = [
    "振込先は みずほ銀行 渋谷支店 普通 {v} です",
    "口座: 当座 {v}",
    "普通預金 口座番号 {v}",
    "三井住友銀行 新宿支店 普通口座 {v}",
]


@pytest.mark.parametrize(("text", "value"), cases(JP_ACCOUNTS, ["1847263", "0092714"], ["{label}"]))
def test_japanese_account(engine: TrustEngine, text: str, value: str) -> None:
    assert covered(engine, text, value), text
