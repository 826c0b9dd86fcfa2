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

from trust.detectors.name_calendar import without_dates
from trust.detectors.name_coined import coined, possessed
from trust.detectors.name_cues import (
    CUE_WORDS,
    KIN_WORDS,
    SAYING,
    Cue,
    cue_before,
    kin_plural,
    lead_cue,
    may_be_cued,
    particles_before,
    self_named,
)
from trust.detectors.name_follows import (
    after_cue,
    goes_on,
    joined_to,
    labels_value,
    life_of_a_person,
    on_the_line,
    one_thing,
    told_me,
    with_me,
)
from trust.detectors.name_gazetteer import (
    Gazetteer,
    clear_given,
    clear_known,
    dictionary_names,
    gazetteer,
    listed,
)
from trust.detectors.name_german import before_article, german_noun
from trust.detectors.name_positions import closing, position_cue, without_holder
from trust.detectors.name_press import titled_officer
from trust.detectors.name_public import (
    admired,
    eponym,
    general_question,
    lifespan,
    public_role,
    public_work,
)
from trust.detectors.name_runs import (
    CODE_LITERALS,
    MAX_RUNS,
    PY_RUN,
    Token,
    base_word,
    cased,
    closing_quote,
    code_follows,
    ends_clause,
    line_ends,
    past_initial,
    sentence_start,
    tokens_of,
)
from trust.detectors.name_terms import (
    CALENDAR,
    DETERMINERS,
    EPONYM_NOUNS,
    HONORIFICS,
    PARTICLES,
    PEOPLE_VERBS,
    PLACE_NOUNS,
    SIGN_OFFS,
    STREET_TYPES,
)
from trust.detectors.name_things import a_thing
from trust.detectors.name_verdict import coined_name, is_name
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity


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
            known = clear_known(self._table, base_word(word))
            if len(self._known_words) < 1 << 16:
                self._known_words[word] = known
        return known

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        passed: list[tuple[int, int]] = []  # runs that were no name on their own
        # finditer, not search from a position: each search call costs a pass of setup
        text, lower = scan.text, scan.lower
        for runs, match in enumerate(PY_RUN.finditer(text)):
            if runs >= MAX_RUNS:
                break
            start, end = match.span(1)
            if text[end - 1] in "'’" and closing_quote(text, start, end):
                end -= 1  # "pozdrawiam Wojtek'": the quote closes, no "O'" opens
            if code_follows(text, end) or text[start:end] in CODE_LITERALS:
                continue
            one_word = " " not in match.group(1)
            if one_word and findings and goes_on(text, findings[-1], start, end):
                findings[-1] = findings[-1].model_copy(update={"end": end})
                continue  # "Herrn Friedhelm | Kusterer": a run is four words at most
            passed.append((start, end))
            if one_word and not cased(text[start:end]):
                continue  # "I", "SELECT", "CI": no token of a name to judge, cue or none
            # most runs are one word: "The", "What" at a sentence start; decided cheaply
            # (the word's own verdict is one dict lookup per distinct word)
            cued = one_word and may_be_cued(lower, start)
            if one_word and not cued and not self._may_be_one(text, lower, start, end):
                continue
            tokens = [t for t in tokens_of(text, start, end) if cased(t.word)]
            found = self._judge(scan, tokens) if tokens else None
            if found is not None:
                findings.append(past_initial(text, found))
                passed.pop()
        if findings and passed:
            findings.extend(self._coordinated(text, findings, passed))
        return findings

    def _may_be_one(self, text: str, lower: str, start: int, end: int) -> bool:
        """Could a lone capitalised word with no cue before it be a name? A listed name,
        or one a person's verb follows."""
        word = text[start:end]
        # "Gábor hat mir …"; "Isaac and I", but not "Rust and I" (a word, a surname)
        beside_me = told_me(lower, end) or (with_me(lower, end) and self._first_name(word))
        if sentence_start(text, start):
            # "Anna said …" opens with a name: a verb only a person does follows ("Rose
            # is red" opens with a word); "Lars is …" when "Lars" is nothing but a name
            return (
                beside_me
                or (self._clearly_known(word) and self._person_follows(text, word, end))
                or closing(text, start, end)  # "… co mi przysługuje? Magda"
            )
        # a lone word no list knows is left alone here: after "with" or before "said" a
        # product stands as often as a person ("with Supabase", "Terraform said"), but
        # a firm has no mobile nor mum ("Bec's mobile is …")
        return (
            beside_me
            or self._clearly_known(word)
            or closing(text, start, end)
            or (possessed(word) and life_of_a_person(text, end))
        )

    def _person_follows(self, text: str, word: str, end: int) -> bool:
        """A verb only people do follows, or any verb of a person ("is", "has") after
        a word that is a given name and nothing else."""
        if after_cue(text, end, SAYING):
            return True
        table = self._table
        base = base_word(word)  # "Rose is red": a name that is a word too stays one
        if possessed(word) and self._first_name(word) and one_thing(text, end):
            return True  # "Ayesha's laptop …": a thing of hers opens the sentence
        if text[end : end + 2] == ", " and text[end + 2 : end + 3].islower():
            return self._first_name(word)  # "Kari, stop parking …": someone addressed
        return (
            after_cue(text, end)
            and clear_given(table, base)
            and base.lower() not in dictionary_names()
        )

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
                person = joined_to(text, start, end, ends, starts)
                if person is None:
                    continue
                finding = person.model_copy(update={"start": start, "end": end})
                added.append(finding)
                ends[end], starts[start], grown = finding, finding, True
            if not grown:
                break
        return added

    def _may_join(self, text: str, start: int, end: int) -> bool:
        words = [base_word(w) for w in text[start:end].split(" ") if w]
        if not words or not all(cased(w) or w in PARTICLES for w in words):
            return False
        if sentence_start(text, start) or eponym(text, end) or labels_value(text, end):
            return False
        run = text[start:end]
        first = words[0].lower()
        if first in CALENDAR | PLACE_NOUNS | DETERMINERS | CUE_WORDS or run in self._table.places:
            return False
        return not (len(words) == 1 and words[0] in self._table.ambiguous)

    def _judge(self, scan: Scan, tokens: list[Token]) -> Finding | None:
        text = scan.text
        tokens = without_dates(text, without_holder(before_article(text, tokens)))
        if not tokens:
            return None
        table = self._table
        cue = cue_before(scan, tokens[0].start)
        # "- Callum" closing the message, "my dad (Ken)", "Kontoinhaberin Ana Ruiz"
        cue, signs = position_cue(table, scan.lower, text, tokens, cue)
        if cue is Cue.INTRODUCED:  # "I'm Aiyana, …" counts; "I'm German and …" not
            cue = Cue.STRONG if ends_clause(text, tokens) or on_the_line(scan, tokens) else Cue.WEAK
        if (
            cue < Cue.STRONG
            and with_me(scan.lower, tokens[-1].end)
            and (len(tokens) > 1 or clear_known(table, base_word(tokens[0].word)))
        ):
            cue = Cue.STRONG  # "Ľubor Šoltésová and I broke up": a person, whoever
        elif cue < Cue.STRONG and told_me(scan.lower, tokens[-1].end):
            cue = Cue.STRONG  # "Yashasvi told me …": only a person tells me things
        elif possessed(tokens[-1].word) and life_of_a_person(text, tokens[-1].end):
            cue = max(cue, Cue.STRONG)  # "Bec's mobile": only a person has one
        initial = sentence_start(text, tokens[0].start)
        if initial and cue < Cue.STRONG and self._opens_sentence(text, tokens):
            initial, cue = False, max(cue, Cue.WEAK)
        elif initial and cue < Cue.STRONG and self._alone_before_verb(text, tokens):
            initial, cue = False, max(cue, Cue.VERB)  # "Turvi said …", "Lars is moving …"
        if initial and cue >= Cue.WEAK and text[: tokens[0].start].rstrip(" \t").endswith(":"):
            initial = False  # "From: Wayne Smith": a header's field, no sentence's opening
        signed = False  # the run began with a sign-off word: "Thanks The form …"
        titled = False  # ... or with a title: "Frau Holle", "Mr Darcy"
        inner = [i for i, t in enumerate(tokens[1:-1], 1) if t.word.lower() in HONORIFICS]
        if inner:  # "Ihren Patienten Herrn Friedhelm Kusterer": German nouns, then a title
            tokens, cue, initial = tokens[inner[-1] :], max(cue, Cue.WEAK), False
        while tokens:
            first = tokens[0].word
            lead = lead_cue(first.lower()) if len(tokens) > 1 else Cue.NONE
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
        if alone in CUE_WORDS or (
            (alone in KIN_WORDS or kin_plural(alone)) and not clear_given(table, tokens[0].word)
        ):
            return None  # "Best," on its own line is the sign-off, "Mr." a title, no name;
            # "Liebe Kollegen", "Dear Friends", "Drodzy Koledzy": a group, nobody named
        tokens = tokens[:4]  # "María Del Carmen Guzmán"
        words = [base_word(t.word) for t in tokens]
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
        if cue < Cue.STRONG and after_cue(text, tokens[-1].end):
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
            and not (table.is_given(words[0]) and line_ends(text, tokens[0].end))
        ):
            return None  # "Thanks The form …": an ordinary word after a sign-off; but
            # "Cheers John" signs the message
        if cue < Cue.STRONG and len(words) > 1 and words[0].lower() in _PLACE_HEADS:
            return None  # "Port Talbot", "West Valerie", "Torre Angela": a place's name
        if cue < Cue.STRONG and len(words) == 1 and german_noun(scan.lower, tokens[0]):
            return None  # "der Bauer", "im Wald", "Damen und Herren": German nouns
        if not (is_name(table, words, cue, initial) or coined_name(table, text, tokens, cue)):
            return None
        if (cue < Cue.KIN or titled) and a_thing(table, text, tokens, cue, titled):
            return None
        if cue < Cue.STRONG and (
            eponym(text, tokens[-1].end)
            or general_question(text, tokens[0].start)
            or public_work(text, tokens[0].start)
            or admired(text, tokens[0].start)
            or public_role(text, tokens[0].start, tokens[-1].end)
            or lifespan(text, tokens[-1].end)
            or titled_officer(text, [(t.start, t.word) for t in tokens])
        ):
            return None
        end = tokens[-1].start + len(words[-1])
        # someone named in the person's message is someone in their life (private);
        # the person's own name, introduced or signed, is personal
        own = signs or self_named(scan, tokens[0].start, end)
        sensitivity = Sensitivity.PERSONAL if own else Sensitivity.PRIVATE
        begin = particles_before(text, tokens[0].start) if cue >= Cue.STRONG else tokens[0].start
        return Finding(
            start=begin,
            end=end,
            kind="PERSON",
            sensitivity=sensitivity,
            detector=self.name,
            confidence=0.9 if cue >= Cue.STRONG else 0.7,
        )

    def _opens_sentence(self, text: str, tokens: list[Token]) -> bool:
        """Is a sentence's first run a full name as a whole: "Koda Kane told me",
        "Jan van der Steen called"? A verb of people after it, or a particle inside it,
        with a given name first and a surname that is no ordinary word last."""
        if len(tokens) < 2:
            return False
        table, first, last = self._table, base_word(tokens[0].word), base_word(tokens[-1].word)
        particle = tokens[-1].start - tokens[-2].end > 1  # "van der" stood between them
        if first.lower() in PLACE_NOUNS | DETERMINERS or last in table.ambiguous:
            return False
        if particle:
            if text[tokens[-2].end : tokens[-1].start] in (" das ", " du "):
                return listed(table, first)  # "Maria das Dores"; not "Ist das Kindle"
            if not listed(table, first):  # "Floortje van der Steen"; not "The Banco de …"
                return first.lower() not in DETERMINERS and cased(first) and listed(table, last)
            return first not in table.ambiguous or table.is_surname(last)
        if not after_cue(text, tokens[-1].end) or last.lower() in dictionary_names():
            return False
        # "Tükelalp Yıldırım said": a first word in no list before a known surname
        unknown = not listed(table, first) and first.lower() not in dictionary_names()
        if not (table.is_given(first) or unknown):
            return False
        # "Belmi Zulomi said": a surname no list holds, but a name's shape and a verb
        return table.is_surname(last) or (len(tokens) == 2 and coined(table, last))

    def _first_name(self, word: str) -> bool:
        """A given name that is no word ("Isaac"; not "Rose", not "Haskell")."""
        base = base_word(word)
        return clear_given(self._table, base) and base.lower() not in dictionary_names()

    def _alone_before_verb(self, text: str, tokens: list[Token]) -> bool:
        word = base_word(tokens[0].word)
        if len(tokens) != 1 or not clear_known(self._table, word):
            return False
        return self._person_follows(text, tokens[0].word, tokens[0].end)


# the first word of a place's name, never of a person's
_PLACE_HEADS = (
    PLACE_NOUNS | STREET_TYPES | words("west east north south lake mount upper lower nord süd ost")
)
