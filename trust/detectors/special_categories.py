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
is reported too. Terms are found in one Aho-Corasick pass; only sentences around hits
are looked at, and past ``_MAX_EXAMINED`` hits the rest are reported unexamined rather
than let a hostile input make the scan slow.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import ahocorasick
import re2

from trust.detectors.name_gazetteer import dictionary_names, gazetteer
from trust.detectors.name_terms import KINSHIP
from trust.detectors.special_phrase import noun_phrase
from trust.detectors.special_subject import (
    a_patient,
    opens_with_a_diagnosis,
    opens_with_a_treatment,
)
from trust.detectors.special_terms import (
    CATEGORIES,
    DETAIL_CUES,
    FINANCE_ALWAYS,
    LINKS,
    MARKERS,
    MEDICATION_SUFFIXES,
    PERSON_WORDS,
    POSSESSIVES,
    QUESTION_WORDS,
    STRONG_CUES,
    TOPIC_WORDS,
)
from trust.detectors.special_ties import needs_a_person, tied_term
from trust.detectors.stems import same_german_stem, same_stem, stems
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_MAX_EXAMINED = 5000
_SENTENCE_REACH = 160  # characters looked at on either side of a term
# Python's re on a bounded window: a single character class, no nesting.
_WORD = re.compile(r"[\w'’\-]+")
_SENTENCE_END = re.compile(r"[!?;\n]|\.(?=\s|$)")  # not the dot in 4.200 or 2.5
_DOSE = re2.compile(
    r"\d+(?:[.,]\d+)?\s?(?i:mg|mcg|µg|ml|iu|units|tabletten|comprimés)\b", re2.Options()
)
_AMOUNT = re2.compile(
    r"(?i)(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|pln|zł|zl)\b)\s?\d[\d,.' ]*\d?[kKmM]?|"
    r"\d[\d,.' ]*\d?\s?(?:(?i:mil|tysięcy|tys\.?|thousand|grand|tausend|mille|duizend)\s?)?"
    r"(?:[$€£¥₹]|(?i:usd|eur|gbp|chf|pln|zł|zl|euros?|dollars?|pounds?|złotych|reais|k)\b)|"
    r"\d+\s?(?i:mil|tysięcy|tys\.|thousand|grand|tausend|mille|duizend)\b",
    re2.Options(),
)


_BARE_AMOUNT = re2.compile(
    r"(?:^|[^\d.,])(\d{1,3}(?:[,.' ]\d{3})+|\d{3,7})(?:[^\d]|$)", re2.Options()
)


class SpecialCategoryDetector:
    name = "special"

    def __init__(self) -> None:
        self._automaton = _build()

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text, folded = scan.text, fold(scan.text)
        findings: list[Finding] = []
        examined = 0
        for start, end, category in self._hits(text, folded):
            examined += 1
            if examined > _MAX_EXAMINED:
                findings.append(special_finding(start, end, category))
                continue
            findings.extend(self._judge(text, start, end, category))
        return findings

    def _hits(self, text: str, folded: str) -> Iterator[tuple[int, int, str]]:
        """Terms (exact, ``*`` stems, and inflected forms sharing a Snowball stem with a
        term), then words that end like a medicine (``…sartan``)."""
        for end_index, (term, category, stem, base) in self._automaton.iter(folded):
            start = end_index - len(term) + 1
            end = _word_end(folded, end_index + 1) if stem or base else end_index + 1
            if not _whole_word(folded, start, end):
                head = _compound_head(text, start, end)
                if head is None:
                    continue
                start = head
            if base and (
                folded[start:end] == term or not any(same_stem(folded[start:end], b) for b in base)
            ):
                continue  # "rakieta" begins like "rak" but is a rocket; the bare stem is
                # another language's word, no inflection ("link" is not "Linke")
            if (
                base
                and _german_noun(text, start)
                and not any(same_german_stem(folded[start:end], b) for b in base)
            ):
                continue  # "im Original", "dem Original": a German noun, no "origine"
            if _a_given_name(text[start:end]) and (base or _in_a_name(text, start, end)):
                continue  # "Christiane", "my colleague Visa Rozuta": a name, not a term
            yield start, end, category
        for match in _MEDICINE.finditer(folded):
            yield match.start(1), match.end(1), "MEDICATION"

    def _judge(self, text: str, start: int, end: int, category: str) -> list[Finding]:
        left, right = sentence_around(text, start, end)
        before = [w.lower() for w in _WORD.findall(text[left:start])]
        after = [w.lower() for w in _WORD.findall(text[end:right])][:3]
        # the term's own words are no one: "cáncer de mama" names no mother
        phrase = noun_phrase(text, left, start, end, right)
        kin = {w for w in _WORD.findall(text[phrase[0] : phrase[1]].lower()) if _kin(w)}
        sentence = sentence_words(text, left, right) - kin
        amounts = _spans(_AMOUNT, text, left, right) if category == "FINANCE" else []
        if category == "FINANCE" and not amounts:
            amounts = [  # "take home about 2,300"; not "between 2019-2023"
                (a, b)
                for a, b in _spans(_BARE_AMOUNT, text, left, right)
                if not _a_year(text, a, b)
            ]
        if category == "FINANCE" and not amounts:
            term = text[start:end].lower()
            if not _always_finance(term):
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
            amounts = _spans(_DOSE, text, left, right)
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


