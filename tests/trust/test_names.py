"""People's names in prose: found by context, casing and the gazetteer; words pass."""

from __future__ import annotations

import pytest

from tests.trust.chat_generators import Case, leaked
from tests.trust.pii_generators import payload
from trust import Sensitivity, TrustEngine

# Someone the person names is someone in their life: private (DESIGN.md's table); only
# the person's own name, introduced or signed, is personal.
NAMED = [
    ("my sister Zuzanna Wiśniewska lives in Kraków", "Zuzanna Wiśniewska", Sensitivity.PRIVATE),
    ("Had lunch with Tomasz Nowak, he says hi", "Tomasz Nowak", Sensitivity.PRIVATE),
    ("Hi Priya,\nthanks for the notes.", "Priya", Sensitivity.PRIVATE),
    ("Thanks for everything.\nBest,\nOluwaseun", "Oluwaseun", Sensitivity.PERSONAL),
    ("Meine Schwester Ingrid wohnt jetzt in Berlin.", "Ingrid", Sensitivity.PRIVATE),
    ("Ma tante Hélène arrive demain.", "Hélène", Sensitivity.PRIVATE),
    ("Mi hermana Lucía vive en Sevilla.", "Lucía", Sensitivity.PRIVATE),
    ("Rozmawiałam wczoraj z jej mężem Piotrem.", "Piotrem", Sensitivity.PRIVATE),
    ("Il mio amico Giuseppe Esposito arriva domani.", "Giuseppe Esposito", Sensitivity.PRIVATE),
    ("Mijn buurvrouw Femke de Vries heeft een hond.", "Femke de Vries", Sensitivity.PRIVATE),
    ("Dear Mr Okonkwo, please find the invoice attached.", "Okonkwo", Sensitivity.PRIVATE),
    ("My name is Yuki Tanaka and I need a cover letter.", "Yuki Tanaka", Sensitivity.PERSONAL),
    ("I'm Aiyana, nice to meet you", "Aiyana", Sensitivity.PERSONAL),
    ("Please call Tanbay Şensoy tomorrow.", "Tanbay Şensoy", Sensitivity.PRIVATE),
    ("Our neighbour Zumiro Kotabel parks there.", "Zumiro Kotabel", Sensitivity.PRIVATE),
    ("My landlord, Mr. Henderson, raised the rent.", "Henderson", Sensitivity.PRIVATE),
    ("Thanks,\n\nAnna", "Anna", Sensitivity.PERSONAL),
    # a sentence that opens with a verb of people: the verb cues the full name after it
    ("Ask Margaret Thompson about the invoice.", "Margaret Thompson", Sensitivity.PRIVATE),
    ("Email Margaret Thompson the slides today.", "Margaret Thompson", Sensitivity.PRIVATE),
]  # fmt: skip

UNNAMED = [
    "Explain how Dijkstra's algorithm works",
    "Will you help me plan a trip to Paris in May?",
    "Jordan is a country in the Middle East.",
    "Who was Marie Curie and what did she discover?",
    "Tell me about Albert Einstein's early life",
    "Translate 'good morning' into Polish, Spanish and German",
    "Summarise the plot of Romeo and Juliet.",
    "We moved to San Francisco last year.",
    "Can you review the PR before Friday?",
    "api_key: str = Field(default=None)",
    "You are ARES, a helpful, concise personal assistant.\n\nHello",
    "Constraints:\n- Reply in Polish\n- Answer in Markdown",
    "Thanks. Where does my SSN go on the form?",
    "Call Center hours are longer in December.",
    "Text Messages are cheaper on the new plan.",
]


@pytest.mark.parametrize(("text", "name", "level"), NAMED)
def test_a_person_is_found_and_classed(
    engine: TrustEngine, text: str, name: str, level: Sensitivity
) -> None:
    found = [f for f in engine.classify(text).findings if f.kind == "PERSON"]
    assert [(f.value(text), f.sensitivity) for f in found] == [(name, level)]


@pytest.mark.parametrize("text", UNNAMED)
def test_words_places_and_public_figures_are_no_one(engine: TrustEngine, text: str) -> None:
    assert not [f.value(text) for f in engine.classify(text).findings if f.kind == "PERSON"]


def test_learned_names_are_vocabulary_but_words_and_places_are_not(engine: TrustEngine) -> None:
    learner = engine.with_terms({})
    learned = learner.learn_names(["My friend Will Zbyszewski moved to Paris with Ingrid."])
    assert set(learned) == {"Zbyszewski", "Ingrid"}  # "Will" and "Paris" would hit every text
    text = "is ingrid coming?"
    assert [f.value(text) for f in learner.classify(text).findings] == ["ingrid"]
    assert not engine.classify(text).findings  # the original engine is untouched


