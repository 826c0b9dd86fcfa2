"""Search without plaintext: a blind index of keyed word hashes.

A message's text is split into words, normalised (Unicode NFKC, case-folded, a plural
``s`` dropped), stop words removed, and each distinct word replaced by
HMAC-SHA256(index key, word) cut to 80 bits and written in base32. Those tokens, sorted
and deduplicated, are the only thing FTS5 indexes; a query is hashed the same way and
ranked by BM25 (rare words weigh more) and recency.

What the index leaks to someone holding the file but not the key:
- word frequency: the same word always gives the same token, so token counts across
  the database follow the language's word frequencies, and a frequency analysis can
  guess common words; guessing is easier the more text there is;
- co-occurrence: which messages share a word (and thus likely a topic), and how many
  distinct non-stop words each message has;
- confirmation: nothing, without the key — tokens cannot be computed for guessed words.
What it does not leak: word order or positions (tokens are sorted, ``detail=none``),
repetitions within a message (deduplicated), or any text. Rekeying changes every token.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from memory.crypto import derive

TOKEN_BYTES = 10  # 80 bits: collisions are negligible for any human vocabulary
_WORD = re.compile(r"\w+")

# Small on purpose: the words that would match almost every message and carry no topic.
STOP_WORDS = frozenset(
    """a about above after again all also am an and any are as at be been before being
    below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into
    is it its itself just me more most my myself no nor not now of off on once only or
    other our ours ourselves out over own same say said she should so some such than that
    the their theirs them themselves then there these they this those through to too
    under until up very was we were what when where which while who whom why will with
    would you your yours yourself yourselves""".split()  # noqa: SIM905
)


def normalise(word: str) -> str:
    """The form a word is indexed under; queries go through the same function."""
    w = unicodedata.normalize("NFKC", word).casefold()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def words(text: str) -> Iterable[tuple[str, int, int]]:
    """Each indexable word: its normalised form and its span in ``text``."""
    for match in _WORD.finditer(text):
        raw = match.group()
        if raw.casefold() in STOP_WORDS:
            continue
        norm = normalise(raw)
        if len(norm) > 1 or norm.isdigit():
            yield norm, match.start(), match.end()


def terms(text: str) -> set[str]:
    return {norm for norm, _, _ in words(text)}


class BlindIndex:
    """Turns words into tokens under one key. Holds the key, never the words."""

    __slots__ = ("_token",)

    def __init__(self, data_key: bytes) -> None:
        key = derive(data_key, "ares/memory/blind-index/v1")

        @lru_cache(maxsize=1 << 16)
        def token(word: str) -> str:
            digest = hmac.new(key, word.encode(), hashlib.sha256).digest()
            return base64.b32encode(digest[:TOKEN_BYTES]).decode().lower()

        self._token = token

    def __repr__(self) -> str:
        return "BlindIndex(<key hidden>)"

    def document(self, text: str) -> str:
        """The indexed column for a text: its distinct tokens, sorted."""
        return " ".join(sorted({self._token(word) for word in terms(text)}))

    def tokens(self, text: str, max_terms: int | None = None) -> dict[str, str]:
        """The text's words (the longest ``max_terms`` of them) and their tokens."""
        chosen = sorted(terms(text), key=lambda w: (-len(w), w))
        if max_terms is not None:
            chosen = chosen[:max_terms]
        return {word: self._token(word) for word in chosen}

    def query(self, text: str, max_terms: int | None = None) -> str | None:
        """An FTS5 MATCH expression: any of the query's words. None if nothing to seek.

        ``max_terms`` keeps only the longest words: a whole message as a query ORs twenty
        words, and the common ones make every posting list long while adding little to
        the ranking (longer words are, on the whole, the rarer ones)."""
        tokens = sorted(set(self.tokens(text, max_terms).values()))
        return " OR ".join(tokens) if tokens else None


def mentions(text: str, query: str) -> bool:
    """Whether ``text`` has a word the query asks for."""
    wanted = terms(query)
    return any(norm in wanted for norm, _, _ in words(text))


def snippet(text: str, query: str, width: int = 160) -> str:
    """A window of the (decrypted) text around the first word the query matched."""
    wanted = terms(query)
    first = next((start for norm, start, _ in words(text) if norm in wanted), 0)
    begin = max(0, first - width // 3)
    end = min(len(text), begin + width)
    body = " ".join(text[begin:end].split())
    return ("…" if begin else "") + body + ("…" if end < len(text) else "")
