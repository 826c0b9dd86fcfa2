"""Births told with a place, and the birth fields of Japanese forms: rules that join
``pii.DATE_OF_BIRTH``, so ``birth_dates`` judges them like any other birth.

A contract or a form names where someone was born before when: "nata a Kyiv il
17/06/1992", "né à Lyon le 14/02/1979", "born in Accra on 05/08/1988", "geboren in
Köln am 21.04.1976". The place pushes "born" too far from the date for the context
window, so the pattern holds the whole phrase: the verb, a preposition, one to three
capitalised words, then the date. "Il museo, nato a Roma il secolo scorso" has no date
there and passes. 生年月日 (date of birth) is written with 年月日 or an era name.
"""

from __future__ import annotations

from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

_PR = Sensitivity.PRIVATE

_BORN = r"(?i:nat[oa]|n[ée]e?|born|geboren|nacid[oa]|nascid[oa]|urodzon[ya]|f[öo]dd)"
_IN = r"(?i:a|à|in|en|em|w|te|i)"
_PLACE = r"\p{Lu}[\p{L}'’\-]+(?:[ \-]\p{Lu}[\p{L}'’\-]+){0,2}"
# "il", "le", "on", "am", "el", "em", "dnia", "op", "den": the word before a day
_ON = r"(?:(?i:il|le|on|am|el|em|dnia|op|den)[ \t]+)?"
_DATE = r"(\d{1,2}[./\-]\d{1,2}[./\-]\d{2,4}|\d{1,2}\.? (?i:[a-zäéûóíçñ]{3,10}) \d{4})"
_ERA = r"(?:昭和|平成|令和|\d{2})\d{1,2}"

RULES: tuple[Rule, ...] = (
    Rule(
        name="date-of-birth-placed",
        kind="DATE_OF_BIRTH",
        sensitivity=_PR,
        pattern=r"(?:^|[^\p{L}])"
        + _BORN
        + r"[ \t]+"
        + _IN
        + r"[ \t]+"
        + _PLACE
        + r",?[ \t]+"
        + _ON
        + _DATE
        + r"(?:[^0-9]|$)",
        group=1,
        keywords=("nat", "né", "ne", "born", "geboren", "nacid", "nascid", "urodzon", "född"),
        confidence=0.85,
    ),
    Rule(
        name="date-of-birth-japanese",
        kind="DATE_OF_BIRTH",
        sensitivity=_PR,
        pattern=r"(?:生年月日|誕生日)[ \t]*[:：]?[ \t]*(" + _ERA + r"年\d{1,2}月\d{1,2}日|"
        r"\d{4}[/.\-]\d{1,2}[/.\-]\d{1,2})",
        group=1,
        keywords=("生年月日", "誕生日"),
    ),
)
