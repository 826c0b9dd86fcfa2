"""Kinds of disclosure a working week's messages tell by their shape, not by a term a
lexicon holds:

* an operation or an injury of one's own: "having my gallbladder removed", "mam zabieg
  usunięcia migdałków", "fraturei o pulso", "me rompí la muñeca", "I broke my wrist";
* a condition someone has, named by its head noun: "he has dengue fever", "she's got
  Lyme disease" (a question about the fever names nobody, so passes);
* a Turkish course of treatment, which needs no pronoun: "kemoterapinin üçüncü kürü var";
* a religion field without its colon: "Konfession römisch-katholisch";
* campaigning or leafleting for a party: "volunteering for the Green Party campaign",
  "faccio volantinaggio per il Partito Democratico";
* a same-sex couple or partner told of oneself: "we're a same-sex couple".
"""

from __future__ import annotations

import re

from trust.detectors.special_cues import PARTIES
from trust.detectors.special_terms import CATEGORIES

Span = tuple[int, int, str]

_ARTICLE = r"(?:my|his|her|the|a|an|o|a|os|as|el|la|il|lo|le|mi|mio|mia|moje|mój|moja|mijn)"
_BODY_WORD = r"[^\W\d_][\w\-]{1,24}"
_OPERATED = re.compile(
    rf"(?i)\b(?:having|had|getting|got|get|have)[ \t]+(?:my|his|her)[ \t]+({_BODY_WORD}"
    rf"(?:[ \t]{_BODY_WORD})?)[ \t]+(?:removed|out|operated[ \t]on|replaced|amputated)\b"
    r"|\bmam[ \t]+(?:zabieg|operacj[eę])[ \t]+[^\W\d_][\w\-]{2,24}(?:[ \t][^\W\d_][\w\-]{2,24})?"
    r"|\b(?:me[ \t]operan|me[ \t]van[ \t]a[ \t]operar|vou[ \t]ser[ \t]operad[oa]|mi[ \t]operano|"
    r"je[ \t]me[ \t]fais[ \t]op[ée]rer|ik[ \t]word[ \t]geopereerd|jag[ \t]ska[ \t]opereras|"
    r"jdu[ \t]na[ \t]operaci)[ \t]+[^\W\d_][\w\-]{1,24}(?:[ \t][^\W\d_][\w\-]{1,24}){0,2}"
)
_INJURED = re.compile(
    r"(?i)\b(?:i[ \t](?:broke|fractured|dislocated|tore|sprained)[ \t]+(?:my)|fraturei|quebrei|"
    r"me[ \t](?:romp[íi]|fractur[ée]|torc[íi])|mi[ \t]sono[ \t](?:rott[oa]|fratturat[oa])|"
    r"je[ \t]me[ \t]suis[ \t](?:cass[ée]e?|fractur[ée]e?)|złamał[ae]m[ \t]sobie|"
    r"zlomil[a]?[ \t]jsem[ \t]si)"
    rf"[ \t]+(?:{_ARTICLE}[ \t]+)?{_BODY_WORD}(?:[ \t]{_BODY_WORD})?"
)
_HEADS = (
    r"fever|disease|infection|syndrome|disorder|flu|pneumonia|bronchitis|tonsillitis|"
    r"measles|mumps|chickenpox|shingles|\w{3,20}itis"
)
_HAS = re.compile(
    r"(?i)(?<!if )(?<!when )\b(?:i|he|she|my[ \t]\w{2,12}|his[ \t]\w{2,12}|her[ \t]\w{2,12})"
    r"(?:[ \t]+(?:has|have|had|has[ \t]got|caught|got|came[ \t]down[ \t]with|is[ \t]down[ \t]with)"
    r"|['’]s[ \t]+got)"
    rf"[ \t]+(?:(?:a|an|the)[ \t]+)?(?:[\w\-]{{2,20}}[ \t]+)?(?:{_HEADS})\b"
)
_TREATMENT_TR = re.compile(
    r"(?i)\b(?:kemoterapi|radyoterapi|diyaliz|ışın[ \t]tedavisi)\w{0,6}"
    r"(?:[ \t][^\s,.;!?]{1,16}){0,3}?[ \t]"
    r"(?:var|alıyor\w{0,3}|görüyor\w{0,3}|oluyor\w{0,3}|başlıyor\w{0,3}|başladı\w{0,3})\b"
)
_FAITHS = "|".join(
    re.escape(w).replace(r"\-", r"[\- ]")
    for w in sorted(CATEGORIES["RELIGION"], key=len)[::-1]
    if "*" not in w and len(w) > 3
)
_RELIGION_FIELD = re.compile(
    r"(?i)(?<!de )(?<!of )(?<!di )(?<!in )\b(?:konfession|religionszugeh[öo]rigkeit|religion|"
    r"confession|religi[óo]n|religione|"
    r"religi[ãa]o|wyznanie|godsdienst|religie|vierovyznanie|n[áa]bo[žz]enstv[íi])[ \t]+"
    rf"((?:r[öo]misch-|evangelisch-|griechisch-)?(?:{_FAITHS})\b)"
)
_CAMPAIGN = re.compile(
    r"\b(?i:volunteering|volunteer|canvassing|campaigning|leafleting|leafletting|"
    r"door-knocking|flyering|volantinaggio|tractage|tracter|buzoneo|wahlkampf|"
    r"flyer[ \t]verteilen|ulotki|panfletagem|flyeren)[ \t]+(?i:for|per|pour|para|f[üu]r|voor|dla)"
    r"[ \t]+(?:(?i:the|il|la|le|el|o|a|die|de|den)[ \t]+)?"
    r"((?:[A-ZÀ-Ž][\w\-]+|[A-Z]{2,6})(?:[ \t](?:[A-ZÀ-Ž][\w\-]+|de|del|della|di|du|für))"
    r"{0,4})(?:[ \t](?i:campaign))?"
)
_PARTY_HEAD = re.compile(
    r"(?i)\b(?:party|partei|partito|parti|partido|partij|partia|partiet|labour|tor(?:y|ies)|"
    r"conservatives?|democrats?|republicans?|greens?|gr[üu]ne[n]?|liberals?|socialists?|"
    r"sozialdemokrat\w*|lega|movimento|vox|podemos|sinn)\b"
)
_SAME_SEX = re.compile(
    r"(?i)\b(?:we(?:'re|’re|[ \t]are)|i'm[ \t]in|i[ \t]am[ \t]in|my|our)[ \t]+(?:a[ \t]+)?"
    r"same[\- ]sex[ \t]+(?:couple|partner|partnership|marriage|spouse|relationship|wife|husband)"
    r"|\b(?:wir[ \t]sind[ \t]ein|mein[e]?|unsere?)[ \t]+gleichgeschlechtlich\w*[ \t]+\w+"
    r"|\b(?:somos[ \t]una?[ \t]|mi[ \t])(?:pareja|casal|matrimonio)"
    r"[ \t]+(?:del?|do)[ \t]+mesmo?[ \t]+sexo"
    r"|\b(?:nous[ \t]sommes[ \t]un|mon|ma)[ \t]+couple[ \t]+de[ \t]+même[ \t]+sexe"
    r"|\b(?:siamo[ \t]una|la[ \t]mia)[ \t]+coppia[ \t]+dello[ \t]+stesso[ \t]+sesso"
    r"|\b(?:jesteśmy|moja|mój)[ \t]+(?:parą|para|partner\w*)[ \t]+jednopłciow\w*"
    r"|\b(?:wij[ \t]zijn[ \t]een|mijn)[ \t]+(?:homostel|lesbisch[ \t]stel)"
)


