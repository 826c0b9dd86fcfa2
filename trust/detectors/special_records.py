"""What a record says: the detail a criminal record or a medical file holds.

"mon casier judiciaire mentionne un vol en 2017", "my criminal record shows a DUI from
2019", "mein Führungszeugnis enthält eine Verurteilung wegen Betrugs": the record is
named, a verb of showing follows it, and what that verb shows is the detail. Withholding
only "casier judiciaire" would let the offence itself go out, so the finding runs from
the record to the end of what it shows (``special_disclosures`` asks here when no
preposition of reason follows a criminal trigger, and for the record nouns below).

A record noun that names a criminal record by itself (``casier``, ``Führungszeugnis``) needs
nothing more. A bare "record" or "dossier" is often no one's past ("my record shows 5 wins",
"the file lists three servers"): it counts only after a possessive, when a qualifier
says whose record it is ("police record", "dossier médical"), or when what it shows
holds a word of a special category ("my record shows a DUI").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from trust.detectors.special_terms import CATEGORIES, MARKERS, PERSON_WORDS
from trust.detectors.values import words

Detail = Callable[[str, int, int], "tuple[int, int] | None"]

_WORD = re.compile(r"[\w'’\-.]*\w")
_NEAR = 3  # words between the record noun and its verb ("casier judiciaire mentionne")

# verbs by which a record shows what it holds
SHOWING = words(
    "shows show showed says said lists listed mentions mentioned has had contains includes "
    "zeigt enthält nennt listet steht stand führt vermerkt "
    "mentionne mentionnait indique indiquait porte contient comporte affiche "
    "muestra dice incluye figura aparece recoge menciona consta tiene "
    "riporta mostra contiene dice menziona indica risulta "
    "vermeldt toont bevat noemt staat vermeld "
    "pokazuje zawiera wymienia widnieje figuruje "
    "diz tem contém menciona inclui regista registra aparece "
    # plurals: "my records show", "mis antecedentes muestran"
    "list mention say have contain include zeigen enthalten nennen mentionnent indiquent "
    "portent contiennent muestran dicen incluyen figuran aparecen recogen mencionan "
    "constan tienen riportano mostrano contengono vermelden tonen bevatten noemen staan "
    "pokazują zawierają mostram dizem têm constam contêm incluem aparecem"
)
# qualifiers that make a bare record one of a special category
QUALIFIERS = {
    "CRIMINAL": words(
        "criminal police court judiciaire pénal penal penales penale penali criminale policial "
        "giudiziale judicial karny karnym karnego criminais"
    ),
    "HEALTH": words(
        "medical health patient médical médicale medico medica médico médica medische "
        "medyczna medycznej medycznym clínico clínica clinica clinico"
    ),
}
_POSSESSIVES = words(
    "my his her their our mein meine meinem meiner sein seine ihr ihre mon ma son sa "
    "mi su mio mia suo sua mijn zijn haar moja mojej mój jego jej meu minha seu sua dein "
    "deine your"
)


def record_detail(
    text: str, folded: str, start: int, end: int, right: int, detail: Detail
) -> int | None:
    """Where what a named record shows ends, when a verb of showing follows the record
    within ``_NEAR`` words; None otherwise. ``detail`` finds the detail after the verb."""
    after = list(_WORD.finditer(folded, end, right))[: _NEAR + 1]
    for index, word in enumerate(after):
        if word.group() in SHOWING:
            return _shown(text, folded, word.end(), right, detail)
        if index >= _NEAR or not word.group().isalpha():
            return None
    return None


def _shown(text: str, folded: str, begin: int, right: int, detail: Detail) -> int | None:
    """The end of what a record shows: a detail, and the items "and" adds to it ("a DUI
    and a theft from 2019"), but not a clause of its own after "and" ("… and I …")."""
    found = detail(text, begin, right)
    for _ in range(_ITEMS):
        if found is None:
            return None
        joined = _JOINED.match(folded, found[1])
        if joined is None or joined.group(1) in MARKERS | PERSON_WORDS:
            return found[1]
        more = detail(text, joined.start(1), right)
        if more is None:
            return found[1]
        found = (found[0], more[1])
    return found[1] if found else None


_ITEMS = 3
_JOINED = re.compile(r"\s+(?:and|und|et|y|e|i|en|oraz|ed)\s+([\w'’]+)")


def record_category(folded: str, start: int, end: int, right: int) -> str | None:
    """Which special category a bare "record" or "dossier" is, from its qualifier, before it
    or right after it ("police record", "dossier médical"); None without one."""
    before = _WORD.findall(folded, max(0, start - 30), start)[-2:]
    after = _WORD.findall(folded, end, right)[:1]
    for category, qualifiers in QUALIFIERS.items():
        if qualifiers & {*before, *after}:
            return category
    return None


def owned(folded: str, start: int) -> bool:
    """A possessive right before the record, or before its qualifier ("my police record")."""
    before = _WORD.findall(folded, max(0, start - 30), start)[-2:]
    return bool(before) and (before[-1] in _POSSESSIVES or before[0] in _POSSESSIVES)


def lexicon_category(detail: str) -> str | None:
    """The special category of a lexicon word in what a bare record shows, if any."""
    found = set(_WORD.findall(detail))
    for category, entries in CATEGORIES.items():
        for entry in entries:
            stem = entry.endswith("*")
            if entry in found or (stem and any(w.startswith(entry[:-1]) for w in found)):
                return category
    return None
