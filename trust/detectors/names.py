"""People's names in prose: context, casing and a multilingual gazetteer.

A *run* is one to four capitalised words in a row (particles such as ``van``/``de``
allowed between them). A run is a name when

* the words before it say so — a kinship or role word (``my sister``, ``meine
  Ärztin``, ``moja siostra``), an honorific (``Mr``, ``Frau``, ``Pani``), a greeting at
  the start of a line, a sign-off (``Thanks,``/``Pozdrawiam``), ``my name is``/``called``
  — whatever the words are; or
* it begins with a given name from the gazetteer and goes on with another capitalised
  word (``Zuzanna Wiśniewska``); or
* it is a single given name that is not the first word of a sentence; or
* a weaker cue (``with``, ``from``, ``met``, ``… said``) stands next to a gazetteer name.

Names that are also ordinary words or places (``May``, ``Will``, ``Grace``, ``Paris``,
``Jordan``) are in the gazetteer's ``ambiguous`` list and need a strong cue or a second
name word. A general-knowledge question with no first-person word (``Who was Marie
Curie?``) and eponyms (``Dijkstra's algorithm``) pass, unless a strong cue names the
person. Names tied to the person's life (kinship, role) are private; others personal.

The gazetteer (``trust/data/names``, built by ``scripts/build_name_gazetteer.py`` from
the ``names-dataset`` package's per-country ranks) is read once per process.
"""

from __future__ import annotations

import gzip
import re
import unicodedata
from collections.abc import Container, Iterator
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache, partial
from importlib import resources

import re2

from trust.detectors.name_contexts import (
    about_fiction,
    after_indefinite,
    german_article_first,
    named_place,
    place_to_visit,
    plural_thing,
    sentence_around,
    street_with_number,
)
from trust.detectors.name_terms import (
    ARTISTS,
    CALENDAR,
    DETERMINERS,
    EPONYM_NOUNS,
    FAVOURITE,
    FIRST_PERSON,
    GREETINGS,
    HONORIFICS,
    INTRODUCERS,
    KINSHIP,
    PARTICLES,
    PEOPLE_VERBS,
    PERSON_VERBS,
    PLACE_NOUNS,
    PREPOSITIONS,
    PRODUCT_NAMES,
    PUBLIC_ROLES,
    PUBLIC_WORKS,
    QUESTION_OPENERS,
    SIGN_OFFS,
    STREET_TYPES,
)
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity
from trust.wordlist import WordList


def _options() -> re2.Options:
    options = re2.Options()
    options.max_mem = 64 << 20  # Unicode letter classes need more DFA than the default
    return options


# Kept simple for speed (each construct costs on every capitalised word of a text):
# casing inside a token ("NASA", "McDonald") and what follows the run are judged after.
_TOKEN = r"\p{Lu}[\p{L}'’\-]*"
_PARTICLE = "|".join(sorted(PARTICLES, key=len, reverse=True))
_RUN = re2.compile(
    # not code: "default=None", "obj.Name", "Foo(" are identifiers, not people
    r"(?:^|[^\p{L}\p{N}_@#/\\.\-=(\[{<`$])("
    + _TOKEN
    + r"(?: (?:(?:"
    + _PARTICLE
    + r") ){0,2}"
    + _TOKEN
    + r"){0,3})",
    _options(),
)


def _upper_letters() -> str:
    """Unicode's upper-case letters of the Basic Multilingual Plane as a character class
    body for Python's re (which has no ``\\p{Lu}``)."""
    ranges: list[tuple[int, int]] = []
    for code in range(0x10000):
        if unicodedata.category(chr(code)) == "Lu":
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(
        re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}"
        for a, b in ranges
    )


# The same runs with Python's re on the text itself: its matches cost a fraction of the
# RE2 wrapper's, and a chat text has a capitalised run every few words. Linear: a token
# starts with a capital, a particle is lower-case and a space separates them, so no two
# repetitions can take the same characters.
_PY_UPPER = "[" + _upper_letters() + "]"
_PY_TOKEN = _PY_UPPER + r"(?:[^\W\d_]|['’\-])*"
_PY_RUN = re.compile(
    # the capital first, then what may not stand before it (a look-behind over the
    # capital itself): a pattern that opens with a class lets re skip ahead to the
    # capitals, where one that opens with the look-behind tries every position
    "("
    + _PY_UPPER
    + r"(?<=(?<![\w@#/\\.\-=(\[{<`$+])"
    + _PY_UPPER
    + ")"
    + _PY_TOKEN[len(_PY_UPPER) :]
    + r"(?: (?:(?:"
    + _PARTICLE
    + r") ){0,2}"
    + _PY_TOKEN
    + r"){0,3})"
)
# Python's re on bounded windows only: one character class, nothing to backtrack into.
_WORDS = re.compile(r"[^\W\d_][\w'’\-]*")
_SENTENCE_END = '.!?\n:;()[]"“”«»•*>|'
_WINDOW = 48
_REACH = 160  # characters looked at for a sentence or a line around a name
_MAX_RUNS = 8000  # past this many capitalised runs a text is a dump, not prose: stop looking


class Cue(IntEnum):
    NONE = 0
    WEAK = 1  # "with", "from": a gazetteer name after it counts
    VERB = 2  # "call", "meet", "told": any full name after it counts
    STRONG = 3
    KIN = 4  # strong, and ties the name to the person's life
    INTRODUCED = 5  # "I'm …": strong when the name ends the clause, else weak