_KIN_EXACT = frozenset(w for w in KINSHIP if not w.endswith("*"))
_KIN_STEMS = tuple(w[:-1] for w in KINSHIP if w.endswith("*"))
# a capitalised word after the sentence's first one: "… and Anna has asthma"
_CAPITALISED = re.compile(r"\b[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻ][a-zß-öø-ÿąćęłńóśźż]{2,}")


def sentence_words(text: str, left: int, right: int) -> set[str]:
    """The lower-cased words of ``text[left:right]``. In a question, the words that are a
    person in one language and not in another are left out ("je" in Dutch, "man" and
    "il" as German and Italian say "one" and "the"): "Hoeveel mag je per dag nemen?"
    asks about a medicine, not about someone."""
    found = {w.lower() for w in _WORD.findall(text, left, right)}
    if "im" in found and _german_im(text[left:right]):
        found.discard("im")  # "im Allgemeinen" is German "in the", not a typed "I'm"
    if text[right : right + 1] == "?":
        found -= _AMBIGUOUS_PEOPLE
        if re.search(r"\bI\b", text[left:right]):
            found.add("i")
    return found


def _german_im(sentence: str) -> bool:
    """Every "im" before a capitalised noun: the German preposition, never chat's "im"
    for "I'm" ("im off tmrw", "im on metformin")."""
    uses = re.findall(r"\b[Ii]m\b(\s+\S)?", sentence)
    return all(after.strip()[:1].isupper() for after in uses) if uses else False


_OPENING_COPULAS = words("sono estoy estou sto suis jestem soy sou")
_AMBIGUOUS_PEOPLE = words("je man il i mi me son ma le lo")


# kinship words in one language that are everyday words in another: Dutch "nicht"
# (niece) is German "not"; they count only after a possessive (see ``_personal``)
_KIN_ELSEWHERE = words("nicht")


def someone_in(sentence: set[str], original: str) -> bool:
    """The person, their people, a third person or someone named, in the sentence
    (``sentence`` holds its lower-cased words, ``original`` is its text)."""
    kin = any(_kin(w) for w in sentence - _KIN_ELSEWHERE)
    if sentence & (MARKERS | PERSON_WORDS) or kin:
        return True
    return _names_someone(original)


def about_a_topic(sentence: set[str]) -> bool:
    """A question or text about the subject, with no first person or kin in it."""
    return bool(sentence & (TOPIC_WORDS | QUESTION_WORDS)) and not (
        sentence & MARKERS or any(_kin(w) for w in sentence)
    )


def _kin(word: str) -> bool:
    return word in _KIN_EXACT or word.startswith(_KIN_STEMS)


def _a_given_name(word: str) -> bool:
    table = gazetteer()
    return word[:1].isupper() and word not in table.ambiguous and table.is_given(word)


def _in_a_name(text: str, start: int, end: int) -> bool:
    """Followed by another capitalised word, as a first name is by a surname."""
    after = text[end : end + 3]
    return len(after) == 3 and after[0] == " " and after[1].isupper() and after[2].islower()


