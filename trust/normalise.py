"""The text the detectors read: obfuscation undone, every character traced to its origin.

People (and pasted documents) hide letters from pattern matching, on purpose or not: a
zero-width space inside ``pass\u200bword``, full-width ``ｐａｓｓｗｏｒｄ``, Cyrillic ``р``
and ``а`` in ``раssword``, HTML entities (``&#112;assword``). :func:`normalise` folds
all of these (NFKC, zero-width and soft-hyphen characters removed, Latin look-alikes of
mixed-script words folded, entities decoded, a percent-encoded ``@`` of an e-mail address
in a URL read as ``@``) and keeps, for every character of the
result, the span of the original it came from, so a finding on the folded text maps back
to exactly the original characters it covers (hidden ones included).

Text that needs no folding (nearly all of it) costs one C-level check and is returned
as it is.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

from trust.disguise import disguised_words

# Characters that render as nothing: zero-width space/joiners, word joiner, BOM, soft
# hyphen, Mongolian vowel separator, invisible operators, bidi marks.
_INVISIBLE = frozenset(
    "\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff"
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
# Cyrillic and Greek letters that look like Latin ones (Unicode's confusables for the
# Latin alphabet, letters only). Folded only inside words that mix scripts, so Russian
# or Greek text stays what it is.
_LOOKALIKES = str.maketrans(
    "АВСЕНІЈКМОРЅТХУаеіјорсѕхуԁһԛԝ"  # Cyrillic
    "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορτυχ",  # Greek
    "ABCEHIJKMOPSTXYaeijopcsxydhqwABEZHIKMNOPTYXaiKvoptux",
)
_LOOKALIKE_CHARS = frozenset(chr(c) for c in _LOOKALIKES)
# Python's re: a bounded pattern with no nested repetition, run only on texts with "&".
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?")
# "?email=jan.kowalski%40gmail.com": an address in a link's query, encoded
_PERCENT_AT = re.compile(r"(?<=[\w.+\-])%40(?=[\w\-]+\.)")
_WORD = re.compile(r"\w+")
_SUSPECT = re.compile("[" + re.escape("".join(sorted(_INVISIBLE | _LOOKALIKE_CHARS))) + "]")


@dataclass(frozen=True)
class Normalised:
    """``text`` as detectors read it; ``starts[i]``/``ends[i]`` the original span of its
    character ``i`` (``None`` when nothing was changed: offsets are the original's)."""

    original: str
    text: str
    starts: tuple[int, ...] | None = None
    ends: tuple[int, ...] | None = None

    @property
    def changed(self) -> bool:
        return self.starts is not None

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of the folded characters ``start..end``."""
        if self.starts is None or self.ends is None:
            return start, end
        if end <= start:
            origin = self.starts[start] if start < len(self.starts) else len(self.original)
            return origin, origin
        return self.starts[start], self.ends[end - 1]


def normalise(text: str) -> Normalised:
    if not _needs_folding(text):
        return _undisguised(Normalised(text, text))
    pieces: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for start, end, piece in _pieces(text):
        for char in piece:
            pieces.append(char)
            starts.append(start)
            ends.append(end)
    folded = _fold_lookalikes("".join(pieces))
    if folded == text:
        return _undisguised(Normalised(text, text))
    return _undisguised(Normalised(text, folded, tuple(starts), tuple(ends)))


def _undisguised(folded: Normalised) -> Normalised:
    """Credential words written to slip past a matcher (``p@ssw0rd``, ``p a s s w o r
    d``, ``pass-word``) read as the word; each letter keeps the original span it had."""
    found = disguised_words(folded.text)
    if not found:
        return folded
    if all(end - begin == len(word) for begin, end, word in found):
        return _respelled(folded, found)  # ``p@ssw0rd``: letter for letter, spans kept
    size = len(folded.text)
    starts = list(folded.starts) if folded.starts is not None else list(range(size))
    ends = list(folded.ends) if folded.ends is not None else list(range(1, size + 1))
    text: list[str] = []
    new_starts: list[int] = []
    new_ends: list[int] = []
    position = 0
    for begin, end, word in found:
        text.append(folded.text[position:begin])
        new_starts.extend(starts[position:begin])
        new_ends.extend(ends[position:begin])
        text.append(word)  # the whole disguise stands behind each letter of the word
        new_starts.extend([starts[begin]] * len(word))
        new_ends.extend([ends[end - 1]] * len(word))
        position = end
    text.append(folded.text[position:])
    new_starts.extend(starts[position:])
    new_ends.extend(ends[position:])
    return Normalised(folded.original, "".join(text), tuple(new_starts), tuple(new_ends))


def _respelled(folded: Normalised, found: list[tuple[int, int, str]]) -> Normalised:
    """Each disguise replaced by its word of the same length; every offset stays."""
    text = list(folded.text)
    for begin, end, word in found:
        text[begin:end] = word
    size = len(text)
    starts = folded.starts if folded.starts is not None else tuple(range(size))
    ends = folded.ends if folded.ends is not None else tuple(range(1, size + 1))
    return Normalised(folded.original, "".join(text), starts, ends)


def _needs_folding(text: str) -> bool:
    """C-level checks only: most texts, Polish or Japanese included, need nothing."""
    encoded = ("&" in text and _ENTITY.search(text) is not None) or (
        "%40" in text and _PERCENT_AT.search(text) is not None
    )
    if text.isascii():
        return encoded
    return (
        encoded or _SUSPECT.search(text) is not None or not unicodedata.is_normalized("NFKC", text)
    )


def _pieces(text: str) -> list[tuple[int, int, str]]:
    """(original start, original end, what it reads as) for each character or entity."""
    out: list[tuple[int, int, str]] = []
    entities = {m.start(): m for m in _ENTITY.finditer(text)} if "&" in text else {}
    if "%40" in text:
        entities.update((m.start(), m) for m in _PERCENT_AT.finditer(text))
    index = 0
    while index < len(text):
        entity = entities.get(index)
        if entity is not None:
            decoded = "@" if entity.group() == "%40" else html.unescape(entity.group())
            if decoded != entity.group():
                out.append((index, entity.end(), _nfkc(decoded)))
                index = entity.end()
                continue
        char = text[index]
        if char in _INVISIBLE:
            index += 1
            continue
        end = index + 1
        while end < len(text) and unicodedata.combining(text[end]):
            end += 1  # a letter and its combining accents compose as one: e + ◌́ = é
        cluster = text[index:end]
        out.append((index, end, cluster if cluster.isascii() else _nfkc(cluster)))
        index = end
    return out


def _nfkc(value: str) -> str:
    folded = unicodedata.normalize("NFKC", value)
    return "".join(c for c in folded if c not in _INVISIBLE)


def _fold_lookalikes(text: str) -> str:
    """Fold look-alikes of a word that also holds ASCII letters or digits (``раss``) or
    is made of look-alikes only (``АКІА`` in a token); one character for one."""
    if not _LOOKALIKE_CHARS.intersection(text):
        return text
    return _WORD.sub(_fold_word, text)


def _fold_word(match: re.Match[str]) -> str:
    word = match.group()
    if not _LOOKALIKE_CHARS.intersection(word):
        return word
    mixed = any(c.isascii() for c in word)
    only_lookalikes = all(c in _LOOKALIKE_CHARS or c.isascii() for c in word)
    return word.translate(_LOOKALIKES) if mixed or only_lookalikes else word
