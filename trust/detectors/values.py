"""Judging a candidate value: is it a real credential or a placeholder, a name, a word?

Generic detectors find *where* a secret could be (``password = …``); these functions
decide whether what stands there looks like one, by entropy and shape, so that
``your-api-key-here``, ``${VAR}``, ``os.environ[...]`` and ``XXXXXXXX`` are not flagged.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
from collections import Counter
from functools import lru_cache

# These patterns judge one candidate value at a time, never a whole text: values are at
# most a few hundred characters (the detectors' patterns bound them) and no pattern here
# nests a repetition inside another, so Python's ``re`` cannot backtrack badly on them;
# it is used because it is several times faster than re2's wrapper on short strings.
_OPTIONS = 0
_SAMPLE = 128  # the shape of a value shows in its first characters; bounds the work

# Values that point at a secret instead of containing one, or that stand in for one.
_REFERENCE = re.compile(
    r"(?i)^(?:\$\{|\$\(|\$[a-z_]|%[a-z_]+%?|\{\{|\{%|<[^>]*>?$|\[[a-z0-9 _-]*\]\W*$|@[a-z]|"
    r"(?:os\.)?environ|os\.getenv|getenv|process\.env|env\.|env\[|config\.|settings\.|"
    r"secrets\.|vars\.|var\.|self\.|this\.|args\.|params\.|request\.|input\(|"
    r"none$|null$|nil$|true$|false$|undefined$|string$|str$|bool$|int$|"
    r"\*+$|\.\.\.|…)",
    _OPTIONS,
)
_FILLER = re.compile(
    r"(?i)(?:your|my|the)[_\- ]?(?:api|app|own|secret|access|auth|real)?[_\- ]?"
    r"(?:key|token|secret|password|pass|pwd)|"
    r"change[_\-]?me|replace[_\-]?me|placeholder|redacted|example|sample|dummy|"
    r"insert[_\-]|put[_\-]your|fill[_\-]?in|todo|fixme|\.\.|<|>|"
    r"^(?:pass(?:word)?|passwd|secret|token|user(?:name)?|login|admin|test|changeit|"
    r"api[_\-]?key|key|none|empty|required|optional|hidden|masked)$",
    _OPTIONS,
)
# Every six consecutive letters or digits: a value holding none has no long sequence.
_SEQUENCE = re.compile(
    "|".join(
        alphabet[i : i + 6]
        for alphabet in ("abcdefghijklmnopqrstuvwxyz", "0123456789")
        for i in range(len(alphabet) - 5)
    )
)
# Elisions and brackets; x-runs are judged as runs, since "xXx" occurs in random tokens.
_SHAPE_FILLER = re.compile(r"\.\.(?:\.|\[|$)|…|<|>|(?i:(?:your|put)[_\-]|[_\-]here(?:[_\-]|$))")
_TOKEN = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+", _OPTIONS)
_VOWELS = frozenset("aeiouAEIOU")
_UUID = re.compile(
    r"(?i)^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$", _OPTIONS
)
_HEXISH = re.compile(r"(?i)^[0-9a-f]+$", _OPTIONS)
_VERSIONISH = re.compile(r"(?i)^v?\d+(?:\.\d+){1,3}(?:[-+][0-9a-z.\-]+)?$", _OPTIONS)
_DOTTED_NAME = re.compile(
    r"^[A-Za-z_][A-Za-z0-9_]{0,23}(?:\.[A-Za-z_][A-Za-z0-9_]{0,23})+$", _OPTIONS
)
_PATHISH = re.compile(
    r"^(?:[~.]{0,2}/|[a-zA-Z]:\\\\|https?://)|\.(?:pem|key|crt|cer|p12|pfx|json|ya?ml|txt|env|keytab|jks|ini|cfg|conf)$",
    _OPTIONS,
)


def words(text: str) -> frozenset[str]:
    """A word list written as one string, so long tables stay readable."""
    return frozenset(text.split())


def shannon_entropy(value: str) -> float:
    """Bits per character of the value's own character distribution."""
    if not value:
        return 0.0
    counts = Counter(value)
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in counts.values())


_NOT_ALNUM = re.compile(r"[\W_]+")