def _names_someone(sentence: str) -> bool:
    """A given name from the gazetteer, not one that is also a word or a place."""
    table = gazetteer()
    return any(
        word not in table.ambiguous and table.is_given(word)
        for word in _CAPITALISED.findall(sentence, _first_word_end(sentence))
    ) or _lower_subject(sentence)


def _lower_subject(sentence: str) -> bool:
    """A name typed in small letters as the subject: "lucía es gay", "a beatriz é …",
    "giulia è stato in carcere": a given name that is no ordinary word, then a verb."""
    words = [w.group() for w in _WORD.finditer(sentence, 0, 120)]
    table = gazetteer()
    for index, word in enumerate(words[:-1]):
        if index > 1 or (index == 1 and words[0] not in _ARTICLES):
            break
        if (
            word.islower()
            and len(word) > 2
            and words[index + 1].lower() in _FOLLOWS_A_NAME
            and word.capitalize() not in table.ambiguous
            and table.is_given(word.capitalize())
            and word not in dictionary_names()
        ):
            return True
    return False


_ARTICLES = frozenset(("a", "o", "la", "el", "il", "der", "die"))


def _first_word_end(sentence: str) -> int:
    """Where the sentence's first word ends, unless a linking word follows it: a capital
    there is only the sentence's ("Jakie są …"), but "Giulia è …" names someone."""
    words = list(_WORD.finditer(sentence, 0, 80))
    if len(words) > 1 and words[1].group().lower() in _FOLLOWS_A_NAME:
        return 0
    return words[0].end() if words else 0


# verbs that follow a person as the sentence's subject ("Anna takes", "Lucía estuvo")
_SUBJECT_VERBS = frozenset(
    [
        "takes",
        "took",
        "got",
        "served",
        "did",
        "estuvo",
        "tomó",
        "toma",
        "prend",
        "prende",
        "nimmt",
        "neemt",
        "bierze",
        "toma",
        "sufre",
        "soffre",
        "souffre",
        "sofre",
        "leidet",
        "lijdt",
        "choruje",
        "cierpi",
        "padece",
        "wurde",
        "wird",
        "war",
        "werd",
        "foi",
        "fue",
        "è",
    ]
)
_FOLLOWS_A_NAME = LINKS | _SUBJECT_VERBS


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


# a comma inside a number ("15,000") ends no clause
CLAUSE_END = re.compile(
    r"[;:!?\n(]|,(?!\d)|\.(?=\s|$)|\s(?:and|but|und|aber|et|mais|y|pero|i|ale)\s"
)


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


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - _SENTENCE_REACH)
    hi = min(len(text), end + _SENTENCE_REACH)
    left = lo
    for match in _SENTENCE_END.finditer(text, lo, start):
        left = match.end()
    stop = _SENTENCE_END.search(text, end, hi)
    return left, stop.start() if stop else hi


def _spans(pattern: re2._Regexp, text: str, left: int, right: int) -> list[tuple[int, int]]:
    """Amounts or doses in the sentence, trimmed of the spaces the pattern allows."""
    spans = []
    group = 1 if pattern.groups else 0
    for match in pattern.finditer(text[left:right]):
        value = match.group(group)
        if any(c.isdigit() for c in value):
            start = left + match.start(group) + (len(value) - len(value.lstrip()))
            spans.append((start, left + match.start(group) + len(value.rstrip())))
    return spans


_YEAR_WORDS = words(
    "in since between from until till to of by im seit bis von en depuis dès desde hasta "
    "w od do nel dal fino sinds tot tussen em até"
)


def _a_year(text: str, start: int, end: int) -> bool:
    """``2019`` in "between 2019-2023", "since 2019": a year, not a sum."""
    value = text[start:end]
    if len(value) != 4 or not value.startswith(("19", "20")):
        return False
    if text[end : end + 1] in "-–/" or text[start - 1 : start] in "-–/":
        return True
    before = _WORD.findall(text[max(0, start - 12) : start].lower())
    return bool(before) and before[-1] in _YEAR_WORDS


