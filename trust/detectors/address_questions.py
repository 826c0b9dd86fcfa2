"""Street addresses, except those a question about the world names.

"Who lived at 10 Downing Street in 1990?", "¿Se puede visitar Calle de Alcalá 42?",
"Wer wohnte 1891 in der Berggasse 19?": a famous address in a history or tourist
question locates no one the person knows. An address passes when its sentence is a
question with no first person and no kin in it (as "Who was Marie Curie?" passes)
*and* says why the place is asked about: a past year or a word of history or visiting
(lived, happened, built, museum, visit …). "How far is 12 Elm Road from the
station?" has neither and is still withheld.
"""

from __future__ import annotations

import re

from trust.detectors.address_spans import joined
from trust.detectors.address_visits import visited_place
from trust.detectors.addresses import RULES
from trust.detectors.base import RuleDetector
from trust.detectors.letter_classes import narrowed
from trust.detectors.name_gazetteer import countries
from trust.detectors.name_public import general_question, tied
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan

_REACH = 160
_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-2][0-9])\b")
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
# why a place is asked about: its history, its fame, a visit
PUBLIC_PLACE = words(
    "lived happened built famous historic history museum visit visitors visiting tour "
    "moved wrote died born stood open opened "
    "wohnte lebte geschah passierte gebaut berühmt geschichte museum besichtigen besuchen "
    "habitait vivait passé construit célèbre histoire musée visiter visite "
    "vivía vivió pasó construyó construido famoso famosa historia museo visitar "
    "mieszkał mieszkała wydarzyło zbudowano słynny historia muzeum zwiedzać odwiedzić "
    "abitava visse successo costruito famoso storia museo visitare "
    "woonde gebeurde gebouwd beroemd geschiedenis museum bezoeken bezichtigen "
    "morava aconteceu construído famoso história museu visitar "
    # a place of fiction or a quiz: "In which novel is 4 Privet Drive?" (not "book":
    # "Is there a book shop near 12 Elm Road?" asks about a place of the person's)
    "quiz trivia fictional fiction novel character characters rätsel roman romanfigur "
    "personnage novela personaje powieść postać romanzo personaggio personage"
)
# a request to write about a place, not to go there: "Write a quiz question about …"
_REQUESTS = words(
    "write create make draft compose generate invent give schreib schreibe erstelle "
    "écris écrivez rédige crée escribe escriba crea redacta napisz stwórz utwórz "
    "scrivi crea componi schrijf maak"
)


class AddressDetector:
    name = "addresses"

    def __init__(self) -> None:
        self._rules = RuleDetector(self.name, RULES, alphabet=narrowed)

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        found = self._rules.detect_scan(scan)
        if not found:
            return found
        return [
            _with_country(scan.text, f)
            for f in joined(scan.text, found)
            if not public_place(scan.text, f.start, f.end)
        ]


def _with_country(text: str, found: Finding) -> Finding:
    """ "Calle Mayor 5, 28013 Madrid, España": the country written after it is part of it."""
    match = _COUNTRY_AFTER.match(text, found.end)
    if match is None or match.group(1) not in countries():
        return found
    return found.model_copy(update={"end": match.end(1)})


_COUNTRY_AFTER = re.compile(r"(?:, ?| \(| - )(\w[\w\-]*(?: \w[\w\-]*){0,2}?)(?=\)|[.,;!?]|\s*$|\n)")


def public_place(text: str, start: int, end: int) -> bool:
    """Is the address at ``start:end`` asked about as a place of history or a sight, or
    named as a place to go and see (``address_visits``)?"""
    if visited_place(text, start, end):
        return True
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, end, hi) for c in "!?\n") if i >= 0]
    right = min(stops) if stops else hi
    sentence = text[left:start] + " " + text[end:right]
    said = _WORD.findall(sentence.lower())
    asked = text[right : right + 1] == "?" and not tied(sentence, said)
    requested = bool(said) and said[0] in _REQUESTS and not tied(sentence, said)
    if not (asked or requested or general_question(text, start)):
        return False  # "Is 221B Baker Street open to visitors?" is asked too
    if _YEAR.search(sentence):
        return True
    return any(w in PUBLIC_PLACE for w in _WORD.findall(sentence.lower()))
