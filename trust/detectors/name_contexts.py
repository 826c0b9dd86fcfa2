"""Capitalised runs that name things, not people: products, tales, places to visit.

Words that are given names or surnames also name cars ("a Renault Clio"), fairy tales
("Frau Holle ist ein Märchen") and towns ("the best month to visit Figueira da Foz").
What tells them apart is the sentence, not the words:

* an indefinite article right before the run: a person is rarely "a Renault Clio"
  or "ein Ford Focus", a thing or a model often is;
* a title in a sentence about a tale or a character ("Frau Holle", "Mr Darcy is a
  character in …"), with nobody of the person's own in it;
* a verb of visiting and a word of travel or season in the same sentence ("Is June a
  good time to visit Kerkwerve?"), again with nobody of the person's own in it;
* a word for a town right before it ("the population of Macedo de Cavaleiros");
* a German article opening the run in a German sentence ("Das Original ist besser",
  "Das Auto ist kaputt"): "Das" is also a surname, but there it is the article;
* a last word that is the plural of an everyday noun ("Arctic Monkeys", "Imagine
  Dragons", "Foo Fighters"): bands, teams and product lines are named so, people
  rarely (a surname that is also a plural, "Banks", is in the gazetteer).

``names`` asks these after it has judged a run a name; the tie to the person ("my
sister drives …") is its own check.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from trust.detectors.lexicon import common_word
from trust.detectors.values import words

_REACH = 160
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
INDEFINITE = words("a an ein eine einen einem einer un une uno una een")
FICTION = words(
    "märchen märchens fairy fairytale tale tales fable fables character characters "
    "novel novels sage legende figur romanfigur "
    "conte contes fable personnage personnages roman "
    "cuento cuentos fábula personaje personajes novela leyenda "
    "bajka bajki baśń baśni postać postaci powieść legenda "
    "fiaba fiabe favola personaggio personaggi romanzo leggenda "
    "sprookje sprookjes fabel personage personages"
)
VISITING = words(
    "visit visiting visited besuchen besichtigen visiter visitar zwiedzić zwiedzać "
    "odwiedzić visitare bezoeken"
)
# "the population of Macedo de Cavaleiros", "die Stadt Bad Salzuflen", "la ville de …"
PLACE_OF = words(
    "population town city village region province municipality county island district "
    "stadt gemeinde dorf landkreis insel ville village commune région île ciudad pueblo "
    "municipio provincia isla miasto wieś gmina powiat wyspa città paese comune "
    "provincia isola stad dorp gemeente provincie eiland"
)
_OF = words("of de di du del della des van")
TRAVEL = words(
    "month months season time summer winter spring autumn weekend trip travel holiday "
    "holidays vacation itinerary worth weather beach beaches tourist tourists sights "
    "monat jahreszeit sommer winter frühling herbst reise urlaub wetter "
    "mois saison été hiver printemps automne voyage vacances météo "
    "mes temporada verano invierno primavera otoño viaje vacaciones tiempo "
    "miesiąc sezon lato zima wiosna jesień podróż wakacje pogoda "
    "mese stagione estate inverno primavera autunno viaggio vacanze tempo "
    "maand seizoen zomer lente herfst reis vakantie weer"
)


def sentence_around(text: str, start: int, end: int) -> tuple[str, list[str]]:
    """The sentence that holds ``start:end``, as written and as lower-case words."""
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, end, hi) for c in ".!?\n") if i >= 0]
    original = text[left : min(stops) if stops else hi]
    return original, _WORD.findall(original.lower())


def _word_before(text: str, start: int) -> str:
    found = _WORD.findall(text[max(0, start - 20) : start].lower())
    return found[-1] if found and text[start - 1 : start] == " " else ""


def after_indefinite(text: str, start: int) -> bool:
    """ "a Renault Clio", "ein Ford Focus", "een Fiat Panda": a model, not a person
    (an article runs into its noun: "An: Jörg Meyer" is a German mail's "To:")."""
    return (
        _word_before(text, start) in INDEFINITE
        and text[start - 1 : start] == " "
        and (text[:start].rstrip()[-1:] != ":")
    )


def about_fiction(sentence: list[str]) -> bool:
    """ "Frau Holle ist ein Märchen", "Mr Darcy is a character in …"."""
    return any(w in FICTION for w in sentence)


def named_place(text: str, start: int) -> bool:
    """ "the population of Macedo de Cavaleiros", "die Stadt Tychy": a word for a town
    (and "of") right before the run."""
    found = _WORD.findall(text[max(0, start - 30) : start].lower())
    if found and found[-1] in _OF:
        found = found[:-1]
    return bool(found) and found[-1] in PLACE_OF and text[start - 1 : start] == " "


def place_to_visit(text: str, start: int, sentence: list[str]) -> bool:
    """ "the best month to visit Figueira da Foz": a verb of visiting right before the
    run and a word of travel or season in the sentence."""
    return _word_before(text, start) in VISITING and any(w in TRAVEL for w in sentence)


def plural_thing(run: list[str], is_surname: Callable[[str], bool]) -> bool:
    """ "Arctic Monkeys", "Imagine Dragons": two words or more, the last the plural of an
    everyday noun and no surname."""
    last = run[-1]
    if len(run) < 2 or not last.endswith("s") or not last[:1].isupper() or is_surname(last):
        return False
    singulars = (last[:-3] + "y", last[:-1], last[:-2]) if last.endswith("es") else (last[:-1],)
    # the word list holds words of six letters or more: the plural or its singular
    return common_word(last) or any(len(s) > 2 and common_word(s) for s in singulars)


# the endings of a German or Dutch street's name
STREET_ENDINGS = (
    "straße", "strasse", "gasse", "weg", "platz", "allee", "gracht", "straat", "laan", "hof",
    "plein", "kade", "singel", "dijk", "steeg",
)  # fmt: skip
_HOUSE_NUMBER = re.compile(r" \d{1,4}[a-zA-Z]?\b")


def street_with_number(text: str, word: str, end: int) -> bool:
    """ "visit Berggasse 19", "Binnenhof 1": a street's name and its house number."""
    return word.lower().endswith(STREET_ENDINGS) and _HOUSE_NUMBER.match(text, end) is not None


_GERMAN_ARTICLES = frozenset(("Das", "Der", "Die", "Dem", "Den", "Des"))
# words only German sentences have
_GERMAN = words(
    "ist war sind hat haben wird wurde nicht und oder aber auch sehr noch schon kein keine "
    "mit für auf ich wir ihr sie es man zu im vom zum zur beim"
)


def german_article_first(run: list[str], sentence: list[str]) -> bool:
    """ "Das Original ist besser": the run's first word is a German article before a
    noun, in a sentence with other German words in it."""
    return len(run) > 1 and run[0] in _GERMAN_ARTICLES and any(w in _GERMAN for w in sentence)
