"""Postal addresses: a street with a house number, flat parts, a postcode and a city.

One pattern per way of writing them — US/UK (number first), DE/AT/CH/NL (street word
fused or after the name, number last), FR (number, then ``rue …``), ES/IT/PL (street
type first), JP (prefecture/ward/chōme blocks, in kanji or romanised) — all reported as
``ADDRESS``, class private: a home address locates a person. Each may go on with a
flat/apartment part (``Flat 3``, ``Apt 4B``, ``m. 5``, ``3º B``, ``interno 2``,
``Whg. 4``) and a postcode in the country's shape, with or without the city.

A postcode alone is not an address (``10115`` is also a quantity), except the shapes
that cannot be anything else when a city follows them (``SW1A 1AA London``,
``30-001 Kraków``, ``1015 CJ Amsterdam``, ``〒100-0001``).
"""

from __future__ import annotations

import re

from trust.detectors.address_lower import lower_rules
from trust.detectors.address_patterns import (
    CITY,
    DATED,
    DE_SUFFIX,
    DE_TAIL,
    ES_TAIL,
    ES_TYPE,
    FR_AFTER,
    FR_TAIL,
    FR_TYPE,
    IT_TAIL,
    IT_TYPE,
    JP_KANJI,
    JP_ROMAN,
    NAME,
    NL_SUFFIX,
    NL_TAIL,
    NUM,
    NUMBERED,
    PL_TAIL,
    PL_TYPE,
    POSTCODE,
    PT_TAIL,
    PT_TYPE,
    UK_POSTCODE,
    UK_UNIT_FIRST,
    UNIT,
    UP,
    US_SUFFIX,
    US_TAIL,
    WORD,
)
from trust.detectors.address_se_in import IN, SE, SE_TYPE
from trust.detectors.address_tr_hu import HU, HU_TYPE, TR, TR_TYPE
from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

# what may stand on either side of an address: no letter or digit runs into it
_LEAD = r"(?:^|[^\p{L}\d])"
_END = r"(?:[^\p{L}\p{N}]|$)"


def _kw(alternation: str) -> tuple[str, ...]:
    """The prefilter keywords of a rule: the literal words of its type alternation."""
    bare = re.sub(r"\(\?[a-z]*:|[()?]|\\", "", alternation).replace("\\.", ".")
    return tuple(sorted({w.lower() for w in bare.split("|") if w}))


def _rule(
    name: str, pattern: str, keywords: tuple[str, ...] = (), lead: str = _LEAD, end: str = _END
) -> Rule:
    return Rule(
        name=name,
        kind="ADDRESS",
        sensitivity=Sensitivity.PRIVATE,
        pattern=lead + r"(" + pattern + r")" + end,
        group=1,
        keywords=keywords,
        confidence=0.8,
    )


