"""Political and union allegiance told by a noun: "I'm a Trump supporter", "je suis
électeur du RN", "sono elettore del PD", "ich bin SPD-Mitglied", "jestem członkiem PiS".

The kind is a noun of allegiance (a voter, a supporter, a member, an activist, in
EN/DE/FR/ES/IT/PL/NL and their inflections) next to the name of whom it is given to: a
party or a union before it ("Labour voter", "SPD-Mitglied", "Unite member") or after it,
with or without a preposition ("électeur du RN", "afiliado a CCOO", "członkiem PiS").
A member is one only of a known party or union ("a Prime member" is a customer); a
voter, a supporter or an activist also of an acronym or a name ("Trump supporter",
"BLM activist"), except in a sentence about sport ("a Liverpool supporter since the
final"). The phrase is a finding only when a person is tied to it in its sentence —
the first person, kin, a third person or someone named besides the politician; "why do
Trump supporters like rallies?" passes. The finding covers the whole phrase.
"""

from __future__ import annotations

import re

import re2

from trust.detectors.lexicon import common_word
from trust.detectors.name_gazetteer import countries, gazetteer
from trust.detectors.special_categories import special_finding
from trust.detectors.special_cues import PARTIES, UNIONS
from trust.detectors.special_hits import fold
from trust.detectors.special_sentences import (
    about_a_topic,
    sentence_around,
    sentence_words,
    someone_in,
)
from trust.detectors.special_terms import CATEGORIES
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan

VOTERS = words(
    "voter voters wähler wählerin wählerinnen électeur électrice électeurs électrices "
    "votante votantes elettore elettrice elettori elettrici wyborca wyborcą wyborcy "
    "wyborczyni wyborczynią kiezer kiezers"
)
SUPPORTERS = words(
    "supporter supporters backer backers anhänger anhängerin anhängerinnen unterstützer "
    "unterstützerin sympathisant sympathisante sympathisants sympathisantes partisan "
    "partisane partisans partisanes simpatizante simpatizantes seguidor seguidora "
    "seguidores sostenitore sostenitrice sostenitori simpatizzante simpatizzanti "
    "zwolennik zwolennikiem zwolennicy zwolenniczka zwolenniczką sympatyk sympatykiem "
    "sympatyczka sympatyczką aanhanger aanhangers"
)
ACTIVISTS = words(
    "activist activists aktivist aktivistin aktivisten aktivistinnen militant militante "
    "militants militantes activista activistas attivista attivisti attiviste militanti "
    "aktywista aktywistą aktywistka aktywistką działacz działaczem działaczka działaczką"
)
MEMBERS = words(
    "member members mitglied mitglieder membre membres adhérent adhérente adhérents "
    "adhérentes miembro miembros afiliado afiliada afiliados afiliadas membro membri "
    "iscritto iscritta iscritti iscritte tesserato tesserata tesserati członek członkiem "
    "członkini członkinią członkowie lid leden"
)
# a role held in a party or a union counts as its membership does: "she's rep for
# Unite", "Plaid Cymru branch secretary", "IG Metall Vertrauensmann"
ROLES = words(
    "rep reps representative steward stewards secretary treasurer chair chairman "
    "chairwoman organiser organizer councillor candidate delegate vertrauensmann "
    "vertrauensfrau vertrauensleute betriebsrätin betriebsratsmitglied délégué déléguée "
    "delegado delegada delegato delegata secrétaire secretario secretaria segretario "
    "segretaria sekretarz przewodniczący przewodnicząca"
)
MEMBERS |= ROLES
_NOUNS = VOTERS | SUPPORTERS | ACTIVISTS | MEMBERS
_NOUN = re2.compile(
    r"(?:^|[^\p{L}\p{N}_])("
    + "|".join(sorted(_NOUNS, key=len, reverse=True))
    + r")(?:[^\p{L}\p{N}_]|$)",
    re2.Options(),
)
# between the noun and whom it is given to: "électeur du RN", "iscritto alla CGIL"
_LINK_AFTER = re.compile(
    r"\s+(?:(?:of|for|the|du|de|la|des|del|los|las|a|al|à|au|aux|della|dello|dei|degli|di|"
    r"alla|allo|alle|der|die|bei|im|von|vom|van|het|da|do|dos|das|na)\s+|(?:l'|d'|dell'|all')){0,2}"
)
_TOKEN = re.compile(r"[\w][\w.&+'’]*")
_BEFORE = re.compile(r"(?:^|[\s(])([\w][\w.&+]*)[ \-]$")
# words that say "a party", "a union" and no more: "party member", "union member", or
# which part of it: "Plaid Cymru branch secretary", "Unite shop steward"
_GENERIC = words(
    "party parti partei partido partito partij partia union unions gewerkschaft syndicat "
    "sindicato sindacato vakbond związek związku zawodowego branch local regional ward "
    "constituency shop workplace site"
)
_PARTY_WORDS = (PARTIES | {w.split("-")[0] for w in CATEGORIES["POLITICS"]}) - _GENERIC
_PARTY_STEMS = tuple(w[:-1] for w in CATEGORIES["POLITICS"] if w.endswith("*"))
_UNION_WORDS = UNIONS - _GENERIC
# verbs whose form says "I" before such a noun: "sono elettore", "soy votante"
_FIRST_PERSON = words("sono soy jestem suis bin ben sou byłem byłam")
# words of a sentence about sport, where a supporter supports a club
SPORT = words(
    "club team football soccer match game season league fc stadium cup derby verein "
    "fußball stadion spiel mannschaft foot équipe fútbol equipo estadio partido klub "
    "piłka mecz drużyna calcio squadra partita voetbal wedstrijd"
)
# the first word of a party's name of several words, as people write it
_PARTY_HEADS = words("rassemblement movimento partido parti partito partei party lega")
_ENGLISH = words("the a an are is and of")
_ELSEWHERE_PEOPLE = words("on")
_ACRONYM = re.compile(r"[A-Z][A-Za-z0-9]{0,4}[A-Z0-9]")


