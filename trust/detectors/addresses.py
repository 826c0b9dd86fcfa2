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
from trust.detectors.base import Rule
from trust.detectors.values import words
from trust.sensitivity import Sensitivity

_UP = r"\p{Lu}"  # an upper-case letter of any alphabet
_WORD = r"\p{Lu}[\p{Ll}\p{Lu}'’\-]*\p{Ll}[\p{L}'’\-]*|\p{Lu}\.?"  # unbounded: see DFA note
_LOWER_OK = r"(?:" + _WORD + r"|(?:de|la|del|di|van|der|den|von|am|an|im|st|of|the)\.?)"
# a king's or a pope's number in a street's name: "Vittorio Emanuele II", "Alfonso XII"
_ROMAN = r"(?:[IVXL]{1,5})"
_NAME = r"(?:" + _WORD + "|" + _ROMAN + r")(?: (?:" + _LOWER_OK + "|" + _ROMAN + r")){0,3}"
# a date as a street's name, after its type word: "Calle 5 de Mayo", "ul. 3 Maja"
_DATED = r"(?:\d{1,2} (?:de |di )?)?"
_CITY = (
    r"(?:'s-)?(?:" + _WORD + r")(?:[ \-](?:" + _WORD + r"|sur|am|an|de|del|di|la|le|nad|in)){0,3}"
)
# "12", "12a", "12 a" (German), "39bis", "14/3", "22-15"
_NUM = r"\d{1,5}(?:bis|ter|[a-zA-Z]| [a-hA-H])?(?:[/\-]\d{1,4}[a-zA-Z]?)?"
_END = r"(?:[^\p{L}\p{N}]|$)"

# flat, apartment, floor, door: "Flat 3", "Apt. 4B", "m. 5", "3º B", "Whg. 4", "int. 2"
_UNIT_WORDS = sorted(
    words(
        r"flat apt\. apt apartment suite ste\. unit room floor fl\. # wohnung whg\. etage stock og "
        r"app\. appartement appt\. appt bât\. bâtiment étage escalier esc\. piso puerta pta\. "
        r"planta bajo interno int\. scala piano appartamento m\. mieszkania lok\. lokal bus huis "
        r"apto\. apto ap\. andar bloco"
    ),
    key=len,
    reverse=True,  # RE2 prefers the first alternative: "appt" before "app."
)
_UNIT = (
    r"(?:,? ?(?i:" + "|".join(_UNIT_WORDS) + r") ?[\w\-]{1,6}|,? \d{1,2}\s?[ºª°]"
    r"(?: ?(?:[A-Za-z]{1,2}\b|(?i:izq|izda|dcha|dch|der|izquierda|derecha|ext|int|cen|esq|"
    r"dto|dt|frente|andar)\.?))?|"
    r",? \d{1,2}(?:st|nd|rd|th) (?i:floor)|"
    # "3. OG", "2. Stock", "Hinterhaus", "3-hoog", "2e verdieping"
    r",? \d{1,2}\. ?(?:OG|UG|Stock|Etage|étage)|,? (?:Hinterhaus|Vorderhaus|Seitenflügel|"
    r"Gartenhaus|Souterrain|EG|DG|HH|VH)|[ ,\-] ?\d{1,2}[ \-]?(?i:hoog)|"
    r",? \d{1,2}(?:e|de|ste) (?i:verdieping|etage))"
)

