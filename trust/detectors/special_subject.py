"""Sentences about a person who is not written in them: a clinician's note ("42F, COPD")
and chat that leaves out its subject ("diagnosed w/ OCD at 19"). ``special_categories``
asks these when no one else is in the sentence."""

from __future__ import annotations

import re

from trust.detectors.values import words

# a clinician's note: an age and sex written as one token ("42F", "67 M", "8yo") beside a
# word of the chart; neither alone ("raised 5M", "the history of lithium") is a patient
_AGE_SEX = re.compile(r"(?<![\w$€£.,])\d{1,2} ?(?:[FM](?=[,;:)/]|$)|yo\b|y/o\b)")
_CHART = re.compile(r"\b(?:patient|pt|hx|pmh|history|presents|presented|admitted|c/o)\b", re.I)
_DIAGNOSED = re.compile(
    r"\s*(?:diagnosed|prescribed|diagnostiziert|diagnostiqu[ée]e?|diagnosticad[oa]|"
    r"zdiagnozowan[oa]|diagnosticat[oa]|gediagnosticeerd)\b"
)


def a_patient(original: str) -> bool:
    """A sentence of a chart: the person is the patient, never named."""
    return bool(_AGE_SEX.search(original) and _CHART.search(original))


def opens_with_a_diagnosis(lowered: str) -> bool:
    """A sentence opening with its participle, its subject left out: chat's "diagnosed
    w/ OCD at 19" tells of the writer, as "I was diagnosed" does."""
    return _DIAGNOSED.match(lowered) is not None


# verbs of a course of treatment that chat opens a sentence with, its "I" left out
_COURSE = words(
    "starting started start starts begin beginning began on off finished stopped "
    "taking doing having coming came back been just about to finally "
    # first-person forms, which say "I" themselves: "empiezo quimio", "zaczynam chemię"
    "empiezo empecé comienzo comencé zaczynam zacząłem zaczęłam começo comecei inizio "
    "comincio"
)
_TREATED = frozenset(("MEDICATION", "HEALTH", "MENTAL_HEALTH"))


def opens_with_a_treatment(before: list[str], category: str, rest: str, asked: bool) -> bool:
    """A sentence that opens with a course of treatment and then the term, its subject
    left out: chat's "starting HRT next week", "been on SSRIs since May" tell of the
    writer. Not a question ("starting HRT at 50?" may ask about anyone), nor a gerund
    that is the subject of a general statement ("Taking insulin with food is …")."""
    asked = asked and not _AFTERTHOUGHT.search(rest)  # "starting HRT soon, any tips?"
    if asked or category not in _TREATED or not before or len(before) > 3:
        return False
    if _GENERAL.search(rest):
        return False
    return before[0] in _COURSE - {"just", "finally", "about", "to", "back", "been"} and all(
        w in _COURSE for w in before
    )


_AFTERTHOUGHT = re.compile(r"[,;:—–]|\s-\s")
_GENERAL = re.compile(
    r"\b(?:is|are|was|were|can|could|may|might|should|will|would|must|helps?|makes?|"
    r"causes?|means?|works?|costs?)\b",
    re.IGNORECASE,
)
