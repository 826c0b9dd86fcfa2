"""Account numbers, staff and client numbers, residence cards, licences and plates that
a label or a shape names: what a user would see is the value withheld, and the same
words with nothing of a person's passing.

Values are drawn at random (seeded) so no test pins one string.
"""

from __future__ import annotations

import random
import string

import pytest

from tests.trust.labelled_cases import covered
from trust import TrustEngine
from trust.detectors.pii import iban_valid

_RNG = random.Random(4017)


def _digits(count: int) -> str:
    return "".join(_RNG.choice(string.digits) for _ in range(count))


def _letters(count: int) -> str:
    return "".join(_RNG.choice(string.ascii_uppercase) for _ in range(count))


def _bad_iban(country: str, length: int) -> str:
    """An IBAN of the country's length whose check digits fail, printed in fours."""
    while True:
        compact = country + _digits(length - 2)
        if not iban_valid(compact):
            return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


IBAN_SENTENCES = [
    "nr konta {v}, termin płatności 14 dni.",
    "prélèvement rejeté sur {v}, facture impayée.",
    "Bitte per Überweisung an {v} bis Freitag.",
    "pode transferir para a conta {v} amanhã",
    "hesap {v} üzerine gönderin",
]


@pytest.mark.parametrize("sentence", IBAN_SENTENCES)
@pytest.mark.parametrize(("country", "length"), [("PL", 28), ("FR", 27), ("DE", 22), ("PT", 25)])
def test_named_iban_withheld_even_when_its_check_fails(
    engine: TrustEngine, sentence: str, country: str, length: int
) -> None:
    value = _bad_iban(country, length)
    text = sentence.format(v=value)
    assert covered(engine, text, value), text


def _staff_id() -> str:
    return _RNG.choice(["EMP-", "ACC-", "CL-", "E", ""]) + _digits(_RNG.randint(5, 9))


ID_LABELS = [
    "(employee no. {v})",
    "Client n° {v} —",
    "super fund member no. {v}.",
    "personeelsnummer {v}",
    "Číslo účtu pro výplatu: {v},",
    "client no {v}",
]


@pytest.mark.parametrize("label", ID_LABELS)
@pytest.mark.parametrize("draw", range(3))
def test_person_number_after_label(engine: TrustEngine, label: str, draw: int) -> None:
    value = _staff_id() if "účtu" not in label else f"{_digits(10)}/{_digits(4)}"
    text = f"Please update the record, {label.format(v=value)} from next month."
    assert covered(engine, text, value), text


RESIDENCE = [
    "karta pobytu nr {v} ważna do 2026",
    "průkaz o povolení k pobytu {v}",
    "ikamet izni no {v}, çalışma izni bekleniyor",
    "ehliyet no {v}. Kaza tutanağı ekte.",
    "má povolení k pobytu, číslo průkazu {v}.",
    "geçici koruma kimlik numarası {v}, başvuru bekliyor",
]


@pytest.mark.parametrize("sentence", RESIDENCE)
@pytest.mark.parametrize("draw", range(2))
def test_residence_card_and_licence_numbers(engine: TrustEngine, sentence: str, draw: int) -> None:
    value = _RNG.choice([_letters(2) + _digits(7), _digits(11), _digits(6)])
    text = sentence.format(v=value)
    assert covered(engine, text, value), text


def test_pix_random_key(engine: TrustEngine) -> None:
    key = "-".join(
        "".join(_RNG.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12)
    )
    text = f"faz o pix pra chave aleatória {key}, valeu!"
    assert covered(engine, text, key), text


@pytest.mark.parametrize("draw", range(4))
def test_turkish_plate_near_a_car_word(engine: TrustEngine, draw: int) -> None:
    plate = (
        f"{_RNG.randint(1, 81):02d} {_letters(_RNG.randint(1, 3))} {_digits(_RNG.randint(2, 4))}"
    )
    text = _RNG.choice(["Şirket aracı {v} plakalı, sürücü Ali.", "Aracın plakası {v}."]).format(
        v=plate
    )
    assert covered(engine, text, plate), text


@pytest.mark.parametrize("draw", range(4))
def test_japanese_plate(engine: TrustEngine, draw: int) -> None:
    office = _RNG.choice(["品川", "練馬", "横浜", "大阪"])
    kana = _RNG.choice(
        "あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろわ"
    )
    plate = f"{office} {_digits(3)} {kana} {_digits(2)}-{_digits(2)}"
    text = f"社用車（{plate}）は今日は田中さんが使用中です。"
    assert covered(engine, text, plate), text


ORDINARY = [
    "Request id 7d3f9a21-4c8e-4b1a-9e62-0f5d8c3b7a14 failed with a 502.",
    "Laptop 16 GB 2048 ile geldi, araç konusunu yarın konuşuruz.",
    "The employee no longer works here since 2019.",
    "Bu yıl 12 AB 300 kişi geldi.",
    "Client notes: call back on Monday about the invoice.",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_texts_pass(engine: TrustEngine, text: str) -> None:
    assert not engine.classify(text).findings, text


UNNAMED_SENTENCES = [
    "überweis mir die 40€ bitte auf {v}, danke dir",
    "send the deposit to {v} by friday",
    "el alquiler va a {v} como siempre",
]


@pytest.mark.parametrize("sentence", UNNAMED_SENTENCES)
@pytest.mark.parametrize(("country", "length"), [("DE", 22), ("ES", 24), ("IT", 27), ("BE", 16)])
def test_printed_iban_of_the_country_shape_withheld_where_money_goes_to_it(
    engine: TrustEngine, sentence: str, country: str, length: int
) -> None:
    compact = country + _digits(length - 2)
    if country == "IT":  # an Italian BBAN opens with its CIN letter
        compact = compact[:4] + _letters(1) + compact[5:]
    value = " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))
    text = sentence.format(v=value)
    assert covered(engine, text, value), text


@pytest.mark.parametrize(
    "value",
    [
        "US12 3456 7890 1234 5678 90",  # no IBAN country
        "NL72 0318 4627 9012 34",  # a Dutch BBAN opens with the bank's four letters
        "DE62 5001 0517 4398 2261",  # two digits short of a German IBAN
    ],
)
def test_grouped_codes_off_every_country_shape_pass(engine: TrustEngine, value: str) -> None:
    text = f"the part number is {value} on the box"
    assert not [f for f in engine.classify(text).findings if f.kind == "IBAN"], text
