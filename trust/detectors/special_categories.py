"""Special categories of personal data, found as terms in a personal context.

"My HIV test came back positive" is sensitive; "What is HIV?" is not. A term from
``special_terms`` becomes a finding when its sentence ties it to a person:

* a possessive right before it always does (``my depression``, ``mein Krebs``), as
  does a linking word after a first-person marker (``I have ADHD``, ``ich bin Muslim``,
  ``soy gay``) and ``as a …`` followed by one (``As a Muslim I …``);
* such a marker up to five words before it does, unless the sentence is about the
  topic (``what``, ``explain``, ``essay`` …);
* a reporting cue anywhere in the sentence does (``diagnosed``, ``prescribed``,
  ``tested positive``, a dose in ``mg``).

Finance terms such as ``salary`` also need an amount in the sentence, and the amount
is reported too (``special_amounts``). Terms are found in one Aho-Corasick pass
(``special_hits``); only sentences around hits are looked at (``special_sentences``
cuts them out and tells who is in them), and past ``_MAX_EXAMINED`` hits the rest are
reported unexamined rather than let a hostile input make the scan slow.
"""

from __future__ import annotations

import re

from trust.detectors.special_amounts import always_finance, doses, sums
from trust.detectors.special_balances import overdrawn_balances
from trust.detectors.special_doses import dosed_medicines
from trust.detectors.special_fields import form_fields
from trust.detectors.special_hits import build_automaton, fold, hits
from trust.detectors.special_labels import lab_results, labelled_values, status_deadlines
from trust.detectors.special_permits import permits_told
from trust.detectors.special_phrase import noun_phrase
from trust.detectors.special_sentences import (
    CLAUSE_END,
    WORD,
    about_a_topic,
    is_kin,
    sentence_around,
    sentence_words,
    someone_in,
)
from trust.detectors.special_subject import (
    a_patient,
    opens_with_a_diagnosis,
    opens_with_a_treatment,
)
from trust.detectors.special_terms import (
    DETAIL_CUES,
    LINKS,
    MARKERS,
    POSSESSIVES,
    STRONG_CUES,
    TOPIC_WORDS,
)
from trust.detectors.special_ties import needs_a_person, tied_term
from trust.detectors.special_told_kinds import told_kinds
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_MAX_EXAMINED = 5000


class SpecialCategoryDetector:
    name = "special"

    def __init__(self) -> None:
        self._automaton = build_automaton()

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text, folded = scan.text, fold(scan.text)
        findings: list[Finding] = []
        examined = 0
        for start, end, category in hits(self._automaton, text, folded):
            examined += 1
            if examined > _MAX_EXAMINED:
                findings.append(special_finding(start, end, category))
                continue
            findings.extend(self._judge(text, start, end, category))
        # a note's labels, a told lab result, a statement's balance and a form's field say
        # what their value is, whatever its words
        for start, end, category in (
            labelled_values(text)
            + lab_results(text)
            + status_deadlines(text)
            + overdrawn_balances(text)
            + form_fields(text)
            + dosed_medicines(text)
            + permits_told(text)
            + told_kinds(text)
        ):
            findings.append(special_finding(start, end, category))
        return findings

    def _judge(self, text: str, start: int, end: int, category: str) -> list[Finding]:
        left, right = sentence_around(text, start, end)
        before = [w.lower() for w in WORD.findall(text[left:start])]
        after = [w.lower() for w in WORD.findall(text[end:right])][:3]
        # the term's own words are no one: "cáncer de mama" names no mother
        phrase = noun_phrase(text, left, start, end, right)
        kin = {w for w in WORD.findall(text[phrase[0] : phrase[1]].lower()) if is_kin(w)}
        sentence = sentence_words(text, left, right) - kin
        amounts = sums(text, left, right) if category == "FINANCE" else []
        if category == "FINANCE" and not amounts:
            term = text[start:end].lower()
            if not always_finance(term):
                return []
        tie = tied_term(text, start, end, right, before, sentence)
        asked = text[right : right + 1] == "?"
        if (
            (tie is None or needs_a_person(text[start:end]))
            and not _personal(before, after, sentence, text[left:right], asked)
            and not opens_with_a_treatment(before, category, text[end:right], asked)
        ):
            return []
        if tie is not None and tie[0] < 0:
            return []  # a gated term without what makes it one: "I owe you one"
        span = tie or _detail(text, left, start, end, right)
        if span == (start, end):
            span = phrase
        found = [special_finding(*span, category)]
        if category in ("MEDICATION", "HEALTH", "MENTAL_HEALTH"):
            amounts = doses(text, left, right)
        found.extend(special_finding(a, b, category) for a, b in amounts)
        return found


def _personal(
    before: list[str], after: list[str], sentence: set[str], original: str, asked: bool
) -> bool:
    lowered = original.lower()
    if a_patient(original):
        return True  # "Patient history: 42F, major depressive disorder"
    if before and before[-1] in POSSESSIVES:
        return True  # "my depression"
    if before and before[-1] in LINKS and any(w in MARKERS for w in before[-3:]):
        return True  # "I have ADHD", "ich bin Muslim", "soy gay"
    if "sono" in before[-2:] and not before[-1].endswith("i"):
        return True  # Italian "sono" before a singular: "(io) sono richiedente asilo"
    if before and before[0] in _OPENING_COPULAS and len(before) <= 3:
        return True  # a copula opening the sentence, its subject left out: "Sono ebreo",
        # "Sono richiedente asilo", "Estou a pedir asilo"
    if before[-2:] in (["as", "a"], ["as", "an"]) and any(w in MARKERS for w in after):
        return True  # "As a Muslim I …"
    someone = someone_in(sentence, original)
    if about_a_topic(sentence):
        return False  # "How is diabetes diagnosed?", "Did Lincoln have depression?"
    if sentence & STRONG_CUES or ("positive" in sentence and "test" in lowered):
        # "diagnosed" with nobody in the sentence is a question, unless the sentence
        # opens with it, its subject left out as chat does: "diagnosed w/ OCD at 19"
        return someone or (not asked and opens_with_a_diagnosis(lowered))
    if re.search(r"\d\s?mg\b", lowered):
        return True
    if sentence & TOPIC_WORDS:
        return False
    # the person, their people, or someone named, anywhere in the sentence
    return someone


_OPENING_COPULAS = words("sono estoy estou sto suis jestem soy sou")


def _detail(text: str, left: int, start: int, end: int, right: int) -> tuple[int, int]:
    """After "convicted of", "diagnosed with" …, the detail is what follows, up to the
    end of the clause: the finding covers it, not only the term ("convicted of fraud
    in 2015", "diagnosed with type 2 diabetes")."""
    lowered = text[left:right].lower()
    for cue in DETAIL_CUES:
        index = lowered.find(cue)
        if index < 0 or left + index > end:
            continue
        begin = left + index + len(cue)
        if begin >= right or (text[begin].isalnum() and begin < start):
            continue
        while begin < right and text[begin] == " ":
            begin += 1
        clause = CLAUSE_END.search(text, max(begin, end), right)
        stop = len(text[: clause.start() if clause else right].rstrip())
        return min(start, begin), max(end, stop)
    return start, end


def special_finding(
    start: int, end: int, category: str, detector: str = "special", confidence: float = 0.75
) -> Finding:
    """A span of a special category: always sensitive."""
    return Finding(
        start=start,
        end=end,
        kind=category,
        sensitivity=Sensitivity.SENSITIVE,
        detector=detector,
        confidence=confidence,
    )
