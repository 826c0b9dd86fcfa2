"""Street addresses typed in small letters, in the languages whose street word comes
first or is fused to the name: "mieszkam na ul. lipowej 14/3 w krakowie", "vivo en
calle mayor 5, 3º izq", "j'habite 12 rue des lilas", "ich wohne in der hauptstraße 12".

The capitalised rules of ``addresses`` need a capital for the street's name; here the
street-type word of the language is the anchor, then one to three name words, a house
number (with its flat parts: ``14/3``, ``12a``, ``nº 7, 2º B``) and the postcode or the
town when they follow. Every street word is also an everyday word somewhere ("via
email", "corso di inglese", "la rue"), so a match must also end as an address does: at
the end of the clause, or before a word that goes on a sentence (``and``, ``w``,
``since`` …), never before a unit ("5 times", "2 volte"). Type words that are also
prepositions or common nouns elsewhere (``via``, ``corso``, ``place``, ``plaza`` …)
count only with more: a comma before the number as Italians write it, a flat part, a
postcode, or a residence or delivery cue before them.

The letter class is the Latin one (ASCII, Latin-1 and Latin Extended-A), not ``\\p{Ll}``:
a few byte ranges, where ``\\p{Ll}`` is hundreds (see the DFA note in the architecture).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from trust.detectors.base import Rule
from trust.detectors.values import words

MakeRule = Callable[..., Rule]

_L = r"[a-zß-öø-ÿĀ-ž]"
_W = _L + r"[a-zß-öø-ÿĀ-ž'’\-]*"  # a name word in small letters
# a town of up to three words, and its province: "sant'apollinare chietino (bo)"
_TOWN = _L + r"{3}[a-zß-öø-ÿĀ-ž'’\-]*(?: " + _W + r"){0,3}(?: \([a-z]{2}\))?"
# flat parts ``addresses``' fragment leaves to the joining step, which wants a capital
# for the town after them: ", bajo", ", bte 8", ", 3e étage", ", piętro 6"
_PART = (
    r",? (?:bajo|bajos|entlo\.?|entresuelo|ático|principal|rdc|bte \w{1,4}|boîte \w{1,4}|"
    r"\d{1,2}(?:e|er|ère|ème) étage|piętro \d{1,2}|escalera \w{1,3}|puerta \w{1,3})"
)
_LINK = (
    r"(?:de la|de los|de las|del|de|della|delle|dello|degli|dei|di|du|des|la|los|las|"
    r"el|il|lo|von|van|der|den|het|am|an|im)"
)
_ELIDED = r"(?:d'|l'|dell'|de l')"
# the street's name: "mayor", "de la paz", "des lilas", "jana pawła", "d'italia"
_NAME = (
    r"((?:" + _LINK + r" )?" + _ELIDED + r"?" + _W
    + r"(?: (?:" + _LINK + r" )?" + _ELIDED + r"?" + _W + r"){0,2})"
)  # fmt: skip
_MARK = r"(?:n[º°o]\.? ?|nr\.? ?|núm\.? ?|n\. ?)?"
_POST = r"(?:\d{2}-\d{3}|\d{5}|\d{4}(?: ?[a-z]{2})?)"
_PLACE = (
    r"(?:,? (?:[a-z]-)?" + _POST + r" " + _TOWN + r"|, " + _TOWN
    + r"|,? (?:w|we|in|en|à|a|te|bei) " + _TOWN + r")?"
)  # fmt: skip
# a word that goes on the sentence after an address, or the clause ends
_END = (
    r"(?:[.,;:!?()\n]|$| (?:and|y|e|et|i|und|en|w|we|in|a|à|since|desde|depuis|da|dal|seit|"
    r"od|op|bij|near|please|bitte|proszę|svp|por|pour|per|for|from|z|ze|na|to|is|es|est|è|"
    r"jest|ist|con|mit|with|but|pero|mais|ma|ale|aber|maar|or|oder|ou|lub|o|if|so|now|ahora|"
    r"teraz|jetzt|maintenant|adesso|nu|mi|my|mój|moja|mein|meine|mon|ma|mio|mia|mijn)\b)"
)

# street words that are nothing else in the language's text
_TYPE_A = (
    r"ulica|ulicy|ulicę|aleja|alei|aleje|alejach|osiedle|osiedlu|plac|placu|"
    r"calle|avenida|paseo|carrer|avinguda|passeig|rambla|travesía|glorieta|cuesta|pasaje|"
    r"carretera|travessera|rue|avenue|boulevard|allée|impasse|chemin|quai|faubourg|"
    r"chaussée|drève|viale|vicolo|piazza|piazzale|lungomare|lungotevere|contrada|salita|"
    r"praça|rua|travessa"
)
# their abbreviations, which may stand without a space before the name ("c/mayor")
_ABBREVIATED = r"ul\.|al\.|os\.|pl\.|c/|avda\.|ctra\.|v\.le|p\.zza|bd"
# street words that are also a preposition or a noun of another kind
_TYPE_B = r"via|corso|c\.so|largo|strada|borgo|place|route|plaza|camino|ronda|cours|square"
_FR_TYPE = (
    r"rue|avenue|av\.|boulevard|bd|allée|impasse|chemin|quai|faubourg|place|route|chaussée|"
    r"drève"
)
# a Dutch house number's parts: "226 hs", "193-iii", "12-2"
_NL_PART = r"(?:-(?:[ivx]{1,4}|hs|\d{1,4}|[a-z])| (?:hs|bis|[a-h])\b)?"
_SUFFIX = (
    r"(?:straße|strasse|str\.|gasse|allee|weg|platz|damm|ufer|ring|"
    r"straat|laan|gracht|plein|kade|singel|dijk|steeg|dreef|burgwal)"
)
_CUE = (
    r"(?i:live at|live on|lives at|lives on|address is|address:|moved to|send it to|"
    r"deliver(?:ed)? to|ship(?:ped)? to|mieszkam na|mieszkam przy|mieszka na|mieszka przy|"
    r"adres:|adres to|vivo en|vive en|vivimos en|dirección:|mi dirección es|abito in|"
    r"abita in|abitiamo in|indirizzo:|il mio indirizzo è|j'habite|j'habite au|il habite|"
    r"elle habite|adresse ?:|mon adresse est|wohne in der|wohnt in der|wohne am|"
    r"adresse ist|woon op|woont op|adres is|moro na|moro em) "
)
_FOLLOWERS = words(
    "and please bitte proszę svp since desde depuis seit now ahora teraz jetzt adesso "
    "maintenant but pero mais aber ale maar dal dalla dall' od sinds from until till hasta "
    "fino jusqu'en ab vanaf"
)
# a name's first word that is none: "in piazza alle 5", "on the avenue at 5"
_NOT_A_NAME = words(
    "alle alla allo ai agli a o at um ab bis à au aux las los les le la el il lo the to "
    "for por para pour per con with mit avec me mi my te ti your"
)


def _a_name(value: str, groups: Sequence[str]) -> bool:
    """Is the street's name one: not begun by a word that is none ("in piazza alle 5"),
    and no word in it goes on the sentence ("allée des roses depuis 2019")?"""
    name = (groups[2] if len(groups) > 2 and groups[2] else "").lower().split(" ")
    if name[0] in _NOT_A_NAME or any(w in _FOLLOWERS for w in name):
        return False
    return _no_town_but_a_word(value, groups)


def lower_rules(rule: MakeRule, number: str, unit: str) -> tuple[Rule, ...]:
    """The rules, made by ``addresses``' own ``rule`` maker with its house-number and
    flat-part fragments (``number``, ``unit``)."""
    units = r"(?:" + unit + r"|" + _PART + r"){0,3}"
    after_name = r",? " + _MARK + number + units + _PLACE
    sure = (
        r"(?:"
        + unit
        + r"|"
        + _PART
        + r"){1,3}"
        + _PLACE
        + r"|,? (?:[a-z]-)?"
        + _POST
        + r" "
        + _TOWN
    )
    return (
        _named(rule("lower-type-first",
                    r"(?:(?:" + _TYPE_A + r") |(?:" + _ABBREVIATED + r") ?)" + _NAME + after_name,
                    _keywords(_TYPE_A) + _keywords(_ABBREVIATED), end=_END)),
        _named(rule("lower-no-number",
                    r"(?:(?:" + _TYPE_A + r"|" + _TYPE_B + r") |(?:" + _ABBREVIATED + r") ?)"
                    + _NAME + r",? (?:[a-z]-)?" + _POST + r" " + _TOWN,
                    _keywords(_TYPE_A) + _keywords(_TYPE_B) + _keywords(_ABBREVIATED),
                    end=_END)),
        _named(rule("lower-type-first-sure",
                    r"(?:" + _TYPE_B + r") " + _NAME + r"(?:, " + _MARK + number + units
                    + _PLACE + r"| " + _MARK + number + r"(?:" + sure + r"))",
                    _keywords(_TYPE_B), end=_END)),
        _named(rule("lower-type-after-cue", r"(?:" + _TYPE_B + r") " + _NAME + after_name,
                    _keywords(_TYPE_B), lead=_CUE, end=_END)),
        replace(rule("lower-fr", number + r"(?: (?:bis|ter|quater))?,? (?:" + _FR_TYPE + r") "
                     + _NAME + units + _PLACE, _keywords(_FR_TYPE), end=_END),
                judge=_a_name_begins, trim=_without_what_follows),
        replace(rule("lower-fused", r"(" + _L + r"[a-zß-öø-ÿĀ-ž\-]+" + _SUFFIX + r"|" + _L
                     + r"+er " + _SUFFIX + r")(?: " + _MARK + number + _NL_PART + units + _PLACE
                     + r"|,? " + _POST + r" " + _TOWN + r")", _keywords(_SUFFIX), end=_END),
                judge=_no_town_but_a_word),
    )  # fmt: skip


_PREPOSITION_TOWN = re.compile(r" (?:w|we|in|en|à|a|te|bei) (\S+)$")


def _no_town_but_a_word(value: str, groups: Sequence[str]) -> bool:
    """ "place 58 in the race": after a preposition, a town, not an article."""
    town = _PREPOSITION_TOWN.search(value)
    return town is None or town.group(1).lower() not in _NOT_A_NAME


def _a_name_begins(value: str, groups: Sequence[str]) -> bool:
    """The number first, then the street: words that go on the sentence are trimmed."""
    name = (groups[2] if len(groups) > 2 and groups[2] else "").lower().split(" ")
    return name[0] not in _NOT_A_NAME and _no_town_but_a_word(value, groups)


def _without_what_follows(value: str) -> str:
    """ "14 rue de la paix please": the name's words stop before one that goes on the
    sentence (the number, which ends the other rules' names, comes first here)."""
    kept = value.split(" ")
    while len(kept) > 3 and kept[-1].lower() in _FOLLOWERS:
        kept.pop()
    return " ".join(kept)


def _named(made: Rule) -> Rule:
    return replace(made, judge=_a_name)


def _keywords(alternation: str) -> tuple[str, ...]:
    bare = alternation.strip("()?:").replace("\\", "")
    return tuple(sorted({w for w in bare.split("|") if w}))
