"""The sentence around a special term, and whether it is about a person.

A term of ``special_terms`` counts only when its sentence ties it to someone; the
detectors of special categories (``special_categories``, ``special_disclosures``,
``special_allegiance``) share how that sentence is cut out of the text, which of its
words are a person in one language and not in another, and who is in it: the first
person, kin, a third person or a name from the gazetteer.
"""

from __future__ import annotations

import re

from trust.detectors.name_gazetteer import dictionary_names, gazetteer
from trust.detectors.name_terms import KINSHIP
from trust.detectors.special_terms import (
    LINKS,
    MARKERS,
    PERSON_WORDS,
    QUESTION_WORDS,
    TOPIC_WORDS,
)
from trust.detectors.values import words

_SENTENCE_REACH = 160  # characters looked at on either side of a term
# Python's re on a bounded window: a single character class, no nesting.
WORD = re.compile(r"[\w'’\-]+")
_SENTENCE_END = re.compile(r"[!?;\n]|\.(?=\s|$)")  # not the dot in 4.200 or 2.5


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence around ``text[start:end]`` begins and ends, looking no further
    than ``_SENTENCE_REACH`` characters on either side."""
    lo = max(0, start - _SENTENCE_REACH)
    hi = min(len(text), end + _SENTENCE_REACH)
    left = lo
    for match in _SENTENCE_END.finditer(text, lo, start):
        left = match.end()
    stop = _SENTENCE_END.search(text, end, hi)
    return left, stop.start() if stop else hi


def sentence_words(text: str, left: int, right: int) -> set[str]:
    """The lower-cased words of ``text[left:right]``. In a question, the words that are a
    person in one language and not in another are left out ("je" in Dutch, "man" and
    "il" as German and Italian say "one" and "the"): "Hoeveel mag je per dag nemen?"
    asks about a medicine, not about someone."""
    found = {w.lower() for w in WORD.findall(text, left, right)}
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


_AMBIGUOUS_PEOPLE = words("je man il i mi me son ma le lo")

_KIN_EXACT = frozenset(w for w in KINSHIP if not w.endswith("*"))
_KIN_STEMS = tuple(w[:-1] for w in KINSHIP if w.endswith("*"))
# a capitalised word after the sentence's first one: "… and Anna has asthma"
_CAPITALISED = re.compile(r"\b[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻ][a-zß-öø-ÿąćęłńóśźż]{2,}")

# kinship words in one language that are everyday words in another: Dutch "nicht"
# (niece) is German "not"; they count only after a possessive (``special_categories``)
_KIN_ELSEWHERE = words("nicht")


def someone_in(sentence: set[str], original: str) -> bool:
    """The person, their people, a third person or someone named, in the sentence
    (``sentence`` holds its lower-cased words, ``original`` is its text)."""
    kin = any(is_kin(w) for w in sentence - _KIN_ELSEWHERE)
    people = PERSON_WORDS - _POLISH_ON if sentence & _ENGLISH else PERSON_WORDS
    if sentence & (MARKERS | people) or kin:
        return True
    return _names_someone(original)


def about_a_topic(sentence: set[str]) -> bool:
    """A question or text about the subject, with no first person or kin in it. A word
    of symptoms is topical only with nobody at all: "symptoms of PTSD" is the topic,
    "Mr Karimi reports PTSD symptoms" is his."""
    kin = any(is_kin(w) for w in sentence)
    if sentence & MARKERS or kin:
        return False
    if sentence & (TOPIC_WORDS | QUESTION_WORDS) - SYMPTOM_WORDS:
        return True
    people = PERSON_WORDS - _POLISH_ON if sentence & _ENGLISH else PERSON_WORDS
    return bool(sentence & SYMPTOM_WORDS) and not sentence & people


SYMPTOM_WORDS = words(
    "symptoms symptom symptome symptômes síntomas sintomi symptomen sintomas objawy objawów"
)
# Polish "on" is "he"; in an English sentence it is "depend on", "spoke on the radio"
# (Polish "a" is "and", so it says nothing of the language)
_POLISH_ON = words("on")
_ENGLISH = words("the an are is and of")


def is_kin(word: str) -> bool:
    return word in _KIN_EXACT or word.startswith(_KIN_STEMS)


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
    words = [w.group() for w in WORD.finditer(sentence, 0, 120)]
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
    words = list(WORD.finditer(sentence, 0, 80))
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


# a comma inside a number ("15,000") ends no clause
CLAUSE_END = re.compile(
    r"[;:!?\n(]|,(?!\d)|\.(?=\s|$)|\s(?:and|but|und|aber|et|mais|y|pero|i|ale)\s"
)
