"""One address, one span: the rules' pieces of an address joined, and its tail taken in.

The address rules are one pattern per way of writing; several match parts of one
address ("al. Jaśminowa 9" by the Polish rule, "Jaśminowa 9, lok. 27, 65-002 Żywiec"
by the postcode rule), and a flat part or a postcode the pattern did not expect
("…, bajo, 19666 Segovia", "…, 3e étage, 28211 Lyon", "…, lok. 9, 80-950 Zgorzelec")
ends the match early. Overlapping or touching findings become one, and after each the
parts that only an address has (a flat or floor part, a postcode with its city) are
taken in, one after the other, so that no part of it is left in clear text beside a
placeholder.
"""

from __future__ import annotations

import re

from trust.findings import Finding

_CAP = r"(?:'s-)?[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻČŠŽŘĎŤŇ][\w'’\-]*\.?"
_LINK = r"(?:de|la|le|les|del|di|sur|am|an|aan|den|der|nad|i\.|bei|im|en|op|bij|in)"
_CITY = _CAP + r"(?:[ \-](?:" + _CAP + "|" + _LINK + r")){0,3}"
# a flat, floor, staircase or door, after a comma: ", bajo", ", 3e étage", ", lok. 9"
_PART = (
    r",? (?:(?i:bajo|bajos|entlo\.?|entresuelo|ático|atico|principal|pral\.?|"
    r"bajo [a-d]|sótano|hinterhaus|vorderhaus|souterrain|rdc|rez-de-chaussée)"
    r"|\d{1,2}(?:e|er|ère|ème|de|ste|º|ª|°)\.? (?i:étage|etage|verdieping|piso|planta|piano)"
    r"|(?i:lok\.|lokal|m\.|mieszkanie|piętro|p\.|apt\.?|appt\.?|app\.|apartment|flat|unit|suite|"
    r"int\.|interno|scala|sc\.|piano|esc\.|escalera|puerta|pta\.|piso|planta|bât\.|"
    r"bâtiment|bat\.|escalier|porte|étage|bte|boîte|whg\.|wohnung|stock|etage|bus|boîte) ?"
    r"[\w\-]{1,5}\.?(?: (?i:izq|izda|dcha|dch|der|izquierda|derecha)\.?)?)"
)
# a postcode in one of the shapes of the countries the rules cover, and its city
_POSTCODE = r",? (?:(?:[A-Z]{1,2}-)?\d{5}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|\d{4}|\d{3} \d{2}) " + _CITY
_STOP = r"(?=$|[^\w'’\-])"
# the rest of a town's name a rule stopped short of ("Berg en Dal"), its province
_TOWN_MORE = r"(?:[ \-]" + _LINK + r"[ \-]" + _CAP + r"| \((?:[A-Z]{2,3})\))"
_TAIL = re.compile(r"(?:(" + _PART + r")|" + _POSTCODE + r"|" + _TOWN_MORE + r")" + _STOP)
# after a flat part, the city alone: "Carrer Farré 131A, bajo, Valencia"
_CITY_AFTER_PART = re.compile(r", " + _CITY + _STOP)
_BETWEEN = re.compile(r"[ ,]{0,2}")


def joined(text: str, found: list[Finding]) -> list[Finding]:
    """The ADDRESS findings with overlapping or touching ones merged and each one's
    flat parts and postcode taken in."""
    merged: list[Finding] = []
    for finding in sorted(found, key=lambda f: (f.start, -f.end)):
        finding = _with_tail(text, finding)
        last = merged[-1] if merged else None
        if last is not None and _touch(text, last, finding):
            merged[-1] = last.model_copy(update={"end": max(last.end, finding.end)})
            continue
        merged.append(finding)
    return merged


def _touch(text: str, first: Finding, second: Finding) -> bool:
    if second.start <= first.end:
        return True
    return _BETWEEN.fullmatch(text, first.end, second.start) is not None and (
        text[second.start : second.start + 1].isdigit()  # ", 80-950 Zgorzelec"
    )


def _with_tail(text: str, finding: Finding) -> Finding:
    end, part, town = finding.end, False, False
    while True:
        if (match := _TAIL.match(text, end)) is not None and match.end() > end:
            end, part = match.end(), part or match.group(1) is not None
        elif part and not town and (match := _CITY_AFTER_PART.match(text, end)) is not None:
            end, town = match.end(), True
        else:
            break
    return finding if end == finding.end else finding.model_copy(update={"end": end})