_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"
# "W 76th St", "10th Avenue": numbered streets, with a compass point before them
_NUMBERED = r"(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.? )?\d{1,3}(?:st|nd|rd|th)"
# USPS street suffixes (Publication 28, appendix C1) and British ones
_US_SUFFIX = (
    r"(?i:Street|St|Streets|Avenue|Ave|Av|Road|Rd|Roads|Boulevard|Blvd|Lane|Ln|Drive|Dr|Drives|"
    r"Court|Ct|Courts|Way|Ways|Place|Pl|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Circle|Cir|"
    r"Circles|Close|Crescent|Cres|Gardens|Gdns|Garden|Grove|Groves|Hill|Hills|Square|Sq|"
    r"Squares|Mews|Row|Walk|Walks|Trail|Trl|Park|Parks|Rise|View|Views|Green|Greens|Vale|"
    r"Gate|Parade|Broadway|Esplanade|Quay|Wharf|Yard|Alley|Annex|Arcade|Bayou|Beach|Bend|"
    r"Bluff|Bluffs|Bottom|Branch|Bridge|Brook|Brooks|Burg|Burgs|Bypass|Camp|Canyon|Cape|"
    r"Causeway|Center|Centre|Centers|Cliff|Cliffs|Club|Common|Commons|Corner|Corners|Course|"
    r"Cove|Coves|Creek|Crest|Crossing|Crossroad|Curve|Dale|Dam|Divide|Estate|Estates|"
    r"Expressway|Expy|Extension|Extensions|Ext|Fall|Falls|Parkways|Ferry|Field|Fields|Flat|Flats|Ford|"
    r"Fords|Forest|Forge|Forges|Fork|Forks|Fort|Freeway|Fwy|Gateway|Glen|Glens|Harbor|"
    r"Harbors|Harbour|Haven|Heights|Hts|Hollow|Inlet|Island|Islands|Isle|Junction|Junctions|"
    r"Key|Keys|Knoll|Knolls|Lake|Lakes|Land|Landing|Light|Lights|Loaf|Lock|Locks|Lodge|Loop|"
    r"Mall|Manor|Manors|Meadow|Meadows|Mill|Mills|Mission|Motorway|Mount|Mountain|Mountains|"
    r"Neck|Orchard|Oval|Overpass|Pass|Passage|Path|Pike|Pine|Pines|Plain|Plains|Plaza|Point|"
    r"Points|Port|Ports|Prairie|Radial|Ramp|Ranch|Rapid|Rapids|Rest|Ridge|Ridges|River|Route|"
    r"Shoal|Shoals|Shore|Shores|Skyway|Spring|Springs|Spur|Spurs|Station|Stravenue|Stream|"
    r"Summit|Trace|Track|Trafficway|Tunnel|Turnpike|Underpass|Union|Unions|Valley|Valleys|"
    r"Via|Viaduct|Rue|Run|Throughway|Village|Villages|Ville|Vista|Wall|Well|Wells)\.?"
)
_US_TAIL = (
    r"(?: (?:N|S|E|W|NE|NW|SE|SW)\b)?"
    + r"(?:"
    + _UNIT
    + r")?"
    + r"(?:,? "
    + _CITY
    + r")?"
    + r"(?:,? (?:"
    + _UK_POSTCODE
    + r"|[A-Z]{2}(?:,? \d{5}(?:-\d{4})?)?|\d{5}(?:-\d{4})?))?"
)
_UK_UNIT_FIRST = r"(?:(?i:flat|apartment|apt\.?|unit|suite) [\w\-]{1,6},? )?"