class AllegianceDetector:
    name = "special:allegiance"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        found: list[Finding] = []
        for match in _NOUN.finditer(fold(text)):
            judged = _judge(text, match.start(1), match.end(1))
            if judged is not None:
                found.append(special_finding(*judged, detector=self.name, confidence=0.7))
        return found


def _judge(text: str, start: int, end: int) -> tuple[int, int, str] | None:
    noun = text[start:end].lower()
    left, right = sentence_around(text, start, end)
    if noun not in MEMBERS and _about_sport(text, left, right):
        return None  # "a Celtic supporter since the 1967 final"
    reach = 0 if noun in MEMBERS else (3 if noun in VOTERS else 2)
    phrase = _given_to(text, (left, start, end, right), reach)
    if phrase is None:
        return None
    first, last, category = phrase
    # the politician is not the person: "Bernie Sanders supporters" names nobody here
    rest = text[left:first] + " " + text[last:right]
    sentence = sentence_words(rest, 0, len(rest))
    if sentence & _ENGLISH:
        sentence -= _ELSEWHERE_PEOPLE  # "… older on average": Polish "on" is "he"
    said = {w.lower() for w in _TOKEN.findall(text, left, first)}
    if not (said & _FIRST_PERSON or _tied(sentence, rest)):
        return None
    return first, last, category


def _tied(sentence: set[str], original: str) -> bool:
    """Someone in the sentence, and no question about the topic: a given name counts
    at its start too ("Kasia był członkinią PiS")."""
    if about_a_topic(sentence):
        return False
    table = gazetteer()
    lead = _TOKEN.match(original.lstrip())
    named = (
        lead is not None and lead.group() not in table.ambiguous and table.is_given(lead.group())
    )
    return named or someone_in(sentence, original)


def _about_sport(text: str, left: int, right: int) -> bool:
    return any(w.lower() in SPORT for w in _TOKEN.findall(text, left, right))


