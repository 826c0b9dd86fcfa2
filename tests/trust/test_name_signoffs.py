"""Names in places no cue word stands right before: signed at the message's close ("-
Callum", "… przysługuje? Magda", "thx, wei"), in brackets after a kinship word, after a
role word and "is", after a lower-case title with its full stop, and as the holder of
an account. Generated names (Faker, several locales) in each place; words there pass."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from faker import Faker

from trust import Sensitivity, TrustEngine
from trust.detectors.name_gazetteer import clear_given, dictionary_names, gazetteer
from trust.detectors.ordinary import is_ordinary

_LOCALES = ("en_GB", "de_DE", "pl_PL", "it_IT", "fr_FR", "es_ES", "nl_NL")


def _drawn(part: str, keep: Callable[[str], bool], count: int = 3) -> Iterator[str]:
    """``count`` plain names of one ``part`` ("first_name", "last_name") per locale."""
    for locale in _LOCALES:
        fake = Faker(locale)
        fake.seed_instance(5)
        found: list[str] = []
        while len(found) < count:
            name = getattr(fake, part)()
            plain = not any(c in name for c in " -'")
            if plain and keep(name) and name not in found:
                found.append(name)
        yield from found


def _given_names() -> Iterator[str]:
    """Given names the gazetteer holds and no dictionary does: the place is under test,
    not the lists ("Will" closing a message is a word as likely as a name)."""
    table = gazetteer()
    return _drawn(
        "first_name", lambda n: clear_given(table, n) and n.lower() not in dictionary_names()
    )


def _surnames() -> Iterator[str]:
    """Listed surnames that are no given name and no ordinary word of any language."""
    table = gazetteer()

    def keep(name: str) -> bool:
        listed = table.is_surname(name) and name not in table.ambiguous
        return listed and not (table.is_given(name) or is_ordinary(name.lower()))

    return _drawn("last_name", keep)


def _word_surnames(count: int = 6) -> list[str]:
    """Surnames that are words too ("Tan", "Bell", "Baker"): after a given name alone
    they may be the word, so only the place makes the pair a name."""
    table, fake, found = gazetteer(), Faker("en_GB"), list[str]()
    fake.seed_instance(11)
    while len(found) < count:
        name = fake.last_name()
        if name in table.ambiguous and table.is_surname(name) and name not in found:
            found.append(name)
    return found


GIVEN = list(_given_names())
FULL = [f"{g} {s}" for g, s in zip(_given_names(), _surnames(), strict=True)]


def _persons(engine: TrustEngine, text: str) -> list[tuple[str, Sensitivity]]:
    found = engine.classify(text).findings
    return [(f.value(text), f.sensitivity) for f in found if f.kind == "PERSON"]


CLOSINGS = [
    "can u make this sound professional\n\nhi team, im off tmrw, ping me if it breaks\n- {}",
    "i'm in a union at work, does my employer have to know? - {}",
    "jestem w ciąży i pracodawca chce mnie zwolnić, co mi przysługuje? {}",
    "kann mir jemand bei dem Antrag helfen, ich verstehe Abschnitt 3 nicht. {}",
    "thanks for sorting the parking out -{}",  # the dash glued to the name
    "ok, see you at the gate\n-{}",
]


@pytest.mark.parametrize("template", CLOSINGS)
@pytest.mark.parametrize("name", GIVEN[::2])
def test_a_name_closing_the_message_signs_it(engine: TrustEngine, template: str, name: str) -> None:
    text = template.format(name)
    assert _persons(engine, text) == [(name, Sensitivity.PERSONAL)]


@pytest.mark.parametrize("name", GIVEN[1::2])
def test_a_lower_case_name_after_thx_signs_it(engine: TrustEngine, name: str) -> None:
    text = f"can you proofread the attached para? thx, {name.lower()}"
    assert [v for v, _ in _persons(engine, text)] == [name.lower()]


@pytest.mark.parametrize("name", GIVEN[::3])
@pytest.mark.parametrize("kin", ["dad", "sister", "boss", "Schwester"])
def test_a_name_in_brackets_after_a_kinship_word(engine: TrustEngine, kin: str, name: str) -> None:
    text = f"i voted green and my {kin} ({name}) wont talk to me now"
    assert _persons(engine, text) == [(name, Sensitivity.PRIVATE)]


@pytest.mark.parametrize(
    "name", [f"{g} {s}" for g, s in zip(GIVEN[::3], _word_surnames(), strict=False)]
)
def test_a_name_after_a_role_word_and_is(engine: TrustEngine, name: str) -> None:
    text = f"draft a note to my manager about leave, manager is {name}"
    assert _persons(engine, text) == [(name, Sensitivity.PRIVATE)]


@pytest.mark.parametrize("surname", list(_surnames())[::2])
@pytest.mark.parametrize("title", ["mrs.", "mr.", "dr."])
def test_a_lower_case_surname_after_a_title_with_its_full_stop(
    engine: TrustEngine, title: str, surname: str
) -> None:
    text = f"his teacher {title} {surname.lower()} says he is disruptive"
    assert [v for v, _ in _persons(engine, text)] == [surname.lower()]


HOLDERS = [
    "bitte überweis an DE33500105174418273650, Kontoinhaberin {} – wie formuliere ich das",
    "fai un bonifico a IT45X0542811101000000482917 intestato a {} per favore",
    "virement sur FR7630006000011234567890189, titulaire : {} merci",
    "send it to GB29NWBK60161331926819, payee {}, and confirm",
]


@pytest.mark.parametrize("template", HOLDERS)
@pytest.mark.parametrize("name", FULL[1::3])
def test_the_holder_of_an_account_is_a_person(
    engine: TrustEngine, template: str, name: str
) -> None:
    text = template.format(name)
    assert [v for v, _ in _persons(engine, text)] == [name]


NO_ONE = [
    # ordinary words close a message as often as names do
    *(
        f"can you check the attached draft? {word}"
        for word in ("Thanks", "Cheers", "Regards", "Danke", "Merci", "Gracias", "Dzięki")
    ),
    *(f"does this look right to you? - {word}" for word in ("Grazie", "Bedankt", "Obrigado")),
    *(f"the build broke again. {word}" for word in ("Help", "Please", "Anyone", "Urgent")),
    "any ideas how to fix it?\n- Reply in Polish",
    "which month is best for the coast? May",
    "my boss (Microsoft) is hard to work for",
    "my dad is German and my mum is Polish",
    "Empfänger Stadtwerke München, bitte überweisen",
    "call f(Bar) and then g(Baz)",
    "thx, the file is attached",
    "his teacher mrs. the one from last year says so",
]


@pytest.mark.parametrize("text", NO_ONE)
def test_words_in_those_places_are_no_one(engine: TrustEngine, text: str) -> None:
    assert not _persons(engine, text)


@pytest.mark.parametrize(
    "text",
    ["Get-ChildItem C:\\logs -Recurse -Force", "compile it with gcc -Wall", "try -Verbose"],
)
def test_a_flag_after_a_dash_is_no_signature(engine: TrustEngine, text: str) -> None:
    assert _persons(engine, text) == []
