"""A thread names its people in full once and then by one word: "From: Harriet
Okonkwo" … "Harriet,". The lone word is withheld too, unless it is an ordinary word."""

from __future__ import annotations

import pytest
from faker import Faker

from trust import Sensitivity, TrustEngine

ENGINE = TrustEngine()
LOCALES = ["en_GB", "de_DE", "fr_FR", "es_ES", "pl_PL", "pt_PT", "nl_NL", "it_IT"]


def _withheld(text: str, start: int, value: str) -> bool:
    return any(
        f.start <= start and start + len(value) <= f.end and f.sensitivity >= Sensitivity.PERSONAL
        for f in ENGINE.classify(text).findings
    )


def _mentions(text: str, word: str) -> list[int]:
    found, at = [], text.find(word)
    while at >= 0:
        before = text[at - 1] if at else " "
        after = text[at + len(word)] if at + len(word) < len(text) else " "
        if not before.isalpha() and not after.isalpha():
            found.append(at)
        at = text.find(word, at + 1)
    return found


def test_a_given_name_written_alone_after_the_full_name_is_withheld() -> None:
    lone, leaked = 0, []
    for locale in LOCALES:
        fake = Faker(locale)
        fake.seed_instance(len(locale) * 7)
        for _ in range(12):
            first, last, other = fake.first_name(), fake.last_name(), fake.first_name()
            text = (
                f"summarise this please\n\nFrom: {first} {last} <x{len(first)}@mail.test>\n"
                f"To: {other} {fake.last_name()}\n\n{other},\n\nthe report is late again.\n\n"
                f"{first}\n\n> {first} wrote: see the attached notes"
            )
            for word in (first, other):
                mentions = _mentions(text, word)
                lone += len(mentions)
                leaked += [word for at in mentions if not _withheld(text, at, word)]
    # a given name that is also a place or a word ("Carolina", "Mariana") may pass alone
    assert len(leaked) <= 0.1 * lone, (len(leaked), lone, leaked)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Thanks,\nSarah Long\n\nLong story short, the build passed.", "Long"),
        ("Regards, Tom Senior\n\nSenior engineers review every change.", "Senior"),
    ],
)
def test_a_surname_that_is_an_ordinary_word_is_not_withheld_alone(text: str, word: str) -> None:
    alone = _mentions(text, word)[-1]
    assert not _withheld(text, alone, word), text
