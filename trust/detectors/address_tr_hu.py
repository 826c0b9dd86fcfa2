"""Street addresses in Turkey and Hungary, whose type words the other patterns lack.

Turkish writes the street's name, its type (``Cad.``, ``Sokak``, ``Bulvarı``), often a
neighbourhood before it (``… Mah.``), ``No:`` and the number, a flat (``D: 7``,
``Daire 4``) and district / city: "Bağdat Cad. No: 214 D: 7, Kadıköy / İstanbul".
Hungarian puts a lower-case type word between the name and the number and a
four-digit postcode before the city: "Király utca 46, 1061 Budapest", "Andrássy út
12., 1062 Budapest". A type word with no number after it ("A Király utca a belváros
…") is no address.
"""

from __future__ import annotations

from trust.detectors.address_patterns import CITY, NAME, NUM

# a house number, and the parts people add to it: "12/B", "46/3"
_NUMBER = NUM + r"\.?(?:/[A-Za-z0-9]{1,4})*"

TR_TYPE = r"(?:Cad\.|Caddesi|Cd\.|Sok\.|Sokak|Sokağı|Sk\.|Bulvarı|Blv\.|Bulv\.|Yolu)"
_TR_AREA = r"(?:" + NAME + r" (?:Mah\.|Mahallesi|Mh\.),? )?"
# no spaced letter after the number: "No: 214 D: 7" has its flat (daire) next
_TR_NUMBER = r"\d{1,5}[A-Za-z]?(?:/[A-Za-z0-9]{1,4})*"
_TR_FLAT = r"(?:,? (?:D|Daire|Kat|K)[:.]? ?\d{1,4})*"
TR = (
    _TR_AREA
    + NAME
    + r" "
    + TR_TYPE
    + r",? (?:No ?[:.]? ?)?"
    + _TR_NUMBER
    + _TR_FLAT
    + r"(?:(?:,| ?/) ?(?:\d{5} )?"
    + CITY
    + r"){0,2}"
)

HU_TYPE = r"(?:utca|u\.|út|útja|tér|tere|körút|krt\.|köz|sor|sétány|fasor|rakpart|lakótelep)"
HU = (
    r"(?:\d{4} " + CITY + r", )?" + NAME + r" " + HU_TYPE + r" " + _NUMBER
    + r"(?:,? \d{4} " + CITY + r"|, " + CITY + r")?"
)  # fmt: skip
