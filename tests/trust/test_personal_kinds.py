"""Personal data by kind, as people write it (issue 11, points 4-7 and 10).

Hand-written sentences with values no checksum validates and names no template uses,
then the generated families of ``pii_chat_generators`` against a ceiling of misses, and
their look-alikes that must pass untouched.
"""

from __future__ import annotations

import random

import pytest

from tests.trust.chat_cases import uncovered
from tests.trust.ordinary_generators import FAMILIES as ORDINARY
from tests.trust.ordinary_generators import altered
from tests.trust.pii_chat_generators import CLEAN_FAMILIES, FAMILIES
from tests.trust.pii_generators import payload
from trust import Sensitivity, TrustEngine

WITHHELD = [
    # identity documents by their national names, values that validate nowhere
    ("mój numer PESEL to 90010112345", "90010112345", Sensitivity.SENSITIVE),
    ("tessera sanitaria: 80380001200123456789", "80380001200123456789", Sensitivity.SENSITIVE),
    ("NISS 85.07.30-033.61 pour la mutuelle", "85.07.30-033.61", Sensitivity.SENSITIVE),
    ("numer dowodu osobistego to ABC 123456", "ABC 123456", Sensitivity.SENSITIVE),
    ("I typed my Medicare number as 2123 45670 1", "2123 45670 1", Sensitivity.SENSITIVE),
    ("is 533380006 a valid passport number?", "533380006", Sensitivity.SENSITIVE),
    ("mon numéro fiscal est 30 23 217 600 533", "30 23 217 600 533", Sensitivity.SENSITIVE),
    # other identifiers
    ("la targa della mia macchina è FG 482 KL", "FG 482 KL", Sensitivity.PRIVATE),
    ("my license # is W214-5520-7781", "W214-5520-7781", Sensitivity.SENSITIVE),
    # phones that no operator allocated
    ("call me on 07700 900461 after six", "07700 900461", Sensitivity.PRIVATE),
    ("mijn nummer is 555-0176", "555-0176", Sensitivity.PRIVATE),
    ("tel.+48512000111", "+48512000111", Sensitivity.PRIVATE),
    ("my cell is 202.555.0143", "202.555.0143", Sensitivity.PRIVATE),
    # the country code in brackets, as people write it before their number
    ("(+48) 512 000 111 to mój numer", "512 000 111", Sensitivity.PRIVATE),
    ("call (+44) 20 7946 0958 at noon", "7946 0958", Sensitivity.PRIVATE),
    # addresses with the parts people add
    *(
        (lead + value, value, Sensitivity.PRIVATE)
        for lead, value in (
            ("I live at ", "4410 W 35th St Apt 2B, Chicago, IL 60632"),
            ("Adresse: ", "Lindenstraße 12 a, 3. OG, 04109 Leipzig"),
            ("ik woon op ", "Bloemgracht 81-3, 1016 KJ Amsterdam"),
            ("vivo en ", "Calle Toledo 88, 3º izq., 28005 Madrid"),
            ("abito in ", "via Nizza 45, scala B, 10126 Torino (TO)"),
        )
    ),
    # names in signatures, kinship and "… and I"
    ("--\nWiremu Tane\nsite manager", "Wiremu Tane", Sensitivity.PERSONAL),
    ("my stepdad Oyelaran won't stop calling", "Oyelaran", Sensitivity.PERSONAL),
    ("mój szwagier Bartłomiej szuka pracy", "Bartłomiej", Sensitivity.PERSONAL),
    ("Atenciosamente,\nGraça Figueiredo", "Graça Figueiredo", Sensitivity.PERSONAL),
    ("Kelechi Obi and I broke up last week", "Kelechi Obi", Sensitivity.PERSONAL),
    ("this is Thandiwe from accounts", "Thandiwe", Sensitivity.PERSONAL),
    # names go with names, and only a person tells me things
    ("went hiking with Drahoslava Konečná and Yeruti on Saturday", "Yeruti", Sensitivity.PERSONAL),
    ("split it between me, Ilse, Tavita and Oyelaran", "Tavita", Sensitivity.PERSONAL),
    ("Yashasvi told me the flat is still available", "Yashasvi", Sensitivity.PERSONAL),
    ("Tükelalp Yıldırım said the build failed", "Tükelalp Yıldırım", Sensitivity.PERSONAL),
    # a name typed in small letters as the subject of a disclosure
    ("lucía es bisexual, ¿cómo se lo digo a mis padres?", "bisexual", Sensitivity.SENSITIVE),
    # German nouns that are surnames are still names after a cue; an address with the
    # person in its sentence is still theirs; a host written as /32 is still a host
    ("mein Kollege Bauer ist krank", "Bauer", Sensitivity.PERSONAL),
    ("Herr Winter hat angerufen", "Winter", Sensitivity.PERSONAL),
    ("Frau von der Heide hat geschrieben", "Heide", Sensitivity.PERSONAL),
    ("My neighbour Maria das Dores moved in 1999", "Maria das Dores", Sensitivity.PERSONAL),
    ("my sister lived at 12 Elm Road in 1990, who lives there now?", "12 Elm Road",
     Sensitivity.PRIVATE),
    ("my server is 98.56.1.128/32, can you scan it", "98.56.1.128", Sensitivity.PERSONAL),
    # a sign-off without a comma, and the particles after a title
    ("see you on the 5th. Cheers Frank", "Frank", Sensitivity.PERSONAL),
    ("Mevrouw van den Berg belde gisteren", "van den Berg", Sensitivity.PERSONAL),
    ("Frau von Thurn hat zurückgeschrieben", "von Thurn", Sensitivity.PERSONAL),
]  # fmt: skip

