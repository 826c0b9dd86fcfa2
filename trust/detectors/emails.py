"""E-mail addresses written so that a machine would not read them, and in any script.

People spell their address out to keep it from scrapers — ``anna[at]firma.de``,
``jan (at) kowalski (dot) pl``, ``john dot smith at gmail dot com``, ``lucia arroba
gmail punto com`` — and a router must read it as the scrapers' authors do. An address
may also hold letters beyond ASCII (``zoë@exämple.com``, RFC 6531), which the plain rule
in ``pii.py`` does not take.

A bare "at" is an ordinary word ("have a look at github.com"), so it counts only when
the dots are spelled out too, or when it is written ``AT`` in capitals as a separator.
The last label must be a top-level domain's shape: two letters (every country's) or
one of the generic ones people use, so "meet la arroba para. Luego" stays prose.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from trust.detectors.base import Rule
from trust.detectors.letter_classes import narrowed
from trust.detectors.values import words
from trust.sensitivity import Sensitivity

_GENERIC_TLDS = words(
    "com net org info biz edu gov mil int name pro mobi app dev io ai co me tv online site "
    "xyz email mail cloud tech shop store blog page live life world today space website "
    "eu asia africa berlin paris london nyc tokyo wien koeln hamburg bayern cat swiss"
)
# Spelled-out addresses are written in Latin letters (the words around them are): the
# classes narrowed to those alphabets keep the programs small (``letter_classes.py``).
_WORD = narrowed(r"[\p{L}\p{N}_%+\-]+")
_START = narrowed(r"(?:^|[^\p{L}\p{N}_.%+\-@])")
_END = narrowed(r"(?:[^\p{L}\p{N}_\-@]|$)")
# an address in any script: anything but space and the marks that delimit an address
_ANY = r"[^\s@<>()\[\]{},;:\"'`.]+"
_BRACKETED = r" ?[\[\(\{<] ?(?i:WORDS) ?[\]\)\}>] ?"
_AT_WORDS = "arobase|arroba|chiocciola|małpa|malpa|klammeraffe|ät"
_DOT_WORDS = "dot|punkt|point|punto|kropka|punt|tečka|pont"
_AT_STRONG = (
    r"(?:" + _BRACKETED.replace("WORDS", "at|@|" + _AT_WORDS) + r"| (?i:" + _AT_WORDS + r") | @ )"
)
_DOT_SPELLED = r"(?:" + _BRACKETED.replace("WORDS", _DOT_WORDS) + r"| (?i:" + _DOT_WORDS + r") )"
_DOT = r"(?:" + _DOT_SPELLED + r"|\.)"


def _address(at: str, dot: str) -> str:
    local = _WORD + r"(?:" + _DOT + _WORD + r"){0,3}"
    domain = _WORD + r"(?:" + dot + _WORD + r"){1,4}"
    return _START + r"(" + local + at + domain + r")" + _END


_LABELS = re.compile(r"[^\w\-]+")


def _top_level(value: str, groups: Sequence[str]) -> bool:
    """The address ends in a top-level domain's shape."""
    last = _LABELS.split(value.strip())[-1].lower()  # "…punto com", "…[dot] de", "….pl"
    if len(last) == 2 and last.isascii() and last.isalpha():
        return True
    return last in _GENERIC_TLDS or last.startswith("xn--")


# words that stand before "at" in prose ("I am at google dot com"), never a mailbox
_PROSE_BEFORE_AT = words(
    "i am is are was were be been me us him her them it you we they look looking stay "
    "staying arrive arrived here there now still work works working live lives"
)


def _spelled_mailbox(value: str, groups: Sequence[str]) -> bool:
    local = value.split(" ", 1)[0].lower()
    return local not in _PROSE_BEFORE_AT and _top_level(value, groups)


def _unicode_mailbox(value: str, groups: Sequence[str]) -> bool:
    """Letters beyond ASCII, and a top-level domain: a known shape, or one in another
    script (``.中国``, ``.рф``, ``.ελ``)."""
    last = value.rpartition(".")[2]
    foreign = not last.isascii() and last.isalpha()
    return not value.isascii() and (foreign or _top_level(value, groups))


_AT_KEYWORDS: tuple[str, ...] = ("at]", "at)", "at}", "at>", "@", "arobase", "arroba")
_AT_KEYWORDS += ("chiocciola", "małpa", "malpa", "klammeraffe", "ät")
_P = Sensitivity.PERSONAL
RULES: tuple[Rule, ...] = (
    Rule(
        name="email_spelled_out",
        kind="EMAIL",
        sensitivity=_P,
        pattern=_address(_AT_STRONG, _DOT),
        group=1,
        keywords=_AT_KEYWORDS,
        judge=_top_level,
    ),
    Rule(
        name="email_spelled_out_bare_at",
        kind="EMAIL",
        sensitivity=_P,
        # "john dot smith at gmail dot com": a bare "at" with the dots spelled out too
        pattern=_address(r" (?i:at) ", _DOT_SPELLED),
        group=1,
        keywords=(" at ",),
        judge=_spelled_mailbox,
    ),
    Rule(
        name="email_capital_at",
        kind="EMAIL",
        sensitivity=_P,
        pattern=_address(r" AT ", r"(?:" + _DOT_SPELLED + r"|\.)"),
        group=1,
        keywords=(" at ",),
        judge=_top_level,
    ),
    Rule(
        name="email_international",
        kind="EMAIL",
        sensitivity=_P,
        pattern=r"(?:^|[\s<>()\[\]{},;:\"'`])("
        + _ANY
        + r"(?:\."
        + _ANY
        + r"){0,6}@"
        + _ANY
        + r"(?:\."
        + _ANY
        + r"){1,6})",
        group=1,
        keywords=("@",),
        judge=_unicode_mailbox,
    ),
)