_DE_SUFFIX = (
    r"(?i:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|"
    r"markt|graben|brücke)"
)
_DE_TAIL = r"(?:" + _UNIT + r")?(?:,? ?(?:D-|A-|CH-)?\d{4,5} " + _CITY + r"|, " + _CITY + r")?"
_NL_SUFFIX = (
    r"(?:straat|laan|weg|plein|gracht|kade|singel|dijk|steeg|hof|dreef|markt|burgwal|"
    r"plantsoen|pad|baan|boulevard|park)"
)
_NL_TAIL = (
    r"(?:-(?:[IVX]{1,4}|hs|\d{1,4}|[A-Za-z])| (?:hs|bis|[A-H])\b)?(?:"
    + _UNIT
    + r")?(?:,? \d{4} ?[A-Z]{2}(?:,? "
    + _CITY
    + r")?|, "
    + _CITY
    + r")?"
)
_FR_TYPE = (
    r"(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|"
    r"square|passage|faubourg|rond-point|esplanade|voie|sentier|cité|résidence|lieu-dit|"
    r"chaussée|drève)"
)
_FR_TAIL = (
    r"(?:"
    + _UNIT
    + r")?(?:,? (?:F-)?\d{5} "
    + _CITY
    + r"(?: (?i:cedex)(?: \d{1,2})?)?|, "
    + _CITY
    + r")?"
)
_FR_AFTER = (
    r"(?i:"
    + _FR_TYPE
    + r") (?:(?:de la|de l'|du|des|de|d')\s?)?"
    + _NAME
    + r",? "
    + _NUM
    + r"(?:"
    + _UNIT
    + r")?"
)
_ES_TYPE = (
    r"(?:Calle|C/|C\.|Avenida|Avda\.?|Av\.|Plaza|Pza\.|Pl\.|Paseo|Pº|Camino|Carrer|Ronda|"
    r"Avinguda|Avgda\.|Plaça|Passatge|Travessera|Camí|"
    r"Travesía|Glorieta|Carretera|Ctra\.|Rambla|Passeig|Vía|Urbanización|Urb\.|Alameda|"
    r"Acceso|Bajada|Callejón|Cañada|Cuesta|Pasadizo|Pasaje|Vial|Costanilla|Senda|Partida)"
)
# postcode then city, or city then postcode ("…, Asturias, 47359"), a province code
_PLACE = r"(?:,? (?:(?:[–\-] )?(?:[IE]-)?\d{5}(?:,? " + _CITY + r")?|" + _CITY + r"(?:,? \d{5})?))?"
_ES_TAIL = r"(?:" + _UNIT + r"){0,3}" + _PLACE
# "via" in lower case is also a preposition ("via Zoom 2 days ago"): only "Via" counts,
# or "via" with the comma Italians put before the number ("via Roma, 10")
_IT_TYPE = (
    r"(?:Via|V\.le|(?i:viale|piazza|p\.zza|corso|c\.so|vicolo|largo|piazzale|strada|"
    r"contrada|lungomare|lungotevere|borgo|salita|vico|canale|rotonda|stretto|galleria|"
    r"incrocio|traversa|lungarno|circonvallazione|piazzetta|calle|rione))"
)
_IT_TAIL = r"(?:" + _UNIT + r"){0,2}" + _PLACE + r"(?:,? \(?[A-Z]{2}\)?)?"
# Portugal and Brazil: "Rua Augusta 145, 2º Esq, 1100-048 Lisboa", "Rua Augusta 1508,
# apto 62, São Paulo - SP, 01304-001" (a Brazilian CEP has five digits, then three)
_PT_TYPE = (
    r"(?:(?i:rua|avenida|travessa|praça|largo|estrada|alameda|calçada|beco|rodovia|praceta|"
    r"viela)|R\.|Av\.|Tv\.)"
)
_PT_CODE = r"(?:CEP )?(?:\d{4}-\d{3}|\d{5}-?\d{3})"
_PT_TAIL = (
    r"(?:"
    + _UNIT
    + r"){0,3}(?:,? "
    + _PT_CODE
    + r"(?: "
    + _CITY
    + r")?|, "
    + _CITY
    + r"(?: ?[-–/] ?[A-Z]{2})?(?:,? "
    + _PT_CODE
    + r")?)?"
)
_PL_TYPE = (
    r"(?:ul\.|ulica|ulicy|al\.|aleja|alei|aleje|alejach|pl\.|plac|placu|os\.|osiedle|osiedlu|rondo)"
)
_PL_TAIL = (
    r"(?: ?(?:m\.|lok\.|/) ?\d{1,4})?(?:,? \d{2}-\d{3}(?: " + _CITY + r")?|, " + _CITY + r")?"
)

# Japan: 〒100-0001 東京都千代田区千代田1-1-1, or romanised 1-2-3 Shibuya, Shibuya-ku
_JP_KANJI = (
    r"(?:〒\s?\d{3}-?\d{4}\s?)?(?:\p{Han}{1,4}[都道府県])?\p{Han}{1,6}[市区町村郡]"
    r"[\p{Han}\p{Hiragana}\p{Katakana}ー]{0,10}(?:\d{1,4}|[一二三四五六七八九十]{1,3})"
    r"(?:丁目|[\-−－番地の号])(?:\d{1,4}(?:[\-−－番地の号]{1,2}\d{0,4})*)?(?:号)?"
)
_JP_ROMAN = (  # needs a ward/city/town word somewhere (the rule's keywords)
    r"\d{1,4}(?:-\d{1,4}){1,2},? \p{Lu}[\p{L}\-]*(?:,? \p{Lu}[\p{L}\-]*){0,3}(?:,? \d{3}-\d{4})?"
)


