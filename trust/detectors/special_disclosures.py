"""Special categories told by their structure, whatever the words of the detail.

"My brother was diagnosed with *X*", "je souffre de *X*", "I take *X* 20 mg", "tomo *X*
cada mañana", "convicted of *X*", "ich wurde wegen *X* verurteilt", "I vote *X*",
"member of *X*", "of *X* descent": a person in the sentence, a cue of
``special_cues``, and the detail that the cue's role says where to find. The detail is
sensitive even when no lexicon knows it (an unlisted medicine, any offence, a small
party). Cues are found in one Aho-Corasick pass over the lower-cased text; only
sentences around cues are looked at, and past ``_MAX_CUES`` the rest are skipped (the
lexicon detector still reports its terms there).
"""

from __future__ import annotations

import re

import ahocorasick

from trust.detectors.special_categories import special_finding
from trust.detectors.special_cues import (
    CUES,
    FINAL_ANCHORS,
    FREQUENCY,
    MEDICINE_ARTICLES,
    NOT_MEDICINES,
    ORIGIN_AFTER,
    PARTIES,
    REASON,
    REASON_BEFORE,
    STAY_REASON,
    TIME_UNITS,
    TIMED_TRIGGERS,
    UNIONS,
    WITH_ONLY,
)
from trust.detectors.special_hits import fold
from trust.detectors.special_records import (
    lexicon_category,
    owned,
    record_category,
    record_detail,
)
from trust.detectors.special_sentences import (
    CLAUSE_END,
    about_a_topic,
    sentence_around,
    sentence_words,
    someone_in,
)
from trust.detectors.special_terms import MARKERS, TOPIC_WORDS
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan

_MAX_CUES = 2000
_MAX_DETAIL_WORDS = 6
_MAX_SYMPTOM_WORDS = 12  # a complaint is told with where and how long
# Python's re on bounded windows only: single classes, no nested repetition.
_WORD = re.compile(r"[\w'’\-.]*\w")
_DOSE = re.compile(r"\s?\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ml|iu|units|g)\b", re.IGNORECASE)
_SKIP = words(
    "the a an my his her their our to on for with from op na no em ao à al der "
    "die das den dem de la le les l' il lo gli un une una el los las het een au "
    "aux du des del alla allo alle ai agli nella nel della dei do da nos nas bij "
    "w chez u mnie me mir mi"
)

Span = tuple[int, int, str]
_FREQUENCY = re.compile(r"\s*(?:" + "|".join(map(re.escape, FREQUENCY)) + ")")
_ORIGIN = re.compile(r"\b(?:of|van|mit|of mixed)\s+(\w[\w\-]*)\s+(\w+)", re.IGNORECASE)


class SpecialDisclosureDetector:
    name = "special:disclosure"

    def __init__(self) -> None:
        self._automaton = ahocorasick.Automaton()
        for phrase, cue in CUES.items():
            self._automaton.add_word(phrase, (phrase, *cue))
        self._automaton.make_automaton()

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        folded = fold(text)
        found: list[Finding] = []
        seen = 0
        for end_index, (phrase, category, role, first) in self._automaton.iter(folded):
            start, end = end_index - len(phrase) + 1, end_index + 1
            if not _bounded(folded, start, end):
                continue
            seen += 1
            if seen > _MAX_CUES:
                break
            span = self._judge(text, folded, start, end, category, role, first)
            if span is None:
                continue
            if span[2] == "MEDICATION":  # the medicine and its dose, asked about apart
                found.extend(_finding(a, b, span[2]) for a, b in _dose_apart(text, *span[:2]))
            else:
                found.append(_finding(*span))
        found.extend(_origins(text, folded))
        return found

    def _judge(
        self, text: str, folded: str, start: int, end: int, category: str, role: str, first: bool
    ) -> Span | None:
        left, right = sentence_around(text, start, end)
        sentence = sentence_words(text, left, right)
        first = first or _sono(folded, start, end)
        if role == "symptom":
            return _symptom(text, left, start, end, right, sentence, category)
        if role == "stay":
            return _stay(text, left, start, end, right, sentence, category)
        if not first and (about_a_topic(sentence) or not someone_in(sentence, text[left:right])):
            return None
        if sentence & TOPIC_WORDS and not _marker_before(folded, start):
            return None  # "an essay about people diagnosed with …"
        if role == "object":
            detail = _detail_after(text, end, right)
            return (start, detail[1], category) if detail else None
        if role == "final":
            detail = _detail_before(folded, left, start)
            return (detail[0], end, category) if detail else None
        if role == "intake":
            medicine = _medicine_after(text, folded, end, right)
            return (*medicine, "MEDICATION") if medicine else None
        if role == "reason":
            return _reason(text, folded, left, start, end, right)
        if role == "record":
            return _record(text, folded, start, end, right, category)
        if role in ("vote", "member", "party", "union"):
            return _organisation(text, start, end, right, role)
        if role == "sum":
            detail = _detail_after(text, end, right, words=4, letters=False)
            has_sum = detail and any(c.isdigit() for c in text[detail[0] : detail[1]])
            return (start, detail[1], category) if detail and has_sum else None
        if role == "origin":
            detail = _detail_after(text, end, right, words=2)
            return (start, detail[1], "ETHNICITY") if detail else None
        return None


