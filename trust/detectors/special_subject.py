"""Sentences about a person who is not written in them: a clinician's note ("42F, COPD")
and chat that leaves out its subject ("diagnosed w/ OCD at 19"). ``special_categories``
asks these when no one else is in the sentence."""

from __future__ import annotations

import re

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