# Literals one of which each pattern needs, looked for first: Python's re would otherwise
# try each pattern (and its look-behinds) at every position of every message.
_NEEDS: dict[re.Pattern[str], tuple[str, ...]] = {
    _OPERATED: ("removed", " out", "oper", "opér", "replaced", "amputated", "zabieg"),
    _INJURED: ("broke", "fractur", "frattur", "dislocat", "tore", "sprain", "fraturei",
               "quebrei", "romp", "torc", "rott", "cass", "złamał", "zlomil"),
    _HAS: ("fever", "disease", "infection", "syndrome", "disorder", "flu", "pneumonia",
           "bronchitis", "measles", "mumps", "chickenpox", "shingles", "itis"),
    _TREATMENT_TR: ("kemoterapi", "radyoterapi", "diyaliz", "ışın"),
    _RELIGION_FIELD: ("konfession", "religi", "confession", "wyznanie", "godsdienst",
                      "vierovyznanie", "enstv"),
    _CAMPAIGN: ("volunteer", "canvass", "campaign", "leaflet", "door-knock", "flyer",
                "volantin", "tract", "buzoneo", "wahlkampf", "ulotki", "panfletagem"),
    _SAME_SEX: ("same", "gleichgeschlecht", "mesm", "même", "stesso", "jednopłciow",
                "homostel", "lesbisch"),
}  # fmt: skip


def told_kinds(text: str) -> list[Span]:
    """Each operation, injury, condition, treatment, faith field, campaign and same-sex
    couple told in the text."""
    lower = text.lower()
    found = [(m.start(), m.end(), "HEALTH") for m in _health(text, lower)]
    found += [(m.start(1), m.end(1), "RELIGION") for m in _matches(_RELIGION_FIELD, text, lower)]
    found += [
        (m.start(), m.end(), "POLITICS") for m in _matches(_CAMPAIGN, text, lower) if _party(m)
    ]
    found += [(m.start(), m.end(), "SEXUAL_ORIENTATION") for m in _matches(_SAME_SEX, text, lower)]
    return found


def _matches(pattern: re.Pattern[str], text: str, lower: str) -> list[re.Match[str]]:
    if not any(literal in lower for literal in _NEEDS[pattern]):
        return []
    return list(pattern.finditer(text))


def _party(match: re.Match[str]) -> bool:
    """The campaign is a party's, not a charity's ("volunteering for the Red Cross")."""
    named = {w.lower() for w in re.findall(r"[\w\-]+", match.group(1))}
    return bool(named & PARTIES) or _PARTY_HEAD.search(match.group(1)) is not None


def _health(text: str, lower: str) -> list[re.Match[str]]:
    patterns = (_OPERATED, _INJURED, _HAS, _TREATMENT_TR)
    return [match for pattern in patterns for match in _matches(pattern, text, lower)]