RULES: tuple[Rule, ...] = (
    _rule(
        "us-uk",
        UK_UNIT_FIRST
        + r"\d{1,6}[A-Za-z]?,? (?:"
        + NAME
        + "|"
        + NUMBERED
        + ") "
        + US_SUFFIX
        + US_TAIL,
    ),
    _rule(  # "flat 3, 12 baker st, london ec1r 4sr", in lower case as people type
        "us-uk-lower",
        r"(?:(?:flat|apartment|apt\.?|unit) [\w\-]{1,6},? )?"
        r"\d{1,5}[a-z]? [a-z]{3,}(?: [a-z]{3,})? (?:street|road|avenue|lane|drive|close|"
        r"crescent|terrace|boulevard|st|rd|ave|ln|dr)\.?"
        r"(?:,? (?:[a-z]{3,}(?: [a-z]{3,})?)(?:,? [a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2})?)?",
        (
            "street",
            "road",
            "avenue",
            "lane",
            "drive",
            "close",
            "crescent",
            "terrace",
            "boulevard",
            " st",
            " rd",
            " ave",
            " ln",
            " dr",
        ),
        end=r"(?:[^\p{L}\p{N}]|$)",
    ),
    _rule(  # "Rose Cottage, Mill Lane, Little Snoring, Norfolk NR21 0AA": no house number
        "uk-no-number",
        r"(?:"
        + NAME
        + r", )?"
        + NAME
        + r" "
        + US_SUFFIX
        + r",(?: "
        + CITY
        + r",?){1,3} "
        + UK_POSTCODE,
    ),
    _rule(  # US military mail: "PSC 1854, Box 5519, APO AP 41103"
        "us-military",
        r"(?:(?:PSC|Unit|CMR) \d{1,5},? Box \d{1,5}|(?:USCGC|USNS|USNV|USS) " + NAME + r"),? "
        r"(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5}",
        ("apo", "fpo", "dpo"),
    ),
    _rule(
        "us-po-box",
        r"(?i:p\.? ?o\.? box|postfach|apartado(?: de correos)?|skrytka pocztowa) \d{1,6}"
        + r"(?:,? "
        + CITY
        + r")?(?:,? (?:[A-Z]{2} )?\d{4,5}(?:-\d{4})?)?",
        ("box", "postfach", "apartado", "skrytka"),
    ),
    _rule(
        "de",
        UP + r"[\p{L}\-]+" + DE_SUFFIX + r" " + NUM + DE_TAIL,
        _kw(DE_SUFFIX),
    ),
    _rule(
        "de-words",
        r"(?:(?:Am|An der|Auf der|Im|In der|Zum|Zur|Unter den|Alte|Alter) )?"
        + NAME
        + r" (?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Markt|Ufer) "
        + NUM
        + DE_TAIL,
        ("str", "weg", "gasse", "platz", "allee", "ring", "damm", "markt", "ufer"),
    ),
    _rule(
        "de-am",
        r"(?:Am|An der|Auf der|Im|In der|Zum|Zur|Unter den) (?:"
        + WORD
        + r") "
        + NUM
        + r"(?:"
        + UNIT
        + r")?,? (?:D-|A-|CH-)?\d{4,5} "
        + CITY,
        ("am ", "an der", "auf der", "im ", "in der", "zum ", "zur ", "unter den"),
    ),
    _rule(
        "nl",
        UP + r"[\p{L}\-]*" + NL_SUFFIX + r" " + NUM + NL_TAIL,
        _kw(NL_SUFFIX),
    ),
    _rule(
        "fr",
        r"\d{1,4}(?: ?(?:bis|ter|quater|[A-Da-d]))?,? (?i:" + FR_TYPE + r") (?:(?:de la|de l'|"
        r"du|des|de|d')\s?)?" + NAME + FR_TAIL,
        _kw(FR_TYPE),
    ),
    # Belgium, Switzerland, Luxembourg: "Rue de la Loi 16, 1000 Bruxelles", "Avenue de
    # la Gare 12, 1003 Lausanne": the number after the street's name, then a postcode or
    # a town, or the clause ends ("la Place de la Concorde 3 fois" is no address)
    _rule(
        "fr-number-after",
        FR_AFTER + r"(?:,? (?:[BLF]-|CH-)?\d{4,5} " + CITY + r"|, " + CITY + r")",
        _kw(FR_TYPE),
    ),
    _rule(
        "fr-number-after-end",
        FR_AFTER,
        _kw(FR_TYPE),
        end=r"(?:[,.;!?)\n]|$)",
    ),
    _rule(  # "Unter den Linden 77": a German street that is a preposition and a noun
        "de-unter-den",
        r"Unter den (?:" + WORD + r") " + NUM + DE_TAIL,
        ("unter den",),
    ),
    _rule(  # "rue Dumas, 90998 Julienville": no number, but a postcode and a city
        "fr-no-number",
        r"(?i:"
        + FR_TYPE
        + r") (?:(?:de la|de l'|du|des|de|d')\s?)?"
        + NAME
        + r",? (?:F-|B-|CH-|L-)?\d{4,5} "
        + CITY,
        _kw(FR_TYPE),
    ),
    _rule(
        "es",
        r"(?i:"
        + ES_TYPE
        + r") ?(?:(?:de la|del|de los|de las|de|d'|dels) )?"
        + DATED
        + NAME
        + r",? (?:nº ?|n\.º ?|núm\. ?|no\.? ?|n\.? ?)?"
        + NUM
        + r"(?: ?(?:bis|dup\.?))?"
        + ES_TAIL,
        _kw(ES_TYPE),
    ),
    _rule(
        "it",
        IT_TYPE
        + r" (?:(?:dei|degli|delle|della|dello|del|di|de'|de) ?)?"
        + DATED
        + NAME
        + r",? (?:n\. ?|nr\. ?)?"
        + NUM
        + IT_TAIL,
        _kw(IT_TYPE),
    ),
    _rule(  # "via Cicala 138, scala B, 74935 Pessina": lower-case "via" with a postcode
        "it-via-postcode",
        r"via (?:(?:dei|degli|delle|della|del|di) )?"
        + NAME
        + r",? "
        + NUM
        + r"(?:"
        + UNIT
        + r"){0,2},? \d{5} "
        + CITY
        + r"(?:,? \(?[A-Z]{2}\)?)?",
        ("via ",),
    ),
    _rule(
        "it-via",
        r"via (?:(?:dei|degli|delle|della|del|di) )?" + NAME + r", " + NUM + IT_TAIL,
        ("via ",),
    ),
    _rule(
        "pt",
        PT_TYPE
        + r" (?:(?:da|do|das|dos|de) )?"
        + DATED
        + NAME
        + r",? (?:nº ?|n\.º ?|n\. ?)?"
        + NUM
        + PT_TAIL,
        _kw(PT_TYPE),
    ),
    _rule(
        "pl",
        r"(?i:" + PL_TYPE + r") ?" + DATED + NAME + r" " + NUM + PL_TAIL,
        _kw(PL_TYPE),
    ),
    # no house number, but a postcode and a town: "Aleja Mazowiecka, 65-908 Żary",
    # "Calle de Alcalá, 28014 Madrid", "Keizersgracht, 1015 CJ Amsterdam"
    _rule(
        "type-no-number",
        r"(?:(?i:"
        + PL_TYPE
        + r") ?|(?i:"
        + ES_TYPE
        + r") (?:(?:de la|del|de los|de las|de|d'|dels) )?|"
        + IT_TYPE
        + r" (?:(?:dei|degli|delle|della|dello|del|di) )?)"
        + NAME
        + r",? (?:\d{2}-\d{3}|(?:[IE]-)?\d{5}) "
        + CITY,
        _kw(PL_TYPE) + _kw(ES_TYPE) + _kw(IT_TYPE),
    ),
    _rule(
        "nl-no-number",
        UP + r"[\p{L}\-]*" + NL_SUFFIX + r",? \d{4} ?[A-Z]{2},? " + CITY,
        _kw(NL_SUFFIX),
    ),
    # Japanese runs on without spaces: no word boundaries around it
    _rule("jp", JP_KANJI, ("市", "区", "町", "村", "郡", "〒"), lead="", end=""),
    _rule("jp-roman", JP_ROMAN, ("-ku", "-shi", "-cho", "-machi", "-gun")),
    # no street-type word ("Lipowa 14/3, 30-001 Kraków", "Mayor 5, 28013 Madrid"): a
    # street name and a number, then a postcode of a country's shape and a city, on the
    # same line or the next ("Vinohradská 48\n120 00 Praha")
    _rule(
        "street-postcode",
        NAME + r" " + NUM + r"(?:" + UNIT + r")?(?:, |,?\n)" + POSTCODE + r" " + CITY,
    ),
    # ... or a city alone, when the words before say it is an address
    _rule(
        "street-after-cue",
        r"(?:(?:via|viale|piazza|corso|calle|avenida|rue|ul\.|ulica|al\.) )?"
        + NAME
        + r" "
        + NUM
        + r"(?:"
        + UNIT
        + r")?(?:, "
        + CITY
        + r")?",
        lead=r"(?i:live at|live on|lives at|address is|address:|moved to|move to|send it to|"
        r"parcel to|deliver(?:ed)? to|ship(?:ped)? to|mieszkam na|mieszkam przy|"
        r"mieszka na|mieszka przy|adres:|wohne in der|wohnt in der|adresse ?:|"
        r"j'habite au|vivo en|vive en|dirección:|abito in|abita in|indirizzo:|woon op|"
        r"adres is|wohne in der|mieszkamy na|mieszkamy przy) ",
        end=r"(?:[.,;!?)\n]|$| (?:and|please|last|next|bitte|proszę|svp|por favor|w|we|in|"
        r"im|à|en|a|na|op|since|from|seit|depuis|desde|od) )",
    ),
    # ... or a street with its type word and no number: "I live on Passeig de Gràcia",
    # "vivo en la Rambla de Catalunya", "mieszkam przy ulicy Długiej"
    _rule(
        "street-type-after-cue",
        r"(?:(?i:"
        + ES_TYPE
        + r"|"
        + PL_TYPE
        + r"|"
        + FR_TYPE
        + r") (?:(?:de la|del|de los|de las|de|d'|dels|du|des) )?|"
        + IT_TYPE
        + r" (?:(?:dei|degli|delle|della|dello|del|di) )?)"
        + NAME,
        lead=r"(?i:live on|lives on|living on|moved to|vivo en(?: la| el)?|vive en(?: la| el)?|"
        r"vivimos en(?: la| el)?|abito in|abita in|abitiamo in|mieszkam na|mieszkam przy|"
        r"mieszka na|mieszka przy|mieszkamy na|mieszkamy przy|j'habite|il habite|"
        r"elle habite|nous habitons) ",
        end=r"(?:[.,;!?)\n]|$| (?:and|y|e|i|et|w|we|in|en|a|à|since|desde|od|depuis) )",
    ),
    # postcodes that are addresses by their shape, with the city after them
    _rule("uk-postcode", r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?:,? " + CITY + r")?"),
    _rule("pl-postcode", r"\d{2}-\d{3} " + CITY, lead=r"(?:^|[,:;] |\n)"),
    _rule("jp-postcode", r"〒\s?\d{3}-?\d{4}", ("〒",), lead=""),
    _rule("tr", TR, _kw(TR_TYPE)),
    _rule("hu", HU, _kw(HU_TYPE)),
    _rule("se", SE, _kw(SE_TYPE)),
    _rule("in", IN, ("flat", "house", "h.no", "h. no", "plot", "door", "d.no", "d. no")),
)
# in small letters, anchored on the street word: ``address_lower``
RULES += lower_rules(_rule, NUM, UNIT)
