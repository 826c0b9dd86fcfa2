"""The detector contract and the one scanner every pattern detector shares.

A detector is anything with a ``name`` and ``detect(text) -> list[Finding]``. Most are
tables of :class:`Rule` (a *candidate pattern*, an optional *validator* and optional
*context words*, as in presidio's recognizers) run by :class:`RuleDetector`.

Patterns are compiled with google-re2, whose matching time is linear in the input
whatever the pattern, so no input can make a scan backtrack catastrophically.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import ahocorasick
import re2

from trust.detectors.letter_runs import unbounded_letter_runs
from trust.findings import Finding
from trust.scan import Scan, Spans, search_spans
from trust.sensitivity import Sensitivity

Validator = Callable[[str], bool]
Rewrite = Callable[[str], str]  # a pattern's text, rewritten just before it compiles
Judge = Callable[[str, Sequence[str]], bool]  # (value, all groups with 0 = whole match)


class Detector(Protocol):
    name: str

    def detect(self, text: str) -> list[Finding]: ...


class ScanDetector(Protocol):
    """A detector that can share one prepared :class:`Scan` with the others."""

    name: str

    def detect_scan(self, scan: Scan) -> list[Finding]: ...


@dataclass(frozen=True)
class Rule:
    """One candidate pattern and what a match means.

    ``group`` names the capture group that holds the value (0: the whole match), so a
    pattern may require surrounding text (``password=``) without reporting it.
    ``keywords`` are lowercase literals of which at least one must occur in the text for
    the rule to run at all (a cheap prefilter, as gitleaks does); empty means always.
    ``validator`` judges the value alone; ``judge`` the value and every group (a name
    before ``=`` decides how strict to be with what follows); ``trim`` may accept a
    shorter prefix of the value or reject it (None). ``context`` words must
    occur within ``window`` characters before the value. ``in_text`` judges the value
    where it stands (text, start, end): its sentence, read without a pattern's
    look-around, which a set of patterns pays for at every position.
    """

    name: str
    kind: str
    sensitivity: Sensitivity
    pattern: str
    group: int = 0
    keywords: tuple[str, ...] = ()
    validator: Validator | None = None
    judge: Judge | None = None
    in_text: Callable[[str, int, int], bool] | None = None
    trim: Callable[[str], str | None] | None = None
    context: tuple[str, ...] = ()
    window: int = 48
    confidence: float = 0.9
    flags: str = field(default="")


class RuleDetector:
    """Runs a table of rules over a text; each rule's matches pass its validator.

    ``alphabet`` may narrow the rules' Unicode classes as they compile (see
    ``letter_classes.py``); it runs after ``letter_runs``, which reads ``\\p{L}`` names.

    ``presearch`` puts every rule, keywords or not, into the one RE2 set: a table whose
    keywords are everyday words ("id", "tax", "at") then searches only for the few rules
    that match at all, instead of once for each rule a keyword let through. It costs a
    larger set to compile, so it is for tables whose set is cheap (``bench/rules_bench.py``).
    """

    def __init__(
        self,
        name: str,
        rules: Sequence[Rule],
        alphabet: Rewrite | None = None,
        *,
        presearch: bool = False,
    ) -> None:
        self.name = name
        self._rules = tuple(rules)
        self._compiled = tuple(_compile(rule, alphabet) for rule in self._rules)
        self._always = tuple(i for i, rule in enumerate(self._rules) if not _keywords(rule))
        self._keywords = _keyword_index(self._rules)
        self._words = tuple(tuple(w.lower() for w in _keywords(rule)) for rule in self._rules)
        self._presearch = presearch
        self._set_rules = tuple(range(len(self._rules))) if presearch else self._always
        self._always_set = _search_set([self._rules[i] for i in self._set_rules], alphabet)

    @property
    def rules(self) -> tuple[Rule, ...]:
        return self._rules

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        for index in self._candidates(scan):
            findings.extend(self._run(index, scan))
        return findings

    def _candidates(self, scan: Scan) -> list[int]:
        if self._always_set is None or len(scan.data) > _SET_LIMIT:
            chosen = set(self._always)
        else:  # one pass tells which of the rules in the set match at all
            matched = [self._set_rules[i] for i in self._always_set.Match(scan.data) or ()]
            if self._presearch:  # every rule is in it: of those that match, the ones
                # with keywords run when one of them occurs (as the automaton would say)
                return [i for i in sorted(matched) if self._has_keyword(i, scan.lower)]
            chosen = set(matched)
        if self._keywords is not None:
            chosen.update(self._keywords.chosen(scan))
        return sorted(chosen)

    def _has_keyword(self, index: int, lower: str) -> bool:
        words = self._words[index]
        return not words or any(word in lower for word in words)

    def _run(self, index: int, scan: Scan) -> Iterator[Finding]:
        rule, regexp = self._rules[index], self._compiled[index]
        position = 0
        while (match := search_spans(regexp, scan.data, position)) is not None:
            b_start, b_end = match[rule.group]
            # resume where the value ends, not where the match does: a pattern's closing
            # boundary character may be the opening boundary of the next value
            position = max(b_end, match[0][0] + 1)
            if b_start < 0 or b_end <= b_start:
                continue
            start, end = scan.char_offset(b_start), scan.char_offset(b_end)
            value = scan.text[start:end]
            if rule.trim is not None:
                trimmed = rule.trim(value)
                if trimmed is None:
                    continue
                value, end = trimmed, start + len(trimmed)
            if rule.validator is not None and not rule.validator(value):
                continue
            if rule.judge is not None and not rule.judge(value, _groups(match, scan)):
                continue
            if rule.in_text is not None and not rule.in_text(scan.text, start, end):
                continue
            if rule.context and not scan.has_context(start, rule.context, rule.window):
                continue
            yield Finding(
                start=start,
                end=end,
                kind=rule.kind,
                sensitivity=rule.sensitivity,
                detector=f"{self.name}:{rule.name}",
                confidence=rule.confidence,
            )


def _groups(match: Spans, scan: Scan) -> list[str]:
    return [
        "" if begin < 0 else scan.text[scan.char_offset(begin) : scan.char_offset(end)]
        for begin, end in match
    ]


def _pattern(rule: Rule, alphabet: Rewrite | None = None) -> bytes:
    prefix = f"(?{rule.flags})" if rule.flags else ""
    text = unbounded_letter_runs(rule.pattern)
    return (prefix + (alphabet(text) if alphabet else text)).encode("utf-8")


def _compile(rule: Rule, alphabet: Rewrite | None = None) -> re2._Regexp:
    options = re2.Options()
    options.max_mem = 64 << 20  # large tables of alternatives need more than the default
    try:
        return re2.compile(_pattern(rule, alphabet), options)
    except re2.error as exc:  # a broken rule is a programming error: name it
        raise ValueError(f"rule {rule.name!r} does not compile: {exc}") from None


# Above this size each rule searches on its own: a set's one DFA might exceed its memory
# budget on a long hostile text, and RE2 would then report no match instead of an error.
_SET_LIMIT = 1 << 16


def _search_set(rules: Sequence[Rule], alphabet: Rewrite | None = None) -> re2.Set | None:
    """The rules' patterns as one RE2 set, or None when there are too few to gain."""
    if len(rules) < 4:
        return None
    options = re2.Options()
    options.max_mem = 256 << 20
    patterns = re2.Set.SearchSet(options)
    for rule in rules:
        patterns.Add(_pattern(rule, alphabet))
    patterns.Compile()
    return patterns