def _dominated(value: str) -> bool:
    """``A3-XXXXXX-XXXXXXXXXXX-XXXXX``: the masking character is most of the value."""
    alnum = _NOT_ALNUM.sub("", value)  # counted by str methods: C speed on long values
    if len(alnum) < 8:
        return False
    return max(alnum.count("x"), alnum.count("0")) * 2 > len(alnum) or _half_mask(alnum)


def _half_mask(alnum: str) -> bool:
    """Exactly half the value one masking character, and none more common."""
    char, count = Counter(alnum).most_common(1)[0]
    return char in "x0" and count * 2 == len(alnum)


# What ends a provider's prefix (``ghp_``, ``sk-``, ``xoxb.``): a mask is the whole rest.
_PREFIX_SEPARATOR = re.compile(r"[_\-.]")


def is_masked(value: str) -> bool:
    """``****``, ``ghp_xxxxxxxx…``, ``••••••``: one character repeated stands in for the
    value (a prefix such as ``ghp_`` may stay visible)."""
    alnum = value if value.isalnum() else _NOT_ALNUM.sub("", value)
    if not alnum:
        return bool(value) and len(set(value)) == 1 and len(value) >= 3
    if value.isdigit():
        return False  # a PIN or a door code may well be 0000
    if len(alnum) >= 3 and alnum == alnum[0] * len(alnum):
        return True
    tail = _PREFIX_SEPARATOR.split(value)[-1]
    prefix = len(value) - len(tail)
    one_letter = len(tail) >= 8 and tail == tail[0] * len(tail) and not tail[0].isdigit()
    if one_letter and prefix >= 3 and 2 * alnum.count(tail[0]) >= len(alnum):
        return True  # sntryu_aaaa…: a provider's prefix, the rest one letter (not a.0000…)
    masks = max(alnum.count("x"), alnum.count("X"))
    return masks >= 0.7 * len(alnum) and len(alnum) >= 8


def is_token_stand_in(value: str) -> bool:
    """For a value whose shape is definitive (a provider's prefix and alphabet): only
    a mask, an elision or bracket, ``your-…-here`` or a reference makes it safe — a
    repetitive or made-up-looking body does not. Providers' published examples
    (``AKIAIOSFODNN7EXAMPLE``) stay secrets too: a person who pastes one as "my key"
    may have pasted the real one the next time, and withholding it costs nothing."""
    return (
        is_masked(value) or _SHAPE_FILLER.search(value[:_SAMPLE]) is not None or is_reference(value)
    )


def has_run(value: str, length: int) -> bool:
    """Does one character repeat ``length`` times in a row (``aaaa``)?"""
    return length <= 1 or _run_pattern(length).search(value) is not None


@lru_cache(maxsize=64)
def _run_pattern(length: int) -> re.Pattern[str]:
    return re.compile(r"(.)\1{" + str(length - 1) + "}", re.DOTALL)


def is_reference(value: str) -> bool:
    """``${VAR}``, ``os.environ[...]``, ``<token>``, ``None``: names a secret, holds none."""
    return _REFERENCE.search(value) is not None


def is_filler(value: str) -> bool:
    """``your-api-key-here``, ``changeme``, ``xxxxxxxx``, ``abcdefgh123``, ``<redacted>``."""
    return _FILLER.search(value) is not None or has_filler_shape(value)


