"""The pieces the address rules of ``addresses`` are built from.

What every country shares (a street's name, a house number, flat parts, a city) and,
per country, its street-type words, its postcode and the tail that may follow the
number. Each is a regex fragment without groups, to be joined into a rule's pattern;
none is a rule on its own.
"""

from __future__ import annotations

from trust.detectors.values import words

UP = r"\p{Lu}"  # an upper-case letter of any alphabet
WORD = r"\p{Lu}[\p{Ll}\p{Lu}'’\-]*\p{Ll}[\p{L}'’\-]*|\p{Lu}\.?"  # unbounded: see DFA note
_LOWER_OK = r"(?:" + WORD + r"|(?:de|la|del|di|van|der|den|von|am|an|im|st|of|the)\.?)"
# a king's or a pope's number in a street's name: "Vittorio Emanuele II", "Alfonso XII"
_ROMAN = r"(?:[IVXL]{1,5})"
NAME = r"(?:" + WORD + "|" + _ROMAN + r")(?: (?:" + _LOWER_OK + "|" + _ROMAN + r")){0,3}"
# a date as a street's name, after its type word: "Calle 5 de Mayo", "ul. 3 Maja"
DATED = r"(?:\d{1,2} (?:de |di )?)?"
CITY = r"(?:'s-)?(?:" + WORD + r")(?:[ \-](?:" + WORD + r"|sur|am|an|de|del|di|la|le|nad|in)){0,3}"
# "12", "12a", "12 a" (German), "39bis", "14/3", "22-15"
NUM = r"\d{1,5}(?:bis|ter|[a-zA-Z]| [a-hA-H])?(?:[/\-]\d{1,4}[a-zA-Z]?)?"

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
UNIT = (
    r"(?:,? ?(?i:" + "|".join(_UNIT_WORDS) + r") ?[\w\-]{1,6}|,? \d{1,2}\s?[ºª°]"
    r"(?: ?(?:[A-Za-z]{1,2}\b|(?i:izq|izda|dcha|dch|der|izquierda|derecha|ext|int|cen|esq|"
    r"dto|dt|frente|andar)\.?))?|"
    r",? \d{1,2}(?:st|nd|rd|th) (?i:floor)|"
    # "3. OG", "2. Stock", "Hinterhaus", "3-hoog", "2e verdieping"
    r",? \d{1,2}\. ?(?:OG|UG|Stock|Etage|étage)|,? (?:Hinterhaus|Vorderhaus|Seitenflügel|"
    r"Gartenhaus|Souterrain|EG|DG|HH|VH)|[ ,\-] ?\d{1,2}[ \-]?(?i:hoog)|"
    r",? \d{1,2}(?:e|de|ste) (?i:verdieping|etage))"
)

UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"
# "W 76th St", "10th Avenue": numbered streets, with a compass point before them
NUMBERED = r"(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.? )?\d{1,3}(?:st|nd|rd|th)"
# USPS street suffixes (Publication 28, appendix C1) and British ones
US_SUFFIX = (
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
US_TAIL = (
    r"(?: (?:N|S|E|W|NE|NW|SE|SW)\b)?"
    + r"(?:"
    + UNIT
    + r")?"
    + r"(?:,? "
    + CITY
    + r")?"
    + r"(?:,? (?:"
    + UK_POSTCODE
    + r"|[A-Z]{2}(?:,? \d{5}(?:-\d{4})?)?|\d{5}(?:-\d{4})?))?"
)
UK_UNIT_FIRST = r"(?:(?i:flat|apartment|apt\.?|unit|suite) [\w\-]{1,6},? )?"

DE_SUFFIX = (
    r"(?i:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|"
    r"markt|graben|brücke)"
)
DE_TAIL = r"(?:" + UNIT + r")?(?:,? ?(?:D-|A-|CH-)?\d{4,5} " + CITY + r"|, " + CITY + r")?"
NL_SUFFIX = (
    r"(?:straat|laan|weg|plein|gracht|kade|singel|dijk|steeg|hof|dreef|markt|burgwal|"
    r"plantsoen|pad|baan|boulevard|park)"
)
NL_TAIL = (
    r"(?:-(?:[IVX]{1,4}|hs|\d{1,4}|[A-Za-z])| (?:hs|bis|[A-H])\b)?(?:"
    + UNIT
    + r")?(?:,? \d{4} ?[A-Z]{2}(?:,? "
    + CITY
    + r")?|, "
    + CITY
    + r")?"
)
FR_TYPE = (
    r"(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|"
    r"square|passage|faubourg|rond-point|esplanade|voie|sentier|cité|résidence|lieu-dit|"
    r"chaussée|drève)"
)
FR_TAIL = (
    r"(?:"
    + UNIT
    + r")?(?:,? (?:F-)?\d{5} "
    + CITY
    + r"(?: (?i:cedex)(?: \d{1,2})?)?|, "
    + CITY
    + r")?"
)
FR_AFTER = (
    r"(?i:"
    + FR_TYPE
    + r") (?:(?:de la|de l'|du|des|de|d')\s?)?"
    + NAME
    + r",? "
    + NUM
    + r"(?:"
    + UNIT
    + r")?"
)
ES_TYPE = (
    r"(?:Calle|C/|C\.|Avenida|Avda\.?|Av\.|Plaza|Pza\.|Pl\.|Paseo|Pº|Camino|Carrer|Ronda|"
    r"Avinguda|Avgda\.|Plaça|Passatge|Travessera|Camí|"
    r"Travesía|Glorieta|Carretera|Ctra\.|Rambla|Passeig|Vía|Urbanización|Urb\.|Alameda|"
    r"Acceso|Bajada|Callejón|Cañada|Cuesta|Pasadizo|Pasaje|Vial|Costanilla|Senda|Partida)"
)
# postcode then city, or city then postcode ("…, Asturias, 47359"), a province code
_PLACE = r"(?:,? (?:(?:[–\-] )?(?:[IE]-)?\d{5}(?:,? " + CITY + r")?|" + CITY + r"(?:,? \d{5})?))?"
ES_TAIL = r"(?:" + UNIT + r"){0,3}" + _PLACE
# "via" in lower case is also a preposition ("via Zoom 2 days ago"): only "Via" counts,
# or "via" with the comma Italians put before the number ("via Roma, 10")
IT_TYPE = (
    r"(?:Via|V\.le|(?i:viale|piazza|p\.zza|corso|c\.so|vicolo|largo|piazzale|strada|"
    r"contrada|lungomare|lungotevere|borgo|salita|vico|canale|rotonda|stretto|galleria|"
    r"incrocio|traversa|lungarno|circonvallazione|piazzetta|calle|rione))"
)
IT_TAIL = r"(?:" + UNIT + r"){0,2}" + _PLACE + r"(?:,? \(?[A-Z]{2}\)?)?"
# Portugal and Brazil: "Rua Augusta 145, 2º Esq, 1100-048 Lisboa", "Rua Augusta 1508,
# apto 62, São Paulo - SP, 01304-001" (a Brazilian CEP has five digits, then three)
PT_TYPE = (
    r"(?:(?i:rua|avenida|travessa|praça|largo|estrada|alameda|calçada|beco|rodovia|praceta|"
    r"viela)|R\.|Av\.|Tv\.)"
)
_PT_CODE = r"(?:CEP )?(?:\d{4}-\d{3}|\d{5}-?\d{3})"
PT_TAIL = (
    r"(?:"
    + UNIT
    + r"){0,3}(?:,? "
    + _PT_CODE
    + r"(?: "
    + CITY
    + r")?|, "
    + CITY
    + r"(?: ?[-–/] ?[A-Z]{2})?(?:,? "
    + _PT_CODE
    + r")?)?"
)
PL_TYPE = (
    r"(?:ul\.|ulica|ulicy|al\.|aleja|alei|aleje|alejach|pl\.|plac|placu|os\.|osiedle|osiedlu|rondo)"
)
PL_TAIL = r"(?: ?(?:m\.|lok\.|/) ?\d{1,4})?(?:,? \d{2}-\d{3}(?: " + CITY + r")?|, " + CITY + r")?"

# Japan: 〒100-0001 東京都千代田区千代田1-1-1, or romanised 1-2-3 Shibuya, Shibuya-ku
JP_KANJI = (
    r"(?:〒\s?\d{3}-?\d{4}\s?)?(?:\p{Han}{1,4}[都道府県])?\p{Han}{1,6}[市区町村郡]"
    r"[\p{Han}\p{Hiragana}\p{Katakana}ー]{0,10}(?:\d{1,4}|[一二三四五六七八九十]{1,3})"
    r"(?:丁目|[\-−－番地の号])(?:\d{1,4}(?:[\-−－番地の号]{1,2}\d{0,4})*)?(?:号)?"
)
JP_ROMAN = (  # needs a ward/city/town word somewhere (the rule's keywords)
    r"\d{1,4}(?:-\d{1,4}){1,2},? \p{Lu}[\p{L}\-]*(?:,? \p{Lu}[\p{L}\-]*){0,3}(?:,? \d{3}-\d{4})?"
)

# postcodes that do not pass for a quantity next to a city: PL, PT, NL, CZ/SK, 5 digits
POSTCODE = r"(?:\d{2}-\d{3}|\d{4}-\d{3}|\d{4} ?[A-Z]{2}|\d{3} \d{2}|\d{5})"