class Gazetteer:
    """Given names, surnames, and those of them that are also words or places."""

    def __init__(
        self,
        given: Container[str],
        surnames: Container[str],
        ambiguous: frozenset[str],
        places: frozenset[str] = frozenset(),
    ) -> None:
        self.given, self.surnames, self.ambiguous = given, surnames, ambiguous
        self.places = places  # ambiguous only as places: a verb of people decides
        # a text repeats its words: each is looked up (with its inflections) once
        self.is_given = lru_cache(maxsize=1 << 16)(partial(_any_part, table=given))
        self.is_surname = lru_cache(maxsize=1 << 16)(partial(_any_part, table=surnames))


# Programming languages' own literals: "password = None" names nobody, whatever a
# gazetteer of surnames says.
_CODE_LITERALS = frozenset({"None", "True", "False", "Null", "Nil", "NaN", "Undefined"})


def _code_follows(text: str, end: int) -> bool:
    """``Foo(``, ``obj.Name.x``, ``Name=``: an identifier; "Anna." ends a sentence."""
    after = text[end : end + 2]
    if not after:
        return False
    if after[0] == ".":
        return len(after) == 2 and (after[1].isalnum() or after[1] == "_")
    return after[0] in "([{=<>/\\@`_" or after[0].isdigit()


def _cased(word: str) -> bool:
    """A name's word goes on in small letters after its capital ("Anna", "McDonald",
    "O'Brien"): not a run of capitals ("NASA"), a contraction ("I'm") or a hyphen's tail."""
    if len(word) < 2 or word.endswith(("-", "'", "’")):
        return False
    if word[1] in "'’":  # "O'Brien", not "I'm"
        return len(word) > 3 and word[2].isupper() and word[3].islower()
    return word[1].islower()


def _clear_known(table: Gazetteer, word: str) -> bool:
    return word not in table.ambiguous and (table.is_given(word) or table.is_surname(word))


def _may_be_cued(lower: str, start: int) -> bool:
    """Could the words right before ``start`` be a cue? A quick look at the last one
    (or a line break, for a signature), before the full reading of ``_cue_before``."""
    before = lower[max(0, start - 24) : start].rstrip(" ,:\t-–—\"'“‘(")
    if not before:
        return start > 0
    if before.endswith(("\n", "\r")):  # a signature under a short sign-off line?
        above = lower[max(0, start - _REACH) : start].rstrip()
        return _signs_off(above[above.rfind("\n") + 1 :])
    words = before.rsplit(None, 1)  # empty when only other white space is left ("\x1f")
    if not words:
        return start > 0
    return _cue_last(words[-1].strip(".,;:!?'’\"“”()"))


@lru_cache(maxsize=1 << 14)
def _cue_last(last: str) -> bool:
    """A text repeats the words before its capitals: each is judged once."""
    return last in _CUE_LAST or _kin(last) or (last[-2:] in ("'s", "’s") and _kin(last[:-2]))


def _known(table: Gazetteer, word: str) -> bool:
    return table.is_given(word) or table.is_surname(word) or word in table.ambiguous


def _clear_given(table: Gazetteer, word: str) -> bool:
    return word not in table.ambiguous and table.is_given(word)


def _any_part(word: str, table: Container[str]) -> bool:
    """In the table, inflected or not; a hyphenated word when each part is a name
    ("Anna-Lena", "Garcia-Lopez"; not "Berg-Test", "Docker-Image")."""
    parts = [p for p in word.split("-") if len(p) > 1]  # "Klaus-D.": the initial aside
    if word in table or ("-" in word and parts and all(p in table for p in parts)):
        return True
    return any(stem in table for stem in _uninflected(word))


# Polish (and other Slavic) case endings: "z Kasią" → Kasia, "z Piotrem" → Piotr.
_ENDINGS = (("ą", "a"), ("ę", "a"), ("y", "a"), ("i", "a"), ("ie", "a"), ("em", ""),
            ("owi", ""), ("a", ""), ("u", ""), ("ego", "y"), ("iej", "a"), ("ej", "a"))  # fmt: skip


def _uninflected(word: str) -> Iterator[str]:
    if len(word) > 3:
        yield from (word[: -len(end)] + base for end, base in _ENDINGS if word.endswith(end))


@lru_cache(maxsize=1)
def gazetteer() -> Gazetteer:
    folder = resources.files("trust") / "data" / "names"

    def load(name: str) -> frozenset[str]:
        data = gzip.decompress((folder / f"{name}.txt.gz").read_bytes())
        return frozenset(data.decode("utf-8").split("\n")) - {""}

    # The two big lists (112,000 names) are asked only "is this one in?": held as one
    # string each (``trust/wordlist.py``) they cost 2 MB instead of 11 MB as sets.
    surnames = WordList.from_resource("data", "names", "surnames.txt.gz")
    beliefs = frozenset(word for word in _belief_words() if word not in surnames)
    ambiguous = load("ambiguous") | beliefs | PRODUCT_NAMES
    ambiguous |= countries()  # "en España", "in Italia": a country, not a surname
    given = WordList.from_resource("data", "names", "given.txt.gz")
    return Gazetteer(given, surnames, ambiguous, load("places"))


def _belief_words() -> frozenset[str]:
    """Faiths, origins, parties and orientations that are given names somewhere too
    ("Sunni", "Shia", "Roma"): as words they need a strong cue to be a name."""
    from trust.detectors.special_terms import CATEGORIES  # its module imports this one

    kinds = ("RELIGION", "ETHNICITY", "POLITICS", "SEXUAL_ORIENTATION")
    return frozenset(
        term.capitalize()
        for kind in kinds
        for term in CATEGORIES[kind]
        if term.isalpha() and len(term) > 2
    )


