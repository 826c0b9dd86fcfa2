"""Where the terms of ``special_terms`` occur in a text.

One Aho-Corasick pass over the folded text finds each term as written, its ``*`` stems
and the inflected forms that share a Snowball stem with it; a hit must be a whole word
or the end of a capitalised German compound, and is dropped when it is another
language's word, a German noun of another stem, or a given name. Words that end like a
medicine (``…sartan``) are found by their suffix.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import ahocorasick
import re2

from trust.detectors.name_gazetteer import gazetteer
from trust.detectors.special_sentences import WORD
from trust.detectors.special_terms import CATEGORIES, MEDICATION_SUFFIXES
from trust.detectors.stems import same_german_stem, same_stem, stems
from trust.detectors.values import words


def hits(
    automaton: ahocorasick.Automaton, text: str, folded: str
) -> Iterator[tuple[int, int, str]]:
    """Terms (exact, ``*`` stems, and inflected forms sharing a Snowball stem with a
    term), then words that end like a medicine (``…sartan``)."""
    for end_index, (term, category, stem, base) in automaton.iter(folded):
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
        if category == "IMMIGRATION" and _card_brand(text, start, end):
            continue  # "The Visa test number … always succeeds": the card network
        if _a_given_name(text[start:end]) and (base or _in_a_name(text, start, end)):
            continue  # "Christiane", "my colleague Visa Rozuta": a name, not a term
        yield start, end, category
    for match in _MEDICINE.finditer(folded):
        yield match.start(1), match.end(1), "MEDICATION"


# words beside "Visa" that make it the card network, in the languages of payments
_PAYMENT = re.compile(
    r"\b(?:cards?|test|number|numbers|mastercard|amex|maestro|discover|debit|credit|"
    r"electron|checkout|payments?|pay|paid|stripe|paypal|sandbox|carte|tarjeta|karta|"
    r"karte|kreditkarte|cartão|carta|bin|cvv|prepaid|contactless)\b",
    re.IGNORECASE,
)
_BRAND_REACH = 40


def _card_brand(text: str, start: int, end: int) -> bool:
    """A capitalised "Visa" beside a word of cards or payments."""
    if text[start:end] not in ("Visa", "VISA"):
        return False
    near = text[max(0, start - _BRAND_REACH) : end + _BRAND_REACH]
    return _PAYMENT.search(near) is not None


def fold(text: str) -> str:
    """Lower case, offsets kept, and ’ as ': the text the terms and cues are matched in."""
    folded = text.lower()
    if len(folded) != len(text):  # keep offsets: fold character by character
        folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return folded.replace("’", "'")


def _a_given_name(word: str) -> bool:
    table = gazetteer()
    return word[:1].isupper() and word not in table.ambiguous and table.is_given(word)


def _in_a_name(text: str, start: int, end: int) -> bool:
    """Followed by another capitalised word, as a first name is by a surname."""
    after = text[end : end + 3]
    return len(after) == 3 and after[0] == " " and after[1].isupper() and after[2].islower()


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
    before = WORD.findall(text, max(0, start - 8), start)
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


def build_automaton() -> ahocorasick.Automaton:
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
