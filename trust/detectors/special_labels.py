"""Health told by the shape of a clinical note, whatever the words of the value.

A pasted note writes "Dx: major depressive disorder", "Rx: escitalopram 10mg od",
"Rozpoznanie: zapalenie płuc": the label at the start of a line says the rest of the
line is a diagnosis or a medicine, so the value is withheld even when no lexicon knows
it. A lab result told of someone ("my HbA1c was 49", "mein LDL lag bei 140") is the
number after the test: the test's name alone ("HbA1c is a blood test") is no one's.
``special_categories`` reports what these find.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_HEALTH = r"dx|ddx|hx|pmh|psh|diagnos[ei]s|diagnose|diagn[oó]stico|diagnostic|diagnosi|rozpoznanie"
_MEDICINE = r"rx|meds|medications?|medikation|medikamente|m[ée]dicaments|medicaci[oó]n|farmaci|leki"
# a label opening a line, its colon, then the value: a letter first, so "Rx: 1423
# packets" of a network counter is no medicine
_LABEL = re.compile(
    rf"(?im)^[ \t>*\-]*(?:({_HEALTH})|({_MEDICINE}))[ \t]*:[ \t]*(?=\w)(?![\d])([^\n]+)"
)
# a value of a diagnosis label that is a machine's, not a person's ("Diagnosis: the DNS
# record was missing", "Diagnose: Festplatte voll")
_MACHINE = re.compile(
    r"\b(?:dns|server|disk|festplatte|network|netzwerk|database|cache|config|bug|build|"
    r"deploy|timeout|cpu|memory|ram|ssl|tls|api|http|port|firewall|router|driver|kernel|"
    r"packets?|bytes|error|exception|query|index|log|logs|service|container|pod|node)\b",
    re.IGNORECASE,
)


def labelled_values(text: str) -> list[Span]:
    """The value after each clinical label, as HEALTH or MEDICATION."""
    found = []
    for match in _LABEL.finditer(text):
        value = match.group(3).rstrip()
        if _MACHINE.search(value):
            continue
        category = "HEALTH" if match.group(1) else "MEDICATION"
        start = match.start(3)
        found.append((start, start + len(value), category))
    return found


_TESTS = (
    r"hba1c|a1c|ldl|hdl|egfr|tsh|psa|creatinine|kreatinin|cr[ée]atinine|ferritin[ea]?|"
    r"ferritine|cholesterol|cholest[ée]rol|colesterol|triglycerides?|glucose|glucosa|"
    r"glukose|blood sugar|inr|cd4|viral load|hemoglobin|haemoglobin|h[ée]moglobine|"
    r"hemoglobina|h[äa]moglobin"
)
# whose test: a possessive, of the writer or of their people ("my", "mom's", "mein")
_WHOSE = (
    r"(?:my|our|his|her|their|\w+'s|mein(?:e|en)?|meine|mi|mis|su|mon|ma|mes|son|sa|"
    r"il mio|la mia|mio|mia|mój|moja|moje|mijn|meu|minha)"
)
# the test, a few words of being or coming back, then the number and its unit
_RESULT = re.compile(
    rf"(?i)\b{_WHOSE}\s+((?:{_TESTS})\b[^.\n?!\d]{{0,30}}?"
    r"\d+(?:[.,]\d+)?(?:\s?(?:%|mmol/l|mmol/mol|mg/dl|ng/ml|µmol/l|umol/l|g/dl|iu/l))?)"
)


def lab_results(text: str) -> list[Span]:
    """A lab result told of someone: the test and its number."""
    return [(m.start(1), m.end(1), "HEALTH") for m in _RESULT.finditer(text)]


# a status told with its deadline: "mi TPS vence en septiembre", "my DACA renewal was
# approved"; written in capitals, and only with a word of expiry or renewal, as "our TPS
# dropped to 400" counts transactions
_STATUS = re.compile(
    rf"(?i:\b{_WHOSE})\s+(TPS|DACA)\b(?=\s+(?i:vence|venció|venceu|expir\w*|renew\w*|"
    r"renov\w*|status|estatus|caduca\w*|approved|aprobad\w|denied|negad\w|ends|termina))"
)


def status_deadlines(text: str) -> list[Span]:
    """An immigration status told with its expiry or renewal."""
    return [(m.start(1), m.end(1), "IMMIGRATION") for m in _STATUS.finditer(text)]