def _given_to(
    text: str, spans: tuple[int, int, int, int], reach: int
) -> tuple[int, int, str] | None:
    """The party or union the noun at ``start:end`` is given to, before or after it,
    as the phrase's span and its category. ``reach`` says what else may be named (see
    ``_organisation``): a member is one only of a known party or union, a voter votes
    for anyone named."""
    left, start, end, right = spans
    before = _BEFORE.search(text, max(left, start - 40), start)
    if before is not None:
        head = before.start(1)
        if before.group(1).lower() in _GENERIC:  # "a Labour Party member"
            head = _head_before(text, left, head)
        word = text[head : before.end(1)].split(" ")[0]
        category = _organisation(word, _reach_before(text, left, head, start, reach))
        if category is not None:
            return _name_before(text, head), end, category
    link = _LINK_AFTER.match(text, end)
    after = link.end() if link is not None and link.end() < right else end + 1
    token = _TOKEN.match(text, after) if after < right else None
    if token is None or (link is None and text[end : end + 1] != " "):
        return None
    category = _organisation(token.group(), reach)
    if category is None:
        return None
    return start, _run_end(text, token.end(), right), category


def _head_before(text: str, left: int, head: int) -> int:
    """The name before a generic word, read back over a second word of a name of two
    ("Plaid Cymru branch secretary", "IG Metall Vertrauensmann")."""
    again = _BEFORE.search(text, max(left, head - 40), head)
    if again is None:
        return head
    if _organisation(again.group(1), 0) is None:
        twice = _BEFORE.search(text, max(left, again.start(1) - 40), again.start(1))
        if twice is not None and _organisation(twice.group(1), 0) is not None:
            return twice.start(1)
    return again.start(1)


def _reach_before(text: str, left: int, head: int, start: int, reach: int) -> int:
    """What a word before the noun may be: a capital opening the sentence says nothing,
    and before a German noun, apart from it, the word is a noun too ("seit Jahren
    Wähler"); "AfD-Wähler" and "Trump supporter" name whom."""
    if not text[left:head].strip():
        return 0
    if text[start].isupper() and text[start - 1] == " ":
        return min(reach, 1)
    return min(reach, 2)


def _organisation(word: str, reach: int) -> str | None:
    """POLITICS or TRADE_UNION when ``word`` names a party or a union, or as ``reach``
    allows (0 no more, 1 an acronym, 2 a name that is no word, 3 any name) someone
    else's; else None."""
    lower = word.lower().rstrip(".")
    if lower in _UNION_WORDS:
        return "TRADE_UNION"
    if lower in _PARTY_WORDS or lower.startswith(_PARTY_STEMS) or lower in _PARTY_HEADS:
        return "POLITICS" if word[:1].isupper() or lower in PARTIES else None
    if not reach or not word[:1].isupper() or word in countries():
        return None
    if _ACRONYM.fullmatch(word) and sum(c.isupper() for c in word) >= 2:
        return "POLITICS"  # "BLM activist", "AfD-Wähler"
    table = gazetteer()
    if word in table.places or word in table.ambiguous:
        return None
    named = reach > 2 or table.is_surname(word) or not common_word(word)
    return "POLITICS" if reach > 1 and named else None


def _name_before(text: str, head: int) -> int:
    """A politician's given name before the surname: "Bernie Sanders supporter"."""
    before = _BEFORE.search(text, max(0, head - 30), head)
    if before is None or text[head - 1] != " " or not text[before.start(1)].isupper():
        return head
    return before.start(1) if gazetteer().is_given(before.group(1)) else head


def _run_end(text: str, end: int, right: int) -> int:
    """The end of a name of several words: "Rassemblement national", "Platformy
    Obywatelskiej", "Fratelli d'Italia"."""
    for _ in range(2):
        more = re.compile(r" (?:d'|di |de )?([A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻ][\w'’\-]*)").match(text, end)
        if more is None or more.end() > right:
            break
        end = more.end()
    return end
