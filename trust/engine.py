"""``TrustEngine.classify(text)``: every detector over one prepared scan, overlaps resolved.

The engine is immutable apart from its private vocabulary, which is swapped as a whole
under a lock, so one engine may classify from many threads at once. Every rule is
compiled once per process, at the engine's first scan or at ``prepare()`` (the window
calls it on a thread once it is shown: compiling takes about half a second, which the
window need not wait for); reuse the engine (``with_terms`` shares the detectors).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from trust.cache import ResultCache
from trust.detectors.name_learning import names_in
from trust.detectors.secrets_wrapped import continuations
from trust.detectors.vocabulary import Terms, VocabularyDetector
from trust.findings import Classification, Finding
from trust.normalise import normalise
from trust.recurrence import recurrences
from trust.resolve import resolve
from trust.scan import Scan

if TYPE_CHECKING:  # the detectors' modules load with their rules, at the first scan
    from trust.detectors.registry import Registry

_build_lock = threading.Lock()


class TrustEngine:
    """Classifies texts. ``private_terms`` is the person's private vocabulary: a list of
    terms (kind ``PRIVATE_TERM``) or a mapping of term to kind (``{"Zofia": "PERSON"}``).

    ``with_terms(terms)`` returns a new engine with more terms and leaves this one as it
    is; ``add_private_terms(terms)`` adds them to this engine in place (thread-safe).

    ``phone_regions`` are the countries (ISO 3166 codes) whose *national* phone formats
    count: ``+``-prefixed numbers are recognised for every country anyway. Default:
    ``trust.detectors.phones.DEFAULT_REGIONS``; the person's own country belongs here.
    """

    def __init__(
        self,
        private_terms: Terms = (),
        *,
        phone_regions: Sequence[str] | None = None,
        registry: Registry | None = None,
        cache_size: int = 2048,
    ) -> None:
        self._regions = tuple(r.upper() for r in phone_regions or ())  # () = the default
        self._compiled = registry  # None until the first scan or prepare() needs it
        self._vocabulary = VocabularyDetector(private_terms)
        self._lock = threading.Lock()
        self._cache = ResultCache(cache_size)

    @property
    def private_terms(self) -> dict[str, str]:
        return dict(self._vocabulary.terms)

    @property
    def _registry(self) -> Registry:
        if self._compiled is None:
            from trust.detectors.phones import DEFAULT_REGIONS
            from trust.detectors.registry import default_registry

            with _build_lock:  # compile the shared tables once, not once per thread
                self._compiled = default_registry(self._regions or DEFAULT_REGIONS)
        return self._compiled

    @property
    def prepared(self) -> bool:
        """Whether the detectors are compiled (by ``prepare`` or a first scan)."""
        return self._compiled is not None

    def prepare(self) -> None:
        """Compiles every detector now (blocking) rather than at the first scan."""
        self._registry  # noqa: B018 — the property compiles

    def with_terms(self, terms: Terms) -> TrustEngine:
        engine = TrustEngine(registry=self._compiled, cache_size=self._cache.size)
        engine._regions = self._regions
        engine._vocabulary = self._vocabulary.with_terms(terms)
        return engine

    def add_private_terms(self, terms: Terms) -> None:
        with self._lock:
            self._vocabulary = self._vocabulary.with_terms(terms)
            self._cache.clear()

    def learn_names(self, texts: Iterable[str]) -> dict[str, str]:
        """Adds every person's name found in ``texts`` (the person's own earlier
        messages) to the private vocabulary as ``PERSON``, so that "Zuzanna" is withheld
        later wherever and however she is mentioned. Returns the names learned."""
        learned = {name: "PERSON" for text in texts for name in names_in(text)}
        fresh = {n: k for n, k in learned.items() if n not in self._vocabulary.terms}
        if fresh:
            self.add_private_terms(fresh)
        return fresh

    def findings(self, text: str) -> list[Finding]:
        """Every detector's raw findings, overlaps not yet resolved: on the text as it
        is and, when folding changes it, on the folded text (a zero-width space inside
        ``pass\u200bword``, look-alike letters, entities) mapped back to the original."""
        found = self._scan(Scan(text))
        folded = normalise(text)
        if folded.changed:
            for finding in self._scan(Scan(folded.text)):
                start, end = folded.span(finding.start, finding.end)
                found.append(finding.model_copy(update={"start": start, "end": end}))
        found.extend(continuations(found, text))  # a wrapped key's further lines
        return found

    def _scan(self, scan: Scan) -> list[Finding]:
        found: list[Finding] = []
        for detector in self._registry:
            found.extend(detector.detect_scan(scan))
        found.extend(self._vocabulary.detect_scan(scan))
        return found

    def classify(self, text: str) -> Classification:
        """The text's class and its findings. Memory items are classified again on every
        turn, so recent answers are kept, keyed by a digest of the text (never the text
        itself) and dropped whenever the vocabulary changes."""
        vocabulary = self._vocabulary
        cached = self._cache.get(text, vocabulary)
        if cached is not None:
            return cached
        kept = resolve(self.findings(text), text)
        again = recurrences(kept, text)
        if again:
            kept = resolve([*kept, *again], text)
        result = Classification.of(kept)
        self._cache.put(text, vocabulary, result)
        return result
