"""A medicine told with its dose, in any language: "metoprolol 25 mg", "Eliquis 5 mg",
"ferrous sulphate 200mg twice daily", and a known medicine in a Slavic case ending
("začít s metforminem", "leczę się metforminą"). A dose in milligrams or micrograms
is what a prescription, a refill or a pharmacy note says; the name before it is the
medicine whether a lexicon knows it (a brand, a salt) or not. Nutrition facts ("sodium
200 mg") and questions ("is 400 mg of ibuprofen too much?") pass.
"""

from __future__ import annotations

import re

from trust.detectors.lexicon import common_word
from trust.detectors.special_sentences import sentence_around
from trust.detectors.special_terms import CATEGORIES, MEDICATION_SUFFIXES
from trust.detectors.values import words

Span = tuple[int, int, str]

# Python's re on a bounded window: one or two words then a dose, no nested repetition.
_DOSED = re.compile(
    r"\b([A-Za-zÀ-ž][\w\-]{2,30})(?:[ \t]([a-zà-ž][\w\-]{2,20}))?[ \t]?"
    r"(\d{1,4}(?:[.,]\d{1,3})?[ \t]?(?:mg|mcg|µg|μg)\b)"
    r"((?:[ \t](?:once|twice|three[ \t]times|daily|a[ \t]day|at[ \t]night|bid|tds|"
    r"täglich|par[ \t]jour|al[ \t]día|al[ \t]giorno|per[ \t]dag|dziennie|por[ \t]dia|"
    r"om[ \t]dagen|günde|denně)){0,3})",
    re.IGNORECASE,
)
# a leaflet's or a shop's product, "Ibuprofen 400 mg Filmtabletten", is no one's intake
_PRODUCT = re.compile(
    r"(?i)[ \t]+(?:film)?(?:tablets?|tabletten|tabletki|compresse|comprimés|comprimidos|"
    r"capsules?|kapseln|capsule|cápsulas|kapsułki|brausetabletten|tabletter|tabletten|"
    r"granulat|sirup|syrup|sciroppo)\b"
)
# the salt or form that follows a medicine's first word ("ferrous sulphate")
_SALTS = words(
    "sulphate sulfate chloride citrate fumarate gluconate hydrochloride carbonate "
    "succinate tartrate maleate besylate sodium potassium acetate phosphate retard "
    "xr sr er xl cr"
)
# what a label of food or a lab's reading counts in milligrams
_NUTRIENTS = words(
    "sodium salt sugar sugars protein fat fibre fiber carbs carbohydrate cholesterol "
    "caffeine calcium iron potassium magnesium zinc omega dose doses max maximum "
    "limit total about around only up per of the a an is was and or to than has have "
    "had contains contain with take takes took taking extra another"
)
_UNITS = ("mg", "mcg", "µg", "μg")  # what a dose is counted in
_SLAVIC_ENDINGS = frozenset(("em", "ą", "u", "a", "y", "ie", "om", "ami", "ou", "i"))
_MEDICINES = frozenset(w for w in CATEGORIES["MEDICATION"] if "*" not in w and len(w) > 4)
_INFLECTED = re.compile(r"\b[a-zà-ž]{5,30}\b", re.IGNORECASE)


def dosed_medicines(text: str) -> list[Span]:
    """Each medicine with the dose after it, and a known one in a case ending, outside
    questions."""
    found = [span for span in _dosed(text) if not _asked(text, span[0], span[1])]
    return found + [span for span in _inflected(text) if not _asked(text, span[0], span[1])]


def _dosed(text: str) -> list[Span]:
    """The medicine and its dose as two details: each can be consented to on its own."""
    found: list[Span] = []
    lower = text.lower()
    if not any(unit in lower for unit in _UNITS):
        return found
    for match in _DOSED.finditer(text):
        if _PRODUCT.match(text, match.end()):
            continue
        name = _name(match)
        if name is None:
            continue
        found.append((name[0], name[1], "MEDICATION"))
        found.append((match.start(3), match.end(), "MEDICATION"))
    return found


def _name(match: re.Match[str]) -> tuple[int, int] | None:
    """Where the medicine before the dose is, or None when the word is no medicine."""
    first, second = match.group(1), match.group(2)
    if second and second.lower() in _SALTS and first.lower() not in _SALTS:
        return match.start(1), match.end(2)  # "ferrous sulphate 200mg"
    group = 2 if second else 1  # "refill of metoprolol 25 mg": the medicine only
    name = match.group(group)
    if len(name) < 4 or name.lower() in _NUTRIENTS:
        return None
    if common_word(name) and not _medicine(name):
        return None
    return match.start(group), match.end(group)


def _medicine(word: str) -> bool:
    lowered = word.lower()
    return lowered in _MEDICINES or lowered.endswith(MEDICATION_SUFFIXES)


def _inflected(text: str) -> list[Span]:
    """A known medicine's Czech or Polish case form: the lexicon holds the nominative.
    Each distinct word is judged once; most texts hold none, so no span is sought."""
    inflected = {w for w in set(_INFLECTED.findall(text.lower())) if _case_of_medicine(w)}
    if not inflected:
        return []
    return [
        (m.start(), m.end(), "MEDICATION")
        for m in _INFLECTED.finditer(text)
        if m.group().lower() in inflected
    ]


def _case_of_medicine(word: str) -> bool:
    return any(word[-size:] in _SLAVIC_ENDINGS and word[:-size] in _MEDICINES for size in (1, 2, 3))


def _asked(text: str, start: int, end: int) -> bool:
    _, right = sentence_around(text, start, end)
    return text[right : right + 1] == "?"
