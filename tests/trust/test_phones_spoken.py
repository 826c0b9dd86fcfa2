"""A number dictated digit by digit (a voice note, a transcript) is withheld as a
number in digits is; counting and prose with a few number words pass."""

from __future__ import annotations

import random

import pytest

from trust import TrustEngine
from trust.detectors.phone_words import DIGIT_WORDS

ENGINE = TrustEngine()
# the digit words of one language, 0..9, and a sentence around a dictated number
LANGUAGES = {
    "en": ("zero one two three four five six seven eight nine", "text me on {n} later"),
    "es": ("cero uno dos tres cuatro cinco seis siete ocho nueve", "llámame al {n} mañana"),
    "it": ("zero uno due tre quattro cinque sei sette otto nove", "chiamami al {n} stasera"),
    "pt": ("zero um dois três quatro cinco seis sete oito nove", "me liga no {n} depois"),
    "fr": ("zéro un deux trois quatre cinq six sept huit neuf", "appelle-moi au {n} demain"),
    "de": ("null eins zwei drei vier fünf sechs sieben acht neun", "ruf mich an unter {n}"),
    "pl": ("zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć", "dzwoń na {n} jutro"),
}


def _withheld(text: str, value: str) -> bool:
    # as a phone: twelve Spanish digit words are BIP-39 words too, and no seed phrase
    at = text.index(value)
    spans = [(f.start, f.end) for f in ENGINE.classify(text).findings if f.kind == "PHONE"]
    return any(a <= at and at + len(value) <= b for a, b in spans)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_number_read_out_digit_by_digit_is_withheld(language: str) -> None:
    digits, sentence = LANGUAGES[language]
    names, rng, leaked = digits.split(), random.Random(language), []
    for _ in range(25):
        number = [rng.randrange(10) for _ in range(rng.randint(9, 11))]
        value = " ".join(names[d] for d in number)
        text = sentence.format(n=value)
        if not _withheld(text, value):
            leaked.append(text)
    assert not leaked, leaked


def test_every_listed_digit_word_reads_as_its_digit() -> None:
    assert DIGIT_WORDS["siete"] == 7 and DIGIT_WORDS["sju"] == 7 and DIGIT_WORDS["yedi"] == 7
    assert DIGIT_WORDS["oh"] == 0 and DIGIT_WORDS["tre"] == 3


def test_double_and_triple_repeat_the_next_digit() -> None:
    text = "my number is oh seven seven double oh nine one four three eight two"
    assert _withheld(text, "oh seven seven double oh nine one four three eight two")


@pytest.mark.parametrize(
    "text",
    [
        "count with me: one, two, three, four, five, six, seven, eight",
        "uno, dos, tres, cuatro, cinco, seis, siete, ocho: ¡a jugar!",
        "ten nine eight seven six five four three two one liftoff",
        "one or two people, maybe three, said five was too many",
        "i have two cats, one dog and three fish",
    ],
)
def test_counting_and_number_words_in_prose_are_no_number(text: str) -> None:
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PHONE"], text


def test_the_span_is_the_number_where_lower_casing_changes_the_text_length() -> None:
    # "İ" lower-cases to two characters: a span read off the lowered text would slip
    value = "sıfır beş üç iki dört bir sekiz yedi dokuz üç"
    text = f"İİİ İzmir'deyim, ara beni: {value}"
    found = [f.value(text) for f in ENGINE.classify(text).findings if f.kind == "PHONE"]
    assert found == [value]