def _keywords(rule: Rule) -> tuple[str, ...]:
    """A rule that needs context words cannot match where none occurs: they prefilter it."""
    return rule.keywords or rule.context


def _keyword_index(rules: Iterable[Rule]) -> _KeywordIndex | None:
    table: dict[str, list[int]] = {}
    for index, rule in enumerate(rules):
        for word in _keywords(rule):
            table.setdefault(word.lower(), []).append(index)
    return _KeywordIndex(table) if table else None


class _KeywordIndex:
    """Which rules have a keyword in a text's lower case.

    An RE2 set of the keywords as literals answers which occur in one pass at C speed;
    an Aho-Corasick automaton yields every occurrence to Python, and a chat text holds
    dozens of everyday keywords ("pass", "key", "id"). The automaton stays for texts
    longer than a set is trusted with (``_SET_LIMIT``)."""

    def __init__(self, table: dict[str, list[int]]) -> None:
        self._rules_of = tuple(tuple(indices) for indices in table.values())
        self._automaton = ahocorasick.Automaton()
        for word, indices in table.items():
            self._automaton.add_word(word, tuple(indices))
        self._automaton.make_automaton()
        options = re2.Options()
        options.encoding = re2.Options.Encoding.LATIN1  # the words' UTF-8 bytes, as bytes
        options.max_mem = 64 << 20
        self._set = re2.Set.SearchSet(options)
        for word in table:
            self._set.Add(b"".join(b"\\x%02x" % byte for byte in word.encode("utf-8")))
        self._set.Compile()

    def chosen(self, scan: Scan) -> Iterator[int]:
        if len(scan.data) > _SET_LIMIT:
            for _end, indices in self._automaton.iter(scan.lower):
                yield from indices
            return
        for word in self._set.Match(scan.lower_data) or ():
            yield from self._rules_of[word]