PASSING = [
    "my passport expires in 2031",
    "The passport office is closed on Sunday",
    "My driving licence test is on 12.03.2025",
    "registration opens at 09:00 on 2024-05-01",
    "Your account number must be 8 digits",
    "Rust and I don't get along",
    "allow 10.244.0.0/16 in the firewall",
    "2024-05-17 13:02:11,532 ERROR payment-service timeout",
    "see page.0123456789 of the manual",
    "Compare Python and Rust for a command-line tool",
    '<script integrity="sha384-AAAA+Rc+AAAAAAAAAAAAAAAAAAAA"></script>',
    # over-redaction kinds (issue 11): famous addresses asked about, public figures in
    # questions in other languages, German nouns, networks, barcodes, ISBN-10s, a
    # condition in a question with a kinship word inside its own name
    "Which composer lived at 25 Brook Street in London?",
    "¿Quién vivió en la Calle Mayor 5 de Madrid en 1905?",
    "Im Sommer ist der Pass gesperrt, im Herbst wieder offen",
    "Der Gärtner hat den Rasen zu kurz gemäht",
    "Wie wird man Koch ohne Ausbildung?",
    "Liebe Kolleginnen und Kollegen, das Meeting fällt aus",
    "Kim była Maria Konopnicka?",
    "Per cosa è famosa Grazia Deledda?",
    "Quem foi Amália Rodrigues?",
    "Our office network is 10.20.0.0/16 and the VPN uses 100.72.0.0/10",
    "Scan the barcode 5901234123457 on the back",
    "ISBN 0-306-40615-2 is the first printing",
    "¿Cómo se trata el cáncer de mama en fase inicial?",
    "Wie lange dauert eine Erkältung nicht behandelt?",
    "Sunny spells over West Bromwich this afternoon",
    "Kann man das Haus in der Prinzregentenstraße 16 heute besichtigen?",
]


@pytest.mark.parametrize(("text", "value", "level"), WITHHELD)
def test_the_value_is_withheld_at_its_class(
    engine: TrustEngine, text: str, value: str, level: Sensitivity
) -> None:
    spans = [(f.start, f.end) for f in engine.classify(text).findings if f.sensitivity >= level]
    start = text.index(value)
    assert all(any(a <= i < b for a, b in spans) for i in range(start, start + len(value))), (
        engine.classify(text).findings
    )


@pytest.mark.parametrize("text", PASSING)
def test_look_alikes_pass(text: str) -> None:
    assert payload(text) == text


# the share of generated cases a family may miss (development figures: the detectors
# were tuned against these generators, see docs in the module)
CEILING = {
    "id-national": 0.05,
    "other-identifier": 0.05,
    "phone-fictional": 0.03,
    "address-forms": 0.05,
    "name-context": 0.05,
    "biometric": 0.10,
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_generated_personal_data_is_withheld(family: str) -> None:
    rng = random.Random(family)
    drawn = [FAMILIES[family](rng) for _ in range(150)]
    missed = [case.message for case, level in drawn if uncovered(case, level)]
    assert len(missed) <= CEILING[family] * len(drawn), missed[:5]


# the share of ordinary messages a family may see altered (development figures too)
ORDINARY_CEILING = {
    "ordinary-figures": 0.04,
    "ordinary-addresses": 0.15,
    "ordinary-numbers": 0.02,
    "ordinary-topics": 0.04,
    "ordinary-name-words": 0.08,
    "ordinary-german": 0.06,
    "ordinary-lowercase": 0.07,
    "ordinary-things": 0.10,
}


@pytest.mark.parametrize("family", sorted(ORDINARY))
def test_ordinary_messages_pass_unchanged(family: str) -> None:
    changed = altered(family, 150, seed=4)
    assert len(changed) <= ORDINARY_CEILING[family] * 150, changed[:5]


@pytest.mark.parametrize("family", sorted(CLEAN_FAMILIES))
def test_generated_look_alikes_pass(family: str) -> None:
    rng = random.Random(family)
    altered = [c.message for c in (CLEAN_FAMILIES[family](rng) for _ in range(150))]
    altered = [m for m in altered if payload(m) != m]
    assert len(altered) <= 0.05 * 150, altered[:5]