def _split(table: frozenset[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    return (
        frozenset(w for w in table if not w.endswith("*")),
        tuple(w[:-1] for w in table if w.endswith("*")),
    )


_KIN, _KIN_STEMS = _split(KINSHIP)
# a person's verbs that no thing does: after a sentence's first word, they make it a name
_SAYING = PERSON_VERBS - words(
    "is was has had will lives lived works worked sent hat ist wohnt arbeitet a est habite "
    "travaille tiene vive trabaja ma jest mieszka pracuje ha è abita lavora heeft woont "
    "werkt"
)
_INTRODUCERS = tuple(" " + phrase for phrase in INTRODUCERS)
# these also introduce a nationality or a job ("I'm German", "ich bin Lehrer"): weak
_INTRO_WEAK = tuple(
    " " + p
    for p in ("i am", "i'm", "ich bin", "je suis", "soy", "jestem", "sono", "ik ben", "this is")
)


_CUE_WORDS = HONORIFICS | GREETINGS | SIGN_OFFS
_CUE_LAST = (
    _CUE_WORDS | PEOPLE_VERBS | frozenset(phrase.rsplit(" ", 1)[-1] for phrase in INTRODUCERS)
)


def _kin(word: str) -> bool:
    return word in _KIN or word.startswith(_KIN_STEMS)


@dataclass(frozen=True)
class _Token:
    start: int
    end: int
    word: str


class NameDetector:
    name = "names"

    def __init__(self, table: Gazetteer | None = None) -> None:
        self._table = table or gazetteer()
        self._known_words: dict[str, bool] = {}  # a run's word: a clear gazetteer name?

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def _clearly_known(self, word: str) -> bool:
        known = self._known_words.get(word)
        if known is None:
            known = _clear_known(self._table, _base(word))
            if len(self._known_words) < 1 << 16:
                self._known_words[word] = known
        return known

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        passed: list[tuple[int, int]] = []  # runs that were no name on their own
        # finditer, not search from a position: each search call costs a pass of setup
        text, lower = scan.text, scan.lower
        for runs, match in enumerate(_PY_RUN.finditer(text)):
            if runs >= _MAX_RUNS:
                break
            start, end = match.span(1)
            if _code_follows(text, end) or text[start:end] in _CODE_LITERALS:
                continue
            passed.append((start, end))
            one_word = " " not in match.group(1)
            if one_word and not _cased(text[start:end]):
                continue  # "I", "SELECT", "CI": no token of a name to judge, cue or none
            # most runs are one word: "The", "What" at a sentence start; decided cheaply
            # (the word's own verdict is one dict lookup per distinct word)
            cued = one_word and _may_be_cued(lower, start)
            if (
                one_word
                and not cued
                and not self._clearly_known(text[start:end])
                and not _told_me(lower, end)
            ):
                continue
            if (
                one_word
                and not cued
                and _sentence_start(text, start)
                and not _after_cue(text, end, _SAYING)
            ):
                continue  # "Anna said …" opens with a name: a verb only a person does
                # follows ("Rose is red" opens with a word)
            tokens = [t for t in _tokens(text, start, end) if _cased(t.word)]
            found = self._judge(scan, tokens) if tokens else None
            if found is not None:
                findings.append(_past_initial(text, found))
                passed.pop()
        if findings and passed:
            findings.extend(self._coordinated(text, findings, passed))
        return findings

    def _coordinated(
        self, text: str, findings: list[Finding], runs: list[tuple[int, int]]
    ) -> list[Finding]:
        """Names go with names: "with Drahoslava Konečná and Eryn", "me, Birgit and
        Haralamb". A run joined to a found name by "and", "or" or a comma is a name
        too, unless it is a place, a calendar word or a sentence's opening word."""
        ends = {f.end: f for f in findings}
        starts = {f.start: f for f in findings}
        added: list[Finding] = []
        for _ in range(3):  # "A, B, C and D": the chain grows from the name found
            grown = False
            for start, end in runs:
                if start in starts or not self._may_join(text, start, end):
                    continue
                person = _joined_to(text, start, end, ends, starts)
                if person is None:
                    continue
                finding = person.model_copy(update={"start": start, "end": end})
                added.append(finding)
                ends[end], starts[start], grown = finding, finding, True
            if not grown:
                break
        return added

    def _may_join(self, text: str, start: int, end: int) -> bool:
        words = [_base(w) for w in text[start:end].split(" ") if w]
        if not words or not all(_cased(w) or w in PARTICLES for w in words):
            return False
        if _sentence_start(text, start) or _eponym(text, end):
            return False
        run = text[start:end]
        first = words[0].lower()
        if first in CALENDAR | PLACE_NOUNS | DETERMINERS | _CUE_WORDS or run in self._table.places:
            return False
        return not (len(words) == 1 and words[0] in self._table.ambiguous)

    def _judge(self, scan: Scan, tokens: list[_Token]) -> Finding | None:
        text = scan.text
        tokens = _before_article(text, tokens)
        if not tokens:
            return None
        table = self._table
        cue = _cue_before(scan, tokens[0].start)
        if cue is Cue.INTRODUCED:  # "I'm Aiyana, …" counts; "I'm German and …" not
            cue = (
                Cue.STRONG if _ends_clause(text, tokens) or _on_the_line(scan, tokens) else Cue.WEAK
            )
        if (
            cue < Cue.STRONG
            and _with_me(scan.lower, tokens[-1].end)
            and (len(tokens) > 1 or _clear_known(table, _base(tokens[0].word)))
        ):
            cue = Cue.STRONG  # "Ľubor Šoltésová and I broke up": a person, whoever
        elif cue < Cue.STRONG and _told_me(scan.lower, tokens[-1].end):
            cue = Cue.STRONG  # "Yashasvi told me …": only a person tells me things
        initial = _sentence_start(text, tokens[0].start)
        if initial and cue < Cue.STRONG and self._opens_sentence(text, tokens):
            initial, cue = False, max(cue, Cue.WEAK)
        signed = False  # the run began with a sign-off word: "Thanks The form …"
        titled = False  # ... or with a title: "Frau Holle", "Mr Darcy"
        while tokens:
            first = tokens[0].word
            lead = _lead_cue(first.lower()) if len(tokens) > 1 else Cue.NONE
            if lead is Cue.KIN and first not in table.ambiguous and table.is_given(first):
                lead = Cue.NONE  # "Mari", "Tata": given names first, kinship words second
            if cue >= Cue.STRONG and first.lower() not in HONORIFICS:
                lead = Cue.NONE  # "mia sorella Amico Rossi": after a cue, the name itself
            if lead is not Cue.NONE:  # a cue itself: "Dear Anna", "Dr Kowalski", "Tante Ilse"
                cue = max(cue, lead)
                signed = first.lower() in SIGN_OFFS
                titled = first.lower() in HONORIFICS
            elif not (initial and cue < Cue.STRONG) or (
                first not in table.ambiguous and table.is_given(first)
            ):
                break
            elif len(tokens) > 2 and first.lower() in PEOPLE_VERBS:
                # "Ask Margaret Thompson …": the verb cues a full name after it (a lone
                # word after it stays a word: "Visit Paris", "Text Messages")
                cue = max(cue, Cue.WEAK)
            tokens, initial = tokens[1:], False  # "Will you …", "Yesterday Anna …", "Meine …"
        if not tokens:
            return None
        alone = tokens[0].word.lower() if len(tokens) == 1 else ""
        if alone in _CUE_WORDS or (
            (alone in _KIN or _kin_plural(alone)) and not _clear_given(table, tokens[0].word)
        ):
            return None  # "Best," on its own line is the sign-off, "Mr." a title, no name;
            # "Liebe Kollegen", "Dear Friends", "Drodzy Koledzy": a group, nobody named
        tokens = tokens[:4]  # "María Del Carmen Guzmán"
        words = [_base(t.word) for t in tokens]
        calendar = any(w.lower() in CALENDAR for w in words)
        if calendar and cue < Cue.STRONG and (len(words) == 1 or words[-1].lower() in CALENDAR):
            return None  # "before Friday"; not "my neighbour Maj Johansson"
        run = text[tokens[0].start : tokens[-1].end]
        if (
            cue < Cue.STRONG
            and len(words) > 1
            and (
                " ".join(words) in table.ambiguous or run in table.ambiguous or run in table.places
            )
        ):
            return None  # "San Francisco", "Santa Cruz", "Rio de Janeiro"
        if cue < Cue.STRONG and _after_cue(text, tokens[-1].end):
            cue = max(cue, Cue.WEAK)
        if (
            cue < Cue.STRONG
            and len(tokens) > 1
            and tokens[-1].start - tokens[-2].end > 1
            and tokens[0].word.lower() not in PLACE_NOUNS | DETERMINERS
        ):
            cue = max(cue, Cue.VERB)  # "Ágatha dos Cruz": a particle between two names
        if (
            cue < Cue.STRONG
            and len(tokens) > 1
            and tokens[-1].word.lower() in EPONYM_NOUNS
            and tokens[-2].word.endswith(("'s", "’s"))
        ):
            return None  # "Shepherd's Pie", "Occam's Razor": named after someone, a thing
        if (
            signed
            and len(words) == 1
            and words[0] in table.ambiguous
            and not (table.is_given(words[0]) and _line_ends(text, tokens[0].end))
        ):
            return None  # "Thanks The form …": an ordinary word after a sign-off; but
            # "Cheers John" signs the message
        if cue < Cue.STRONG and len(words) > 1 and words[0].lower() in _PLACE_HEADS:
            return None  # "Port Talbot", "West Valerie", "Torre Angela": a place's name
        if cue < Cue.STRONG and len(words) == 1 and _german_noun(scan.lower, tokens[0]):
            return None  # "der Bauer", "im Wald", "Damen und Herren": German nouns
        if not self._is_name(words, cue, initial):
            return None
        if (cue < Cue.KIN or titled) and self._a_thing(text, tokens, cue, titled):
            return None
        if cue < Cue.STRONG and (
            _eponym(text, tokens[-1].end)
            or general_question(text, tokens[0].start)
            or _public_work(text, tokens[0].start)
            or _admired(text, tokens[0].start)
            or _public_role(text, tokens[0].start, tokens[-1].end)
        ):
            return None
        end = tokens[-1].start + len(words[-1])
        # someone named in the person's message is someone in their life (private);
        # the person's own name, introduced or signed, is personal
        own = _self_named(scan, tokens[0].start, end)
        sensitivity = Sensitivity.PERSONAL if own else Sensitivity.PRIVATE
        begin = _particles_before(text, tokens[0].start) if cue >= Cue.STRONG else tokens[0].start
        return Finding(
            start=begin,
            end=end,
            kind="PERSON",
            sensitivity=sensitivity,
            detector=self.name,
            confidence=0.9 if cue >= Cue.STRONG else 0.7,
        )

    def _a_thing(self, text: str, tokens: list[_Token], cue: Cue, titled: bool) -> bool:
        """Does the run name a thing: a model after "a", a tale's title-holder, a town
        to visit (see ``name_contexts``)?"""
        start = tokens[0].start
        if cue < Cue.STRONG and (after_indefinite(text, start) or named_place(text, start)):
            return True
        if (
            cue < Cue.KIN
            and plural_thing([t.word for t in tokens], self._table.is_surname)
            and tokens[-1].start - tokens[-2].end == 1  # a particle between: a person
        ):
            return True  # "I love Arctic Monkeys"; not "Conrado van der Lumbreras"
        if cue < Cue.KIN and street_with_number(text, tokens[-1].word, tokens[-1].end):
            return True  # "visit Berggasse 19": an address, whether withheld or not
        original, sentence = sentence_around(text, start, tokens[-1].end)
        if cue < Cue.STRONG and german_article_first([t.word for t in tokens], sentence):
            return True  # "Das Original ist besser", "Das Auto ist kaputt"
        if _owned_tie(original, sentence) or (sentence and sentence[0] in GREETINGS | SIGN_OFFS):
            return False  # "my aunt …", "Dear Mr Smith, thank you for the novel"
        if cue < Cue.STRONG:  # "visit Kerkwerve", "visit Figueira da Foz"; not "visit Anna"
            last = _base(tokens[-1].word)  # a given name alone, a surname last: a person
            known = self._table.is_given(last) if len(tokens) == 1 else self._table.is_surname(last)
            return not known and place_to_visit(text, start, sentence)
        titled = titled or _before_words_plain(text, start) in HONORIFICS
        return titled and about_fiction(sentence)

    def _opens_sentence(self, text: str, tokens: list[_Token]) -> bool:
        """Is a sentence's first run a full name as a whole: "Koda Kane told me",
        "Jan van der Steen called"? A verb of people after it, or a particle inside it,
        with a given name first and a surname that is no ordinary word last."""
        if len(tokens) < 2:
            return False
        table, first, last = self._table, _base(tokens[0].word), _base(tokens[-1].word)
        particle = tokens[-1].start - tokens[-2].end > 1  # "van der" stood between them
        if first.lower() in PLACE_NOUNS | DETERMINERS or last in table.ambiguous:
            return False
        if particle:
            if text[tokens[-2].end : tokens[-1].start] in (" das ", " du "):
                return _known(table, first)  # "Maria das Dores"; not "Ist das Kindle"
            if not _known(table, first):  # "Floortje van der Steen"; not "The Banco de …"
                return first.lower() not in DETERMINERS and _cased(first) and _known(table, last)
            return first not in table.ambiguous or table.is_surname(last)
        if not _after_cue(text, tokens[-1].end) or last.lower() in dictionary_names():
            return False
        # "Tükelalp Yıldırım said": a first word in no list before a known surname
        unknown = not _known(table, first) and first.lower() not in dictionary_names()
        return (table.is_given(first) or unknown) and table.is_surname(last)

    def _is_name(self, words: list[str], cue: Cue, initial: bool) -> bool:
        table = self._table
        clear = [w not in table.ambiguous for w in words]
        given = [table.is_given(w) for w in words]
        surname = [table.is_surname(w) for w in words]
        if cue >= Cue.STRONG:
            return True
        if cue >= Cue.WEAK and len(words) >= 2 and given[0] and clear[0]:
            return True  # "call Jorge West", "meeting Dean Anderson"
        if (
            cue is Cue.VERB
            and not initial
            and all(c or w in table.places for c, w in zip(clear, words, strict=True))
        ):
            return True  # "call Tanbay Şensoy", "ask Laura": a person after such a verb
        if len(words) >= 2 and not clear[-1]:
            return False  # "Abbey Road", "May Day": the last word is an ordinary one
        if len(words) >= 2 and given[0] and (clear[0] or surname[1]):
            return True  # "Zuzanna Wiśniewska", "Grace Hopper"; not "May Day"
        if len(words) >= 2 and surname[0] and given[1] and clear[1] and not initial:
            return True  # "Kowalski Jan" as forms write it
        known = any(c and (g or s) for c, g, s in zip(clear, given, surname, strict=True))
        if cue in (Cue.WEAK, Cue.VERB):
            return known
        return len(words) == 1 and given[0] and clear[0] and not initial


# an initial and the surname after it: "Klaus-D. Scheibe", "Anna M. Kowalska"
_AFTER_INITIAL = re.compile(r"\. ?(?:[^\W\d_]\. ?)?(" + _PY_TOKEN + ")")


def _past_initial(text: str, found: Finding) -> Finding:
    """A name that ends in an initial goes on past its dot to the surname."""
    end = found.end
    if text[end : end + 1] != "." or text[end - 2 : end - 1].isalpha():
        return found
    match = _AFTER_INITIAL.match(text, end)
    if match is None or not _cased(match.group(1)):
        return found
    return found.model_copy(update={"end": match.end(1)})


def _line_ends(text: str, end: int) -> bool:
    """Only punctuation, if anything, is left on the line after ``end``."""
    line = text[end : end + 40].split("\n", 1)[0]
    return not line.strip(" .!,;:)-–—\t")


def _particles_before(text: str, start: int) -> int:
    """ "Pani van der Plas", "Herr von Weizsäcker": after a title, the particles in front
    of a surname are part of the name."""
    begin = start
    while True:
        head = text[max(0, begin - 8) : begin]
        word = head.rstrip(" ").rsplit(" ", 1)[-1]
        if not word or word not in PARTICLES or not head.endswith(word + " "):
            break
        begin -= len(word) + 1
    title = _words(text[max(0, begin - 16) : begin].lower())[-1:]
    if begin == start or not title or not (title[0] in HONORIFICS or _kin(title[0])):
        return start  # "ich bin Muslimin": "bin" is a verb there, not "bin Laden"
    return begin


def _tokens(text: str, start: int, end: int) -> list[_Token]:
    tokens: list[_Token] = []
    index = start
    for piece in text[start:end].split(" "):
        if piece and not (piece.islower() and piece in PARTICLES):  # "van", not "Das"
            tokens.append(_Token(index, index + len(piece), piece))
        index += len(piece) + 1
    return tokens


# German articles are particles of a name only after "von"/"van" ("von der Leyen"):
# alone, they open a genitive ("Herr der Ringe", "Ordnerstruktur der Datei")
_ARTICLE_GAPS = frozenset((" der ", " des ", " den ", " dem ", " die "))


def _before_article(text: str, tokens: list[_Token]) -> list[_Token]:
    """In a German sentence; Dutch has surnames such as "der Kinderen"."""
    for index in range(1, len(tokens)):
        gap = text[tokens[index - 1].end : tokens[index].start]
        if gap in _ARTICLE_GAPS and _in_german(text.lower(), tokens[index], gap.strip()):
            return tokens[:index]
    return tokens


def _base(word: str) -> str:
    """``Anna's`` → ``Anna``."""
    for suffix in ("'s", "’s", "'", "’"):
        if word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _lead_cue(word: str) -> Cue:
    """A capitalised word inside a run that is itself a cue ("Tante", "Dr"): exact
    words only, since a stem would take "Tatiana" for "tata"."""
    if word in _KIN:
        return Cue.KIN
    if word in HONORIFICS or word in GREETINGS or word in SIGN_OFFS:
        return Cue.STRONG
    return Cue.NONE


def _before_words(scan: Scan, start: int) -> list[str]:
    before = scan.lower[max(0, start - _WINDOW) : start]
    tail = before.rstrip(" ,:\t\r\n-–—")
    if before[len(tail) :].count("\n"):
        return ["\n"]  # a name alone on its line: the line before decides (sign-off)
    return [w.strip("'’") for w in _words(tail)]


def _cue_before(scan: Scan, start: int) -> Cue:
    words = _before_words(scan, start)
    if words == ["\n"]:
        return _signature(scan.lower, start)
    if not words:
        return Cue.NONE
    last = words[-1]
    tail = " " + " ".join(words[-4:])
    if _after_full_stop(scan.lower, start) and last.rstrip(".") not in HONORIFICS:
        return Cue.NONE  # "Thanks. Where …": the cue ended with its sentence
    if last in _KIN_ELSEWHERE and (len(words) < 2 or words[-2] not in _OWNERS):
        return Cue.NONE  # "wie wird man Schreiber": German "one", not Dutch "husband"
    if _kin(last) or (last.endswith(("'s", "’s")) and _kin(last[:-2])):
        return Cue.KIN
    if last in HONORIFICS or last.rstrip(".") in HONORIFICS:
        written = scan.text[max(0, start - 8) : start].rstrip(" .").rsplit(None, 1)[-1:]
        if written and len(written[0]) > 1 and written[0].isupper():
            return Cue.NONE  # "MS Excel", "DR Congo": an abbreviation, not a title
        return Cue.STRONG
    if last in GREETINGS or last in SIGN_OFFS:
        return Cue.STRONG
    if tail.endswith(_INTRODUCERS):
        return Cue.INTRODUCED if tail.endswith(_INTRO_WEAK) else Cue.STRONG
    if last in PEOPLE_VERBS:
        return Cue.VERB
    return Cue.WEAK if last in PREPOSITIONS else Cue.NONE


# the first word of a place's name, never of a person's
_PLACE_HEADS = (
    PLACE_NOUNS | STREET_TYPES | words("west east north south lake mount upper lower nord süd ost")
)
# kinship words in one language that are everyday words in another: German "man"
# (one) is Dutch "husband"; they are kin only after an owner ("mijn man")
_KIN_ELSEWHERE = frozenset(("man", "nicht"))
_OWNERS = FIRST_PERSON | frozenset(("haar", "zijn", "je", "jouw", "her", "his", "your", "m'n"))
# words only German sentences have: there a capitalised noun is a noun, not a name
_GERMAN = words(
    "der das dem und ist nicht ein eine einen einem einer im vom zum zur beim für auf ich "
    "wird sind hat auch oder aber wir ihr sehr geehrte liebe"
)


def _german_noun(lower: str, token: _Token) -> bool:
    """Is the word a German noun ("Wald", "Winter", "Schreiber") in a German sentence?"""
    if _base(token.word) not in german_nouns() or _INITIAL.search(lower, 0, token.start):
        return False  # "Klaus-D. Scheibe", "J. Bauer": after an initial, a surname
    return _in_german(lower, token)


def _in_german(lower: str, token: _Token, besides: str = "") -> bool:
    around = _words(lower[max(0, token.start - _WINDOW) : token.end + _WINDOW])
    return any(w in _GERMAN and w != besides for w in around)


_INITIAL = re.compile(r"(?:^|[\s\-])[^\W\d_]\. $")


@lru_cache(maxsize=1)
def countries() -> frozenset[str]:
    """Country names in the languages ARES reads (``build_countries.py``)."""
    data = (resources.files("trust") / "data" / "names" / "countries.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("utf-8").split("\n")) - {""}


@lru_cache(maxsize=1)
def german_nouns() -> frozenset[str]:
    """Gazetteer names that are also German nouns (``build_nouns.py``)."""
    data = (resources.files("trust") / "data" / "names" / "nouns.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("utf-8").split("\n")) - {""}


def _self_named(scan: Scan, start: int, end: int) -> bool:
    """Is the name the person's own: introduced ("my name is", "I'm") or signed (alone
    under a sign-off line, or after a sign-off at the end of the message)?"""
    words = _before_words(scan, start)
    if words == ["\n"]:
        return True
    if not words:
        return False
    tail = " " + " ".join(words[-4:])
    if tail.endswith(_INTRODUCERS):
        return True
    rest = scan.text[end : end + 4].strip(" .!,\t")
    return words[-1] in SIGN_OFFS and not rest


def _after_full_stop(lower: str, start: int) -> bool:
    gap = lower[max(0, start - 8) : start].rstrip(" \t\"'“‘")
    return gap.endswith((".", "!", "?", ";"))


def _signature(lower: str, start: int) -> Cue:
    """A name alone after a sign-off line (``Best,`` / ``Pozdrawiam``). A dash before it
    is no sign: a bullet point ("- Reply in Polish") reads just the same."""
    line_start = lower.rfind("\n", max(0, start - _REACH), start) + 1
    if not line_start:
        return Cue.NONE
    line_end = lower.find("\n", start, start + _REACH)
    line = _words(lower[start : line_end if line_end >= 0 else start + _REACH])
    if len([w for w in line if w not in PARTICLES]) > 3:  # "Luna Wouters van Eijndhoven"
        return Cue.NONE  # a signature is short: "Thanks\n\nSome values in this …" is prose
    # the nearest line above that is not blank: "Thanks,\n\nAnna"
    above = lower[max(0, line_start - _REACH) : line_start - 1].rstrip()
    previous = above[above.rfind("\n") + 1 :].strip()
    return Cue.STRONG if _signs_off(previous) else Cue.NONE


def _signs_off(line: str) -> bool:
    """A sign-off line ("Best,", "Pozdrawiam") or the "-- " that opens a signature."""
    if line.strip() in _RULES:
        return True
    if len(line) > _SIGN_OFF_LINE or line.count(" ") > 6:
        return False  # four words at most: a line of prose is no sign-off
    words = _words(line)
    return 0 < len(words) <= 4 and any(w in SIGN_OFFS for w in words)


_RULES = ("--", "-- ", "—", "–", "---", "__", "___")
_SIGN_OFF_LINE = 80  # longer than four sign-off words ("mit freundlichen Grüßen aus Köln")


def _after_cue(text: str, end: int, verbs: frozenset[str] = PERSON_VERBS) -> bool:
    after = _words(text[end : end + 24].lower())
    return bool(after) and after[0] in verbs and text[end : end + 1] == " "


def _eponym(text: str, end: int) -> bool:
    after = text[end : end + 24].lower()
    if not after.startswith(("'s ", "’s ", "' ", " ")):
        return False
    following = _words(after)
    return bool(following) and following[-1 if len(following) == 1 else 1] in EPONYM_NOUNS


def general_question(text: str, start: int) -> bool:
    """Is the sentence around ``start`` a question about the world, not the person?"""
    lo, hi = max(0, start - _REACH), min(len(text), start + _REACH)
    # a colon opens a sentence too: "Born in 1815, died in 1872: how old was …?"
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n:") + 1, lo)
    stops = [i for i in (text.find(c, start, hi) for c in ".!?\n") if i >= 0]
    right = min(stops) if stops else hi
    sentence = _words(text[left : right + 1].lower())
    if sentence[:3] in _TELL_ME:
        sentence = sentence[3:]  # "Tell me about Marie Curie": the "me" is no tie
    elif (
        not sentence
        or not (
            sentence[0] in QUESTION_OPENERS
            # "En quelle année est né …?", "Per cosa è famoso …?", "Z czego słynie …?"
            or (
                text[right : right + 1] == "?" and any(w in QUESTION_OPENERS for w in sentence[1:3])
            )
        )
    ):
        return False
    return not tied(text[left : right + 1], sentence)


def tied(original: str, sentence: list[str]) -> bool:
    """Does the sentence name the person or their people? The English "I" counts only as
    written: a small "i" is Polish "and" ("Co łączyło Adę Lovelace i Alana Turinga?")."""
    return (
        any(
            (w in FIRST_PERSON and w != "i") or (_kin(w) and w not in _KIN_ELSEWHERE)
            for w in sentence
        )
        or re.search(r"\bI\b", original) is not None
    )


_PLURALS = ("s", "es", "en", "n", "e", "nen", "innen", "i", "y", "owie", "ów")


def _kin_plural(word: str) -> bool:
    """A kinship word's plural: "kollegen", "kolleginnen", "friends", "amigos"."""
    return any(word.endswith(p) and word[: -len(p)] in _KIN for p in _PLURALS)


def _owned_tie(original: str, sentence: list[str]) -> bool:
    """``tied``, but a kinship word counts only with its owner: "die Brüder Grimm"
    are nobody's brothers, "meine Brüder" are."""
    return (
        any(w in FIRST_PERSON and w != "i" for w in sentence)
        or re.search(r"\bI\b", original) is not None
        or any(_kin(w) and i and sentence[i - 1] in _OWNERS for i, w in enumerate(sentence))
    )


def _before_words_plain(text: str, start: int) -> str:
    before = _words(text[max(0, start - 20) : start].lower())
    return before[-1].rstrip(".") if before else ""


def _public_work(text: str, start: int) -> bool:
    """Is the name credited for a work (``Author: Jane Austen``, ``a novel by …``)?"""
    lo, hi = max(0, start - _REACH), min(len(text), start + _REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, start, hi) for c in "!?\n") if i >= 0]
    original = text[left : min(stops) if stops else hi]
    sentence = _words(original.lower())
    if tied(original, sentence):
        return False
    return any(w in PUBLIC_WORKS for w in sentence)


def _admired(text: str, start: int) -> bool:
    """ "My favourite writer is Olga Tokarczuk", "a biography of Orhan Pamuk": someone
    admired or written about in public, not someone in the person's life."""
    before = _words(text[max(0, start - 40) : start].lower())
    if before[-2:] in (["biography", "of"], ["biografie", "über"], ["biographie", "de"]):
        return True
    lo, hi = max(0, start - _REACH), min(len(text), start + _REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, start, hi) for c in ".!?\n") if i >= 0]
    sentence = _words(text[left : min(stops) if stops else hi].lower())
    return (
        any(w in FAVOURITE for w in sentence)
        and any(w in ARTISTS for w in sentence)
        and not any(_kin(w) for w in sentence)
    )


