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

# a town's word, or a short one with its dot ("St. Gallen"): "Porto." ends a sentence
_CAP = r"(?:'s-)?[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻČŠŽŘĎŤŇ](?:\w{0,2}\.|[\w'’\-]*)"
_LINK = r"(?:de|la|le|les|del|di|da|do|das|dos|sur|am|an|aan|den|der|nad|i\.|bei|im|en|op|bij|in)"
_CITY = _CAP + r"(?:[ \-](?:" + _CAP + "|" + _LINK + r")){0,3}"
# a flat, floor, staircase or door, after a comma: ", bajo", ", 3e étage", ", lok. 9"
_PART = (
    # Portugal's floor and side: ", 2.º Esq.", ", 3.º Dto"
    r",? (?:\d{1,2}\.?[º°ª] ?(?i:esq|dto|dt|frente|dir|andar)\.?|"
    r"(?i:bajo|bajos|entlo\.?|entresuelo|ático|atico|principal|pral\.?|"
    r"bajo [a-d]|sótano|hinterhaus|vorderhaus|souterrain|rdc|rez-de-chaussée)"
    r"|\d{1,2}(?:e|er|ère|ème|de|ste|º|ª|°)\.? (?i:étage|etage|verdieping|piso|planta|piano)"
    r"|(?i:lok\.|lokal|m\.|mieszkanie|piętro|p\.|apt\.?|appt\.?|app\.|apartment|flat|unit|suite|"
    r"int\.|interno|scala|sc\.|piano|esc\.|escalera|puerta|pta\.|piso|planta|bât\.|"
    r"bâtiment|bat\.|escalier|porte|étage|bte|boîte|whg\.|wohnung|stock|etage|bus|boîte) ?"
    r"[\w\-]{1,5}\.?(?: (?i:izq|izda|dcha|dch|der|izquierda|derecha)\.?)?)"
)
# a postcode in one of the shapes of the countries the rules cover, and its city with
# its district's number ("120 00 Praha 2"); Mexico's colonia and "C.P." before the code
_POSTCODE = (
    r",? (?:(?:[A-Z]{1,2}-)?\d{5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4} ?[A-Z]{2}|\d{4}|\d{3} \d{2}) "
    + _CITY
    + r"(?: \d{1,2}(?![\d:]|[.,]\d))?|, (?:Col\.|Colonia|Fracc\.) "
    + _CITY
    + r"|,? C\.P\. ?\d{5}(?:,? "
    + _CITY
    + r")?"
)
_STOP = r"(?=$|[^\w'’\-])"
# the rest of a town's name a rule stopped short of ("Berg en Dal"), its province
_TOWN_MORE = r"(?:[ \-]" + _LINK + r"[ \-]" + _CAP + r"| \((?:[A-Z]{2,3})\))"
_TAIL = re.compile(r"(?:(" + _PART + r")|" + _POSTCODE + r"|" + _TOWN_MORE + r")" + _STOP)
# after a flat part, the city alone: "Carrer Farré 131A, bajo, Valencia"
_CITY_AFTER_PART = re.compile(r", " + _CITY + _STOP)
# the line under a street line that holds only its town and postcode, in the order of
# the country: "12049 Berlin", "Savannah, GA 31405", "São Paulo - SP, 01304-001",
# "Smethwick B66 4JQ", "113 59 Stockholm", "Hyderabad 500081"
_UK = r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"
_TOWN_LINE = re.compile(
    r"[ \t]*,?[ \t]*\r?\n[ \t]*(?:"
    r"(?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3} \d{2}|\d{4}(?: ?[A-Z]{2})?) "
    + _CITY
    + r"(?: \d{1,2})?|"
    + _CITY
    + r"(?:,? | ?[-–] )(?:[A-Z]{2}(?:,? (?:\d{5}(?:-\d{4})?|\d{5}-\d{3}))?|"
    + _UK
    + r"|[1-9]\d{2} ?\d{3}|\d{5}-\d{3})|"
    + _UK
    + r")[ \t]*(?=\r?\n|$)"
)
# a Japanese address goes on with its building and room: "…2-14-7 ハイツ三茶302"
_JP_BUILDING = re.compile(
    r"[ \u3000]?[\u30a0-\u30ff\u4e00-\u9fff][\u30a0-\u30ff\u4e00-\u9fff\uff21-\uff5aA-Za-z]{0,15}"
    r"[ \u3000]?"
    r"(?:\d{1,4}|[\uff10-\uff19]{1,4})(?:号室|号)?"
)
_CZ_END = re.compile(r"\d{3} \d{2} " + _CITY + r"$")
_DISTRICT = re.compile(r" \d{1,2}(?![\d:]|[.,]\d)")
# a kanji address's last block ("…2-14-7", "…14番地"), with kanji before it
_JP_END = re.compile(r"[\u4e00-\u9fff][\d\-−－\uff10-\uff19号番地目丁]{1,14}$")
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
        elif not town and (match := _town_after(text, end, part)) is not None:
            end, town = match.end(), True
        elif (match := _name_goes_on(text, end)) is not None:
            end = match.end()
        else:
            break
    return finding if end == finding.end else finding.model_copy(update={"end": end})


def _town_after(text: str, end: int, part: bool) -> re.Match[str] | None:
    """The city after a flat part (", bajo, Valencia"), or the town line under it."""
    if part and (match := _CITY_AFTER_PART.match(text, end)) is not None:
        return match
    return _TOWN_LINE.match(text, end)


def _name_goes_on(text: str, end: int) -> re.Match[str] | None:
    """Prague's district ("120 00 Praha 2"), a Japanese building and room after the
    block ("…2-14-7 ハイツ三茶302"): parts of the address the rules stop before."""
    start = max(0, end - 60)  # the address's end only: a long text is not read again
    if _CZ_END.search(text, start, end):
        return _DISTRICT.match(text, end)
    if _JP_END.search(text, start, end):
        return _JP_BUILDING.match(text, end)
    return None