@lru_cache(maxsize=4096)
def _always_finance(term: str) -> bool:
    """A finance term that is a detail without a sum ("salary", "on benefits")? The same
    few terms come back in every text: each is matched against the table once."""
    return any(_matches(term, w) for w in FINANCE_ALWAYS)


def _matches(term: str, entry: str) -> bool:
    entry = entry.replace("-", " ") if " " in term else entry  # "universal-credit"
    return term.startswith(entry[:-1]) if entry.endswith("*") else term == entry


def fold(text: str) -> str:
    folded = text.lower()
    if len(folded) != len(text):  # keep offsets: fold character by character
        folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return folded.replace("’", "'")


def _compound_head(text: str, start: int, end: int) -> int | None:
    """Where a German compound that ends in the term begins ("Brustkrebs",
    "Lungenentzündung"): a capitalised word, as German writes nouns; None otherwise."""
    if end - start < 5 or (end < len(text) and text[end].isalnum()):
        return None
    head = start
    while head > 0 and text[head - 1].isalpha() and start - head <= 12:
        head -= 1
    if head == start or not text[head].isupper() or (head and text[head - 1].isalnum()):
        return None
    return head


# German articles and the prepositions that hold one: "im", "vom", "zum", "beim"
_GERMAN_ARTICLES = words(
    "der die das dem den des ein eine einem einen einer eines im am vom zum zur beim ins"
)


def _german_noun(text: str, start: int) -> bool:
    """A capitalised word right after a German article."""
    before = _WORD.findall(text, max(0, start - 8), start)
    return (
        text[start : start + 1].isupper()
        and bool(before)
        and (before[-1].lower() in _GERMAN_ARTICLES and text[start - 1 : start] == " ")
    )


def _whole_word(text: str, start: int, end: int) -> bool:
    before_ok = start == 0 or not (text[start - 1].isalnum() or text[start - 1] in "_'")
    before_ok = before_ok or _ELIDED.search(text, max(0, start - 6), start) is not None
    after_ok = end >= len(text) or not (text[end].isalnum() or text[end] == "_")
    return before_ok and after_ok


# an elided article or preposition before a term: "l'epilessia", "d'Alzheimer", "dell'HIV"
_ELIDED = re.compile(r"(?:^|[^\w])(?:l|d|j|m|s|t|n|qu|dell|all|nell|sull|dall|un)'$")


def _word_end(text: str, index: int) -> int:
    limit = min(len(text), index + 30)
    while index < limit and (text[index].isalnum() or text[index] == "-"):
        index += 1
    return index


def _build() -> ahocorasick.Automaton:
    """Each term as written, and each of its Snowball stems (EN/DE/FR/ES/PL) as a prefix
    that a word must share the stem with: "Depressionen", "depresję", "embarazadas"."""
    automaton = ahocorasick.Automaton()
    # sorted: a set's order changes with the hash seed, and a term listed both bare and
    # as a stem ("parkinson", "parkinson*") must read "parkinsona" in every process
    for category, entries in CATEGORIES.items():
        for entry in sorted(entries):
            stem = entry.endswith("*")
            term = entry.rstrip("*")
            for variant in sorted({term, term.replace("-", " ")}):
                known = automaton.get(variant, None)
                if not (known is not None and known[2] and not stem):
                    automaton.add_word(variant, (variant, category, stem, ()))
    bases: dict[str, tuple[str, list[str]]] = {}
    for category, entries in CATEGORIES.items():
        for entry in sorted(entries):
            if entry.endswith("*") or "-" in entry or "'" in entry or len(entry) < 5:
                continue
            for prefix in stems(entry):
                if len(prefix) < max(4, 0.6 * len(entry)) or prefix == entry:
                    continue  # a stem much shorter than the term is another word's
                if not automaton.exists(prefix):
                    bases.setdefault(prefix, (category, []))[1].append(entry)
    for prefix, (category, terms) in bases.items():
        automaton.add_word(prefix, (prefix, category, False, tuple(terms)))
    automaton.make_automaton()
    return automaton


_MEDICINE = re2.compile(
    r"(?:^|[^\p{L}])(\p{L}{3,}(?:" + "|".join(MEDICATION_SUFFIXES) + r"))(?:[^\p{L}]|$)",
    re2.Options(),
)