def _public_role(text: str, start: int, end: int) -> bool:
    """Is the name tied to a public office ("Is Tim Cook still the CEO of …", "the CEO
    of Apple"), in a sentence with no first person or kin in it?"""
    after = _words(text[end : end + 40].lower())[:4]
    before = _words(text[max(0, start - 30) : start].lower())[-3:]
    holder = any(w in PUBLIC_ROLES for w in after[:3]) and ("the" in after or "a" in after)
    office = len(before) >= 2 and before[-1] in ("of", "at") and before[-2] in PUBLIC_ROLES
    if not (holder or office):
        return False
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    sentence = _words(text[lo:hi].lower())
    return not any(w in FIRST_PERSON or _kin(w) for w in sentence)


_TELL_ME = [
    ["tell", "me", "about"],
    ["erzähl", "mir", "von"],
    ["parle-moi", "de", "la"],
    ["háblame", "de", "la"],
    ["opowiedz", "mi", "o"],
    ["parlami", "di", "la"],
]


# "… and I", "… und ich", "… et moi": someone the person does things with
_WITH_ME = tuple(
    " " + p + " "
    for p in ("and i", "& i", "und ich", "et moi", "y yo", "i ja", "e io", "en ik", "e eu")
)


_TOLD_ME = tuple(
    " " + p + " "
    for p in (
        "told me", "asked me", "texted me", "emailed me", "messaged me", "called me",
        "wrote me", "invited me", "told us", "asked us", "hat mir", "hat mich", "sagte mir",
        "m'a dit", "m'a demandé", "m'a écrit", "me dijo", "me pidió", "me escribió",
        "me preguntó", "mi ha detto", "mi ha chiesto", "mi ha scritto", "powiedział mi",
        "powiedziała mi", "napisał mi", "napisała mi", "zapytał mnie", "zapytała mnie",
        "heeft me", "zei tegen me", "vroeg me", "me disse", "me pediu",
    )
)  # fmt: skip