def has_filler_shape(value: str) -> bool:
    """Runs and sequences (``xxxxxxxx``, ``0000``, ``abcdef…``, ``...``): placeholders by
    shape alone. A provider-format token is judged only so: a word such as ``EXAMPLE``
    inside a well-formed key does not make it safe to send."""
    value = value[:_SAMPLE]
    if _SHAPE_FILLER.search(value) is not None:
        return True
    lowered = value.lower()
    if has_run(lowered, max(5, len(value) // 3)) or _dominated(lowered):
        return True
    return longest_sequence(lowered) >= max(6, int(len(value) * 0.4))


def longest_sequence(value: str) -> int:
    """The longest run of consecutive characters (``abcdef``, ``123456``)."""
    if len(value) >= 6 and _SEQUENCE.search(value) is None:
        return min(len(value), 5)  # the common case, answered by one C-level scan
    best = run = 1 if value else 0
    for previous, char in itertools.pairwise(value):
        run = run + 1 if ord(char) == ord(previous) + 1 else 1
        best = max(best, run)
    return best


def char_classes(value: str) -> int:
    """How many of lower case, upper case, digits and other characters occur."""
    chars = set(value)
    return sum(
        (
            any(c.islower() for c in chars),
            any(c.isupper() for c in chars),
            any(c.isdigit() for c in chars),
            any(not c.isalnum() for c in chars),
        )
    )


def looks_like_words(value: str) -> bool:
    """``ClearTextPassword``, ``my-bucket-name``, ``SalesResults-1.2``: identifiers.

    Most of the value must be made of word-like pieces: three letters or more with a
    vowel, written as identifiers write words (``lower``, ``Title``, or ``UPPER`` when the
    whole value is upper case). Random tokens break into short clusters and case jumps
    (``lbRuiDDAYx``: lb, Rui, DDAY, x) instead.
    """
    value = value[:_SAMPLE]  # a long value's shape shows in its start; bounds the work
    pieces = _TOKEN.findall(value)
    if not pieces:
        return False
    shouting = value.upper() == value  # no small letter
    wordy = sum(len(p) for p in pieces if _word_piece(p, shouting))
    alnum = len(_NOT_ALNUM.sub("", value))
    return wordy >= 0.75 * alnum and len(pieces) <= max(2, alnum // 3)


def _word_piece(piece: str, shouting: bool) -> bool:
    if len(piece) < 3 or not _VOWELS.intersection(piece):
        return False
    return piece.islower() or piece.istitle() or (shouting and piece.isupper())


def is_uuid(value: str) -> bool:
    return _UUID.search(value) is not None


def is_path_or_version(value: str) -> bool:
    """``./cert.pem``, ``v1.2.3``, ``org.slf4j.api``: a place or a name, not a secret."""
    return any(p.search(value) is not None for p in (_PATHISH, _VERSIONISH, _DOTTED_NAME))


def looks_random(value: str, *, min_length: int = 8, min_entropy: float = 3.0) -> bool:
    """A credential-shaped value: long enough, varied enough, not a word or a filler."""
    value = value[:_SAMPLE]
    if len(value) < min_length or is_reference(value) or is_filler(value):
        return False
    if is_path_or_version(value):
        return False
    entropy = shannon_entropy(value)
    if _HEXISH.search(value) is not None:
        return len(value) >= 16 and entropy >= 2.8  # hex alphabets top out at 4 bits
    if looks_like_words(value):
        return False
    if char_classes(value) < 2:
        return len(value) >= 20 and entropy >= min_entropy + 0.5
    return entropy >= min_entropy - (0.5 if len(value) < 16 else 0.0)


def looks_like_password(value: str) -> bool:
    """A password is shorter and less random than a token; words with digits count."""
    value = value[:_SAMPLE]
    if len(value) < 6 or is_reference(value) or is_filler(value):
        return False
    if is_path_or_version(value) or (value.isdigit() and len(value) < 8):
        return False
    if looks_random(value, min_length=6, min_entropy=2.8):
        return True
    if looks_like_words(value) and not any(c.isdigit() for c in value):
        return False  # ACCESS_TOKEN, Some-Name: identifiers, not passwords
    return char_classes(value) >= 2 and shannon_entropy(value) >= 2.5 and not value.isalpha()


def password_value(value: str) -> bool:
    """After a password-ish name, plain words count too: ``rootpasswd`` is a password."""
    value = value[:_SAMPLE]
    if len(value) < 4 or is_reference(value) or is_filler(value):
        return False
    return looks_like_password(value) or (
        len(value) >= 6
        and value.isalnum()
        and not value.isdigit()
        and value.lower() != value.upper()
    )


def userinfo_password(value: str) -> bool:
    """In ``scheme://user:PASSWORD@host`` the position says enough: any value but a
    reference or a filler is a password, letters-only or with ``#`` and ``*`` too."""
    value = value[:_SAMPLE]
    return bool(value) and not is_reference(value) and not is_masked(value)


def user_pass(pair: str) -> bool:
    """``user:pass`` (curl -u): the password decides; with none, the user part."""
    user, _, password = pair.partition(":")
    return password_value(password) if password else looks_like_password(user)


def base64_credential(value: str) -> bool:
    """A base64 blob that decodes to something (``user:pass``, a token), not a word."""
    if len(value) < 12 or is_reference(value) or is_filler(value):
        return False
    if looks_like_words(value) or char_classes(value) < 2:
        return False  # "authentication" is valid base64, and a word
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return looks_random(value)
    return len(decoded) >= 6