_LEAD = r"(?:^|[^\p{L}\d])"
# postcodes that do not pass for a quantity next to a city: PL, PT, NL, CZ/SK, 5 digits
_POSTCODE = r"(?:\d{2}-\d{3}|\d{4}-\d{3}|\d{4} ?[A-Z]{2}|\d{3} \d{2}|\d{5})"


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
        _UK_UNIT_FIRST
        + r"\d{1,6}[A-Za-z]?,? (?:"
        + _NAME
        + "|"
        + _NUMBERED
        + ") "
        + _US_SUFFIX
        + _US_TAIL,
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
        + _NAME
        + r", )?"
        + _NAME
        + r" "
        + _US_SUFFIX
        + r",(?: "
        + _CITY
        + r",?){1,3} "
        + _UK_POSTCODE,
    ),
    _rule(  # US military mail: "PSC 1854, Box 5519, APO AP 41103"
        "us-military",
        r"(?:(?:PSC|Unit|CMR) \d{1,5},? Box \d{1,5}|(?:USCGC|USNS|USNV|USS) " + _NAME + r"),? "
        r"(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5}",
        ("apo", "fpo", "dpo"),
    ),
    _rule(
        "us-po-box",
        r"(?i:p\.? ?o\.? box|postfach|apartado(?: de correos)?|skrytka pocztowa) \d{1,6}"
        + r"(?:,? "
        + _CITY
        + r")?(?:,? (?:[A-Z]{2} )?\d{4,5}(?:-\d{4})?)?",
        ("box", "postfach", "apartado", "skrytka"),
    ),
    _rule(
        "de",
        _UP + r"[\p{L}\-]+" + _DE_SUFFIX + r" " + _NUM + _DE_TAIL,
        _kw(_DE_SUFFIX),
    ),
    _rule(
        "de-words",
        r"(?:(?:Am|An der|Auf der|Im|In der|Zum|Zur|Unter den|Alte|Alter) )?"
        + _NAME
        + r" (?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Markt|Ufer) "
        + _NUM
        + _DE_TAIL,
        ("str", "weg", "gasse", "platz", "allee", "ring", "damm", "markt", "ufer"),
    ),
    _rule(
        "de-am",
        r"(?:Am|An der|Auf der|Im|In der|Zum|Zur|Unter den) (?:"
        + _WORD
        + r") "
        + _NUM
        + r"(?:"
        + _UNIT
        + r")?,? (?:D-|A-|CH-)?\d{4,5} "
        + _CITY,
        ("am ", "an der", "auf der", "im ", "in der", "zum ", "zur ", "unter den"),
    ),
    _rule(
        "nl",
        _UP + r"[\p{L}\-]*" + _NL_SUFFIX + r" " + _NUM + _NL_TAIL,
        _kw(_NL_SUFFIX),
    ),
    _rule(
        "fr",
        r"\d{1,4}(?: ?(?:bis|ter|quater|[A-Da-d]))?,? (?i:" + _FR_TYPE + r") (?:(?:de la|de l'|"
        r"du|des|de|d')\s?)?" + _NAME + _FR_TAIL,
        _kw(_FR_TYPE),
    ),
    # Belgium, Switzerland, Luxembourg: "Rue de la Loi 16, 1000 Bruxelles", "Avenue de
    # la Gare 12, 1003 Lausanne": the number after the street's name, then a postcode or
    # a town, or the clause ends ("la Place de la Concorde 3 fois" is no address)
    _rule(
        "fr-number-after",
        _FR_AFTER + r"(?:,? (?:[BLF]-|CH-)?\d{4,5} " + _CITY + r"|, " + _CITY + r")",
        _kw(_FR_TYPE),
    ),
    _rule(
        "fr-number-after-end",
        _FR_AFTER,
        _kw(_FR_TYPE),
        end=r"(?:[,.;!?)\n]|$)",
    ),
    _rule(  # "Unter den Linden 77": a German street that is a preposition and a noun
        "de-unter-den",
        r"Unter den (?:" + _WORD + r") " + _NUM + _DE_TAIL,
        ("unter den",),
    ),
    _rule(  # "rue Dumas, 90998 Julienville": no number, but a postcode and a city
        "fr-no-number",
        r"(?i:"
        + _FR_TYPE
        + r") (?:(?:de la|de l'|du|des|de|d')\s?)?"
        + _NAME
        + r",? (?:F-|B-|CH-|L-)?\d{4,5} "
        + _CITY,
        _kw(_FR_TYPE),
    ),
    _rule(
        "es",
        r"(?i:"
        + _ES_TYPE
        + r") ?(?:(?:de la|del|de los|de las|de|d'|dels) )?"
        + _DATED
        + _NAME
        + r",? (?:nº ?|n\.º ?|núm\. ?|no\.? ?|n\.? ?)?"
        + _NUM
        + r"(?: ?(?:bis|dup\.?))?"
        + _ES_TAIL,
        _kw(_ES_TYPE),
    ),
    _rule(
        "it",
        _IT_TYPE
        + r" (?:(?:dei|degli|delle|della|dello|del|di|de'|de) ?)?"
        + _DATED
        + _NAME
        + r",? (?:n\. ?|nr\. ?)?"
        + _NUM
        + _IT_TAIL,
        _kw(_IT_TYPE),
    ),
    _rule(  # "via Cicala 138, scala B, 74935 Pessina": lower-case "via" with a postcode
        "it-via-postcode",
        r"via (?:(?:dei|degli|delle|della|del|di) )?"
        + _NAME
        + r",? "
        + _NUM
        + r"(?:"
        + _UNIT
        + r"){0,2},? \d{5} "
        + _CITY
        + r"(?:,? \(?[A-Z]{2}\)?)?",
        ("via ",),
    ),
    _rule(
        "it-via",
        r"via (?:(?:dei|degli|delle|della|del|di) )?" + _NAME + r", " + _NUM + _IT_TAIL,
        ("via ",),
    ),
    _rule(
        "pt",
        _PT_TYPE
        + r" (?:(?:da|do|das|dos|de) )?"
        + _DATED
        + _NAME
        + r",? (?:nº ?|n\.º ?|n\. ?)?"
        + _NUM
        + _PT_TAIL,
        _kw(_PT_TYPE),
    ),
    _rule(
        "pl",
        r"(?i:" + _PL_TYPE + r") ?" + _DATED + _NAME + r" " + _NUM + _PL_TAIL,
        _kw(_PL_TYPE),
    ),
    # no house number, but a postcode and a town: "Aleja Mazowiecka, 65-908 Żary",
    # "Calle de Alcalá, 28014 Madrid", "Keizersgracht, 1015 CJ Amsterdam"
    _rule(
        "type-no-number",
        r"(?:(?i:"
        + _PL_TYPE
        + r") ?|(?i:"
        + _ES_TYPE
        + r") (?:(?:de la|del|de los|de las|de|d'|dels) )?|"
        + _IT_TYPE
        + r" (?:(?:dei|degli|delle|della|dello|del|di) )?)"
        + _NAME
        + r",? (?:\d{2}-\d{3}|(?:[IE]-)?\d{5}) "
        + _CITY,
        _kw(_PL_TYPE) + _kw(_ES_TYPE) + _kw(_IT_TYPE),
    ),
    _rule(
        "nl-no-number",
        _UP + r"[\p{L}\-]*" + _NL_SUFFIX + r",? \d{4} ?[A-Z]{2},? " + _CITY,
        _kw(_NL_SUFFIX),
    ),
    # Japanese runs on without spaces: no word boundaries around it
    _rule("jp", _JP_KANJI, ("市", "区", "町", "村", "郡", "〒"), lead="", end=""),
    _rule("jp-roman", _JP_ROMAN, ("-ku", "-shi", "-cho", "-machi", "-gun")),
    # no street-type word ("Lipowa 14/3, 30-001 Kraków", "Mayor 5, 28013 Madrid"): a
    # street name and a number, then a postcode of a country's shape and a city
    _rule(
        "street-postcode",
        _NAME + r" " + _NUM + r"(?:" + _UNIT + r")?, " + _POSTCODE + r" " + _CITY,
    ),
    # ... or a city alone, when the words before say it is an address
    _rule(
        "street-after-cue",
        r"(?:(?:via|viale|piazza|corso|calle|avenida|rue|ul\.|ulica|al\.) )?"
        + _NAME
        + r" "
        + _NUM
        + r"(?:"
        + _UNIT
        + r")?(?:, "
        + _CITY
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
        + _ES_TYPE
        + r"|"
        + _PL_TYPE
        + r"|"
        + _FR_TYPE
        + r") (?:(?:de la|del|de los|de las|de|d'|dels|du|des) )?|"
        + _IT_TYPE
        + r" (?:(?:dei|degli|delle|della|dello|del|di) )?)"
        + _NAME,
        lead=r"(?i:live on|lives on|living on|moved to|vivo en(?: la| el)?|vive en(?: la| el)?|"
        r"vivimos en(?: la| el)?|abito in|abita in|abitiamo in|mieszkam na|mieszkam przy|"
        r"mieszka na|mieszka przy|mieszkamy na|mieszkamy przy|j'habite|il habite|"
        r"elle habite|nous habitons) ",
        end=r"(?:[.,;!?)\n]|$| (?:and|y|e|i|et|w|we|in|en|a|à|since|desde|od|depuis) )",
    ),
    # postcodes that are addresses by their shape, with the city after them
    _rule("uk-postcode", r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?:,? " + _CITY + r")?"),
    _rule("pl-postcode", r"\d{2}-\d{3} " + _CITY, lead=r"(?:^|[,:;] |\n)"),
    _rule("jp-postcode", r"〒\s?\d{3}-?\d{4}", ("〒",), lead=""),
)
# in small letters, anchored on the street word: ``address_lower``
RULES += lower_rules(_rule, _NUM, _UNIT)
