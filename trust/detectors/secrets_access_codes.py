"""Access codes told in chat: the code of a door, gate, garage, alarm, intercom or lockbox
("yo the gate pin changed to 9052", "Torcode: 4412", "il cancello ha un nuovo codice:
5528", "kod do domofonu to 2749", "digicode 4B27", "alarm code 0419#").

Whoever reads one can walk into a home, so it never leaves. What the code opens is named
next to the code word in one of four ways: before it ("gate pin", "Tür-Code", the
compounds "Torcode", "deurcode"), after it ("code for the gate", "el código del
portal"), first with a verb of having ("the gate has a new code:"), or in the one word
French has for it (``digicode``). The value is a keypad's: four to ten characters, most
of them digits (``4B27``, ``0419#``); "the door code is 4 digits long" gives none.
"""

from __future__ import annotations

import re2

from trust.findings import Finding
from trust.kinds import register_secret_kinds, secret_finding
from trust.scan import Scan

KIND = "ACCESS_CODE"
_WORD = r"[a-zà-öø-ÿąćęłńśźżß'’]+"
_CODE_WORDS = r"(?:codes?|pins?|pin-?codes?|passcodes?|combo|combination)"
# English things, spaced before the code word; "building" and "safe" only with a word
# that makes them a door ("building code 2021" is a regulation, "safe code" a practice)
_THING_EN = (
    r"(?:(?:front|back|side|main|garden|garage|street|lobby|building|entry|patio|gym|"
    r"office|storage|house|apartment|flat)[ \t]+)?"
    r"(?:door|gate|garage|alarm|lockbox|lock ?box|key ?box|key ?safe|keypad|intercom|"
    r"buzzer|shed|storage unit)"
    r"(?:[ \t]+(?:access|entry|lock|keypad|disarm|unlock))?"
)
# German and Dutch compounds, joined or hyphenated: "Torcode", "Haustür-PIN", "deurcode";
# ``tor`` only as a gate ("Motorcode" is an engine's)
_THING_COMPOUND = (
    r"(?:haus|wohnungs|eingangs|keller|garagen|hinter|vorder|neben)?t(?:ü|ue)r|"
    r"(?:garagen|hof|einfahrts|garten|haupt)?tor|alarm(?:anlagen)?|garagen?|"
    r"schl(?:ü|ue)ssel(?:kasten|box|tresor|safe)|tresor|"
    r"(?:voor|achter)?deur|poort|hek|sleutel(?:kast|kluis)"
)
_COMPOUND = r"(?:" + _THING_COMPOUND + r")-?(?:codes?|pin|zugangscode)"
# what a code opens after it, as each language joins them: "code for the gate", "Code
# für die Haustür", "code du portail", "código del portal", "codice del cancello", "kod
# do domofonu", "code van de deur", "código do portão"
_THINGS = (
    r"(?:front |back |side |main )?(?:door|gate|garage|alarm|lockbox|lock box|key ?box|"
    r"keypad|intercom|buzzer|building|shed)|"
    r"\pL*t(?:ü|u)r|(?:garagen|hof|einfahrts|garten|haupt)?tor|alarmanlage|garage|geb(?:ä|a)ude|"
    r"eingang|porte|portail|immeuble|alarme|interphone|entr(?:é|e)e|bo(?:î|i)te (?:à|a) cl(?:é|e)s|"
    r"puerta|port(?:al|(?:ó|o)n)|alarma|garaje|edificio|telefonillo|portero|cochera|"
    r"porta|portone|cancello|allarme|citofono|palazzo|"
    r"drzwi|bramy?|furtki|domofonu?|klatki|gara(?:ż|z)u|alarmu|sejfu|skrytki|"
    r"(?:voor)?deur|poort|hek|gebouw|"
    r"port(?:ã|a)o|pr(?:é|e)dio|alarme|garagem|cofre|edif(?:í|i)cio"
)
_CODE_OF = (
    r"(?:codes?|kod|c(?:ó|o)digo|codice|digicode|pin)[ \t]+"
    r"(?:(?:for|to|of|on|f(?:ü|u)r|f(?:ü|u)rs|zur|zum|von|der|de|du|des|del|della|dello|"
    r"da|do|dos|das|dla|pour|para|per|voor|van|bij)[ \t]+)?"
    r"(?:(?:the|my|our|your|die|der|das|den|dem|la|le|el|il|lo|mi|mon|ma|notre|nuestro|"
    r"nuestra|mio|mia|nostro|de|het|o|a|meu|minha)[ \t]+|l['’]|dell['’]|d['’])?"
    r"(?:" + _THINGS + r")"
)
# the thing first, then a verb of having: "il cancello ha un nuovo codice:"
_HAS_CODE = (
    r"(?:" + _THINGS + r")[ \t]+(?:has|got|hat|a|tiene|ha|ma|heeft|tem)[ \t]+"
    r"(?:(?:a|an|einen|ein|un|una|uno|een|um|uma)[ \t]+)?"
    r"(?:(?:new|neuen|neue|nouveau|nuevo|nuovo|nowy|nieuwe|novo)[ \t]+)?"
    r"(?:codes?|kod|c(?:ó|o)digo|codice|digicode|pin)(?:[ \t]+(?:nuevo|novo|nuovo))?"
)
# how the value is joined to its name: a copula, "changed to", a colon, or nothing
_LINKS = (
    r"is|was|'s|is now|is still|will be|now|(?:has |was |got )?changed to|"
    r"ist|ist jetzt|lautet|war|ist neu|wurde auf|est|c'est|était|est maintenant|"
    r"a chang(?:é|e)|devient|es|era|ahora es|cambi(?:ó|o) a|ha cambiado a|è|ora è|"
    r"è cambiato in|è diventato|jest|to|brzmi|wynosi|to teraz|jest teraz|"
    r"zmieni(?:ł|l) si(?:ę|e) na|luidt|is nu|is veranderd in|é|agora é|mudou para|"
    r"passou a ser"
)
_NAME = "|".join(
    ("(?:" + _THING_EN + r")[ \t]+" + _CODE_WORDS, _COMPOUND, _CODE_OF, _HAS_CODE, "digicode")
)
_BETWEEN = r"(?:[ \t]+" + _WORD + r"){0,3}?"
# whose door: "le code de la porte du parking 8462B", "the gate code of the yard: 5521"
_WHOSE = (
    r"[ \t]+(?:du|des|de la|del|della|dello|of the|der|do|da|van de|van het)[ \t]+"
    + _WORD
    + r"(?:[ \t]*[:=#\-–—])?"
)
_CODE = re2.compile(
    (
        r"(?i)(?:^|[^\w\-])(?:" + _NAME + r")(?:" + _BETWEEN + r"[ \t]+(?:" + _LINKS + r")"
        r"[ \t]*[:=]?|[ \t]*[:=#\-–—]|" + _WHOSE + r"|)"
        r"[ \t]*[\"'“«]?[ \t]*([#*]?[a-z]{0,3}\d[0-9a-z]{2,9}[#*]?)(?:[^\w\-:/.,]|[.,](?:\D|$)|$)"
    ).encode(),
    re2.Options(),
)


def keypad_code(value: str) -> bool:
    """Four to ten keys, at least three of them digits and most of them: ``4B27``,
    ``0419#``; not a word ("SAVE20") nor a short number ("404")."""
    keys = value.strip("#*")
    digits = sum(c.isdigit() for c in keys)
    return 4 <= len(keys) <= 10 and digits >= 3 and digits * 2 > len(keys)


class AccessCodeDetector:
    name = "secrets:access-code"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        found = []
        # each search from the end of the last value, not of its match: the match takes
        # the character after the value, which may be the one before the next name
        # ("door code 8825, alarm code 1379")
        match = _CODE.search(scan.data)
        while match is not None:
            if keypad_code(match.group(1).decode()):
                start, end = scan.char_offset(match.start(1)), scan.char_offset(match.end(1))
                found.append(secret_finding(start, end, KIND, self.name, 0.8))
            match = _CODE.search(scan.data, match.end(1))
        return found


register_secret_kinds(KIND)
