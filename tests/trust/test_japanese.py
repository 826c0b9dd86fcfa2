"""Japanese text: names by kinship, honorific and self-introduction; health by a
disease's ending and a verb that ties it to someone; passwords without spaces."""

from __future__ import annotations

import pytest
from faker import Faker

from trust import TrustEngine

ENGINE = TrustEngine()
FAKE = Faker("ja_JP")
FAKE.seed_instance(7)
NAMES = [FAKE.name().replace(" ", "").replace("\u3000", "") for _ in range(12)]
FORMS = [
    "夫の{n}が入院しました。",
    "{n}さんに連絡してください",
    "こんにちは、{n}です。よろしく",
    "{n}と申します。",
]


def _found(text: str, value: str, kind: str) -> bool:
    start = text.index(value)
    return any(
        f.kind == kind and f.start <= start and start + len(value) <= f.end
        for f in ENGINE.classify(text).findings
    )


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("name", NAMES)
def test_a_japanese_name_in_context_is_a_person(form: str, name: str) -> None:
    text = form.format(n=name)
    assert _found(text, name, "PERSON"), text


SPACED = [FAKE.name().replace("\u3000", " ") for _ in range(8)]  # "佐藤 花子"
FIELDS = ["氏名：{n}", "お名前: {n}\n住所：東京都", "担当者\t{n}", "氏名（漢字）：{n}", "{n} 様"]


@pytest.mark.parametrize("form", FIELDS)
@pytest.mark.parametrize("name", SPACED)
def test_a_name_in_a_forms_field_is_a_person(form: str, name: str) -> None:
    text = form.format(n=name)
    assert _found(text, name, "PERSON"), text


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("夫がうつ病と診断されました。", "うつ病"),
        ("糖尿病を患っています", "糖尿病"),
        ("母が乳がんの治療中です", "乳がん"),
    ],
)
def test_a_condition_tied_to_someone_is_health(text: str, condition: str) -> None:
    assert _found(text, condition, "HEALTH"), text


@pytest.mark.parametrize(
    "text",
    [
        "うつ病とは何ですか",
        "社長さんにメールを書いて",
        "私は学生です",
        "東京タワーは何メートルですか",
        "担当者：未定",  # the field holds "not decided yet"
        "担当：営業部",  # a department
        "名前を入力してください",
    ],
)
def test_ordinary_japanese_passes(text: str) -> None:
    assert ENGINE.classify(text).findings == (), ENGINE.classify(text)


SURNAMES = sorted({FAKE.last_name() for _ in range(40)})[:12]  # "佐藤", "渡辺"
LISTED_FORMS = [
    "今日は{s}さんが社用車を使っています。",  # a particle before the honorific
    "お疲れ様です。経理の{s}です。",  # a desk and の before the writer
    "明日は欠席します。申し訳ありません。{s}",  # the message signed
]


@pytest.mark.parametrize("form", LISTED_FORMS)
@pytest.mark.parametrize("surname", SURNAMES)
def test_a_family_name_people_carry_is_a_person_with_little_context(
    form: str, surname: str
) -> None:
    text = form.format(s=surname)
    assert _found(text, surname, "PERSON"), text


@pytest.mark.parametrize("seed", range(6))
def test_the_katakana_name_on_an_account_is_a_person(seed: int) -> None:
    fake = Faker("ja_JP")
    fake.seed_instance(seed)
    holder = f"{fake.last_kana_name()} {fake.first_kana_name()}"
    text = f"振込先が変わりました。\n普通 4829173\n口座名義 {holder}\nよろしくお願いします。"
    assert _found(text, holder, "PERSON"), text


@pytest.mark.parametrize(
    "text",
    ["福島の桃はおいしいです", "渋谷で会いましょう。", "東京 大阪 名古屋の天気", "ご苦労様です。"],
)
def test_a_town_that_is_also_a_family_name_stays_a_town(text: str) -> None:
    assert not ENGINE.classify(text).findings, text
