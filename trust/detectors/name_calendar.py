"""Month and weekday names in a date are no person's: "Date: Mon Dec 7 08:14:02 2026"
(a pasted git log), "Tue Nov 3", "on Dec 7 we ship". "Dec", "Nov" and "Mai" are also
surnames or given names somewhere, so a gazetteer alone takes them for people; a day's
number after the word, or a weekday's name before it, says they are a date.
"""

from __future__ import annotations

import re

from trust.detectors.name_runs import Token
from trust.detectors.values import words

MONTHS = words(
    "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june "
    "july august september october november december januar februar märz mai juni juli "
    "oktober dezember janvier février mars avril juin juillet août septembre octobre "
    "novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre "
    "octubre noviembre diciembre gennaio febbraio aprile maggio giugno luglio settembre "
    "ottobre dicembre januari februari maart mei augustus stycznia lutego marca kwietnia "
    "maja czerwca lipca sierpnia września października listopada grudnia"
)
WEEKDAYS = words(
    "mon tue tues wed thu thur thurs fri sat sun monday tuesday wednesday thursday friday "
    "saturday sunday mo di mi do fr sa so lun mar mer jeu ven sam dim"
)
_DAY_AFTER = re.compile(r"[ \t]+\d{1,2}(?:st|nd|rd|th)?\b")


def without_dates(text: str, tokens: list[Token]) -> list[Token]:
    """The run up to the date that begins in it: "Tue Nov 3" has no name left, "Anna
    Dec 7" keeps "Anna"."""
    for index, token in enumerate(tokens):
        if _calendar(token, MONTHS) and (
            _DAY_AFTER.match(text, token.end) is not None
            or (index and _calendar(tokens[index - 1], WEEKDAYS))
        ):
            first = index - 1 if index and _calendar(tokens[index - 1], WEEKDAYS) else index
            return tokens[:first]
    return tokens


def _calendar(token: Token, names: frozenset[str]) -> bool:
    return token.word.lower().rstrip(".") in names