def _told_me(lower: str, end: int) -> bool:
    return lower[end : end + 16].startswith(_TOLD_ME)


def _with_me(lower: str, end: int) -> bool:
    return lower[end : end + 10].startswith(_WITH_ME)


def _on_the_line(scan: Scan, tokens: list[_Token]) -> bool:
    """ "this is Hafshah from accounts", "this is Tom speaking": someone introducing
    themselves, not a thing being described."""
    before = scan.lower[max(0, tokens[0].start - 9) : tokens[0].start]
    after = scan.lower[tokens[-1].end : tokens[-1].end + 12]
    return before.endswith("this is ") and after.startswith(_ON_THE_LINE)


_ON_THE_LINE = (" from ", " here", " speaking", " calling", " von ", " de ", " z ")


_COORDINATORS = frozenset(
    (" and ", " & ", ", ", " or ", " und ", " oder ", " et ", " ou ", " y ", " o ", " i ",
     " lub ", " e ", " en ", " of ", ", and ")
)  # fmt: skip


def _joined_to(
    text: str, start: int, end: int, ends: dict[int, Finding], starts: dict[int, Finding]
) -> Finding | None:
    """The found name right before or after the run, with only a coordinator between."""
    for gap in range(2, 7):
        before = ends.get(start - gap)
        if before is not None and text[start - gap : start] in _COORDINATORS:
            return before
        after = starts.get(end + gap)
        if after is not None and text[end : end + gap] in _COORDINATORS:
            return after
    return None


