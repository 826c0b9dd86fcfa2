"""Dates of birth: a date after "born", "DOB", "geboren", "né le" … about someone alive.

"I was born on 14.03.1987" and "DOB: 3 March 1990" are private. A date of birth in a
question about the world — "When was Napoleon born? On 15 August 1769" — is not: a
sentence with no first-person or kinship word whose year is more than a lifetime ago,
or that asks a question, passes.
"""

from __future__ import annotations

import datetime
import re

from trust.detectors.base import RuleDetector
from trust.detectors.name_terms import FIRST_PERSON, KINSHIP, QUESTION_OPENERS
from trust.detectors.pii import DATE_OF_BIRTH
from trust.findings import Finding
from trust.scan import Scan

_REACH = 160
_LIFETIME = 110  # years: older births are history
_WORDS = re.compile(r"[^\W\d_][\w'’\-]*")
_YEAR = re.compile(r"(?<!\d)(\d{4})(?!\d)")
# a form's field names a birth even in a message that asks a question ("tu peux
# vérifier ?"): "Née le : 14/06/1987", "F. nac.: 30/01/1958"
_LABELS = ("dob", "d.o.b", "date of birth", "geburtsdatum", "data urodzenia", "naissance",
           "née le :", "né le :", "née le:", "né le:", "nac.", "nasc.", "geb.",
           "doğum tarihi", "生年月日")  # fmt: skip
_KIN = frozenset(w for w in KINSHIP if not w.endswith("*"))


class BirthDateDetector:
    name = "birth-dates"

    def __init__(self) -> None:
        self._rules = RuleDetector("pii", DATE_OF_BIRTH)

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        return [f for f in self._rules.detect_scan(scan) if _about_someone(scan.text, f)]


def _about_someone(text: str, finding: Finding) -> bool:
    window = text[max(0, finding.start - _REACH) : finding.end + _REACH].lower()
    words = _WORDS.findall(window)
    if any(w in FIRST_PERSON or w in _KIN for w in words) or any(
        label in window for label in _LABELS
    ):
        return True
    years = [int(y) for y in _YEAR.findall(finding.value(text))]
    if years and years[-1] < datetime.date.today().year - _LIFETIME:
        return False  # a historical birth
    asks = "?" in window or any(
        sentence.split()[0] in QUESTION_OPENERS
        for sentence in re.split(r"[.!?\n]", window)
        if sentence.split()
    )
    return not asks
