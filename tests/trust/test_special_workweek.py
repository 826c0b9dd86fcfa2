"""Special categories a working week's messages tell by their shape: a medicine with its
dose or in a case ending, a permit with its expiry or a pending application (and its
number), an operation or injury of one's own, a condition someone has, a religion
field without its colon, campaigning for a party and a same-sex couple. Each is
withheld with varied people, languages and details; the same words about nobody, a
leaflet's product line or a charity's campaign pass unchanged."""

from __future__ import annotations

import pytest

from tests.trust.labelled_cases import covered
from trust import TrustEngine

# (text, the value that must be withheld)
TOLD = [
    ("Pharmacist rang: Mum's repeat of lisinopril 10 mg is waiting at the counter.", "lisinopril"),
    ("Grandpa's on Xarelto 20 mg now, so no ibuprofen for him.", "Xarelto"),
    ("Start magnesium citrate 400mg at night and we'll review.", "magnesium citrate"),
    ("Lékař mi řekl, že musím začít s atorvastatinem hned.", "atorvastatinem"),
    ("Od wtorku leczę się metforminą, stąd ta senność.", "metforminą"),
    ("my Graduate visa runs out on 3 March 2026, can HR sponsor me?", "Graduate visa runs out"),
    ("Sein Aufenthaltstitel läuft im Juli ab, bitte an die Verlängerung denken.",
     "Aufenthaltstitel läuft im Juli ab"),
    ("il suo permesso di soggiorno scade il 14/02/2026", "permesso di soggiorno scade"),
    ("Marta — karta pobytu ważna do 30.09.2026, numer RX4410923.", "RX4410923"),
    ("oturma izni uzatma başvurusu hâlâ beklemede, kimlik 77310294851", "77310294851"),
    ("Pan Novák má pracovní povolení platné do 05/2026.", "pracovní povolení platné do"),
    ("Heads up: I'm having my appendix out on Monday so I'll be offline.", "appendix"),
    ("Sorry, I broke my ankle at football and can't drive this week.", "ankle"),
    ("Perdón, me rompí la clavícula en bici y estaré de baja.", "clavícula"),
    ("Mi sono rotta il polso sciando, torno lunedì.", "polso"),
    ("jutro nie przyjdę, mam operację kolana w szpitalu", "kolana"),
    ("my daughter has glandular fever so I'm working from home", "glandular fever"),
    ("She's got Lyme disease after the camping trip.", "Lyme disease"),
    ("Babam yarın radyoterapiye başlıyor, o yüzden izinliyim.", "radyoterapi"),
    ("Bitte für die Abrechnung: Konfession evangelisch, Steuerklasse 1.", "evangelisch"),
    ("Can't come Saturday, I'm canvassing for the Labour Party in Leeds.", "Labour Party"),
    ("Stasera faccio volantinaggio per la Lega al mercato.", "Lega"),
    ("My same-sex partner will be my emergency contact.", "same-sex partner"),
    ("We are a same-sex couple applying for the family plan.", "same-sex couple"),
]  # fmt: skip

ORDINARY = [
    "What is dengue fever and how is it spread?",
    "Is 400 mg of ibuprofen too much in one go?",
    "Nutrition: sodium 200 mg, sugar 5 mg per serving.",
    "Ibuprofen 400 mg Filmtabletten — bitte die Packungsbeilage kürzen.",
    "How long does a work permit take to process in Canada?",
    "My Visa card expires 08/27, where do I update it?",
    "I broke the build again, sorry, reverting now.",
    "If she has a fever, keep her home for a day.",
    "We were volunteering for the Red Cross all weekend.",
    "They were campaigning for the Harbour Festival on Friday.",
    "la familia no quiere clase de religión católica este curso",
    "Same-sex marriage was legalised in Ireland in 2015.",
]


@pytest.mark.parametrize(("text", "value"), TOLD)
def test_the_disclosure_is_withheld(engine: TrustEngine, text: str, value: str) -> None:
    assert covered(engine, text, value), text


@pytest.mark.parametrize("text", ORDINARY)
def test_the_ordinary_text_passes(engine: TrustEngine, text: str) -> None:
    special = [f for f in engine.classify(text).findings if f.detector.startswith("special")]
    assert not special, (text, [text[f.start : f.end] for f in special])
