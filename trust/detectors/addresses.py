"""Postal addresses: a street with a house number, optionally a postcode and a city.

One pattern per country's way of writing them (US, UK, DE, FR, PL, ES, IT, also
matching AT/CH/NL-style ``Straße 12``), all reported as ``ADDRESS``, class private: a
home address locates a person. Postcodes alone are not addresses (``10115`` is also a
quantity); they extend an address found next to them.
"""

from __future__ import annotations

from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

_UP = r"\p{Lu}"  # an upper-case letter of any alphabet
_WORD = r"\p{Lu}\p{Ll}[\p{L}'’\-]*"  # unbounded: bounded repeats of \p{L} bloat the DFA
_NAME = _WORD + r"(?: " + _WORD + r"){0,3}"

_US_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|"
    r"Pl|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Close|Crescent|Gardens|Grove|"
    r"Hill|Square|Sq|Mews|Row|Walk|Trail)\.?"
)
_US_TAIL = (
    r"(?: (?:N|S|E|W|NE|NW|SE|SW)\b)?"
    r"(?:,? (?:Apt|Apartment|Suite|Ste|Unit|Flat|#) ?[\w\-]{1,6})?"
    r"(?:,? " + _NAME + r")?"
    r"(?:,? (?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]{2}(?:,? \d{5}(?:-\d{4})?)?|"
    r"\d{5}(?:-\d{4})?))?"
)
_DE_SUFFIX = r"(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad)"
_DE_TAIL = r"(?:,? ?(?:D-|A-|CH-)?\d{4,5} " + _NAME + r")?"
_FR_TYPE = (
    r"(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|"
    r"square|passage)"
)
_FR_TAIL = r"(?:,? \d{5} " + _NAME + r")?"
_ES_TYPE = r"(?:Calle|C/|Avenida|Avda\.?|Av\.|Plaza|Pza\.|Paseo|Camino|Carrer|Ronda|Travesía)"
_IT_TYPE = r"(?:Via|Viale|Piazza|Corso|Vicolo|Largo|Piazzale|Strada)"
_PL_TYPE = r"(?:ul\.|ulica|al\.|aleja|pl\.|plac|os\.|osiedle)"
_NUM = r"\d{1,5}[a-zA-Z]?(?:[/\-]\d{1,4}[a-zA-Z]?)?"


def _rule(name: str, pattern: str, keywords: tuple[str, ...] = ()) -> Rule:
    return Rule(
        name=name,
        kind="ADDRESS",
        sensitivity=Sensitivity.PRIVATE,
        pattern=r"(?:^|[^\p{L}\d])(" + pattern + r")",
        group=1,
        keywords=keywords,
        confidence=0.8,
    )


RULES: tuple[Rule, ...] = (
    _rule("us-uk", r"\d{1,6}[A-Za-z]?,? " + _NAME + " " + _US_SUFFIX + _US_TAIL),
    _rule(
        "de",
        _UP + r"[\p{L}\-]+" + _DE_SUFFIX + r" " + _NUM + _DE_TAIL,
        ("str", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer", "chaussee"),
    ),
    _rule(
        "de-words",
        _NAME + r" (?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm) " + _NUM + _DE_TAIL,
        ("str", "weg", "gasse", "platz", "allee", "ring", "damm"),
    ),
    _rule(
        "fr",
        r"\d{1,4}(?: ?(?:bis|ter))?,? (?i:" + _FR_TYPE + r") (?:(?:de la|de l'|du|des|de|d')"
        r" ?)?" + _NAME + _FR_TAIL,
        (
            "rue",
            "avenue",
            "av.",
            "boulevard",
            "bd",
            "place",
            "chemin",
            "allée",
            "impasse",
            "quai",
            "route",
            "cours",
            "square",
            "passage",
        ),
    ),
    _rule(
        "es",
        _ES_TYPE
        + r" (?:(?:de la|del|de los|de las|de) )?"
        + _NAME
        + r",? (?:nº ?|n\.º ?|núm\. ?)?"
        + _NUM
        + r"(?:,? \d{5}(?: "
        + _NAME
        + r")?)?",
        (
            "calle",
            "c/",
            "avenida",
            "avda",
            "av.",
            "plaza",
            "pza",
            "paseo",
            "camino",
            "carrer",
            "ronda",
            "travesía",
        ),
    ),
    _rule(
        "it",
        _IT_TYPE
        + r" (?:(?:dei|degli|delle|della|del|di) )?"
        + _NAME
        + r",? "
        + _NUM
        + r"(?:,? \d{5}(?: "
        + _NAME
        + r")?)?",
        ("via", "viale", "piazza", "corso", "vicolo", "largo", "strada"),
    ),
    _rule(
        "pl",
        r"(?i:" + _PL_TYPE + r") ?" + _NAME + r" " + _NUM + r"(?:,? \d{2}-\d{3} " + _NAME + r")?",
        ("ul.", "ulica", "al.", "aleja", "pl.", "plac", "os.", "osiedle"),
    ),
)