def _symptom(
    text: str, left: int, start: int, end: int, right: int, sentence: set[str], category: str
) -> Span | None:
    """A patient's complaint: someone in the sentence, not a question. Words of a topic
    do not count ("a three-day history of fever" is the complaint itself)."""
    if text[right : right + 1] == "?" or not someone_in(sentence, text[left:right]):
        return None
    detail = _detail_after(text, end, right, words=_MAX_SYMPTOM_WORDS)
    return (start, detail[1], category) if detail else None


def _stay(
    text: str, left: int, start: int, end: int, right: int, sentence: set[str], category: str
) -> Span | None:
    """A stay in hospital told of someone, and what for: the stay runs to the end of the
    reason ("in hospital since the 2nd with a broken hip"); "works in hospital
    administration" gives no reason and passes."""
    if text[right : right + 1] == "?" or not someone_in(sentence, text[left:right]):
        return None
    clause = CLAUSE_END.search(text, end, right)
    stop = clause.start() if clause else right
    reasons = [m for m in _words(text, end, stop)[:8] if m.group().lower() in STAY_REASON]
    if not reasons:
        return None
    detail = _detail_after(text, reasons[0].end(), stop)
    return (start, detail[1], category) if detail else None


def _bounded(text: str, start: int, end: int) -> bool:
    before = start == 0 or not text[start - 1].isalnum()
    after = end >= len(text) or not text[end].isalnum() or text[end - 1] == "'"
    return before and after


def _words(text: str, start: int, stop: int) -> list[re.Match[str]]:
    return list(_WORD.finditer(text, start, stop))


def _detail_after(
    text: str, end: int, right: int, words: int = _MAX_DETAIL_WORDS, letters: bool = True
) -> tuple[int, int] | None:
    """The detail after a cue: up to the clause's end, at most ``words`` words, not
    counting the articles and pronouns it starts with ("diagnosed with a rare …")."""
    clause = CLAUSE_END.search(text, end, right)
    stop = clause.start() if clause else right
    found = [m for m in _words(text, end, stop)]
    while found and found[0].group().lower() in _SKIP:
        found.pop(0)
    found = found[:words]
    if not found or (letters and not any(c.isalpha() for m in found for c in m.group())):
        return None
    return found[0].start(), found[-1].end()


def _detail_before(folded: str, left: int, start: int) -> tuple[int, int] | None:
    """The detail before a verb-final cue: after its auxiliary or pronoun."""
    found = _words(folded, left, start)
    for index in range(len(found) - 1, -1, -1):
        if found[index].group() in FINAL_ANCHORS:
            detail = found[index + 1 :]
            while detail and detail[0].group() in _SKIP:
                detail.pop(0)
            if 0 < len(detail) <= _MAX_DETAIL_WORDS:
                return detail[0].start(), detail[-1].end()
            return None
    return None


def _medicine_after(text: str, folded: str, end: int, right: int) -> tuple[int, int] | None:
    """A medicine after an intake verb: a word that a dose or a frequency follows, or
    that follows a dose ("I take 50 mg Paxil")."""
    lead = _DOSE.match(text, end)
    if lead:
        after = _words(folded, lead.end(), right)[:1]
        if after and after[0].group() not in NOT_MEDICINES and after[0].group()[:1].isalpha():
            return lead.start() + 1, after[0].end()
    found = _words(folded, _after_frequency(folded, end), right)[:4]
    while found and found[0].group() in MEDICINE_ARTICLES:
        found.pop(0)
    if not found:
        return None
    word = found[0]
    name = word.group()
    if name in NOT_MEDICINES or not name[:1].isalpha() or len(name) < 3:
        return None
    dose = _DOSE.match(text, word.end())
    if dose:
        return word.start(), dose.end()
    if word.start() > 0 and text[word.start() - 1].isdigit():
        return None
    if _FREQUENCY.match(folded, word.end()):
        return word.start(), word.end()
    return None