def _ends_clause(text: str, tokens: list[_Token]) -> bool:
    following = text[tokens[-1].end : tokens[-1].end + 2].lstrip(" ")
    return len(tokens) > 1 or not following or following[0] in ",.!?;:)\n"


def _sentence_start(text: str, start: int) -> bool:
    index = start - 1
    while index >= 0 and text[index] in " \t'‘\"“¿¡-–—":
        index -= 1
    return index < 0 or text[index] in _SENTENCE_END


def _words(text: str) -> list[str]:
    return _WORDS.findall(text)


def names_in(text: str) -> list[str]:
    """The names in a text worth remembering as private vocabulary: each word of a found
    name that is not also an ordinary word or a place ("Will", "Paris" would then be
    withheld in every sentence), at least three letters long."""
    table = gazetteer()
    found: list[str] = []
    for finding in _detector().detect(text):
        for word in finding.value(text).split(" "):
            base = _base(word)
            if len(base) >= 3 and base not in table.ambiguous and base.lower() not in PARTICLES:
                found.append(base)
    return found


@lru_cache(maxsize=1)
def dictionary_names() -> frozenset[str]:
    """Gazetteer names that are also dictionary words ("rose", "mark"), lower-cased."""
    data = (resources.files("trust") / "data" / "names" / "words.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode("utf-8").lower().split("\n")) - {""}


@lru_cache(maxsize=1)
def _detector() -> NameDetector:
    return NameDetector()