@pytest.mark.parametrize("space", ["\x1f", "\x1c", "\u2028", "\x85"])
def test_a_name_after_other_white_space_is_read_not_a_crash(
    engine: TrustEngine, space: str
) -> None:
    """Python's str.split counts the control separators as white space: a message that
    holds one before a capitalised word was an IndexError, so the turn failed."""
    text = f"{space}Anna said hi"
    assert [f.value(text) for f in engine.classify(text).findings if f.kind == "PERSON"] == ["Anna"]


_WORK = ["report", "email", "feedback", "notes", "cv", "essay", "complaint"]
_THINGS = ["laptop", "phone", "flat", "car", "bike", "passport"]


def test_a_colleagues_work_and_a_persons_things_name_them() -> None:
    from faker import Faker

    fake = Faker(["en_GB", "de_DE", "sv_SE", "es_ES", "pl_PL"])
    fake.seed_instance(13)
    cases = [
        Case(f"Summarise {n}'s {w} on the audit.", (n,))
        for w in _WORK
        for n in (f"{fake.first_name()} {fake.last_name()}" for _ in range(3))
    ]
    cases += [
        Case(f"{g}'s {t} was left on the train.", (g,))
        for t in _THINGS
        for g in [fake.first_name()]
    ]
    missed = [c.message for c in cases if leaked(c)]
    assert len(missed) <= 0.1 * len(cases), missed


@pytest.mark.parametrize(
    "message",
    [
        "Summarise Marie Curie's life in three lines.",
        "Wendy's and McDonald's both raised prices this quarter.",
        "Explain Darwin's theory of evolution.",
    ],
)
def test_the_worlds_people_and_chains_possessives_pass(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(
    ("lead", "locale"),
    [
        ("wir berichten über Ihren Patienten Herrn {n}, geb. 1968", "de_DE"),
        ("An: {n} <x@mail.test>\nBetreff: Steuer", "de_DE"),
        ("Geachte heer {l},\n\nHierbij bevestig ik", "nl_NL"),
        ("Die Familie {l} bittet um Rückruf", "de_DE"),
        ("la famille {l} arrive demain", "fr_FR"),
    ],
)
def test_titles_families_and_a_german_mails_to_line_name_people(lead: str, locale: str) -> None:
    from faker import Faker

    fake = Faker(locale)
    fake.seed_instance(len(lead))
    cases = []
    for _ in range(10):
        first, last = fake.first_name(), fake.last_name()
        value = f"{first} {last}" if "{n}" in lead else last
        cases.append(Case(lead.format(n=value, l=last), (value,)))
    missed = [c.message for c in cases if leaked(c)]
    assert len(missed) <= 1, missed


@pytest.mark.parametrize("message", ["I drive an Opel Corsa", "is an Audi A4 a good first car?"])
def test_a_car_after_an_article_still_passes(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("my kid's teacher ms. Ffion ap Gwilym says he might have ADHD", "Ffion ap Gwilym"),
        ("her name is Marisol dela Cruz-Bautista, she loves karaoke", "Marisol dela Cruz-Bautista"),
        ("preciso responder a Dona Iracema Bezerra, ela mora no Rio", "Iracema Bezerra"),
        ("Närvarande: Sofia Bergström, Ahmed Nasser\nAhmed meddelade", "Sofia Bergström"),
        ("Asistentes: Guadalupe Hernández Ruiz (CCOO), Jordi Vilaseca", "Guadalupe Hernández Ruiz"),
        ("my neighbour eun-ji keeps asking about my visa", "eun-ji"),
        ("my son min-jun starts school in march", "min-jun"),
        ("[19:02] Magda: Kasia, przypominam że w sobotę zebranie", "Kasia"),
    ],
)
def test_particles_titles_attendees_syllables_and_vocatives(message: str, value: str) -> None:
    assert leaked(Case(message, (value,))) == [], payload(message)


@pytest.mark.parametrize(
    "message",
    ["my brother t-shirt is red", "Berlin, however, is cheaper", "Docker, on the other hand"],
)
def test_hyphenated_words_and_places_before_a_comma_pass(message: str) -> None:
    assert payload(message) == message


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("popraw SMS: 'przelew poszedł wczoraj, pozdrawiam Wojtek'", "Wojtek"),
        (
            "ERROR ungültige PLZ für Kunde 'Ingeborg Rautenberg', Lindenallee 3",
            "Ingeborg Rautenberg",
        ),
    ],
)
def test_a_name_before_a_closing_quote_is_withheld(message: str, value: str) -> None:
    assert leaked(Case(message, (value,))) == [], payload(message)


def test_a_quoted_config_value_is_no_name() -> None:
    message = "apiVersion: 'v1'\nkind: 'Secret'\nmetadata:\n  name: 'db-user-pass'"
    assert payload(message) == message