def _dose_apart(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """ "sertraline 50 mg" as "sertraline" and "50 mg": each its own consent item."""
    dose = _DOSE.search(text, start, end)
    if dose is None:
        return [(start, end)]
    amount = dose.start() + len(dose.group()) - len(dose.group().lstrip())
    spans = [(amount, dose.end())]
    for a, b in ((start, amount), (dose.end(), end)):
        piece = text[a:b]
        if piece.strip():
            spans.append((a + len(piece) - len(piece.lstrip()), a + len(piece.rstrip())))
    return sorted(spans)


def _after_frequency(folded: str, end: int) -> int:
    """Past a frequency right after the verb ("nimmt seit Jahren X")."""
    match = _FREQUENCY.match(folded, end)
    return match.end() if match else end


def _reason(text: str, folded: str, left: int, start: int, end: int, right: int) -> Span | None:
    """A criminal trigger and the offence its preposition of reason introduces, after it
    ("convicted of fraud") or before it ("wegen Betrug verurteilt")."""
    after = _words(folded, end, right)[:5]
    reason = _reason_word(folded[start:end], [w.group() for w in after])
    if reason is not None:
        detail = _detail_after(text, after[reason].end(), right)
        return (start, detail[1], "CRIMINAL") if detail else None
    before = _words(folded, left, start)[-_MAX_DETAIL_WORDS - 1 :]
    for index, word in enumerate(before[:-1]):
        if word.group() in REASON_BEFORE:
            return before[index + 1].start(), end, "CRIMINAL"
    stop = record_detail(text, folded, start, end, right, _detail_after)
    return (start, stop, "CRIMINAL") if stop else None  # "mon casier mentionne un vol"


def _record(text: str, folded: str, start: int, end: int, right: int, category: str) -> Span | None:
    """A record noun and what it shows: a criminal record by itself ("Führungszeugnis"),
    or a bare "record" made one by a qualifier or by what it shows (``special_records``)."""
    stop = record_detail(text, folded, start, end, right, _detail_after)
    if stop is None:
        return None
    if category == "RECORD":
        qualified = record_category(folded, start, end, right)
        if not (qualified or owned(folded, start)):
            return None
        found = qualified or lexicon_category(folded[end:stop])
        if found is None:
            return None  # "my record shows 5 wins"
        category = found
    return start, stop, category


def _reason_word(trigger: str, after: list[str]) -> int | None:
    """Which of the words after a trigger introduces the offence, if one does."""
    timed = trigger in TIMED_TRIGGERS
    for index, word in enumerate(after):
        if trigger in WITH_ONLY:
            return 0 if index == 0 and word == "with" else None
        if timed and not any(w in TIME_UNITS for w in after[:index]):
            continue  # "served two years for …", not "served for ten years in the navy"
        if not timed and any(c.isdigit() for w in after[:index] for c in w):
            return None  # "charged 40 euros for the taxi" is a price
        if word in REASON or (index == 0 and word == "with"):
            return index
    return None


def _organisation(text: str, start: int, end: int, right: int, role: str) -> Span | None:
    """A party or union after "I vote", "member of", "militante", "syndiqué": a known one
    or, where the cue says it is one, any name or acronym."""
    found = _words(text, end, right)[:6]
    while found and found[0].group().lower() in _SKIP:
        found.pop(0)
    if not found:
        return (start, end, "TRADE_UNION") if role == "union" else None
    head = found[0].group()
    run = [found[0]]
    for word in found[1:4]:
        text_of = word.group()
        if (
            text_of[:1].isupper()
            or text_of[:1].isdigit()
            or text_of in _JOINS
            or text_of.lower() in PARTIES
            or text_of.lower() in UNIONS
        ):
            run.append(word)
        else:
            break
    while len(run) > 1 and run[-1].group() in _JOINS:
        run.pop()
    names = {w.group().lower() for w in run}
    named = head[:1].isupper() or head[:1].isdigit()
    if role == "vote":
        return (start, run[-1].end(), "POLITICS") if named or names & PARTIES else None
    if role == "union" or (names & UNIONS and (named or role == "member")):
        return start, run[-1].end() if names & UNIONS or named else end, "TRADE_UNION"
    if names & PARTIES and named:
        return start, run[-1].end(), "POLITICS"
    if role == "party" and named:
        return start, run[-1].end(), "POLITICS"
    return None


_JOINS = frozenset({"d'", "i", "of", "de", "do", "da", "del", "di"})


def _sono(folded: str, start: int, end: int) -> bool:
    """Italian "sono" before a singular participle is "I am" ("sono stato condannato",
    "sono iscritta"); before a plural it is "they are"."""
    words = [w.group() for w in _words(folded, max(0, start - 20), start)][-2:]
    singular = folded[end - 1 : end] in ("o", "a")
    return singular and ("sono" in words) and (words[-1] in ("sono", "stato", "stata"))


def _marker_before(folded: str, start: int) -> bool:
    words = [w.group() for w in _words(folded, max(0, start - 40), start)][-4:]
    return any(w in MARKERS for w in words)


def _origins(text: str, lowered: str) -> list[Finding]:
    """ "of Pakistani descent", "van Marokkaanse afkomst" in a sentence about someone."""
    found: list[Finding] = []
    if not any(word in lowered for word in ORIGIN_AFTER):
        return found
    for match in _ORIGIN.finditer(text):
        if match.group(2).lower() not in ORIGIN_AFTER or not match.group(1)[:1].isupper():
            continue
        left, right = sentence_around(text, match.start(), match.end())
        sentence = sentence_words(text, left, right)
        if someone_in(sentence, text[left:right]) and not about_a_topic(sentence):
            found.append(_finding(match.start(1), match.end(2), "ETHNICITY"))
    return found


def _finding(start: int, end: int, category: str) -> Finding:
    return special_finding(start, end, category, "special:disclosure", 0.7)
