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

import re2

Span = tuple[int, int, str]

# labels that say "clinical" by themselves, and labels that do only in a clinical
# document ("Antecedentes:" of a lease, "Treatment:" of seeds are no one's chart)
_HEALTH = (
    r"dx|ddx|hx|pmh|psh|hpi|diagnos[ei]s|diagnosen|diagnose|diagn[oó]sticos?|diagnostic|"
    r"diagnosi|rozpoznanie|"
    # labels whose own words say medical: a school form's "Observaciones médicas:"
    r"observaciones m[ée]dicas|observa[cç][õo]es m[ée]dicas|medical (?:notes|history|"
    r"conditions)|note mediche|uwagi medyczne|informations m[ée]dicales|"
    r"medizinische hinweise"
)
_MEDICINE = (
    r"rx|meds|medications?|medikation|medikamente|m[ée]dicaments|medicaci[oó]n|"
    r"medica[cç][aã]o|medicamentos|farmaci|leki"
)
_WEAK_HEALTH = (
    r"antecedentes|anamnes[ei]|anamneza|vorerkrankungen|befund|motivo de ingreso|"
    r"ant[ée]c[ée]dents|allerg(?:ies|ien|ias)"
)
_WEAK_MEDICINE = (
    r"therapie|th[ée]rapie|terapia|tratamiento|tratamento|traitement|treatment|zalecenia|"
    r"leczenie|plan"
)
# a label opens a line or follows a sentence ("… torácico. Diagnóstico principal: …"),
# may carry up to two words of qualifier ("principal", "al alta"), then its colon and a
# value that starts with a letter, so "Rx: 1423 packets" of a counter is no medicine
_LABEL = re.compile(
    r"(?im)(?:^[ \t>*\-]*|(?<=[.;] ))"
    rf"(?:({_HEALTH})|({_MEDICINE})|({_WEAK_HEALTH})|({_WEAK_MEDICINE}))"
    r"(?:[ \t][\w\u00C0-\u024F]+){0,2}?[ \t]*:[ \t]*(?=[^\W\d_])"
)
# the patient of a clinical document, whose weak labels then count
_PATIENT = re.compile(
    r"(?im)^[ \t]*(?:patient|paciente|pacjent|doente|paziente|patientin|pt)[ \t]*:"
)
# a value that is a machine's, not a person's ("Diagnosis: the DNS record was missing")
_MACHINE = re.compile(
    r"\b(?:dns|server|disk|festplatte|network|netzwerk|database|cache|config|bug|build|"
    r"deploy|timeout|cpu|memory|ram|ssl|tls|api|http|port|firewall|router|driver|kernel|"
    r"packets?|bytes|error|exception|query|index|log|logs|service|container|pod|node|"
    r"update|system|systemu?)\b",
    re.IGNORECASE,
)
_LINE_END = re.compile(r"\n")


def labelled_values(text: str) -> list[Span]:
    """The value after each clinical label, as HEALTH or MEDICATION: up to the next
    label on its line or the line's end."""
    labels = list(_LABEL.finditer(text))
    clinical = any(m.group(1) or m.group(2) for m in labels) or bool(_PATIENT.search(text))
    found = []
    for index, match in enumerate(labels):
        if (match.group(3) or match.group(4)) and not clinical:
            continue
        line = _LINE_END.search(text, match.end())
        stop = line.start() if line else len(text)
        if index + 1 < len(labels):
            stop = min(stop, labels[index + 1].start())
        value = text[match.end() : stop].rstrip(" \t.;")
        if not value or _MACHINE.search(value):
            continue
        category = "HEALTH" if match.group(1) or match.group(3) else "MEDICATION"
        found.append((match.end(), match.end() + len(value), category))
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


# a test's name alone: most texts name none, and then the possessive before it, tried
# at every word, need not be
_TEST_NAME = re2.compile(rf"(?i)\b(?:{_TESTS})\b", re2.Options())


def lab_results(text: str) -> list[Span]:
    """A lab result told of someone: the test and its number."""
    if _TEST_NAME.search(text) is None:
        return []
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
    if "TPS" not in text and "DACA" not in text:
        return []
    return [(m.start(1), m.end(1), "IMMIGRATION") for m in _STATUS.finditer(text)]
