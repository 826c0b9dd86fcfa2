"""People's names written in small letters: "my sister zuzanna", "thanks tom!".

Chat is often typed without capitals, so casing cannot say "name" there; only a cue
can. After a kinship or role word, a greeting, a sign-off, an honorific or "my name
is", a small-letter word is a name when either

* the gazetteer knows it as a given name and it is not a frequent ordinary word
  (``ambiguous``; a name that is ambiguous only as a place, "georgia", counts after a
  kinship word or an introduction, where no place stands), or
* the gazetteer does not know it and it is no ordinary word of any supported language
  (``ordinary.txt.gz``: "my sister kunibert", "mój brat naoimh"; "my sister lives" and
  "mein bruder kommt" are words).

A name that is also a dictionary word (``words.txt.gz``: "mark", "rose", "tom" in
Polish) counts only after a kinship word or an introduction ("my brother mark", "my
name is tom"): after "thanks" or "hi" it is more likely the word ("thanks mate", "hi
there") — unless a surname that is no word follows ("thanks marco tamburini"). A
second small-letter word joins the name when it is a known surname or no ordinary
word, and not a frequent word.

Weaker cues: a social "with" ("lunch with", "met with", "dinner with"), a person
"called"/"named" ("a guy called kwame"), and "from" after a message ("a text from
anja"). After "from" only a name the gazetteer knows counts: brands send messages too,
and "an email from klarna" is no person. Whom a message is for ("send this to jamal:",
"messaggio per giuseppe") is cued as company kept is.

The capitalised case is ``names``'s; this detector looks only at small letters, so the
two never disagree about a span.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import IntEnum

import re2

from trust.detectors.letter_classes import narrowed
from trust.detectors.name_gazetteer import Gazetteer, dictionary_names, gazetteer
from trust.detectors.name_terms import (
    CALENDAR,
    FIRST_PERSON,
    GREETINGS,
    HONORIFICS,
    KINSHIP,
    PARTICLES,
    SIGN_OFFS,
)
from trust.detectors.ordinary import is_ordinary, ordinary_words
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

# Cues that introduce a name outright, in the languages the name cues cover.
_INTRODUCTIONS = (
    "my name is", "my name's", "call me", "i'm called", "ich heiße", "mein name ist",
    "je m'appelle", "mon nom est", "me llamo", "mi nombre es", "nazywam się",
    "mam na imię", "mi chiamo", "il mio nome è", "ik heet", "mijn naam is",
    "hey its", "hey it's", "yo its", "yo it's", "hi its", "hi it's", "hi this is",
    "hey this is",
)  # fmt: skip
# Company kept with someone: only a person has lunch with you or breaks up with you.
# Not "living with" (a condition), "spoke with" or "a meeting with" (a company).
_SOCIAL = (
    "lunch with", "dinner with", "breakfast with", "brunch with", "coffee with",
    "drinks with", "a date with", "met with", "met up with", "hanging out with",
    "hung out with", "hang out with", "went out with", "broke up with", "moved in with",
    "staying with", "stayed with", "going out with",
    "kaffee mit", "essen mit", "verabredet mit", "déjeuner avec", "dîner avec",
    "café avec", "sorti avec", "sortie avec", "cenar con", "cena con", "comida con",
    "café con", "quedé con", "salgo con", "cita con", "spotkanie z", "kawa z", "kawę z",
    "obiad z", "kolacja z", "kolację z", "randka z", "randkę z", "pranzo con", "caffè con",
    "uscito con", "uscita con", "appuntamento con", "koffie met", "etentje met",
    "afgesproken met", "uit eten met",
    # whom a message is for: "send this to jamal:", "messaggio per giuseppe"
    "send this to", "send it to", "msg to", "message to", "message for", "note for",
    "nachricht an", "nachricht für", "message pour", "mensaje para", "messaggio per",
    "wiadomość do", "bericht aan", "bericht voor", "mensagem para",
)  # fmt: skip
_NAMED = (
    "guy called", "guy named", "girl called", "girl named", "man called", "man named",
    "woman called", "woman named", "boy called", "boy named", "someone called",
    "someone named", "somebody called", "somebody named", "person called",
    "person named", "lady called", "lady named", "friend called", "friend named",
    "kid called", "kid named", "baby called", "baby named", "namens", "o imieniu",
    "genaamd", "un tal", "una tal", "un certo", "una certa",
)  # fmt: skip
_MESSAGES = (
    "text from", "message from", "email from", "e-mail from", "letter from",
    "card from", "gift from", "present from", "voicemail from", "call from",
    "heard from", "note from", "invite from", "invitation from", "dm from",
)  # fmt: skip
# "x" and "m" are sign-off and title in the tables, but alone they are too short a cue
# ("sig" is Italian "Sig." with its dot, Swedish "self" without)
_SHORT = frozenset({"x", "m", "dr", "xx", "ex", "dag", "bis", "kind", "warm", "love", "sig"})


# a title with its full stop: "his teacher mrs. pemberton" ("dr." too, which alone is
# too short a cue: a full stop after it makes it the title)
_ABBREVIATED = frozenset(h + "." for h in HONORIFICS if len(h) <= 4 and len(h) > 1)


class _Cue(IntEnum):
    """What introduced the word, from the strongest cue to the weakest."""

    INTRODUCED = 1  # "my name is": the person themself
    KIN = 2  # "my sister", "meine Kollegin", a title, a person "called"
    BARE = 3  # a kinship word of nobody's: only a gazetteer name
    SOCIAL = 4  # "lunch with", "met with"
    STRICT = 5  # greetings and sign-offs: "thanks mark" may be the word
    KNOWN = 6  # "from" after a message: only a gazetteer name


# Cues after which a place that is also a given name is the name ("my daughter georgia")
_NEAR = frozenset((_Cue.INTRODUCED, _Cue.KIN, _Cue.SOCIAL))


def _alternation(words: frozenset[str] | tuple[str, ...]) -> str:
    parts = []
    for word in sorted(words, key=len, reverse=True):
        if word in _SHORT:
            continue
        stem = word.endswith("*")
        escaped = re2.escape(word.rstrip("*")).replace("\\ ", " ").replace("\\'", "'")
        parts.append(escaped + (r"\p{L}*" if stem else ""))
    return "|".join(parts)


def _options() -> re2.Options:
    options = re2.Options()
    options.max_mem = 64 << 20
    return options


_WORD = r"(\p{Ll}[\p{Ll}'’\-]*\p{Ll})"
# Read on the lower-cased text (a case-insensitive alternation this long is several
# times slower in RE2); the original's casing is checked after. Its letter classes are
# narrowed to Latin, Greek and Cyrillic (``letter_classes``), the alphabets of its cue
# words: as written it was 63,000 instructions, and compiling it held the interpreter
# (and froze the window) for ~30 ms at start; narrowed, 11,000 and ~3 ms.
_CUE = re2.compile(
    narrowed(
        r"(?:^|[^\p{L}\p{N}_])(?:(?:my|mine|our|your|his|her)? ?"
        r"(?:("
        + _alternation(KINSHIP | HONORIFICS | _ABBREVIATED | frozenset(_NAMED))
        + r")|("
        + _alternation(_INTRODUCTIONS)
        + r")|("
        + _alternation(frozenset(_SOCIAL))
        + r")|("
        + _alternation(GREETINGS | SIGN_OFFS)
        + r")|("
        + _alternation(_MESSAGES)
        + r")))[ \t]*[,:]?[ \t]+"
        + _WORD
        + r"(?: "
        + _WORD
        + r")?"
    ),
    _options(),
)
_GROUPS = {1: _Cue.KIN, 2: _Cue.INTRODUCED, 3: _Cue.SOCIAL, 4: _Cue.STRICT, 5: _Cue.KNOWN}
# Words that follow a cue and are never the name itself.
_NOT_NAMES = (
    KINSHIP | GREETINGS | SIGN_OFFS | HONORIFICS | PARTICLES | CALENDAR | FIRST_PERSON
) - {"mate"}
# What follows a greeting or a thank-you when it is no name: "hi there", "thanks again!"
_VOCATIVES = words(
    "there all everyone everybody guys folks team friends sir madam mate buddy pal bro "
    "dude man again anyway lots loads heaps tons much babe baby honey darling sweetie "
    "world you ya yall both alot people ladies gents gentlemen colleagues chief doc "
    "alle zusammen leute tous chicos todos amigos wszystkim wszyscy ragazzi tutti "
    "allemaal jongens gente pessoal"
)
# Words that follow a verb, not a subject: "my husband snores every night", "mein Mann
# schnarcht jede Nacht". A word the gazetteer does not know, with one of these after it,
# is the verb ("my sister kunibert is …", "mi madre eufrosina cumple …" are names).
_AFTER_VERBS = words(
    "me him her us them you it my his your our their the a an every each all everything "
    "everyone nothing on at about tv sometimes always never often again too so "
    "mich mir dich dir uns euch ihn ihm jede jeden jedes den das dem ein eine einen "
    "morgens abends immer nie oft gern viel heimlich ständig "
    "te les un une des toute tout tous toutes trop beaucoup souvent toujours jamais mon "
    "ma mes le la lo los las el una todo toda todos mucho muchísimo siempre nunca por demasiado "
    "mnie cię go ją nas w we na od po za zawsze nigdy codziennie bardzo dużo "
    "ti gli il tutta tutto tutti sempre mai troppo molto "
    "mij hem haar ons elke elk het een altijd nooit vaak veel"
)
# Whose the kinship word is: a word nobody knows is a name only in someone's sister or
# friend ("my sister kunibert", "meine beste freundin naoimh"), not after the bare
# word ("darf man sertraline nehmen": German "man" is Dutch "husband").
_OWNERS = FIRST_PERSON | words(
    "your his her their dein deine deinen sein seine seinen ihr ihre ihren euer eure "
    "ta ton tes sa son ses votre vos tu tus su sus tuo tua suo sua twój twoja twoje jego "
    "jej ich je jouw zijn hun m'n teu tua seu sua meu minha nosso nossa"
)


class LowerCaseNameDetector:
    name = "names:lower"

    def __init__(self, table: Gazetteer | None = None) -> None:
        self._table = table or gazetteer()
        self._words = dictionary_names()
        ordinary_words()  # loaded with the rules (``prepare``), not at the first message

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text, lower = scan.text, scan.lower
        if len(lower) != len(text):  # "İ" lower-cases to two characters: offsets differ
            return []
        lowered = Scan(lower)
        findings: list[Finding] = []
        for match in _cues(lowered.data):
            found = self._judge(text, lowered, match)
            if found is not None:
                findings.append(found)
        return findings

    def _judge(self, text: str, lowered: Scan, match: re2._Match[bytes]) -> Finding | None:
        cue = next(c for g, c in _GROUPS.items() if match.group(g) is not None)
        kin = match.group(1)
        if kin is not None and not _owned(lowered, match.start(1), kin.decode()):
            cue = _Cue.BARE
        words = [
            _possessive_off(
                text, lowered.char_offset(match.start(g)), lowered.char_offset(match.end(g))
            )
            for g in (6, 7)
            if match.group(g) is not None
        ]
        span = self._name(text, words, cue)
        if span is None:
            return None
        return Finding(
            start=span[0],
            end=span[1],
            kind="PERSON",
            sensitivity=Sensitivity.PERSONAL if cue is _Cue.INTRODUCED else Sensitivity.PRIVATE,
            detector=self.name,
            confidence=0.8 if cue <= _Cue.KIN else 0.7,
        )

    def _name(self, text: str, words: list[tuple[int, int]], cue: _Cue) -> tuple[int, int] | None:
        first = text[words[0][0] : words[0][1]]
        second = text[words[1][0] : words[1][1]] if len(words) > 1 else ""
        if not first.islower():
            return None
        surname = bool(second) and second.islower() and self._surname(second, cue)
        alone = not second and _stands_alone(text, words[0][1])
        follower = _next_word(text, words[0][1])
        if not self._given(first, cue, follower, surname_follows=surname, alone=alone):
            return None
        return words[0][0], words[1 if surname else 0][1]

    def _given(
        self, word: str, cue: _Cue, follower: str, *, surname_follows: bool, alone: bool
    ) -> bool:
        if len(word) < 3 or word in _NOT_NAMES:
            return False
        if alone and cue is _Cue.STRICT and word in _VOCATIVES:
            return False
        if cue is _Cue.BARE and is_ordinary(word):
            return False  # "wie bereitet man eine Torte": German "one", then a word
        cased = word[0].upper() + word[1:]
        table = self._table
        if not table.is_given(cased):
            surname = table.is_surname(cased) and cased not in table.ambiguous
            unknown = not is_ordinary(word) or (surname and word not in self._words)
            # "my sister ji-woo", "my neighbour eun-ji": syllables joined by a hyphen
            unknown = unknown or (cue in _NEAR and _syllables(word))
            verb = follower in _AFTER_VERBS and _subject(cue)
            return cue not in (_Cue.BARE, _Cue.KNOWN) and unknown and not verb
        if follower in _AFTER_VERBS and _subject(cue) and is_ordinary(word):
            return False  # "mia moglie russa tutta la notte": the verb "snores"
        if cased in table.ambiguous:  # "georgia" after a kinship word, "hi georgia!"
            near = cue in _NEAR
            place = cased in table.places and (near or (cue is _Cue.STRICT and alone))
            return place or (near and surname_follows)
        # "thanks linda!": a name that is also a word, alone between a greeting and
        # the punctuation that closes the address
        return surname_follows or alone or not (cue is _Cue.STRICT and word in self._words)

    def _surname(self, word: str, cue: _Cue) -> bool:
        cued = cue in (_Cue.INTRODUCED, _Cue.KIN)
        if len(word) < 3 or word in _NOT_NAMES:
            return False
        cased = word[0].upper() + word[1:]
        table = self._table
        if not (table.is_surname(cased) or table.is_given(cased)):
            return not is_ordinary(word)
        if cased in table.ambiguous:  # "my name is tadeo rivera"
            return cued and cased in table.places
        return True


def _syllables(word: str) -> bool:
    """Two or three short syllables joined by hyphens, making no ordinary word."""
    parts = word.split("-")
    return (
        2 <= len(parts) <= 3
        and all(2 <= len(p) <= 4 for p in parts)
        and not is_ordinary("".join(parts))
    )


def _cues(data: bytes) -> Iterator[re2._Match[bytes]]:
    """The cues in order; when a cue's word is itself a cue ("best friend kunibert":
    the sign-off "best", then "friend"), matching goes on from that word."""
    pos = 0
    while (match := _CUE.search(data, pos)) is not None:
        yield match
        first = match.group(6).decode()
        pos = match.start(6) - 1 if first in _NOT_NAMES else match.end()


def _owned(lowered: Scan, at: int, word: str) -> bool:
    """Is the kinship word someone's: an owner among the two words before it, or a
    title or a person "called" (which need none)?"""
    if word.rstrip(".") in HONORIFICS or word in _NAMED:
        return True
    start = lowered.char_offset(at)
    before = lowered.text[max(0, start - 30) : start].split()[-2:]
    return any(w in _OWNERS for w in before)


def _subject(cue: _Cue) -> bool:
    """Does the word after this cue stand where a verb may too ("my sister snores")?
    After "lunch with" or "a text from" it is an object: "with megan about the flat"."""
    return cue not in (_Cue.SOCIAL, _Cue.KNOWN)


def _next_word(text: str, end: int) -> str:
    """The lower-case word right after ``end`` across one space ("" if none)."""
    if text[end : end + 1] != " ":
        return ""
    stop = end + 1
    while stop < len(text) and text[stop].isalpha():
        stop += 1
    return text[end + 1 : stop].lower()


def _stands_alone(text: str, end: int) -> bool:
    """Does punctuation or the line's end close the word? ("dear jutta," "thanks linda!")"""
    rest = text[end : end + 3].lstrip(" \t")
    return not rest or rest[0] in ",.!?;:\n)"


def _possessive_off(text: str, start: int, end: int) -> tuple[int, int]:
    """ "kunibert's" is the name "kunibert"; the "'s" is English grammar."""
    if end - start > 4 and text[end - 2] in "'’" and text[end - 1] == "s":
        return start, end - 2
    return start, end
