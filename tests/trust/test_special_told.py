"""Special categories told of oneself or of someone named, in the short, inflected or
compound forms chat and notes use: money trouble ("laid off", "behind on rent",
"arbeitslos", "hyresskulder"), conditions ("a panic attack", "stwardnienia rozsianego",
"dislessia"), regimens ("FOLFOX"), party and union roles, visa classes, faiths and
orientations. Each phrase is withheld with any of several people in its sentence; the
same words in a sentence about the topic pass."""

from __future__ import annotations

import pytest

from trust.detectors.special_allegiance import AllegianceDetector
from trust.detectors.special_categories import SpecialCategoryDetector
from trust.findings import Finding

DETECTORS = (SpecialCategoryDetector(), AllegianceDetector())


def _found(text: str) -> list[Finding]:
    return [finding for detector in DETECTORS for finding in detector.detect(text)]


# (sentence with {who}, the people who may fill it, the word that must be withheld)
TOLD = [
    ("{who} grad arbeitslos und weiß nicht weiter", ["ich bin", "mein Bruder ist"], "arbeitslos"),
    ("{who} got laid off last week", ["i", "my sister", "Tomasz"], "laid off"),
    ("honestly money's tight for {who} this month", ["me", "her", "my parents"], "money's tight"),
    ("{who} behind on rent again", ["she's", "I'm", "my flatmate is"], "behind on rent"),
    ("{who} on a garnishment order since May", ["I'm", "he's", "Priya is"], "garnishment"),
    ("{who} underpaid the tax by £2,870", ["I", "my dad", "she"], "underpaid"),
    ("{who} hyresskulder på 12 500 kr", ["jag har", "hon har"], "hyresskulder"),
    ("{who} är pank till nästa lön", ["jag", "hon"], "pank"),
    ("{who} en paro desde marzo", ["estoy", "mi madre está"], "paro"),
    ("{who} disoccupato da gennaio", ["sono", "mio padre è"], "disoccupato"),
    ("{who} sinds juni werkloos", ["ik ben", "mijn broer is"], "werkloos"),
    ("{who} bezrobotny od roku", ["jestem", "mój mąż jest"], "bezrobotny"),
    ("{who} desempregado há meses", ["estou", "meu irmão está"], "desempregado"),
    ("{who} w trakcie leczenia nowotworu piersi", ["jestem", "moja mama jest"], "nowotworu"),
    ("{who} na rencie z powodu stwardnienia rozsianego", ["jestem", "mój ojciec jest"],
     "stwardnienia rozsianego"),
    ("{who} un certificato per dislessia", ["mio figlio ha", "ho"], "dislessia"),
    ("{who} wegen einer Alkoholerkrankung krankgeschrieben", ["ich bin", "mein Kollege ist"],
     "Alkoholerkrankung"),
    ("{who} sjukskriven för utbrändhet sen mars", ["jag är", "hon är"], "utbrändhet"),
    ("{who} insulinpump krånglar igen", ["min", "hennes"], "insulinpump"),
    ("{who} a panic attack on the bus", ["i had", "my son had", "she had"], "panic attack"),
    ("{who} an ante-natal clinic appointment on Friday", ["I have", "Grace has"],
     "ante-natal"),
    ("the oncologist wants {who} on FOLFOX", ["my mum", "me", "him"], "FOLFOX"),
    ("{who} given misoprostol after the scan", ["I was", "she was"], "misoprostol"),
    ("{who} rep for Unite at the depot", ["she's", "I'm", "Dev is"], "rep for Unite"),
    ("{who} in the union at the port", ["my uncle is", "I'm", "he is"], "in the union"),
    ("{who} the Plaid Cymru branch secretary", ["I was", "she is"], "Plaid Cymru"),
    ("{who} the GMB shop steward here", ["I'm", "my mum is"], "GMB shop steward"),
    ("{who} a Labour councillor", ["my dad is", "I'm"], "Labour councillor"),
    ("{who} delegato della CGIL", ["sono", "mio zio è"], "delegato della CGIL"),
    ("nu weet mijn werk dat {who} partijlid ben", ["ik"], "partijlid"),
    ("{who} on an H-1B that expires in june", ["i'm", "my wife is", "he's"], "H-1B"),
    ("Migrationsverket: {who} uppehållstillstånd har förlängts", ["ditt", "mitt", "hennes"],
     "uppehållstillstånd"),
    ("{who} bei den Zeugen Jehovas", ["ich bin", "meine Tante ist", "sie ist"],
     "Zeugen Jehovas"),
    ("{who} bi and polyamorous", ["she's", "i'm", "he's"], "bi"),
    ("{who} PTSD symptoms after the detention", ["Mr Karimi reports", "he has", "my PTSD"],
     "PTSD"),
    ("{who} objawy cukrzycy od tygodnia", ["on ma", "mam", "moja córka ma"], "cukrzycy"),
    ("{who} Symptome einer Depression", ["Herr Braun zeigt", "ich habe"], "Depression"),
    ("{who} carte de séjour a été renouvelée", ["ma", "sa"], "carte de séjour"),
]  # fmt: skip

CASES = [(template.format(who=who), word) for template, people, word in TOLD for who in people]

# the same words about nobody: news, explanations and questions
GENERAL = [
    "unemployment rose to 5% in the spring",
    "how does a garnishment order work?",
    "what are the symptoms of PTSD in veterans?",
    "the union announced a strike for Monday",
    "H-1B visa rules changed in 2025",
    "Plaid Cymru won 4 seats in the election",
    "die Arbeitslosigkeit ist im März gesunken",
    "wie funktioniert eine Lohnpfändung?",
    "el paro juvenil sigue alto en España",
    "la dislessia è un disturbo dell'apprendimento",
    "what is a panic attack and how long does it last?",
    "FOLFOX is a chemotherapy regimen for colorectal cancer",
    "how long does an uppehållstillstånd take to process?",
    "rent arrears are rising across the country, says the report",
    "our BI dashboard shows revenue by region",
    "jak leczy się stwardnienie rozsiane?",
    "Zeugen Jehovas feiern keine Geburtstage, heißt es im Artikel",
    "VVD voters are older on average, says a new poll",
    "the secretary of the chess club resigned",
    "he's a sales rep for Nike",
    "the Unite rep spoke to the press about the strike",
    "the symptoms of PTSD depend on the trauma",
    "PTSD symptoms include flashbacks and nightmares",
    "objawy cukrzycy u dzieci",
    "Symptome einer Depression bei Jugendlichen",
]


@pytest.mark.parametrize(("text", "word"), CASES)
def test_told_of_a_person_is_withheld(text: str, word: str) -> None:
    spans = [text[f.start : f.end].lower() for f in _found(text)]
    assert any(word.lower() in span for span in spans), (text, spans)


@pytest.mark.parametrize("text", GENERAL)
def test_the_topic_in_general_passes(text: str) -> None:
    assert _found(text) == [], text


@pytest.mark.parametrize(
    ("text", "flat"),
    [
        ("Ahmed sa att lägenhet 1103 har hyresskulder på 34 000 kr", "1103"),
        ("my neighbour Tomasz (flat 2207) has rent arrears of 1 250 NOK", "2207"),
        ("jag bor i lägenhet 4412 och har skulder på 15 000 SEK", "4412"),
    ],
)
def test_a_sum_in_crowns_or_lira_is_the_sum(text: str, flat: str) -> None:
    spans = [text[f.start : f.end] for f in _found(text)]
    assert spans and not any(flat in span for span in spans), (text, spans)
